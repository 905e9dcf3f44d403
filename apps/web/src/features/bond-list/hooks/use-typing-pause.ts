import { useEffect, useRef } from 'react';

/** Spec section 9: typed filters wait for a 300 ms pause, as the site search does. */
export const TYPING_PAUSE_MS = 300;

/**
 * `run` once typing pauses: each call within the pause restarts it, so a query goes out for
 * "5.5" and not for "5", "5." and "5.5". A pending call is dropped when the field unmounts.
 */
export function useTypingPause<A extends unknown[]>(run: (...args: A) => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  return (...args: A) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(...args), TYPING_PAUSE_MS);
  };
}
