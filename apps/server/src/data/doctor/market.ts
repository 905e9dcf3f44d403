import { sql, type SQL } from 'drizzle-orm';
import { lit, rulesSql, sqlCheck } from './types';

/**
 * The sane band of a yield, % a year: below −5 % no investor holds a bond (the most negative
 * sovereign yields ever seen were about −1 %), above 200 % a bond trades as a claim on what
 * is recovered, not on its coupons. Outside it a stored yield is a data error unless the
 * source flagged it as bad data.
 */
export const YIELD_BAND = { min: -5, max: 200 } as const;

/**
 * Macaulay duration is a weighted average of the times to the payments, so it never exceeds
 * the time to the last one. Allowed: 14 days for a payment rolled past holidays (the New Year
 * break) and 1.5 % for the day-count basis (ACT/360 counts a year 1.4 % longer than ACT/365).
 */
const DURATION_ROLL_DAYS = 14;
const DURATION_BASIS = 1.015;

/** The ticks' yield columns (the trading-ticks schema) that the bad-data flag can mark. */
const TICK_YIELDS = [
  'ytm_bid',
  'ytm_offer',
  'ytm_last',
  'ytm_close',
  'yto_bid',
  'yto_offer',
  'yto_last',
  'yto_close',
  'ytc_bid',
  'ytc_offer',
  'ytc_last',
  'ytc_close',
  'indicative_yield',
] as const;

/** Participant quotes carry no bad-data flag: every yield they show counts. */
const QUOTE_YIELDS = ['indicative_yield_bid', 'indicative_yield_ask', 'yto_bid', 'yto_offer'];

const outOfBand = (column: SQL) =>
  sql`(${column} < ${lit(YIELD_BAND.min)} or ${column} > ${lit(YIELD_BAND.max)})`;

/** The tick's yields outside the band and not flagged, as `column=value` text. */
function badYields(alias: string, columns: readonly string[], flagged: boolean) {
  const parts = columns.map((c) => {
    const column = sql.raw(`${alias}.${c}`);
    const trusted = flagged
      ? sql` and not (${sql.raw(`'${c}'`)} = any(${sql.raw(alias)}.bad_data))`
      : sql``;
    return {
      when: sql`(${outOfBand(column)}${trusted})`,
      text: sql`case when ${outOfBand(column)}${trusted} then ${sql.raw(`'${c}='`)} || round(${column}::numeric, 2) end`,
    };
  });
  return {
    any: sql.join(
      parts.map((p) => p.when),
      sql` or `,
    ),
    text: sql`concat_ws(' ', ${sql.join(
      parts.map((p) => p.text),
      sql`, `,
    )})`,
  };
}

/** Years from a tick's date to a later date, with the duration allowance. */
const yearsTo = (until: SQL) =>
  sql`((${until} - t.date) * ${lit(DURATION_BASIS)} + ${lit(DURATION_ROLL_DAYS)}) / 365.0::float8`;

/**
 * Trading ticks, in one pass over the table (the largest: ~77 ticks a bond a year): yields in
 * the band, durations within the time to maturity, and ticks only while the bond exists.
 */
