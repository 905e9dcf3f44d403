import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client';

/**
 * The vacuums PostgreSQL runs now, e.g. "trading_ticks (scanning heap 40 %)", or "none". A
 * world just generated gets its tables vacuumed in the background for a long while (the insert
 * threshold), and such a vacuum takes a core of a 2-core machine: a measure taken meanwhile
 * says so beside its figures.
 */
export async function vacuumsNow(db: Db): Promise<string> {
  const result = (await db.execute(sql`select c.relname as name, p.phase,
      round(100.0 * p.heap_blks_scanned / nullif(p.heap_blks_total, 0)) as pct
    from pg_stat_progress_vacuum p left join pg_class c on c.oid = p.relid`)) as unknown as {
    rows: { name: string | null; phase: string; pct: string | null }[];
  };
  if (result.rows.length === 0) return 'none';
  return result.rows
    .map((r) => `${r.name ?? '?'} (${r.phase}${r.pct === null ? '' : ` ${r.pct} %`})`)
    .join(', ');
}
