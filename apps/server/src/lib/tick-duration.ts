import { sql } from 'drizzle-orm';

/**
 * SQL: a tick's stored Macaulay duration in years, `dur`, else `duration` (days) / 365.25,
 * unless marked bad data. The generator writes both; the importers write the days alone.
 * `t` is the trading_ticks alias (or the table's own name).
 */
export const tickDurationYears = (t: string) => {
  const a = sql.raw(t);
  return sql`case when ${a}.dur is not null and not ('dur' = any(${a}.bad_data)) then ${a}.dur
    when ${a}.duration is not null and not ('duration' = any(${a}.bad_data))
      then ${a}.duration / 365.25 end`;
};