export const ticksCheck = sqlCheck(
  'market',
  'trading ticks',
  [
    {
      code: 'yield_out_of_band',
      title: `Tick yield below ${YIELD_BAND.min} % or above ${YIELD_BAND.max} % a year without the bad-data flag`,
      show: ['bond', 'ground', 'date', 'yields'],
    },
    {
      code: 'duration_over_maturity',
      title:
        'Duration longer than the time to maturity (dur, duration in days) or to the offer (dur_to), ' +
        `beyond ${DURATION_ROLL_DAYS} days of payment roll and ${Math.round((DURATION_BASIS - 1) * 1000) / 10} % of day-count basis`,
      show: ['bond', 'ground', 'date', 'reason', 'value', 'limit'],
    },
    {
      code: 'ticks_after_end',
      title:
        "Tick after the bond's end (redeemed_on, else maturity); defaulted bonds excepted: their claims trade on",
      show: ['bond', 'ground', 'date', 'end_date'],
    },
    {
      code: 'ticks_before_issue',
      title: 'Tick before the bond was issued',
      show: ['bond', 'ground', 'date', 'issue'],
    },
    {
      code: 'ticks_of_cancelled',
      title: 'Tick of a cancelled bond (status 64): it never existed',
      show: ['bond', 'ground', 'date'],
    },
    {
      code: 'tick_of_missing_bond',
      title: 'Tick of a bond that does not exist',
      show: ['bond', 'ground', 'date'],
    },
  ],
  () => {
    const yields = badYields('t', TICK_YIELDS, true);
    const trusted = (c: string) => sql.raw(`not ('${c}' = any(t.bad_data))`);
    const rules = rulesSql([
      { code: 'tick_of_missing_bond', when: sql`e.id is null` },
      { code: 'yield_out_of_band', when: yields.any },
      {
        code: 'duration_over_maturity',
        when: sql`t.dur > ${yearsTo(sql`e.maturity_date`)} and ${trusted('dur')}`,
        reason: 'dur (years) over maturity',
      },
      {
        code: 'duration_over_maturity',
        when: sql`t.duration > ${yearsTo(sql`e.maturity_date`)} * 365 and ${trusted('duration')}`,
        reason: 'duration (days) over maturity',
      },
      {
        code: 'duration_over_maturity',
        when: sql`t.dur_to > ${yearsTo(sql`t.offer_date`)} and ${trusted('dur_to')}`,
        reason: 'dur_to (years) over the offer',
      },
      {
        code: 'ticks_after_end',
        when: sql`e.status_id <> 256 and e.defaulted_on is null
          and t.date > coalesce(e.redeemed_on, e.maturity_date)`,
      },
      { code: 'ticks_before_issue', when: sql`t.date < e.issue_date` },
      { code: 'ticks_of_cancelled', when: sql`e.status_id = 64` },
    ]);
    return {
      offending: sql`
        select x.code, t.emission_id as bond, t.trading_ground_id as ground, t.date, x.reason,
          coalesce(e.redeemed_on, e.maturity_date) as end_date, e.issue_date as issue,
          case when x.code = 'yield_out_of_band' then ${yields.text} end as yields,
          case x.reason
            when 'dur (years) over maturity' then round(t.dur::numeric, 3)
            when 'duration (days) over maturity' then round(t.duration::numeric, 1)
            when 'dur_to (years) over the offer' then round(t.dur_to::numeric, 3) end as value,
          case x.reason
            when 'dur (years) over maturity' then round(((e.maturity_date - t.date) / 365.0::float8)::numeric, 3)
            when 'duration (days) over maturity' then (e.maturity_date - t.date)::numeric
            when 'dur_to (years) over the offer' then round(((t.offer_date - t.date) / 365.0::float8)::numeric, 3)
          end as limit
        from trading_ticks t
        left join emissions e on e.id = t.emission_id
        ${rules.lateral}
        where ${rules.any} and x.broken`,
      order: 'bond, date, ground, reason',
    };
  },
);

/** Participant quotes: yields in the band, quotes only while the bond exists. */
export const quotesCheck = sqlCheck(
  'market',
  'participant quotes',
  [
    {
      code: 'quote_yield_out_of_band',
      title: `Participant quote's yield below ${YIELD_BAND.min} % or above ${YIELD_BAND.max} % a year (quotes carry no bad-data flag)`,
      show: ['quote', 'bond', 'date', 'yields'],
    },
    {
      code: 'quotes_after_end',
      title:
        "Participant quote after the bond's end (redeemed_on, else maturity); defaulted bonds excepted",
      show: ['quote', 'bond', 'date', 'end_date'],
    },
    {
      code: 'quotes_of_unplaced',
      title: 'Participant quote of a cancelled bond or before its issue',
      show: ['quote', 'bond', 'date', 'status', 'issue'],
    },
  ],
  () => {
    const yields = badYields('q', QUOTE_YIELDS, false);
    const rules = rulesSql([
      { code: 'quote_yield_out_of_band', when: yields.any },
      {
        code: 'quotes_after_end',
        when: sql`e.status_id <> 256 and e.defaulted_on is null
          and q.date > coalesce(e.redeemed_on, e.maturity_date)`,
      },
      { code: 'quotes_of_unplaced', when: sql`e.status_id = 64 or q.date < e.issue_date` },
    ]);
    return {
      offending: sql`
        select x.code, q.id as quote, q.emission_id as bond, q.date, e.status_id as status,
          e.issue_date as issue, coalesce(e.redeemed_on, e.maturity_date) as end_date,
          case when x.code = 'quote_yield_out_of_band' then ${yields.text} end as yields
        from participant_quotes q
        join emissions e on e.id = q.emission_id
        ${rules.lateral}
        where ${rules.any} and x.broken`,
      order: 'bond, date, quote',
    };
  },
);
