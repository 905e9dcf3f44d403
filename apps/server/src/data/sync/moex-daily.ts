import type { Db } from '../../db/client';
import { ReportBuilder, type RowOutcome } from '../importers/report';
import { todayIso } from '../importers/values';
import { IssClient } from './iss-client';
import { numberField } from './iss-blocks';
import { fetchBondSearch, type SearchedBond } from './iss-search';
import { BOND_BOARDS, boardRank, fetchSecuritiesList, type ListedBond } from './iss-universe';
import { prepareListedBond, refreshSchedule, type PreparedBond } from './moex-daily-bonds';
import { BONDS_PER_BATCH, writeBondsInBatch } from './moex-daily-bonds-batch';
import { moexGSpreadCurves } from '../importers/sources/curves';
import { BULK_FROM, readBulkSchedules } from './moex-daily-bulk';
import { curveDaysToRead, fillMoexGSpreads, readAhead, syncCurveDays } from './moex-daily-curve';
import { missingDays, NEWEST_DAY_TRIES, syncHistoryDays } from './moex-daily-history';
import {
  loadStoredBonds,
  storedCodes,
  storedDayRange,
  updateListedTerms,
  type StoredBond,
} from './moex-daily-store';
import { scheduleChange } from './moex-schedule-check';
import type { UniverseOptions, UniverseResult } from './moex-universe';

/** Days of history a first discovery reads (`--days`). */
export const FIRST_DAYS = 30;

type Tally = Record<RowOutcome, number>;
const tally = (): Tally => ({ inserted: 0, updated: 0, unchanged: 0 });

export interface MarketResult extends UniverseResult {
  /** Days of whole-market history read and written (the re-read last stored day apart). */
  days: string[];
  /** The last stored day read again for the exchange's late corrections, when one was. */
  rechecked: string | null;
  /** Days whose G-curve was written. */
  curveDays: string[];
  /** Ticks stored before their day's G-curve came whose G-spread was set by it. */
  gSpreads: number;
  /** Stored bonds whose bondization was read again, and why. */
  rescheduled: { secid: string; reason: string }[];
  /** New bonds that needed their own description (the search did not name their issuer). */
  described: number;
  /** Pages of the market-wide bondization read (0: each new bond read its own). */
  bulkPages: number;
}

/** The list row's terms of a stored bond that moved: listing level, coupon rate. */
function listedTermChanges(listed: ListedBond, stored: StoredBond) {
  const where = `${listed.secid} securities row`;
  const level = numberField(listed.row, 'LISTLEVEL', where);
  const rate = numberField(listed.row, 'COUPONPERCENT', where);
  const changes: { listingLevel?: number | null; couponRate?: number | null } = {};
  if (level !== null && level !== stored.listingLevel) changes.listingLevel = level;
  if (rate !== null && rate > 0 && stored.couponType !== 'zero' && rate !== stored.couponRate)
    changes.couponRate = rate;
  return changes;
}

/**
 * `sync moex --universe`, incremental (issue 34 items 3, 8; ADR 0025 increment 4). Market-wide
 * answers instead of per-bond ones:
 * 1. the exchange's list (one request, every board);
 * 2. bonds the database lacks: the exchange's securities search (100 a page: issuer and kind),
 *    then each new bond's bondization (its description only when the search does not name its
 *    issuer), written whole or not at all;
 * 3. stored bonds: their listed terms compared (listing level, coupon rate) and their
 *    bondization read again only when the list row shows their schedule changed
 *    (moex-schedule-check.ts);
 * 4. the history of each missing trading day for the whole market, by date (~30 pages a day
 *    instead of a request a bond), marked read only once written (moex-daily-history.ts), and
 *    the last stored day again: ISS corrects a day after publishing it (late trades, the next
 *    morning), so a correction lands the next run (changed rows updated, the others not);
 * 5. before the history, the G-curve of its days and of stored days still without one
 *    (moex-daily-curve.ts): the ticks are written with their G-spread over their day's curve,
 *    and the ticks stored before their curve came get theirs when it comes.
 * A daily run over a known market is the list, one day's pages, the previous day's pages and
 * one curve. Failures are named per bond (`<SECID>`), per day (`history <date>`, `curve
 * <date>`), never the whole run; the list failing ends the run before any write.
 */
