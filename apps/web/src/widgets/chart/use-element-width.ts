/**
 * The width in px of an element, kept current with a ResizeObserver: the chart lays its x
 * labels out for the width it is drawn at (time-axis.ts). 0 until measured.
 */
import { useLayoutEffect, useState, type RefObject } from 'react';

export function useElementWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  // Measured before the first paint, so the chart is not drawn once with ECharts' labels.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
