import { date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** What a run read and wrote: the bonds it went through and the rows of their data. */
export interface SyncRunCounts {
  bonds: { read: number; inserted: number; updated: number; rejected: number };
  rows: { read: number; inserted: number; updated: number; unchanged: number; rejected: number };
}

/** The data doctor's counts after the run, per broken invariant (none: every one holds). */
export interface SyncRunDoctor {
  problems: number;
  findings: Record<string, number>;
  /** Checks that could not run: their invariants are unknown. */
  failedChecks: string[];
}

/**
 * Every sync run (issue 34 item 5): one row written `running` when a run starts and completed
 * when it ends, also when it crashes (`failed`, with the error). A run whose process was killed
 * stops beating its heart (`heartbeat_at`, every 30 s): a `running` row whose heart has not beaten
 * for 10 minutes reads as `interrupted`, and the next run writes it so. Not a data table: no
 * trigger bumps the data version when it changes.
 */
export const syncRuns = pgTable(
  'sync_runs',
  {
    id: serial('id').primaryKey(),
    /** moex, ust, ... */
    source: text('source').notNull(),
    /** universe, secids, stored, daily ... */
    what: text('what').notNull(),
    /** command, schedule, start */
    trigger: text('trigger').notNull(),
    /** running, ok, partial (some items failed), failed, interrupted */
    status: text('status').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    counts: jsonb('counts').$type<SyncRunCounts>(),
    /** The first failures (item and reason); `failures_total` counts them all. */
    failures: jsonb('failures').$type<{ item: string; reason: string }[]>().notNull().default([]),
    failuresTotal: integer('failures_total').notNull().default(0),
    requests: integer('requests'),
    doctor: jsonb('doctor').$type<SyncRunDoctor>(),
    /** Why a failed run failed (the error's message). */
    error: text('error'),
  },
  (t) => [index('sync_runs_source_idx').on(t.source, t.startedAt)],
);

/**
 * The trading days whose whole-market history (ISS history by date, every page) was written:
 * a day is added in the transaction that wrote its last ticks, so a day that failed or whose
 * run was interrupted has no row and the next run reads it again (data/sync/moex-daily.ts).
 */
export const moexHistoryDays = pgTable('moex_history_days', {
  date: date('date').primaryKey(),
  /** Bonds written for that day (one main-board row each). */
  bonds: integer('bonds').notNull(),
  readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
});
