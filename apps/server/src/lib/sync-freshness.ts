import { sql } from 'drizzle-orm';
import type { Executor } from '../db/transaction';
import { syncRuns } from '../db/schema/index';
import { isStale } from './sync-staleness';

export interface SourceFreshness {
  source: string;
  /** When its last successful run (ok or partial) finished, ISO; null: none ever did. */
  lastOk: string | null;
  stale: boolean;
}

/**
 * Per sync source, its last successful run and whether it is stale, for the sources that have
 * ever run plus the configured ones (`SYNC`), by name. A partial run (some bonds failed) counts
 * as successful: the data did arrive; its failures show in the run list. One indexed read.
 */
export async function readSyncFreshness(
  db: Executor,
  configured: readonly string[] = [],
  now = new Date(),
): Promise<SourceFreshness[]> {
  const rows = await db
    .select({
      source: syncRuns.source,
      lastOk: sql<
        Date | string | null
      >`max(${syncRuns.finishedAt}) filter (where ${syncRuns.status} in ('ok', 'partial'))`,
    })
    .from(syncRuns)
    .groupBy(syncRuns.source);
  const bySource = new Map<string, Date | null>();
  for (const source of configured) bySource.set(source, null);
  for (const r of rows) bySource.set(r.source, r.lastOk === null ? null : new Date(r.lastOk));
  return [...bySource.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([source, lastOk]) => ({
      source,
      lastOk: lastOk?.toISOString() ?? null,
      stale: isStale(source, lastOk, now),
    }));
}
