/*
 * The web's one number and date formatter (issue 13 item 10): kinds with the spec's decimals,
 * the display rules, the source-field rules, the yield-type labels. Pure functions; the React
 * side is `../use-formatters.ts`.
 */
export {
  createFormatters,
  formatMoment,
  type DurationUnit,
  type Formatters,
  type VolumeUnit,
} from './create-formatters';
export { DECIMALS } from './decimals';
export {
  DURATION_SPREAD_YIELD_MAX,
  YIELD_SHOWN_MAX,
  shownDurationOrSpread,
  shownYield,
  yieldTooHigh,
  type YieldContext,
} from './display-rules';
export { roundHalfAway } from './round-half-away';
export { usableNumber, type NumberInput, type SourceField } from './source-value';
export { yieldTypeLabelKey } from './yield-type';
