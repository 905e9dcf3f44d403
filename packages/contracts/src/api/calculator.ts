import { z } from 'zod';
import { endpoint, endpointGroup } from '../endpoint';
import { ErrorBody } from '../errors';

/**
 * The bond calculator: analytics for any bond terms, not only stored bonds. Percent fields
 * are percents (5.75 means 5.75%); spreads are basis points. The answer names the yield
 * convention it used and shows the calculation (every cash flow with its time, discount
 * factor and present value).
 */

/** Day-count ids of bond-math (a test checks the two lists agree). */
export const DAY_COUNT_IDS = [
  'ACT/365F',
  'ACT/360',
  'ACT/364',
  'ACT/365L',
  'NL/365',
  'ACT/ACT-ISDA',
  'ACT/ACT-ICMA',
  '30/360-US',
  '30/360-BB',
  '30E/360',
  '30E/360-ISDA',
  '30E+/360',
  'BD/252',
] as const;
export const CALENDAR_IDS = [
  'weekends-only',
  'moex',
  'us-government-bond',
  'united-kingdom',
  'target',
] as const;
export const BUSINESS_DAY_CONVENTIONS = [
  'unadjusted',
  'following',
  'modified-following',
  'preceding',
] as const;
/**
 * Yield conventions a price can be computed from (the answer's `yields` gives each): effective
 * annual (MOEX), nominal (the street yield: compounded at the coupon frequency, simple in the
 * final period), compounded (at the coupon frequency in every period: QuantLib's Compounded),
 * simple, continuous.
 */
export const YIELD_CONVENTION_IDS = [
  'effective',
  'nominal',
  'compounded',
  'simple',
  'continuous',
] as const;
export type YieldConventionId = (typeof YIELD_CONVENTION_IDS)[number];

/**
 * What a bond can be, so that no request can keep the server busy: the server answers 422
 * (`date_out_of_range`, `too_many_cashflows`, `batch_too_many_cashflows`) with the limit in
 * `error.limit`, counting flows from the schedule's terms before generating any. Work runs
 * off the event loop with a time budget: 503 `calculation_timeout` past it, 503
 * `calculator_busy` when too many calculations wait.
 */
export const CALCULATOR_LIMITS = {
  /** Every date of the terms (issue, maturity, settlement, flows, offers, workout, Excel's). */
  minDate: '1900-01-01',
  maxDate: '2200-12-31',
  /** Cash flows of one bond: explicit ones, or periods from issue to maturity (100 years monthly). */
  maxCashflowsPerBond: 1200,
  /** Cash flows of all the items of one batch (and coupon periods of one Excel batch). */
  maxCashflowsPerBatch: 100_000,
  /** Wall time of one request's calculation, waiting in the queue included. */
  timeBudgetMs: 10_000,
  /**
   * Body of a batch: 1,000 requests with 60 explicit cash flows each are about 3 MB of JSON;
   * 8 MiB holds them with room, while every other route keeps DEFAULT_BODY_LIMIT.
   */
  batchBodyBytes: 8 * 1_048_576,
} as const;

const LIMITS_TEXT =
  `Limits: dates from ${CALCULATOR_LIMITS.minDate} to ${CALCULATOR_LIMITS.maxDate} ` +
  `(422 date_out_of_range); at most ${CALCULATOR_LIMITS.maxCashflowsPerBond} cash flows per bond, ` +
  `counted from the terms before any is generated (422 too_many_cashflows); ` +
  `${CALCULATOR_LIMITS.timeBudgetMs / 1000} s of calculation per request (503 calculation_timeout; ` +
  `503 calculator_busy when the queue is full). A limit is named in error.limit.`;
/** The fair share of batches (server: plugins/heavy-work.ts). */
const SHARE_TEXT =
  'Batches of 64 KiB or more are shared fairly: two per client (account, else address) at ' +
  'once, running or waiting; beyond, 429 calculator_busy with Retry-After.';
const BATCH_LIMITS_TEXT =
  `${LIMITS_TEXT} A batch holds at most ${CALCULATOR_LIMITS.maxCashflowsPerBatch} cash flows over ` +
  `all its items (422 batch_too_many_cashflows for the whole batch); an item over a per-bond ` +
  `limit gets its own error in the answer. A body holds at most ` +
  `${CALCULATOR_LIMITS.batchBodyBytes} bytes (413 payload_too_large, the limit in error.limit). ` +
  SHARE_TEXT;

