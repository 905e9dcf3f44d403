import { useLayoutEffect, type RefObject } from 'react';

/** The CSS variable the page reserves at its bottom (registration-space.css reads it). */
export const BANNER_SPACE_VARIABLE = '--registration-banner-space';

/**
 * While the banner shows, the page keeps a bottom padding (and scroll padding) of the banner's
 * height plus its offset from the viewport's edge: the end of every page (the pager, the
 * footer) scrolls clear of it, and a focused or scrolled-to control is never left under it
 * (issue 16: the banner covered the home list's pager so Next could not be clicked).
 */
export function useReservedSpace(box: RefObject<HTMLElement | null>, shown: boolean) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const banner = box.current?.firstElementChild;
    if (!shown || !(banner instanceof HTMLElement)) return;
    const measure = () => {
      const rect = banner.getBoundingClientRect();
      const space = Math.ceil(Math.max(0, window.innerHeight - rect.top));
      root.style.setProperty(BANNER_SPACE_VARIABLE, `${space}px`);
    };
    measure();
    const observer =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => measure());
    observer?.observe(banner);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty(BANNER_SPACE_VARIABLE);
    };
  }, [box, shown]);
}
