import { usableNumber, type NumberInput } from './source-value';

/*
 * The spec's display rules (bond page section 5), the same as the server applies before it
 * answers (apps/server/src/lib/display-rules.ts): a value the web computes itself (what-if,
 * the calculator) or receives from any block is shown by the same rules.
 */

/** Spec: a yield is shown blank if above 2000 percent. */
export const YIELD_SHOWN_MAX = 2000;
/** Spec: duration-type and spread fields are blank if the indicative yield exceeds 20 percent. */
export const DURATION_SPREAD_YIELD_MAX = 20;

/** What decides whether a duration, a spread or a sensitivity means anything. */
export interface YieldContext {
  /** The row's indicative yield, % (its yield to maturity where it has no indicative one). */
  indicativeYield?: NumberInput;
}

/** A yield, or null above 2000 % (the value is a broken price, not a yield). */
export function shownYield(value: NumberInput): number | null {
  const number = usableNumber(value);
  return number !== null && number <= YIELD_SHOWN_MAX ? number : null;
}

/** True when the row's yield says its durations and spreads mean nothing (above 20 %). */
export function yieldTooHigh(context: YieldContext | undefined): boolean {
  const indicative = usableNumber(context?.indicativeYield);
  return indicative !== null && indicative > DURATION_SPREAD_YIELD_MAX;
}

/** A duration-type or spread value, or null when the indicative yield exceeds 20 %. */
export function shownDurationOrSpread(
  value: NumberInput,
  context: YieldContext | undefined,
): number | null {
  return yieldTooHigh(context) ? null : usableNumber(value);
}
