import { z } from 'zod';
import { endpoint, endpointGroup } from '../endpoint';
import { ErrorBody } from '../errors';
import { BENCHMARK_PRICE_DAYS } from '../bond-limits';
import { LANGUAGES } from '../languages';
import { CouponTerms, EmitentRef } from './bonds';
import { CalculatorBond, CalculatorCurve } from './calculator';
import { IdParam, maskable } from './common';

/*
 * The bond page's calculator block (spec, bond page sections 2 "Chart", 5, 7 and 9): what the
 * block needs to call the calculator (POST /api/calculator/) for a stored bond, and the
 * benchmark bond of its T-spread. The block computes nothing itself: every number comes from
 * the calculator API, from the stored terms, prices and curves given here.
 */

/** A settlement date the block may ask for: a calendar date PostgreSQL takes. */
const SettlementDate = z.iso
  .date()
  .refine((date) => date >= '1900-01-01' && date <= '2200-12-31', {
    message: 'field_invalid_value',
  })
  .meta({
    description:
      'YYYY-MM-DD, at most two days after the server’s date (UTC); 400 nkd_date_too_late after it',
  });

export const CalculatorTermsQuery = z.object({
  date: SettlementDate.optional().meta({
    description:
      'Settlement date of the calculation (the nkd date of the block). Default: the server’s ' +
      'date (UTC). At most two days ahead (spec: the nkd date cannot be later than two days ' +
      'from today).',
  }),
});

/** The latest stored price of a bond on or before a date, as the subject may see it. */
export const StoredPrice = z
  .object({
    date: z.string().meta({ description: 'Trading day of the tick (YYYY-MM-DD)' }),
    tradingGroundId: z.number().int(),
    tradingGroundName: z.string(),
    cleanPrice: maskable(z.number()).meta({
      description: 'Last price, % of face (clean). Masked where the access table withholds it',
    }),
    ytm: maskable(z.number().nullable()).meta({
      description:
        'Stored yield to maturity of that price, % (effective annual, as the archive shows it); ' +
        'null when missing, marked bad data or above 2000 %',
    }),
    source: z.string().meta({ description: 'Where the tick came from (demo, moex-iss...)' }),
  })
  .meta({
    description:
      'The latest tick with a usable last price on or before the date. Market data: it ' +
      'follows the access table like the archive’s latest quotes (bond.latest_quotes, and ' +
      'the NSD ground 381 only with the NSD flag): a ground the subject may see is preferred; ' +
      'when only a withheld ground has a price, its values come masked.',
  });
export type StoredPrice = z.infer<typeof StoredPrice>;

export const CalculatorTermsCurve = z
  .object({
    id: z.number().int(),
    code: z.string().meta({ description: 'e.g. RU-GCURVE (MOEX G-curve), US-TREASURY-ZERO' }),
    name: z.string(),
    date: z.string().meta({ description: 'The curve’s date: the latest on or before the date' }),
    curve: CalculatorCurve.meta({
      description:
        'Ready for the calculator request’s `curve`: MOEX parameters where stored, else the ' +
        'stored zero (effective annual) or par points',
    }),
  })
  .meta({
    description:
      'The government curve of the bond’s currency, for the G-, I- and Z-spreads. Public: ' +
      'published curves are reference data.',
  });

export const BENCHMARK_RULES = ['nearest_duration', 'nearest_maturity', 'none'] as const;
export type BenchmarkRule = (typeof BENCHMARK_RULES)[number];
export const BENCHMARK_ABSENCE = ['sovereign', 'no_government_bond', 'none_alive_priced'] as const;
export type BenchmarkAbsence = (typeof BENCHMARK_ABSENCE)[number];
export const STORED_T_SPREAD_DROPS = [
  'unknown_benchmark',
  'other_coupon_kind',
  'not_alive',
  'not_priced',
] as const;
export type StoredTSpreadDrop = (typeof STORED_T_SPREAD_DROPS)[number];

