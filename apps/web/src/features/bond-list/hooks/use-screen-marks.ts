import { useState } from 'react';

/** A set of row keys that belongs to one screen: another screen starts it empty. */
function useScreenSet(screen: string) {
  const [held, setHeld] = useState<{ screen: string; keys: ReadonlySet<string> }>({
    screen,
    keys: new Set(),
  });
  const keys = held.screen === screen ? held.keys : EMPTY;
  const change = (changed: string[], on: boolean) =>
    setHeld((old) => {
      const next = new Set(old.screen === screen ? old.keys : EMPTY);
      changed.forEach((key) => (on ? next.add(key) : next.delete(key)));
      return { screen, keys: next };
    });
  const clear = () => setHeld({ screen, keys: EMPTY });
  return { keys, change, clear };
}

const EMPTY: ReadonlySet<string> = new Set();

/**
 * The rows a reader checked and removed on the screen. Both stay while paging, sorting and
 * grouping (the same bonds), and start empty on a new filter (other bonds). They live in the
 * page, not the URL: a removed row is the reader's scratch, not part of a screen to share.
 */
export function useScreenMarks(screen: string) {
  return { checked: useScreenSet(screen), hidden: useScreenSet(screen) };
}
