import type { DataFreshnessResponse, SyncRun, SyncRunsResponse } from '@bondsight/contracts';
import type { Db } from '../../db/client';
import { findDataAsOf } from '../../lib/data-as-of';
import { readSyncFreshness } from '../../lib/sync-freshness';
import * as repo from './sync-runs.repository';

export function toSyncRun(row: repo.StoredRun): SyncRun {
  const end = row.finishedAt ?? (row.status === 'interrupted' ? row.heartbeatAt : null);
  return {
    id: row.id,
    source: row.source,
    what: row.what,
    trigger: row.trigger as SyncRun['trigger'],
    status: row.status as SyncRun['status'],
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    seconds: end ? Math.max(0, (end.getTime() - row.startedAt.getTime()) / 1000) : null,
    counts: row.counts,
    failures: row.failures,
    failuresTotal: row.failuresTotal,
    requests: row.requests,
    doctor: row.doctor ? { ...row.doctor, failedChecks: row.doctor.failedChecks ?? [] } : null,
    error: row.error,
  };
}

/** The operator's view: the runs and, per source, its last success and staleness. */
export async function listSyncRuns(
  db: Db,
  limit: number,
  configured: readonly string[],
): Promise<SyncRunsResponse> {
  const [rows, sources] = await Promise.all([
    repo.listRuns(db, limit),
    readSyncFreshness(db, configured),
  ]);
  return { items: rows.map(toSyncRun), sources };
}

/** The home page's line: the data's as-of day and the sources that ever synced. */
export async function dataFreshness(db: Db): Promise<DataFreshnessResponse> {
  const sources = await readSyncFreshness(db);
  return { dataAsOf: sources.length > 0 ? await findDataAsOf(db) : null, sources };
}
