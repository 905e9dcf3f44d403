/**
 * A chart option as the reader asked to see it: without its draw-in animation when the system
 * asks for reduced motion (WCAG 2.3.3), as the spinners' CSS already does. Read at each draw,
 * so a change of the setting applies from the next one.
 */
export function withReaderMotion<T extends object>(option: T): T {
  const reduce =
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return reduce ? { ...option, animation: false } : option;
}