const Day = z.iso.date();
const Percent = z.number().finite();
const Amount = z.number().finite().min(0);

export const CalculatorCashFlowInput = z.strictObject({
  date: Day,
  coupon: Amount.default(0),
  redemption: Amount.default(0),
});

export const CalculatorOffer = z.strictObject({
  date: Day,
  type: z.enum(['put', 'call']),
  /** Exercise price, % of outstanding face; 100 when omitted. */
  price: Percent.positive().default(100),
});

/**
 * How `exCouponDays` are counted: 'business' days of the bond's calendar or 'calendar' days
 * (the default). Settling on the ex-coupon date itself trades ex: no coupon, negative
 * accrued interest (QuantLib's ex-coupon period).
 */
export const EX_COUPON_DAY_TYPES = ['business', 'calendar'] as const;
/**
 * Ex-coupon rules by market, as the market publishes them (bond-math's EX_COUPON_MARKETS; a
 * test checks the two lists agree): 'uk-dmo', gilts: the DMO's ex-dividend date, 7 UK
 * business days before the coupon, is a trade date, so a gilt settling on it is still cum
 * and ex from the next day; 'au-aofm', Australian Treasury bonds: ex from 7 calendar days
 * before the coupon, that day included.
 */
export const EX_COUPON_MARKETS = ['uk-dmo', 'au-aofm'] as const;

const CalculatorBondTerms = z.strictObject({
  faceValue: z.number().finite().positive().default(100),
  issueDate: Day,
  maturityDate: Day,
  couponRate: Percent.min(0).max(1000).default(0),
  couponFrequency: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(4), z.literal(12)]),
  dayCount: z.enum(DAY_COUNT_IDS),
  firstCouponDate: Day.optional(),
  penultimateCouponDate: Day.optional(),
  endOfMonth: z.boolean().optional(),
  businessDayConvention: z.enum(BUSINESS_DAY_CONVENTIONS).optional(),
  calendar: z.enum(CALENDAR_IDS).optional(),
  exCouponDays: z.number().int().min(0).max(60).optional(),
  exCouponDayType: z.enum(EX_COUPON_DAY_TYPES).optional(),
  exCouponMarket: z
    .enum(EX_COUPON_MARKETS)
    .optional()
    .meta({
      description:
        "The ex-coupon rule of a market, as it publishes it: 'uk-dmo' (gilts: ex-dividend date " +
        "7 UK business days before the coupon, a trade date; settling on it is cum) or 'au-aofm' " +
        '(Australian Treasury bonds: 7 calendar days, ex on the day). Instead of exCouponDays',
    }),
  redemptionPrice: Percent.positive().optional(),
  /** Explicit flows per bond (as MOEX bondization gives them) take precedence. */
  cashflows: z.array(CalculatorCashFlowInput).max(2000).optional(),
  /** Partial redemptions per bond. */
  amortizations: z
    .array(z.strictObject({ date: Day, amount: Amount.positive() }))
    .max(2000)
    .optional(),
  offers: z.array(CalculatorOffer).max(200).optional(),
  couponSteps: z
    .array(z.strictObject({ from: Day, rate: Percent.min(0).max(1000) }))
    .max(2000)
    .optional()
    .meta({
      description:
        'Coupon rate, %, for the periods starting on or after `from` (step-ups; a floater’s ' +
        'known fixings by period start, the last one assumed to stay). Overrides couponRate',
    }),
  rounding: z
    .strictObject({
      couponDecimals: z.number().int().min(0).max(10).optional(),
      accruedDecimals: z.number().int().min(0).max(10).optional(),
    })
    .optional()
    .meta({
      description:
        'Rounding of the coupon and the accrued interest per bond, decimals (rouble bonds: 2 ' +
        'and 2, kopecks, MOEX rule). Omitted: unrounded',
    }),
});
export const CalculatorBond = CalculatorBondTerms.superRefine((bond, ctx) => {
  // A day type without a number of days would silently do nothing: ask for the days.
  if (bond.exCouponDayType !== undefined && bond.exCouponDays === undefined)
    ctx.addIssue({ code: 'custom', path: ['exCouponDays'], message: 'field_required' });
  // A market's rule and a number of days would contradict each other: take one.
  if (bond.exCouponMarket !== undefined && bond.exCouponDays !== undefined)
    ctx.addIssue({ code: 'custom', path: ['exCouponMarket'], message: 'field_invalid_value' });
});
export type CalculatorBond = z.input<typeof CalculatorBond>;

