import { z } from 'zod';
import { endpoint, endpointGroup } from '../endpoint';

/** The recorded sync runs (issue 34 item 5): the operator's view and the data's freshness. */

export const SYNC_RUN_STATUSES = ['running', 'ok', 'partial', 'failed', 'interrupted'] as const;

export const SourceFreshness = z.object({
  source: z.string().meta({ description: 'The sync source: moex, ust...' }),
  lastOk: z.string().nullable().meta({
    description: 'When its last successful run (ok or partial) finished; null: none ever did',
  }),
  stale: z.boolean().meta({
    description:
      'No successful run in 2 trading days of its market (MOEX days for moex, US business ' +
      'days for ust), counted in whole days in its time zone',
  }),
});
export type SourceFreshness = z.infer<typeof SourceFreshness>;

const Count = z.number().int();
export const SyncRun = z.object({
  id: z.number().int(),
  source: z.string(),
  what: z.string().meta({ description: 'universe, secids, stored, daily...' }),
  trigger: z.enum(['command', 'schedule', 'start']),
  status: z.enum(SYNC_RUN_STATUSES).meta({
    description:
      'partial: some items failed; interrupted: its process stopped beating its heart for 10 ' +
      'minutes (killed) before it finished',
  }),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  seconds: z.number().nullable(),
  counts: z
    .object({
      bonds: z.object({ read: Count, inserted: Count, updated: Count, rejected: Count }),
      rows: z.object({
        read: Count,
        inserted: Count,
        updated: Count,
        unchanged: Count,
        rejected: Count,
      }),
    })
    .nullable(),
  failures: z.array(z.object({ item: z.string(), reason: z.string() })),
  failuresTotal: Count,
  requests: Count.nullable(),
  doctor: z
    .object({
      problems: Count,
      findings: z.record(z.string(), Count),
      failedChecks: z.array(z.string()),
    })
    .nullable()
    .meta({ description: "The data doctor's counts after the run, when it ran" }),
  error: z.string().nullable().meta({ description: 'Why a failed run failed' }),
});
export type SyncRun = z.infer<typeof SyncRun>;

export const SyncRunsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export const SyncRunsResponse = z.object({
  items: z.array(SyncRun),
  sources: z.array(SourceFreshness),
});
export type SyncRunsResponse = z.infer<typeof SyncRunsResponse>;

export const DataFreshnessResponse = z.object({
  dataAsOf: z.string().nullable().meta({ description: "The data's as-of day (YYYY-MM-DD)" }),
  sources: z.array(SourceFreshness),
});
export type DataFreshnessResponse = z.infer<typeof DataFreshnessResponse>;

export const syncRunsEndpoints = endpointGroup(
  endpoint({
    method: 'GET',
    path: '/api/admin/sync-runs/',
    operationId: 'listSyncRuns',
    summary: 'Every sync run, newest first, and each source with its last success and staleness',
    tag: 'admin review',
    access: 'admin.sync_runs',
    query: SyncRunsQuery,
    responses: { 200: SyncRunsResponse },
  }),
  endpoint({
    method: 'GET',
    path: '/api/data-freshness/',
    operationId: 'getDataFreshness',
    summary: "How fresh the data is: its as-of day and each synced source's last success",
    description: 'Sources that have ever run a sync only: empty on a world nobody synced.',
    tag: 'health',
    responses: { 200: DataFreshnessResponse },
  }),
);
