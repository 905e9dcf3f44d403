import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { REFRESH_CREDIT_BUCKETS_SQL } from '../../lib/credit-bucket';
import { asOfTimestamp } from './dates';
import { planRelations } from './analytics/relations';
import { streamIssuer, type StreamState } from './issuer-stream';
import { Benchmarks } from './market/benchmarks';
import { writeEquityPrices } from './market/equity-prices';
import { computeIndex } from './market/index-values';
import { INDEX_DEFS, IndexBook } from './market/indexes';
import { pickDealers } from './market/quotes';
import { reportPeriods } from './reports/periods';
import { EXPLICIT_ID_TABLES, openSinks } from './sinks';
import { BulkWriter } from './sql/bulk-writer';
import { dropIndexesForLoad } from './sql/deferred-indexes';
import { withSession, type SqlSession } from './sql/session';
import { suspendReportChecks } from '../../db/report-period-checks';
import { writeStaticRows } from './static-rows';
import { createWorld, type WorldOptions } from './world/world';

export interface GenerateOptions extends WorldOptions {
  onProgress?: (done: number, total: number, step: string) => void;
  /** Rows per bulk statement (bigger is faster, up to memory). */
  batchRows?: number;
}

export interface GenerateReport {
  issuers: number;
  bonds: number;
  ticks: number;
  rows: Record<string, number>;
  seconds: number;
  peakRssMb: number;
}

/**
 * Builds a world into an empty database in one transaction: all of it or nothing. Issuers
 * stream one after another (their bonds, ticks, ratings, statements...), so memory stays
 * bounded whatever the size; only the plan of issuers and the index candidates' prices are
 * kept across issuers.
 */
export async function generateWorld(db: Db, options: GenerateOptions): Promise<GenerateReport> {
  const started = performance.now();
  let peakRss = process.memoryUsage().rss;
  const world = createWorld(options);
  const progress = options.onProgress ?? (() => undefined);
  let driver = 'postgres' as SqlSession['driver'];
  const report = await withSession(db, async (session) => {
    driver = session.driver;
    const rebuildIndexes = await dropIndexesForLoad(session, ['trading_ticks', 'report_values']);
    const judgeReports = await suspendReportChecks((statements) => session.exec(statements));
    const writer = new BulkWriter(
      session,
      { source: 'demo', asOf: asOfTimestamp(options.asOf) },
      options.batchRows ?? 20_000,
    );
    const sinks = openSinks(writer);
    const dealers = pickDealers(world.issuers);
    writeStaticRows(world, sinks, dealers);
    const { rows: relations, parentOf } = planRelations(options.seed, world.issuers);
    for (const r of relations) sinks.relations.push(r);
    const windowDays = world.history.days.slice(world.windowStart);
    let commentId = 0;
    let reportId = 0;
    const state: StreamState = {
      world,
      sinks,
      dealers,
      parentOf,
      benchmarks: new Benchmarks(windowDays),
      indexBook: new IndexBook(windowDays),
      periods: reportPeriods(world.asOf),
      nextCommentId: () => ++commentId,
      nextReportId: () => ++reportId,
      settle: () => writer.settle(),
    };
    let ticks = 0;
    let bondsDone = 0;
    let lastBucket = -1;
    for (const issuer of world.issuers) {
      ticks += (await streamIssuer(state, issuer)).ticks;
      bondsDone += issuer.bondCount;
      // Report in 2 % steps: a non-terminal log gets 50 lines, not one per issuer.
      const bucket = Math.floor((bondsDone / options.bonds) * 50);
      if (bucket !== lastBucket)
        progress(bondsDone, options.bonds + 1, `${bondsDone} bonds, ${ticks} ticks`);
      lastBucket = bucket;
      await writer.settle();
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }
    const isoDays = world.history.isoDays.slice(world.windowStart);
    for (const def of INDEX_DEFS) {
      const { constituents, values } = computeIndex(
        def,
        state.indexBook.candidates.get(def.id) ?? [],
        isoDays,
      );
      for (const row of constituents) sinks.constituents.push(row);
      for (const row of values) sinks.indexValues.push(row);
    }
    await writer.close();
    // Equity prices read the equities' ids and the index values back: written after both.
    await writeEquityPrices(session, sinks.equityPrices, world, () => writer.settle());
    await writer.close();
    // Issuers' rating buckets, from the ratings just written (the similar bonds rank by them).
    await session.exec(REFRESH_CREDIT_BUCKETS_SQL);
    progress(options.bonds, options.bonds + 1, 'building indexes');
    await rebuildIndexes();
    await judgeReports();
    await moveSequences(session);
    return { issuers: world.issuers.length, bonds: options.bonds, ticks, rows: writer.counts() };
  });
  progress(options.bonds + 1, options.bonds + 1, 'analyzing');
  await refreshStatistics(db);
  if (driver === 'pglite') await trimWal(db);
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  return {
    ...report,
    seconds: (performance.now() - started) / 1000,
    peakRssMb: Math.round(peakRss / 2 ** 20),
  };
}

/**
 * After a bulk load the planner knows nothing of the new rows until autovacuum gets to them,
 * and meanwhile picks sequential scans (a bond page took 0.5 s on 500k bonds instead of 4 ms).
 * ANALYZE samples every table in seconds; the bond tables are also vacuumed, which marks
 * their pages all-visible so the similar-bonds query can use its index-only scan at once.
 * Both run after the commit: VACUUM cannot run inside a transaction.
 */
async function refreshStatistics(db: Db) {
  await db.execute(sql`vacuum (analyze) emissions, emitents`);
  await db.execute(sql`analyze`);
}

/**
 * PGlite keeps its write-ahead log in the data directory. A checkpoint recycles the segments
 * the load wrote as future ones, sized to the load (max_wal_size is 1 GB): a 2,000-bond first
 * start left 17 spare 16 MB segments, half of the data directory, for writes that never come.
 * Checkpointing here with recycling off deletes them instead; then recycling is on again for
 * the server's own writes. (A PostgreSQL server's WAL is its operator's to size.)
 */
async function trimWal(db: Db) {
  await db.execute(sql`set wal_recycle = off`);
  await db.execute(sql`checkpoint`);
  await db.execute(sql`reset wal_recycle`);
}

async function moveSequences(session: SqlSession) {
  for (const table of EXPLICIT_ID_TABLES) {
    await session.exec(
      `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
    );
  }
}