export async function syncMarket(db: Db, options: UniverseOptions): Promise<MarketResult> {
  const asOf = options.asOf ?? todayIso();
  const client = new IssClient(options);
  const log = options.log ?? (() => undefined);
  const list = await fetchSecuritiesList(client);
  log(`securities list: ${list.rows} rows in ${list.pages} page(s), ${list.bonds.length} bonds`);
  const report = new ReportBuilder(
    'sync moex --universe',
    list.bonds.map((b) => b.secid),
  );
  const failed: MarketResult['failed'] = [];
  const fail = (secid: string, error: unknown) => {
    failed.push({ secid, error: (error as Error).message });
    log(`${secid}: FAILED, nothing written: ${(error as Error).message}`);
  };
  const bonds = tally();
  const issuers = tally();
  const rescheduled: MarketResult['rescheduled'] = [];
  let described = 0;
  const stored = await loadStoredBonds(db, asOf);
  const storedOf = (l: ListedBond) => {
    const isin = typeof l.row.ISIN === 'string' ? l.row.ISIN.toUpperCase() : null;
    return stored.get(l.secid.toUpperCase()) ?? (isin ? stored.get(isin) : undefined);
  };
  const fresh = list.bonds.filter((l) => !storedOf(l));

  let search = new Map<string, SearchedBond>();
  if (fresh.length > 0) {
    try {
      const found = await fetchBondSearch(client);
      search = found.bonds;
      log(`securities search: ${search.size} bonds in ${found.pages} page(s)`);
    } catch (error) {
      // Without the search every new bond asks its own description: slower, as complete.
      log(`securities search failed (${(error as Error).message}); descriptions instead`);
    }
  }
  // A discovery of many bonds reads the whole market's schedules in pages (moex-daily-bulk.ts).
  const bulk = await readBulkSchedules(client, fresh, options.bulkFrom ?? BULK_FROM, log);
  if (bulk instanceof Error)
    fail(`bondization (market): ${fresh.length} new bonds not created`, bulk);
  const total = list.bonds.length;
  // The days of history to read (the writing of the bonds changes none of what decides them).
  // Without the market's schedules no new bond is written: a day read now would be marked
  // without them, so the history waits for the run that creates them.
  const till = options.till ?? asOf;
  const days =
    total === 0 || bulk instanceof Error
      ? []
      : await missingDays(db, {
          ...(options.from ? { from: options.from } : {}),
          till,
          firstDays: options.historyDays ?? FIRST_DAYS,
        });
  const last = total === 0 ? null : (await storedDayRange(db))?.last;
  const rechecked = last && last <= till && !days.includes(last) ? last : null;
  const historyDays = rechecked ? [rechecked, ...days] : days;

  // A discovery read in bulk takes the newest day now and leaves the rest, and their curves, to
  // the next runs; it reads them while its new bonds are written (the database's work and the
  // exchange's answers overlap; the requests stay spaced by the rate).
  const inBulk = bulk !== null && !(bulk instanceof Error);
  const curveDays =
    total === 0 ? [] : await curveDaysToRead(db, inBulk ? days.slice(-NEWEST_DAY_TRIES) : days);
  const ahead = inBulk ? readAhead(client, curveDays, historyDays.at(-1)) : undefined;

  const noteBoards = (listed: ListedBond) => {
    const unknown = listed.boards.filter((b) => boardRank(b) === BOND_BOARDS.length);
    if (unknown.length > 0)
      report.note(
        `${listed.secid}: board ${unknown.join(', ')} not known, read as the Moscow Exchange's (ground 1)`,
      );
  };
  // New bonds are read and checked one by one; a discovery in bulk writes them many a
  // transaction (moex-daily-bonds-batch.ts; a bond refused by the database still fails alone),
  // a daily run's few each as soon as it is read (a run cut off keeps what it wrote).
  const batchSize = bulk && !(bulk instanceof Error) ? BONDS_PER_BATCH : 1;
  const prepared: PreparedBond[] = [];
  const writePrepared = async () => {
    for (const { prepared: p, written, error } of await writeBondsInBatch(
      db,
      prepared.splice(0),
      asOf,
      report,
      batchSize > 1,
    )) {
      if (!written) {
        fail(p.listed.secid, error);
        continue;
      }
      if (p.described) described++;
      issuers[written.issuer.outcome]++;
      bonds[written.bond.outcome]++;
      report.count(written.bond.outcome);
      report.note(`${written.bond.outcome} ${p.listed.secid} (${p.listed.boards.join(', ')})`);
      noteBoards(p.listed);
    }
  };
  for (const [n, listed] of list.bonds.entries()) {
    const { secid } = listed;
    options.onProgress?.(n, total, secid);
    const known = storedOf(listed);
    if (!known) {
      if (bulk instanceof Error) continue;
      try {
        prepared.push(
          await prepareListedBond(
            client,
            listed,
            search.get(secid.toUpperCase()),
            asOf,
            bulk?.of(listed),
          ),
        );
      } catch (error) {
        fail(secid, error);
      }
      if (prepared.length >= batchSize) await writePrepared();
      continue;
    }
    const part = new ReportBuilder('sync moex', []);
    try {
      const changes = listedTermChanges(listed, known);
      const outcome: RowOutcome = Object.keys(changes).length > 0 ? 'updated' : 'unchanged';
      if (outcome === 'updated') {
        await updateListedTerms(db, known.id, changes, asOf);
        report.note(`updated ${secid}: ${Object.keys(changes).join(', ')}`);
      }
      bonds[outcome]++;
      report.count(outcome);
      const reason = scheduleChange(listed.row, known, asOf);
      if (reason) {
        await refreshSchedule(db, client, secid, part);
        rescheduled.push({ secid, reason });
        log(`${secid}: schedule read again (${reason})`);
      }
      report.absorb(part.report);
    } catch (error) {
      report.report.rejected.push(...part.report.rejected);
      fail(secid, error);
      continue;
    }
    noteBoards(listed);
  }
  await writePrepared();
  options.onProgress?.(total, total, 'history');

  // The curve first, so that the history's ticks get their G-spreads as they are written.
  options.onProgress?.(total, total, 'curve');
  const curve = await syncCurveDays(db, client, curveDays, log, ahead?.curves);
  for (const f of curve.failed) fail(f.secid, new Error(f.error));
  if (curve.written.length > 0) report.note(`G-curve written for ${curve.written.join(', ')}`);
  if (curve.unpublished.length > 0)
    report.note(`G-curve not published yet for ${curve.unpublished.join(', ')} (asked next run)`);

  // History: the bonds that are stored now (failed new bonds are not), day by day.
  const now = await storedCodes(db);
  const listedCodes = new Set(list.bonds.map((b) => b.secid.toUpperCase()));
  const listedAndStored = (code: string) =>
    listedCodes.has(code.toUpperCase()) && now.has(code.toUpperCase());
  const history = await syncHistoryDays(db, client, historyDays, {
    known: listedAndStored,
    report,
    log,
    gSpreadOver: await moexGSpreadCurves(db, historyDays),
    newestOnly: inBulk,
    read: ahead?.history,
  });
  for (const f of history.failed) fail(f.secid, new Error(f.error));
  // A curve that came after its day's ticks (published late): those ticks' G-spreads now.
  const priced = new Set(history.days.filter((d) => d.records > 0).map((d) => d.date));
  const late = curve.written.filter((d) => !priced.has(d));
  const gSpreads = await fillMoexGSpreads(db, late);
  if (gSpreads > 0) report.note(`G-spreads set on ${gSpreads} ticks of ${late.join(', ')}`);
  options.onProgress?.(total, total, 'done');
  return {
    report: report.finish(),
    failed,
    requests: client.requests,
    listed: total,
    listRows: list.rows,
    bonds,
    issuers,
    days: history.days.map((d) => d.date).filter((d) => d !== rechecked),
    rechecked,
    curveDays: curve.written,
    gSpreads,
    rescheduled,
    described,
    bulkPages: inBulk ? bulk.pages : 0,
  };
}
