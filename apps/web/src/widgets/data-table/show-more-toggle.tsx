import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { COLLAPSE_SCROLL_OFFSET } from './table-rules';

interface ShowMoreToggleProps {
  expanded: boolean;
  /** Asked before expanding; false keeps the table collapsed (the caller shows a gate). */
  onExpand?: () => boolean | void;
  onChange: (expanded: boolean) => void;
  /** The table to scroll back to when collapsing (spec: 100 px above its top, smoothly). */
  anchor?: RefObject<HTMLElement | null>;
  testId?: string;
}

/** Spec "show more / hide" under a preview: toggles the limit; collapsing scrolls back. */
export function ShowMoreToggle({
  expanded,
  onExpand,
  onChange,
  anchor,
  testId,
}: ShowMoreToggleProps) {
  const { t } = useTranslation('common');
  const toggle = () => {
    if (expanded) {
      onChange(false);
      scrollAbove(anchor?.current ?? null);
      return;
    }
    if (onExpand?.() === false) return;
    onChange(true);
  };
  return (
    <button
      type="button"
      className="table-more"
      aria-expanded={expanded}
      data-testid={testId ?? 'table-show-more'}
      onClick={toggle}
    >
      {t(expanded ? 'common:hide' : 'common:show_more')}
    </button>
  );
}

function scrollAbove(element: HTMLElement | null) {
  if (!element) return;
  const top = element.getBoundingClientRect().top + window.scrollY - COLLAPSE_SCROLL_OFFSET;
  window.scrollTo({ top: Math.max(0, top), behavior: 'smooth' });
}
