import { useEffect, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useFullscreen } from './use-fullscreen';
import './fullscreen.css';

interface FullscreenToggleProps {
  /** Names the cookie that remembers the state (spec: one per element id). */
  elementId: string;
  /** The element shown full screen (a table block, a chart section). */
  target: RefObject<HTMLElement | null>;
  /** What goes full screen, e.g. the block's title: the button's tooltip. */
  label: string;
}

/** Class of the full-window layout a remembered or refused full screen falls back to. */
export const FULLSCREEN_CLASS = 'is-fullscreen-block';

/** Spec section 4 "Fullscreen": on/off for one element, remembered, following Esc. */
export function FullscreenToggle({ elementId, target, label }: FullscreenToggleProps) {
  const { t } = useTranslation('common');
  const { fullscreen, toggleFullscreen } = useFullscreen(elementId, target);

  // The target belongs to the caller, so the layout class is set on it here, not in its JSX.
  useEffect(() => {
    target.current?.classList.toggle(FULLSCREEN_CLASS, fullscreen);
  }, [fullscreen, target]);

  return (
    <button
      type="button"
      className="fullscreen-toggle"
      aria-pressed={fullscreen}
      title={label}
      data-testid="fullscreen-toggle"
      onClick={toggleFullscreen}
    >
      <span aria-hidden="true">{fullscreen ? '⤡' : '⤢'}</span>{' '}
      {t(fullscreen ? 'common:fullscreen_off' : 'common:fullscreen_on')}
    </button>
  );
}
