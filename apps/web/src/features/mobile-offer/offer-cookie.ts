import { FOREVER_SECONDS, hasCookie, writeCookie } from '../../lib/cookies';

/** Spec: the mobile offer panel is hidden once closed — for good. */
export const MOBILE_OFFER_CLOSED_COOKIE = 'bs_mobile_offer_closed';

export const isOfferClosed = () => hasCookie(MOBILE_OFFER_CLOSED_COOKIE);
export const closeOffer = () =>
  writeCookie(MOBILE_OFFER_CLOSED_COOKIE, '1', { maxAgeSeconds: FOREVER_SECONDS });
