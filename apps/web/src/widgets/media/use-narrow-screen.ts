import { useSyncExternalStore } from 'react';
import { SHELL_LIMITS } from '@bondsight/contracts/shell-rules';

/** Spec: the narrow layout applies at the adaptive width, 680 px, and below. */
export const NARROW_QUERY = `(max-width: ${SHELL_LIMITS.adaptiveWidth}px)`;

function subscribe(onChange: () => void) {
  const list = window.matchMedia(NARROW_QUERY);
  list.addEventListener('change', onChange);
  window.addEventListener('resize', onChange);
  return () => {
    list.removeEventListener('change', onChange);
    window.removeEventListener('resize', onChange);
  };
}

const isNarrow = () => window.matchMedia(NARROW_QUERY).matches;

/** True while the viewport is 680 px wide or narrower; follows resizes. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
