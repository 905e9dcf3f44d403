import { sql, type SQL } from 'drizzle-orm';
import { lit } from './sql-number';
import { TICK_YIELD_FIELDS, YIELD_BAND } from './yield-band';

/**
 * What a trading tick (alias `t`) is judged by on its own, as SQL: yields in the sane band,
 * durations within the time left, a stored T-spread. Shared by the data doctor and the tick
 * stretches its writers keep (db/tick-stretches.ts), so both judge a tick the same way.
 */

/**
 * Macaulay duration is a weighted average of the times to the payments, so it never exceeds
 * the time to the last one. Allowed: 14 days for a payment rolled past holidays (the New Year
 * break) and 1.5 % for the day-count basis (ACT/360 counts a year 1.4 % longer than ACT/365).
 */
export const DURATION_ROLL_DAYS = 14;
export const DURATION_BASIS = 1.015;

/** A day the durations' reach is counted from (any fixed day: it cancels out). */
export const DAY0 = sql.raw(`date '2000-01-01'`);

/** The ticks' yield columns (the trading-ticks schema) that the bad-data flag can mark. */
export const TICK_YIELDS = TICK_YIELD_FIELDS.map(([, column]) => column);

/** A stored T-spread, not flagged bad data. */
export const storedSpreadSql = sql`(t.t_spread is not null and not ('t_spread' = any(t.bad_data)))`;

/** A column of the tick not flagged bad data. */
export const trusted = (column: string) => sql.raw(`not ('${column}' = any(t.bad_data))`);

const outOfBand = (column: SQL) =>
  sql`(${column} < ${lit(YIELD_BAND.min)} or ${column} > ${lit(YIELD_BAND.max)})`;

/** The row's yields outside the band and (`flagged`: not flagged), as a test and as text. */
export function badYields(alias: string, columns: readonly string[], flagged: boolean) {
  const parts = columns.map((c) => {
    const column = sql.raw(`${alias}.${c}`);
    const trust = flagged
      ? sql` and not (${sql.raw(`'${c}'`)} = any(${sql.raw(alias)}.bad_data))`
      : sql``;
    return {
      when: sql`(${outOfBand(column)}${trust})`,
      text: sql`case when ${outOfBand(column)}${trust} then ${sql.raw(`'${c}='`)} || round(${column}::numeric, 2) end`,
    };
  });
  const all = sql.join(
    columns.map((c) => sql.raw(`${alias}.${c}`)),
    sql`, `,
  );
  return {
    any: sql`(${sql.join(
      parts.map((p) => p.when),
      sql` or `,
    )})`,
    // least/greatest skip nulls: one test of the row's extremes before any column's own.
    cheap: sql`(least(${all}) < ${lit(YIELD_BAND.min)} or greatest(${all}) > ${lit(YIELD_BAND.max)})`,
    text: sql`concat_ws(' ', ${sql.join(
      parts.map((p) => p.text),
      sql`, `,
    )})`,
  };
}

/** The tick's yields, against the band and the bad-data flag. */
export const tickYields = badYields('t', TICK_YIELDS, true);

/** Years from a tick's date to a later date, with the duration allowance. */
const yearsTo = (until: SQL) =>
  sql`((${until} - t.date) * ${lit(DURATION_BASIS)} + ${lit(DURATION_ROLL_DAYS)}) / 365.0::float8`;

/**
 * The durations' rule per tick: dur (years) and duration (days) within the time to maturity
 * (the bond `e`), dur_to (years) within the time to the offer, each with the allowance.
 */
export const DURATIONS = [
  { reason: 'dur (years) over maturity', column: 'dur', until: sql`e.maturity_date`, days: false },
  {
    reason: 'duration (days) over maturity',
    column: 'duration',
    until: sql`e.maturity_date`,
    days: true,
  },
  {
    reason: 'dur_to (years) over the offer',
    column: 'dur_to',
    until: sql`t.offer_date`,
    days: false,
  },
].map((d) => {
  const value = sql.raw(`t.${d.column}`);
  const limit = d.days ? sql`${yearsTo(d.until)} * 365` : yearsTo(d.until);
  return { ...d, value, when: sql`(${value} > ${limit} and ${trusted(d.column)})` };
});

/** dur_to past the tick's own offer date: judged on the tick alone. */
export const durToRule = DURATIONS[2]!.when;

/**
 * How far a tick's dur (years) and duration (days) reach, in days from DAY0 with the basis
 * allowance: a stretch's largest reach over its bond's maturity (same units, plus the roll
 * days) is a duration longer than the time left.
 */
export const durReachSql = sql`t.dur * 365 + (t.date - ${DAY0}) * ${lit(DURATION_BASIS)}`;
export const durationReachSql = sql`t.duration + (t.date - ${DAY0}) * ${lit(DURATION_BASIS)}`;

/** The limit a stretch's reach is held to, for the bond `e`. */
export const reachLimitSql = sql`((e.maturity_date - ${DAY0}) * ${lit(DURATION_BASIS)} + ${lit(DURATION_ROLL_DAYS)})`;
