import { desc, sql } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import { syncRuns } from '../../db/schema/index';

/** Heartbeats older than this mark a `running` row as a killed run (data/sync/record-run.ts). */
const INTERRUPTED_AFTER = sql.raw(`interval '10 minutes'`);

/**
 * The runs, newest first. A `running` row whose heart stopped reads as `interrupted` here (a
 * read writes nothing: the next run writes it so).
 */
export async function listRuns(db: Executor, limit: number) {
  return db
    .select({
      id: syncRuns.id,
      source: syncRuns.source,
      what: syncRuns.what,
      trigger: syncRuns.trigger,
      status: sql<string>`case when ${syncRuns.status} = 'running'
        and ${syncRuns.heartbeatAt} < now() - ${INTERRUPTED_AFTER}
        then 'interrupted' else ${syncRuns.status} end`,
      startedAt: syncRuns.startedAt,
      finishedAt: syncRuns.finishedAt,
      heartbeatAt: syncRuns.heartbeatAt,
      counts: syncRuns.counts,
      failures: syncRuns.failures,
      failuresTotal: syncRuns.failuresTotal,
      requests: syncRuns.requests,
      doctor: syncRuns.doctor,
      error: syncRuns.error,
    })
    .from(syncRuns)
    .orderBy(desc(syncRuns.startedAt), desc(syncRuns.id))
    .limit(limit);
}

export type StoredRun = Awaited<ReturnType<typeof listRuns>>[number];