/**
 * How a rate grows one unit over t years. Curve quotes and the Z-spread name theirs, so a
 * continuous or semi-annual curve is read as it was published.
 */
export const RateCompounding = z
  .discriminatedUnion('type', [
    z.strictObject({ type: z.literal('continuous') }),
    z.strictObject({ type: z.literal('effective') }),
    z.strictObject({ type: z.literal('simple') }),
    z.strictObject({
      type: z.literal('compounded'),
      frequency: z
        .union([z.literal(1), z.literal(2), z.literal(4), z.literal(12)])
        .meta({ description: 'Compounding periods per year: 1, 2 (semi-annual), 4 or 12' }),
    }),
  ])
  .meta({
    description:
      'How a rate r grows 1 over t years: continuous e^(r t); effective (1 + r)^t (annual ' +
      'compounding, as MOEX zero yields); compounded (1 + r/f)^(f t), f periods a year; ' +
      'simple 1 + r t.',
  });
export type RateCompounding = z.input<typeof RateCompounding>;

/** ACT/ACT-ICMA measures a bond's coupon periods; a curve has none. */
const CurveDayCount = z
  .enum(DAY_COUNT_IDS)
  .exclude(['ACT/ACT-ICMA'])
  .meta({
    description:
      'Day count of the curve times: each flow is read off the curve, and discounted, at the ' +
      'years from settlement to its date in this day count. Omitted: the times of the yield ' +
      'convention (ACT/365F for effective, the bond day count otherwise), as before this field.',
  });

const zSpreadCompounding = RateCompounding.optional().meta({
  description:
    'Compounding in which the Z-spread is added to the curve zero rates. Omitted: the yield ' +
    "convention's (continuous for continuous; compounded at the coupon frequency for nominal; " +
    'effective otherwise).',
});

const MoexCurve = z.strictObject({
  type: z.literal('moex'),
  /** Published G-curve parameters: b1, b2, b3 (basis points), t1 (years), g1..g9. */
  params: z.strictObject({
    b1: z.number().finite(),
    b2: z.number().finite(),
    b3: z.number().finite(),
    t1: z.number().finite().positive(),
    g1: z.number().finite(),
    g2: z.number().finite(),
    g3: z.number().finite(),
    g4: z.number().finite(),
    g5: z.number().finite(),
    g6: z.number().finite(),
    g7: z.number().finite(),
    g8: z.number().finite(),
    g9: z.number().finite(),
  }),
  zSpreadCompounding,
});
const CurvePoints = z.array(
  z.strictObject({
    years: z.number().finite().positive().max(100),
    rate: Percent,
  }),
);
const ZeroPointsCurve = z.strictObject({
  type: z.literal('zero'),
  points: CurvePoints.min(1).max(100).meta({ description: 'Zero rates, %, at tenors in years' }),
  compounding: RateCompounding.default({ type: 'effective' }).meta({
    description: 'Compounding of the zero rates; effective annual when omitted',
  }),
  dayCount: CurveDayCount.optional(),
  zSpreadCompounding,
});
const ParPointsCurve = z.strictObject({
  type: z.literal('par'),
  points: CurvePoints.min(1)
    .max(100)
    .meta({ description: 'Par yields, % (semi-annual coupons beyond a year), at tenors in years' }),
  dayCount: CurveDayCount.optional(),
  zSpreadCompounding,
});
export const CalculatorCurve = z.discriminatedUnion('type', [
  MoexCurve,
  ZeroPointsCurve,
  ParPointsCurve,
]);

export const CalculatorRequest = z
  .strictObject({
    bond: CalculatorBond,
    settlementDate: Day,
    cleanPrice: Percent.optional(),
    dirtyPrice: Percent.optional(),
    yield: Percent.optional(),
    zSpread: z.number().finite().optional(),
    yieldConvention: z.enum(YIELD_CONVENTION_IDS).default('effective'),
    workout: z.union([z.enum(['maturity', 'next-offer', 'worst']), Day]).default('maturity'),
    curve: CalculatorCurve.optional(),
    benchmark: z.strictObject({ bond: CalculatorBond, cleanPrice: Percent.positive() }).optional(),
  })
  .superRefine((value, ctx) => {
    const given = (['cleanPrice', 'dirtyPrice', 'yield', 'zSpread'] as const).filter(
      (k) => value[k] !== undefined,
    );
    if (given.length !== 1) {
      ctx.addIssue({ code: 'custom', path: ['cleanPrice'], message: 'calculator_one_input' });
    }
    if (value.zSpread !== undefined && !value.curve) {
      ctx.addIssue({ code: 'custom', path: ['curve'], message: 'calculator_curve_required' });
    }
  });
