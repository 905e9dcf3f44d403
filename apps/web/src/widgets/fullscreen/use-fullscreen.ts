/**
 * Full screen per element (charts, tables). Spec: on/off, remembered in a cookie whose name is
 * built from the element id, and toggled by the browser's fullscreen events. A browser only enters real
 * full screen on a click, so a remembered "on" (or a refused request) falls back to the
 * widget's own full-window layout.
 */
import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { readFullscreen, rememberFullscreen } from './fullscreen-cookie';

export { fullscreenCookieName } from './fullscreen-cookie';

export function useFullscreen(elementId: string, element: RefObject<HTMLElement | null>) {
  const [on, setOn] = useState(() => readFullscreen(elementId));
  // Whether the browser's real full screen is ours, so leaving it (Esc) turns the state off.
  const inBrowser = useRef(false);

  const save = (value: boolean) => {
    setOn(value);
    rememberFullscreen(elementId, value);
  };
  const remember = useEffectEvent(save);

  useEffect(() => {
    const onChange = () => {
      const ours =
        document.fullscreenElement !== null && document.fullscreenElement === element.current;
      if (ours) {
        inBrowser.current = true;
        remember(true);
      } else if (inBrowser.current) {
        inBrowser.current = false;
        remember(false);
      }
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [element]);

  // Escape leaves the widget's own full-window layout too.
  useEffect(() => {
    if (!on) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !inBrowser.current) remember(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [on]);

  const toggle = () => {
    const target = element.current;
    save(!on);
    if (!on) {
      // Refused (no click, iframe, old browser): the full-window layout stays in its place.
      target?.requestFullscreen?.().catch(() => undefined);
    } else if (document.fullscreenElement && document.fullscreenElement === target) {
      void document.exitFullscreen?.();
    }
  };

  return { fullscreen: on, toggleFullscreen: toggle };
}
