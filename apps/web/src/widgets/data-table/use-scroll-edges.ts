import { useEffect, useState, type RefObject } from 'react';

export interface ScrollEdges {
  /** Content hides to the left / right: that side shows its shadow and arrow. */
  left: boolean;
  right: boolean;
}

/** Follows a sideways-scrolling box: which of its sides has more content hidden. */
export function useScrollEdges(box: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ left: false, right: false });

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const update = () => {
      const left = el.scrollLeft > 1;
      const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
      setEdges((old) => (old.left === left && old.right === right ? old : { left, right }));
    };
    // Measured after layout; a resize of the box or of the table inside measures again.
    const frame = requestAnimationFrame(update);
    el.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(el);
    if (el.firstElementChild) observer?.observe(el.firstElementChild);
    return () => {
      cancelAnimationFrame(frame);
      el.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [box]);

  return edges;
}
