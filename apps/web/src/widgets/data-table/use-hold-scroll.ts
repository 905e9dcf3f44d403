import { useEffect, useRef, type RefObject } from 'react';
import { SCROLL_KEY_SHARE, SCROLL_STEP_MS, SCROLL_STEP_PX } from './table-rules';

/**
 * The scroll arrows' motion: while an arrow is held the box moves 5 px every 1 ms (spec
 * section 9); a keyboard press (a click without a pointer) moves a larger step at once.
 */
export function useHoldScroll(box: RefObject<HTMLElement | null>) {
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const stop = () => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
  };
  useEffect(() => stop, []);

  return (direction: 1 | -1) => ({
    onPointerDown: () => {
      stop();
      timer.current = setInterval(() => {
        const el = box.current;
        // At the edge the arrow disappears (and with it its pointerup): stop here.
        if (!el || atEdge(el, direction)) stop();
        else el.scrollBy({ left: direction * SCROLL_STEP_PX });
      }, SCROLL_STEP_MS);
    },
    onPointerUp: stop,
    onPointerLeave: stop,
    onPointerCancel: stop,
    onClick: (event: { detail: number }) => {
      // detail 0: Enter or Space, not a pointer (its press already scrolled).
      const el = box.current;
      if (event.detail === 0 && el) {
        el.scrollBy({ left: direction * el.clientWidth * SCROLL_KEY_SHARE, behavior: 'smooth' });
      }
    },
  });
}

function atEdge(el: HTMLElement, direction: 1 | -1): boolean {
  return direction < 0 ? el.scrollLeft <= 0 : el.scrollLeft + el.clientWidth >= el.scrollWidth - 1;
}
