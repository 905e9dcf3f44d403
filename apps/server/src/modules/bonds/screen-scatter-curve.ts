import type { ZeroCurve } from '@bondsight/bond-math';

/** The terms a curve is drawn at, years; cut at its longest stored term. */
const TERMS = [0.25, 0.5, 0.75, 1, 1.5, 2, 2.5, 3, 4, 5, 6, 7, 8, 9, 10, 12, 15, 20, 25, 30];
/** A curve stored as MOEX parameters has no longest term: drawn to 30 years. */
export const PARAMETRIC_CURVE_YEARS = 30;

const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

/**
 * The curve as government zero-coupon bonds, one per term: the yield of a zero of term t is
 * its zero rate (effective annual, as the screen's rouble yields), and its Macaulay duration
 * is t itself, so its modified duration is t / (1 + y). The points' x is the modified
 * duration: so drawn, a bond sitting on the curve yields what the state pays for the same
 * rate risk, and its distance above the line reads as a spread.
 */
export function curveAsZeroBonds(curve: ZeroCurve, longestTerm: number) {
  const terms = [...TERMS.filter((t) => t < longestTerm), longestTerm];
  return terms.flatMap((term) => {
    const effective = curve.discount(term) ** (-1 / term) - 1;
    if (!Number.isFinite(effective) || effective <= -1) return [];
    return [
      {
        term: round(term, 4),
        duration: round(term / (1 + effective), 4),
        yield: round(effective * 100, 4),
      },
    ];
  });
}

/**
 * The curve's currency: the screen's own when it names one, else the one most points have
 * (ties by code, so an answer never depends on row order); null with no points.
 */
export function curveCurrencyOf(
  filterCurrency: string | undefined,
  counts: readonly { currency: string; count: number }[],
): string | null {
  if (filterCurrency) return filterCurrency;
  let best: { currency: string; count: number } | null = null;
  for (const c of counts)
    if (
      best === null ||
      c.count > best.count ||
      (c.count === best.count && c.currency < best.currency)
    )
      best = c;
  return best?.currency ?? null;
}