/** How a T-spread's benchmark was chosen, or why there is none: the same for every reader. */
export const BenchmarkChoice = z
  .object({
    rule: z.enum(BENCHMARK_RULES).meta({
      description:
        'How it was chosen. A benchmark is a government (sovereign) bond of the bond’s ' +
        'currency and coupon kind (fixed, zero-coupon and step-up bonds against fixed ones; ' +
        'a floater against a floater on the same reference rate), alive on the date and ' +
        `priced: a market price (not Bondsight’s estimation, not the NSD ground) at most ` +
        `${BENCHMARK_PRICE_DAYS} calendar days before the date. ` +
        "'nearest_duration': of those, the nearest in Macaulay duration to the bond’s (its " +
        "latest tick's on or before the date), then in maturity, then the lower id. " +
        "'nearest_maturity': the same, on maturity alone, when the bond has no duration " +
        "yet. 'none': no benchmark (see reason): no T-spread, never one against an unfit bond.",
    }),
    reason: z
      .enum(BENCHMARK_ABSENCE)
      .nullable()
      .meta({
        description:
          "Why there is none: 'sovereign' (a government bond is a benchmark itself), " +
          "'no_government_bond' (no government bond of its currency and coupon kind, e.g. " +
          "a key-rate floater), 'none_alive_priced' (there are some, but none alive and " +
          'priced on the date)',
      }),
    date: z.string().meta({
      description:
        'The date it was chosen on: the calculator’s settlement date, or for ' +
        'GET /cb/emissions/item/global/json/{id}/ the bond’s latest tick (the as-of of its ' +
        'data), today without ticks',
    }),
    couponKind: z.string().nullable().meta({
      description: "The coupon kind matched: 'fixed' or 'floating:<BASE>' (e.g. floating:RUONIA)",
    }),
    priceWindowDays: z.number().int().meta({
      description: 'How old a benchmark’s price may be, calendar days',
    }),
    candidates: z.number().int().meta({
      description: 'How many government bonds passed (fit: same currency, kind, alive, priced)',
    }),
    bondDurationYears: z.number().nullable().meta({
      description: 'The bond’s Macaulay duration on the date, years (its latest tick’s)',
    }),
    benchmarkDurationYears: z.number().nullable().meta({
      description: 'The benchmark’s Macaulay duration, years (from its price in the window)',
    }),
    durationGapYears: z.number().nullable().meta({
      description: 'Benchmark’s duration minus the bond’s, years',
    }),
    maturityGapDays: z.number().int().nullable().meta({
      description: 'Days between the two maturities (benchmark minus bond)',
    }),
    benchmarkPricedOn: z.string().nullable().meta({
      description: 'The date of the benchmark’s latest market price in the window',
    }),
  })
  .meta({
    description:
      'Durations come from the open grounds (never the NSD one), like the latest quotes ' +
      'every reader sees: the choice is the same for every tier.',
  });
export type BenchmarkChoice = z.infer<typeof BenchmarkChoice>;

export const CalculatorTermsBenchmark = z
  .object({
    id: z.number().int(),
    name: z.string(),
    isin: z.string().nullable(),
    bond: CalculatorBond.meta({ description: 'The benchmark’s terms, for `benchmark.bond`' }),
    price: StoredPrice.nullable().meta({
      description:
        'Its latest stored price on or before the date, for `benchmark.cleanPrice`; null ' +
        'when it has none (no T-spread then)',
    }),
  })
  .meta({
    description: 'The T-spread’s benchmark on the settlement date (the rule of benchmarkChoice)',
  });

export const CalculatorTerms = z.object({
  bondId: z.number().int(),
  settlementDate: z.string().meta({ description: 'The date asked, or the server’s date' }),
  currency: z.string(),
  faceValue: z.number(),
  nkdPrecision: z
    .number()
    .int()
    .meta({
      description:
        'Decimals of the accrued interest per bond: the issue’s rounding (rouble bonds round ' +
        'to kopecks, MOEX rule), 2 by default (spec: nkd per issue precision, default 2)',
    }),
  termsSource: z.enum(['schedule', 'cash-flows']).meta({
    description:
      "'schedule': the coupon schedule is generated from the stored terms (rates of " +
      "floaters and step-ups by period start in couponSteps); 'cash-flows': the stored " +
      'published payments are used as they are',
  }),
  bond: CalculatorBond.meta({
    description:
      'The bond’s stored terms in the calculator’s form: send them as the request’s `bond` ' +
      'with the settlement date and one input (a price, a yield or a Z-spread)',
  }),
  price: StoredPrice.nullable(),
  curve: CalculatorTermsCurve.nullable(),
  benchmark: CalculatorTermsBenchmark.nullable(),
  benchmarkChoice: BenchmarkChoice.meta({
    description:
      'How the benchmark was chosen on the settlement date, or why there is none (no T-spread)',
  }),
});
export type CalculatorTerms = z.infer<typeof CalculatorTerms>;

