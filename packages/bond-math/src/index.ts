/**
 * @bondsight/bond-math — the public surface. Everything a consumer may use is exported here
 * explicitly; files not re-exported are internal.
 */
export { BondMathError, type BondMathErrorCode } from './errors';
export {
  bpToRate,
  rateToBp,
  percentToRate,
  rateToPercent,
  roundMoney,
  type BasisPoints,
  type Money,
  type Percent,
  type Price,
  type Rate,
  type YearFraction,
} from './units';

// Identifiers
export { isinCheckDigit, isValidIsin, withIsinCheckDigit } from './identifiers/isin';

// Dates and calendars
export {
  addDays,
  addMonths,
  addYears,
  asCalendarDate,
  date,
  dayOfWeek,
  daysBetween,
  daysInMonth,
  daysInYear,
  endOfMonth,
  formatIsoDate,
  isCalendarDate,
  isEndOfMonth,
  isLeapYear,
  isWeekend,
  parseIsoDate,
  toCalendarDate,
  toYmd,
  type CalendarDate,
  type Weekday,
  type Ymd,
} from './dates/calendar-date';
export { easterSunday } from './dates/easter';
export { checkFrequency, monthsPerPeriod, tenorMonths, type Frequency } from './dates/frequency';
export type { CalendarId, HolidayCalendar } from './calendars/calendar';
export { CALENDAR_IDS, calendarById } from './calendars/registry';
export { MOEX_CALENDAR_DATA_YEARS } from './calendars/moex';
export {
  addBusinessDays,
  adjust,
  businessDaysBetween,
  type BusinessDayConvention,
} from './calendars/business-day';

// Day counts
export type { DayCount, DayCountContext, DayCountId } from './day-count/types';
export { DAY_COUNT_IDS, dayCountById, isDayCountId } from './day-count/registry';

// Schedules and cash flows
export {
  generateSchedule,
  quasiCouponDates,
  type DateGenerationRule,
  type Schedule,
  type ScheduleOptions,
} from './schedule/schedule';
export type {
  Amortization,
  BondTerms,
  CouponStep,
  ExCouponDayType,
  ExCouponMarket,
  ExplicitCashFlow,
  FloatingCoupon,
  Offer,
} from './cashflows/terms';
export type { BondCashFlows, CashFlow } from './cashflows/cash-flow';
export { buildCashFlows } from './cashflows/generate';
export { EX_COUPON_MARKETS } from './cashflows/ex-coupon';
export { levelPayment, levelPaymentPrincipals } from './cashflows/amortization';

// Analytics
export { accruedInterest, type AccruedInterest } from './analytics/accrued';
export {
  YIELD_CONVENTIONS,
  type YieldConvention,
  type YieldConventionName,
} from './analytics/conventions';
export { prepare, type PreparedBond, type PrepareOptions, type Workout } from './analytics/prepare';
export {
  cleanPriceFromYield,
  dirtyPriceFromYield,
  yieldFromDirtyPrice,
} from './analytics/yield-solver';
export {
  adjustedCurrentYield,
  currentYield,
  priceFromYield,
  yieldFromPrice,
  yieldToOffer,
  yieldToWorst,
  yieldsToWorkouts,
  type PriceQuote,
  type PriceResult,
  type WorkoutYield,
} from './analytics/yield';
export {
  durations,
  macaulayDuration,
  modifiedDuration,
  priceDerivatives,
  type Durations,
} from './analytics/duration';
export { convexity, convexityBloomberg } from './analytics/convexity';
export { pvbp, type Pvbp } from './analytics/pvbp';
export { discountFactors } from './analytics/discount-factors';
export { analyzeBond, type AnalyticsInput, type BondAnalytics } from './analytics/analyze';
export {
  analyzeBill,
  billDiscountRate,
  billInvestmentRate,
  billPriceFromDiscountRate,
  billPriceFromInvestmentRate,
  billYearDays,
  type BillAnalytics,
} from './analytics/treasury-bill';

// Excel compatibility
export {
  excel,
  callExcel,
  EXCEL_SIGNATURES,
  type ExcelArgs,
  type ExcelFunctionName,
} from './excel/functions';
export type { ExcelDate } from './excel/args';

// Curves
export {
  compoundedZeroYield,
  effectiveZeroYield,
  flatCurve,
  zeroCurveFromRates,
  type ZeroCurve,
} from './curves/zero-curve';
export {
  moexZeroCurve,
  MOEX_ZCYC_A,
  MOEX_ZCYC_B,
  type MoexZcycParams,
  type MoexZeroCurve,
} from './curves/moex-zcyc';
export { nelsonSiegelSvensson, type NssParams } from './curves/nelson-siegel-svensson';
export { interpolatedZeroCurve, type InterpolatedZeroCurve } from './curves/interpolated';
export {
  CONTINUOUS_RATES,
  EFFECTIVE_ANNUAL_RATES,
  fromContinuousRate,
  toContinuousRate,
  type RateCompounding,
} from './curves/rate-compounding';
export { zeroCurveFromQuotes } from './curves/quoted-zero-curve';
export { bootstrapParCurve, type BootstrapOptions, type ParPoint } from './curves/bootstrap';

// Spreads
export {
  curveYieldLike,
  gSpread,
  iSpread,
  priceFromGSpread,
  priceFromZSpread,
  tSpread,
  zSpread,
  type SpreadHorizon,
  type ZSpreadOptions,
} from './analytics/spreads';
