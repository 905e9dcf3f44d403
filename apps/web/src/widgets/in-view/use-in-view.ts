import { createContext, useContext, useEffect, useRef, useState } from 'react';

/**
 * True where every block must load at once, without waiting to be scrolled to (the bond
 * page's print mode: the server prints the whole page in one go).
 */
export const ForceInViewContext = createContext(false);

/**
 * Whether an element has come near the viewport; once true it stays true. Below-the-fold
 * blocks load their data only then (a query's `enabled`), so the page's top is not kept
 * waiting. Where IntersectionObserver is missing, the element counts as seen at once.
 */
export function useInView<T extends Element>(rootMargin = '400px') {
  const ref = useRef<T | null>(null);
  const forced = useContext(ForceInViewContext);
  const [seen, setSeen] = useState(() => forced || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || forced || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setSeen(true);
        observer.disconnect();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen, forced, rootMargin]);
  return [ref, seen || forced] as const;
}