export const BenchmarkQuery = z.object({
  lang: z
    .enum(LANGUAGES)
    .optional()
    .meta({ description: 'Interface language of the names (the spec’s ?lang=)' }),
});

export const BenchmarkBond = z.object({
  id: z.number().int(),
  isin: z.string().nullable(),
  name: z.string(),
  fullName: z.string(),
  emitent: EmitentRef,
  currency: z.string(),
  faceValue: z.number(),
  issueDate: z.string().nullable(),
  maturityDate: z.string().nullable(),
  coupon: CouponTerms,
  latest: StoredPrice.nullable().meta({
    description:
      'Its latest stored price and yield on or before the choice’s date, as the subject may ' +
      'see them',
  }),
});

export const BenchmarkAnswer = z
  .object({
    bondId: z.number().int().meta({ description: 'The bond whose T-spread is measured' }),
    benchmark: BenchmarkBond.nullable().meta({
      description: 'The benchmark government bond; null when the bond has none',
    }),
    choice: BenchmarkChoice,
    storedTSpread: z
      .object({
        date: z.string(),
        tradingGroundId: z.number().int(),
        benchmarkName: z.string().meta({
          description: 'The benchmark the source measured it against (t_spread_benchmark)',
        }),
        benchmarkId: z.number().int().nullable().meta({
          description: 'That government bond, when one of the currency has that name or ISIN',
        }),
        dropped: z
          .enum(STORED_T_SPREAD_DROPS)
          .nullable()
          .meta({
            description:
              'Why the stored value is not shown (null: shown): its benchmark fails the rule on ' +
              "the tick's date — 'unknown_benchmark' (no government bond of the currency by " +
              "that name), 'other_coupon_kind', 'not_alive', 'not_priced'. Dropped, not " +
              'recomputed: the calculator measures its own T-spread against `benchmark`.',
          }),
        value: maskable(z.number().nullable()).meta({
          description:
            'T-spread, bp, stored with the bond’s latest tick that has one; null when dropped, ' +
            'or blank when the tick’s yield exceeds 20 % (spec display rule)',
        }),
      })
      .nullable(),
  })
  .meta({
    description:
      'The benchmark bond of a bond’s T-spread: who it is, how it was chosen, its latest ' +
      'price and yield',
  });
export type BenchmarkAnswer = z.infer<typeof BenchmarkAnswer>;

export const bondCalculatorEndpoints = endpointGroup(
  endpoint({
    method: 'GET',
    path: '/api/bonds/:id/calculator-terms/',
    operationId: 'getBondCalculatorTerms',
    summary:
      'What the calculator needs for a stored bond: its terms, latest price, curve and T-spread benchmark',
    description:
      'The bond page’s calculator block sends these to POST /api/calculator/ (one input: the ' +
      'stored price, or a price, yield or Z-spread the user types). Terms and curves are ' +
      'public; stored prices follow the access table like the archive’s latest quotes.',
    tag: 'bond-calculator',
    params: IdParam,
    query: CalculatorTermsQuery,
    responses: { 200: CalculatorTerms, 404: ErrorBody },
  }),
  endpoint({
    method: 'GET',
    path: '/cb/emissions/item/global/json/:id/',
    operationId: 'getTSpreadBenchmark',
    summary: 'The benchmark bond for a bond’s T-spread, and how it was chosen',
    tag: 'bond-calculator',
    params: IdParam,
    query: BenchmarkQuery,
    responses: { 200: BenchmarkAnswer, 404: ErrorBody },
  }),
);
