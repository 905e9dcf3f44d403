import { useEffect, useRef, useState } from 'react';

/**
 * Whether an element has come near the viewport; once true it stays true. Below-the-fold
 * blocks load their data only then (a query's `enabled`), so the page's top is not kept
 * waiting. Where IntersectionObserver is missing, the element counts as seen at once.
 */
export function useInView<T extends Element>(rootMargin = '400px') {
  const ref = useRef<T | null>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
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
  }, [seen, rootMargin]);
  return [ref, seen] as const;
}
