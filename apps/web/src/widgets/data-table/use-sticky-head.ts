import { useEffect, useRef } from 'react';

/**
 * Keeps a table's header in view while the page scrolls past the table (spec: header fixed
 * on page scroll). CSS `position: sticky` cannot do it here: the sideways-scrolling box around
 * the table becomes the sticky container. So the header is moved down by the part of the
 * table scrolled above the viewport, never past the table's bottom. Returns the refs to put
 * on the table and its thead.
 */
export function useStickyHead() {
  const tableRef = useRef<HTMLTableElement>(null);
  const headRef = useRef<HTMLTableSectionElement>(null);

  useEffect(() => {
    let frame = 0;
    const place = () => {
      frame = 0;
      const table = tableRef.current;
      const head = headRef.current;
      if (!table || !head) return;
      const top = table.getBoundingClientRect().top;
      const room = table.offsetHeight - head.offsetHeight;
      const offset = Math.max(0, Math.min(-top, room));
      head.style.transform = offset > 0 ? `translateY(${offset}px)` : '';
      head.classList.toggle('is-stuck', offset > 0);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(place);
    };
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    schedule();
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, []);

  return { tableRef, headRef };
}