export type CalculatorRequest = z.input<typeof CalculatorRequest>;

const ACCRUED_DAYS_TEXT =
  "Days accrued in the bond's day count (30/360: 30-day months) from the coupon period's start; " +
  'ex-coupon, minus the days left to the coupon (as Bloomberg and FinancePy show them)';
const ACCRUED_CALENDAR_DAYS_TEXT = 'The same in calendar days';

export const CalculatorCashFlow = z.object({
  date: z.string(),
  coupon: z.number(),
  redemption: z.number(),
  amount: z.number(),
  /** Years from settlement in the yield convention's time basis. */
  time: z.number(),
  discountFactor: z.number(),
  presentValue: z.number(),
});

export const CalculatorResult = z.object({
  settlementDate: z.string(),
  workoutDate: z.string(),
  yieldConvention: z.enum(YIELD_CONVENTION_IDS),
  accruedInterest: z.number(),
  accruedInterestPercent: z.number(),
  accruedDays: z.number().int().meta({ description: ACCRUED_DAYS_TEXT }),
  accruedCalendarDays: z.number().int().meta({ description: ACCRUED_CALENDAR_DAYS_TEXT }),
  cleanPrice: z.number(),
  dirtyPrice: z.number(),
  yield: z.number(),
  yields: z.object({
    effective: z.number().meta({
      description: 'Effective annual yield, %: (1 + y)^(-days/365) to payment dates (MOEX)',
    }),
    street: z.number().meta({
      description:
        'Street yield, %: compounded at the coupon frequency on the bond day count and the ' +
        'scheduled coupon dates, but simple, 1 / (1 + y t), in the final coupon period ' +
        '(Excel YIELD, the US street convention)',
    }),
    compounded: z.number().meta({
      description:
        'Compounded yield, %: as street but compounded in every period, the final one too ' +
        "(QuantLib's Compounded, the ICMA formula, textbooks). Equal to street while more than " +
        'one flow is left',
    }),
    nominal: z.number().meta({
      description: 'Deprecated: the street yield under its former name, kept for compatibility',
      deprecated: true,
    }),
    simple: z.number().meta({ description: 'Simple yield, %: 1 / (1 + y t) for every flow' }),
    current: z.number().meta({ description: 'Current yield, %: annual coupon / clean price' }),
    adjustedCurrent: z.number().meta({
      description: 'Adjusted current yield, %: (coupon + (redemption - clean) / years) / clean',
    }),
  }),
  macaulayDuration: z.number(),
  macaulayDurationDays: z.number(),
  modifiedDuration: z.number(),
  /** Second derivative of price over price, in years² (QuantLib's scale; Bloomberg shows /100). */
  convexity: z.number(),
  /** Change of the dirty price, % of face, for a 1 bp fall in yield. */
  pvbp: z.number(),
  pvbpPerBond: z.number(),
  spreads: z
    .object({
      zSpread: z.number().optional(),
      zSpreadCompounding: RateCompounding.optional().meta({
        description: "The compounding the Z-spread was added in (the curve's, or the default)",
      }),
      gSpread: z.number().optional(),
      iSpread: z.number().optional(),
      tSpread: z.number().optional(),
    })
    .optional(),
  cashflows: z.array(CalculatorCashFlow),
});
export type CalculatorResult = z.infer<typeof CalculatorResult>;

/** Well-formed terms the math rejects: 422 with bond-math's error code. */
export const CalculatorMathError = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    /** The limit a request went over (a count, seconds, or the "min..max" dates). */
    limit: z.union([z.number(), z.string()]).optional(),
  }),
});

export const CALCULATOR_BATCH_MAX = 1000;
export const CalculatorBatchRequest = z.array(z.unknown()).min(1).max(CALCULATOR_BATCH_MAX);
export const CalculatorBatchResponse = z.array(z.union([CalculatorResult, CalculatorMathError]));

