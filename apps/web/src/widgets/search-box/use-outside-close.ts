import { useEffect, useRef, type RefObject } from 'react';

/**
 * Spec section 4 "Site search": a click outside closes the list, unless the mouse is over the
 * list (a list that overflows the box, or one the user is scrolling, must not vanish under the
 * pointer). Returns the handlers that track the pointer over the list.
 */
export function useOutsideClose(
  root: RefObject<HTMLElement | null>,
  listening: boolean,
  listShown: boolean,
  close: () => void,
) {
  const overList = useRef(false);
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  }, [close]);
  useEffect(() => {
    if (!listening) return;
    const onDown = (event: MouseEvent) => {
      if (overList.current) return;
      if (root.current && event.target instanceof Node && root.current.contains(event.target))
        return;
      closeRef.current();
    };
    document.addEventListener('mousedown', onDown);
    return () => {
      document.removeEventListener('mousedown', onDown);
      // A list that goes away under the pointer never reports the mouse leaving it.
      overList.current = false;
    };
  }, [listening, listShown, root]);
  return {
    onMouseEnter: () => {
      overList.current = true;
    },
    onMouseLeave: () => {
      overList.current = false;
    },
  };
}
