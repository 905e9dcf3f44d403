import { sql } from 'drizzle-orm';
import type { Executor } from '../db/transaction';
import type { SharedTotal, UnsharedHits } from '../lib/rate-counts';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Adds one instance's hits to the shared counts in one statement and reads the sums back.
 * A key whose stored window ended before the sender's began starts a new window with the
 * sender's hits; otherwise the hits join the stored window. Rows are written in key order
 * (the caller sorts), so that two instances' statements lock them in one order: no deadlock.
 */
export async function addHits(db: Executor, hits: readonly UnsharedHits[]): Promise<SharedTotal[]> {
  if (hits.length === 0) return [];
  const rows = rowsOf<{ key: string; window_start: string | number; hits: number }>(
    await db.execute(sql`
      insert into rate_limit_hits as r (key, window_start, window_ms, hits)
      select key, "windowStart", "windowMs", hits
      from json_to_recordset(${JSON.stringify(hits)}::json)
        as t(key text, "windowStart" bigint, "windowMs" int, hits int)
      order by key
      on conflict (key) do update set
        window_start = case when r.window_start + r.window_ms <= excluded.window_start
          then excluded.window_start else r.window_start end,
        window_ms = excluded.window_ms,
        hits = case when r.window_start + r.window_ms <= excluded.window_start
          then excluded.hits else r.hits + excluded.hits end
      returning key, window_start, hits`),
  );
  return rows.map((r) => ({
    key: r.key,
    windowStart: Number(r.window_start),
    hits: Number(r.hits),
  }));
}

/** Drops the windows that ended more than `graceMs` ago (clocks of instances may differ). */
export async function dropEndedWindows(db: Executor, now: number, graceMs: number): Promise<void> {
  await db.execute(
    sql`delete from rate_limit_hits where window_start + window_ms < ${now - graceMs}`,
  );
}