const ExcelCall = z.strictObject({
  function: z.string().min(1).max(20),
  args: z.record(z.string(), z.union([z.number(), z.string(), z.boolean()])),
});
export const ExcelRequest = z.union([
  ExcelCall,
  z.array(ExcelCall).min(1).max(CALCULATOR_BATCH_MAX),
]);
export const ExcelAnswer = z.union([z.object({ value: z.number() }), CalculatorMathError]);
export const ExcelResponse = z.union([ExcelAnswer, z.array(ExcelAnswer)]);

export const NkdInfoParams = z.strictObject({
  id: z.coerce.number().int().positive().max(2147483647),
  date: z.iso.date(),
});
export const NkdInfo = z.object({
  bondId: z.number().int(),
  date: z.string(),
  nkd: z.number().meta({ description: 'Accrued interest per bond, currency' }),
  nkdPercent: z.number().meta({ description: 'Accrued interest per 100 of outstanding face' }),
  accruedDays: z.number().int().meta({ description: ACCRUED_DAYS_TEXT }),
  accruedCalendarDays: z.number().int().meta({ description: ACCRUED_CALENDAR_DAYS_TEXT }),
  currency: z.string(),
  faceValue: z.number(),
  nkdPrecision: z.number().int().meta({
    description:
      'Decimals to show nkd with: the issue’s rounding (rouble bonds: kopecks), 2 by default',
  }),
  outstandingFace: z.number().meta({ description: 'Outstanding face per bond at the date' }),
  exCoupon: z.boolean().meta({
    description: 'Settling in the ex-coupon period: no coupon, negative accrued interest',
  }),
  couponPeriod: z
    .object({
      start: z.string(),
      end: z.string(),
      days: z.number().int().meta({ description: 'Calendar days of the period' }),
      coupon: z.number().meta({ description: 'The period’s coupon per bond, currency' }),
      rate: z.number().nullable().meta({ description: 'The period’s coupon rate, %' }),
    })
    .nullable()
    .meta({ description: 'The coupon period the date falls in; null between periods' }),
});

/** The calculator computes and stores nothing: its POSTs need no CSRF token (scripts call it). */
export const calculatorEndpoints = endpointGroup(
  endpoint({
    method: 'POST',
    path: '/api/calculator/',
    operationId: 'calculateBond',
    summary:
      'Analytics for any bond terms: accrued, prices, yields, durations, convexity, PVBP, spreads',
    description: LIMITS_TEXT,
    tag: 'calculator',
    body: CalculatorRequest,
    csrf: false,
    responses: { 200: CalculatorResult, 422: CalculatorMathError, 503: CalculatorMathError },
  }),
  endpoint({
    method: 'POST',
    path: '/api/calculator/batch/',
    operationId: 'calculateBondBatch',
    summary: 'Up to 1,000 calculator requests; answers in order, each a result or an error',
    description: BATCH_LIMITS_TEXT,
    tag: 'calculator',
    body: CalculatorBatchRequest,
    bodyLimit: CALCULATOR_LIMITS.batchBodyBytes,
    csrf: false,
    responses: {
      200: CalculatorBatchResponse,
      422: CalculatorMathError,
      429: CalculatorMathError,
      503: CalculatorMathError,
    },
  }),
  endpoint({
    method: 'POST',
    path: '/api/calculator/excel/',
    operationId: 'callExcelFunction',
    summary: "Excel's bond functions with Excel's argument names and results",
    description:
      'An engine error names its own code (unknown_function, invalid_argument...). ' +
      `Date arguments from ${CALCULATOR_LIMITS.minDate} to ${CALCULATOR_LIMITS.maxDate}; at most ` +
      `${CALCULATOR_LIMITS.maxCashflowsPerBond} coupon periods per call and ` +
      `${CALCULATOR_LIMITS.maxCashflowsPerBatch} over a batch (422 with the limit in error.limit); ` +
      `${CALCULATOR_LIMITS.timeBudgetMs / 1000} s per request (503 calculation_timeout). ` +
      SHARE_TEXT,
    tag: 'calculator',
    body: ExcelRequest,
    csrf: false,
    responses: {
      200: ExcelResponse,
      400: CalculatorMathError,
      422: CalculatorMathError,
      429: CalculatorMathError,
      503: CalculatorMathError,
    },
  }),
  endpoint({
    method: 'GET',
    path: '/api/bonds/:id/getNkdInfo/:date/',
    operationId: 'getAccruedInterest',
    summary: 'Accrued interest of a stored bond at a date (at most two days from today)',
    tag: 'calculator',
    params: NkdInfoParams,
    responses: { 200: NkdInfo, 404: ErrorBody },
  }),
);
