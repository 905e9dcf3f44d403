/**
 * Full screen per chart element. Spec: on/off, remembered in a cookie whose name is built from
 * the element id, and toggled by the browser's fullscreen events. A browser only enters real
 * full screen on a click, so a remembered "on" (or a refused request) falls back to the
 * widget's own full-window layout.
 */
import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { FOREVER_SECONDS, readCookie, writeCookie } from '../../lib/cookies';
import { FULLSCREEN_COOKIE_PREFIX } from './constants';

export function fullscreenCookieName(elementId: string): string {
  return FULLSCREEN_COOKIE_PREFIX + elementId.replace(/[^A-Za-z0-9_-]/g, '_');
}

export function useFullscreen(elementId: string, element: RefObject<HTMLElement | null>) {
  const cookie = fullscreenCookieName(elementId);
  const [on, setOn] = useState(() => readCookie(cookie) === '1');
  // Whether the browser's real full screen is ours, so leaving it (Esc) turns the state off.
  const inBrowser = useRef(false);

  const save = (value: boolean) => {
    setOn(value);
    writeCookie(cookie, value ? '1' : '0', { maxAgeSeconds: FOREVER_SECONDS });
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
