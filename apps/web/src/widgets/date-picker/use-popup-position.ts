import { useLayoutEffect, type RefObject } from 'react';
import { placePopup } from './position';
import { REPOSITION_THROTTLE_MS, throttle } from './throttle';

/**
 * Keeps the open popup next to its anchor and inside the viewport. Placement is written straight
 * to the popup's style: it changes on every scroll, and re-rendering the calendar for it is waste.
 * Scroll is listened to in the capture phase so scrolling containers, not only the page, count.
 */
export function usePopupPosition(
  open: boolean,
  anchorRef: RefObject<HTMLElement | null>,
  popupRef: RefObject<HTMLElement | null>,
) {
  useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      const anchor = anchorRef.current;
      const popup = popupRef.current;
      if (!anchor || !popup) return;
      const { top, left, placement } = placePopup(
        anchor.getBoundingClientRect(),
        { width: popup.offsetWidth, height: popup.offsetHeight },
        { width: window.innerWidth, height: window.innerHeight },
      );
      popup.style.top = `${top}px`;
      popup.style.left = `${left}px`;
      popup.dataset.placement = placement;
    };
    place();
    const throttled = throttle(place, REPOSITION_THROTTLE_MS);
    window.addEventListener('scroll', throttled, true);
    window.addEventListener('resize', throttled);
    return () => {
      throttled.cancel();
      window.removeEventListener('scroll', throttled, true);
      window.removeEventListener('resize', throttled);
    };
  }, [open, anchorRef, popupRef]);
}
