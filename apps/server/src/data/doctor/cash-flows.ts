import { sql } from 'drizzle-orm';
import { lit, rulesSql, sqlCheck } from './types';

/**
 * Tolerances of the schedule checks: each principal payment is stored rounded to the cent, so
 * a schedule may miss the face value by a cent per payment; a pool factor is a share of face
 * stored to at least four decimals.
 */
const CENT = 0.01;
const POOL_FACTOR_TOLERANCE = 1e-4;

/**
 * The cash-flow schedule against the bond's life (lib/bond-life.ts `flowsOfLife`: no payment
 * after the day it ended) and against itself (principal adds up to face, the pool factor
 * follows the repayments). One pass over the flows in key order.
 */
export const cashFlowsCheck = sqlCheck(
  'cash flows',
  'cash flows',
  [
    {
      code: 'flows_after_end',
      title:
        "Payment scheduled after the bond's end (redeemed_on, else maturity): an ended schedule has no later payments",
      show: ['bond', 'num', 'date', 'end_date'],
    },
    {
      code: 'paid_in_future',
      title: "Payment marked paid (actual_payment_date) after the bond's as-of day",
      show: ['bond', 'num', 'date', 'paid_on', 'as_of'],
    },
    {
      code: 'paid_after_default',
      title:
        'Payment due on or after defaulted_on marked paid: from the default payments are missed',
      show: ['bond', 'num', 'date', 'paid_on', 'defaulted_on'],
    },
    {
      code: 'redemptions_not_face',
      title:
        "Principal repayments of a bond's schedule do not add up to its face value (a cent per payment allowed); " +
        'bonds ended by conversion and perpetuals excepted',
      show: ['bond', 'face', 'repaid', 'payments'],
    },
    {
      code: 'pool_factor_not_zero',
      title: "The schedule's last pool factor is not 0: the bond never ends repaid",
      show: ['bond', 'num', 'date', 'pool_factor'],
    },
    {
      code: 'pool_factor_inconsistent',
      title:
        'Pool factor differs from 1 − principal repaid so far / face by more than 0.0001 (outside 0..1, or not following the repayments)',
      show: ['bond', 'num', 'date', 'pool_factor', 'expected'],
    },
    {
      code: 'flow_of_missing_bond',
      title: 'Cash flow of a bond that does not exist',
      show: ['bond', 'num', 'date'],
    },
  ],
  (context) => {
    const day = context.dayOf('e');
    // The whole schedule counts for the sums: perpetuals (no end date) and conversions (repaid
    // in shares) are the only bonds whose principal is not repaid in cash by the schedule.
    const complete = sql`e.status_id <> 64 and coalesce(e.end_event, '') <> 'conversion'
      and coalesce(e.redeemed_on, e.maturity_date) is not null`;
    const rules = rulesSql([
      { code: 'flow_of_missing_bond', when: sql`e.id is null` },
      { code: 'flows_after_end', when: sql`f.date > coalesce(e.redeemed_on, e.maturity_date)` },
      { code: 'paid_in_future', when: sql`f.actual_payment_date > ${day}` },
      {
        code: 'paid_after_default',
        when: sql`f.date >= e.defaulted_on and f.actual_payment_date is not null`,
      },
      {
        code: 'redemptions_not_face',
        when: sql`f.num = f.last_num and ${complete}
          and abs(f.repaid - e.face_value) > ${lit(CENT)} * greatest(f.payments, 1) + 1e-9`,
      },
      {
        code: 'pool_factor_not_zero',
        when: sql`f.num = f.last_num and ${complete} and abs(f.pool_factor) > ${lit(POOL_FACTOR_TOLERANCE)}`,
      },
      {
        code: 'pool_factor_inconsistent',
        when: sql`e.face_value > 0
          and abs(f.pool_factor - (1 - f.repaid_so_far / e.face_value)) > ${lit(POOL_FACTOR_TOLERANCE)}`,
      },
    ]);
    return {
      offending: sql`
        with f as (
          select f.emission_id, f.num, f.date, f.actual_payment_date, f.redemption, f.pool_factor,
            sum(coalesce(f.redemption, 0)) over (partition by f.emission_id order by f.num) as repaid_so_far,
            sum(coalesce(f.redemption, 0)) over (partition by f.emission_id) as repaid,
            count(*) filter (where f.redemption > 0) over (partition by f.emission_id) as payments,
            max(f.num) over (partition by f.emission_id) as last_num
          from emission_cash_flows f
          where ${context.judged('f.emission_id')}
        )
        select x.code, f.emission_id as bond, f.num, f.date, f.actual_payment_date as paid_on,
          ${day} as as_of, e.defaulted_on, coalesce(e.redeemed_on, e.maturity_date) as end_date,
          e.face_value as face, round(f.repaid::numeric, 2) as repaid, f.payments,
          f.pool_factor, round((1 - f.repaid_so_far / nullif(e.face_value, 0))::numeric, 6) as expected
        from f
        left join emissions e on e.id = f.emission_id
        ${rules.lateral}
        where ${rules.any} and x.broken`,
      order: 'bond, num',
    };
  },
  { perBond: true },
);
