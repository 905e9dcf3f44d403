/**
 * The sane band of a stored yield, % a year: below −5 % no investor holds a bond (the most
 * negative sovereign yields ever seen were about −1 %), above 200 % a bond trades as a claim on
 * what is recovered, not on its coupons. Outside it a yield is not published as one: a source
 * flags it as bad data (ticks) or leaves it out (quotes), and the data doctor counts any other.
 */
export const YIELD_BAND = { min: -5, max: 200 } as const;

/** Whether a yield (% a year) is one to publish. */
export const inYieldBand = (percent: number): boolean =>
  percent >= YIELD_BAND.min && percent <= YIELD_BAND.max;

/**
 * A trading tick's yield fields (as the schema names them in code, and as its columns and the
 * bad-data flag name them): the ones the band applies to.
 */
export const TICK_YIELD_FIELDS = [
  ['ytmBid', 'ytm_bid'],
  ['ytmOffer', 'ytm_offer'],
  ['ytmLast', 'ytm_last'],
  ['ytmClose', 'ytm_close'],
  ['ytoBid', 'yto_bid'],
  ['ytoOffer', 'yto_offer'],
  ['ytoLast', 'yto_last'],
  ['ytoClose', 'yto_close'],
  ['ytcBid', 'ytc_bid'],
  ['ytcOffer', 'ytc_offer'],
  ['ytcLast', 'ytc_last'],
  ['ytcClose', 'ytc_close'],
  ['indicativeYield', 'indicative_yield'],
] as const;
