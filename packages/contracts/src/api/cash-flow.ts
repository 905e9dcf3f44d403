import { z } from 'zod';
import { endpoint, endpointGroup } from '../endpoint';
import { ErrorBody } from '../errors';
import { IdParam, Provenance } from './common';

/* The bond page's cash flow and options block (spec, bond page section 3 "Other entities"). */

/**
 * Where a payment stands on the server's date: `paid` (on record, or past by the calendar
 * where the source records no payments), `not_paid` (due, but missed: the bond defaulted on or
 * before it, or the source recorded no payment though it knew the date had passed), `next`
 * (the first one still to come of a bond that lives) or `future`. A bond that ended (matured,
 * called, redeemed early) has no payment after its end: those rows are not listed.
 */
export const CASH_FLOW_STATUSES = ['paid', 'not_paid', 'next', 'future'] as const;
/**
 * An option against the server's date: `past`, `next` (the first to come of a bond that lives),
 * `future`, `exercised` (the option that ended the bond) or `cancelled` (it can no longer
 * happen: after the bond's end, or from its default).
 */
export const OPTION_STATUSES = ['past', 'next', 'future', 'exercised', 'cancelled'] as const;

const date = (description: string) => z.string().nullable().meta({ description });

/** The spec's cash flow row, under its field names (their spelling is the contract's). */
export const CashFlowRow = z.object({
  num: z.number().int().meta({ description: 'The payment number, 1 first' }),
  date: z.string().meta({ description: 'YYYY-MM-DD: the scheduled payment date' }),
  actual_payment_date: date('YYYY-MM-DD: when it was paid, where the source recorded it'),
  record_date: date('YYYY-MM-DD: holders on record that day are paid'),
  nontrading_start_date: date('YYYY-MM-DD: trading stops from that day before the payment'),
  cupon_rate: z.number().nullable().meta({ description: 'Coupon rate for the period, % a year' }),
  cupon_sum: z.number().nullable().meta({ description: 'Coupon per bond, in the currency' }),
  redemtion: z.number().nullable().meta({ description: 'Principal repaid per bond' }),
  pool_factor: z
    .number()
    .nullable()
    .meta({ description: 'Outstanding share of face after the payment, 0..1' }),
  coupon_is_estimated_text: z
    .string()
    .nullable()
    .meta({
      description:
        "A floating coupon not fixed yet: the note saying it is an estimate, in the request's " +
        'language; null for a fixed coupon',
    }),
  status: z.enum(CASH_FLOW_STATUSES),
});
export type CashFlowRow = z.infer<typeof CashFlowRow>;

/** The spec's option (offert): a put or a call. */
export const BondOption = z.object({
  id: z.number().int(),
  date: z.string().meta({ description: 'YYYY-MM-DD: the exercise date' }),
  period: z.string().nullable().meta({ description: 'The acceptance period, as published' }),
  type: z.enum(['put', 'call']),
  option_type: z.string().nullable().meta({ description: "e.g. 'full', 'partial', 'make-whole'" }),
  notice_days: z
    .number()
    .int()
    .nullable()
    .meta({
      description:
        'The notice period in days (the page words it in the interface language); null when ' +
        'none is known or it was published otherwise (then `notice_period`)',
    }),
  notice_period: z
    .string()
    .nullable()
    .meta({
      description:
        'A notice period published as text that is no count of days, as published; null when ' +
        '`notice_days` holds it or none is known',
    }),
  benchmark_spread: z
    .number()
    .nullable()
    .meta({ description: 'A make-whole call: spread over the benchmark, basis points' }),
  price: z.number().meta({ description: 'Exercise price, % of face' }),
  repurchased_amount: z
    .number()
    .nullable()
    .meta({ description: 'A put that took place: the amount bought back, in the currency' }),
  status: z.enum(OPTION_STATUSES),
});
export type BondOption = z.infer<typeof BondOption>;

export const CashFlowResponse = z.object({
  currency: z.string(),
  faceValue: z.number(),
  today: z.string().meta({ description: 'YYYY-MM-DD: the date the statuses were set against' }),
  flows: z
    .array(CashFlowRow)
    .meta({ description: "Every payment of the bond's life, by number (none after its end)" }),
  options: z.array(BondOption).meta({ description: 'Put and call options, by date' }),
  provenance: Provenance.nullable().meta({
    description: "The schedule's source and the latest as-of among its rows; null without rows",
  }),
});
export type CashFlowResponse = z.infer<typeof CashFlowResponse>;

export const cashFlowEndpoints = endpointGroup(
  endpoint({
    method: 'GET',
    path: '/api/bonds/:id/cash-flow/',
    operationId: 'getBondCashFlow',
    summary: "A bond's cash flow (coupons and redemptions) and its put and call options",
    description:
      'Past payments are marked paid, the next one `next`; a bond that ended lists no ' +
      'payment after its end, a defaulted one its missed payments as `not_paid`. Open to ' +
      'everyone. (The Excel export: GET /api/bonds/{id}/cash-flow/export/, then its link.)',
    tag: 'cash-flow',
    params: IdParam,
    responses: { 200: CashFlowResponse, 404: ErrorBody },
  }),
);
