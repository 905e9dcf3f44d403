import { calendarById, formatIsoDate, parseIsoDate, type CalendarDate } from '@bondsight/bond-math';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { ReportBuilder } from '../importers/report';
import { writeHistory, type GSpreadCurves, type HistoryRow } from '../importers/ticks';
import { addDaysIso } from '../importers/values';
import type { IssClient } from './iss-client';
import { fetchHistoryByDate } from './iss-history-by-date';
import { markHistoryDays, storedDayRange, storedHistoryDays } from './moex-daily-store';

/** A daily run looks this far behind the newest stored day for days still missing. */
export const LOOKBACK_DAYS = 14;
/** Bonds written per transaction: a refused row rolls back this many bonds' days, no more. */
const BONDS_PER_BATCH = 200;
/** Trading days a discovery walks back from the newest to find one with prices (holidays). */
export const NEWEST_DAY_TRIES = 5;

/** The exchange's trading days from `from` to `till` (the MOEX calendar; weekends skipped). */
export function tradingDays(from: string, till: string): string[] {
  const moex = calendarById('moex');
  const out: string[] = [];
  for (let d = parseIsoDate(from); d <= parseIsoDate(till); d = (d + 1) as CalendarDate)
    if (moex.isBusinessDay(d)) out.push(formatIsoDate(d));
  return out;
}

/**
 * The days to read: the trading days from the window's start to `till` whose whole-market
 * history is not stored. The window starts at `from` when given, else LOOKBACK_DAYS before the
 * newest stored day (a day that failed or was cut off is read again) but not before the oldest
 * (older history is read per bond, on request), else `firstDays` days back on a first
 * discovery. A history shallower than `firstDays` is completed first (owedFrom).
 */
export async function missingDays(
  db: Db,
  o: { from?: string; till: string; firstDays: number },
): Promise<string[]> {
  const stored = await storedDayRange(db);
  const back = stored ? addDaysIso(stored.last, -LOOKBACK_DAYS) : null;
  const start =
    o.from ??
    (stored && back
      ? back > stored.first
        ? back
        : stored.first
      : addDaysIso(o.till, -o.firstDays));
  const days = tradingDays(owedFrom(stored, o.firstDays, start), o.till);
  const have = await storedHistoryDays(db, days);
  return days.filter((d) => !have.has(d));
}

/**
 * Where the window starts when the stored history is shallower than `firstDays` before its
 * newest day (a discovery read in bulk stored only its newest day, or was cut short): that
 * far back, so the next runs complete it, whatever `--from` says; else `start` unchanged.
 */
export function owedFrom(
  stored: { first: string; last: string } | null,
  firstDays: number,
  start: string,
): string {
  if (!stored) return start;
  const owed = addDaysIso(stored.last, -firstDays);
  return stored.first > owed && owed < start ? owed : start;
}

export interface HistoryResult {
  days: { date: string; bonds: number; pages: number; records: number }[];
  failed: { secid: string; error: string }[];
}

export interface HistoryOptions {
  /** Whether a row's bond (its SECID or ISIN) is one to write. */
  known: (secid: string) => boolean;
  report: ReportBuilder;
  log: (line: string) => void;
  /** The curves the ticks' G-spreads are computed over, by day. */
  gSpreadOver?: GSpreadCurves;
  /**
   * A discovery in bulk: only the newest of the days that has prices, walking back over up to
   * NEWEST_DAY_TRIES days answered empty (a holiday, or a day not published yet), so the bonds
   * have their prices and yields as soon as the run ends; the other days of the window are
   * read by the next runs (missingDays completes a history shallower than `--days`).
   */
  newestOnly?: boolean;
  /** Days already asked (moex-daily-curve.ts readAhead): their answers instead of a request. */
  read?: Map<string, ReturnType<typeof fetchHistoryByDate>>;
}

/**
 * Reads each day's whole-market history (every page, checked) and writes the rows of the bonds
 * the database holds: grouped by bond (one pricing load and one upsert a bond for every day),
 * BONDS_PER_BATCH bonds a transaction. A day is marked read (moex_history_days) in the last
 * transaction, after all its rows: a day whose page is malformed fails alone (named `history
 * <date>`), writes nothing and stays unmarked, and so does every day of a run cut off before
 * its end; the next run reads them again, and the ticks' key (bond, ground, day) makes the
 * second write an update, never a duplicate. With `newestOnly`, the newest day with prices only.
 */
export async function syncHistoryDays(
  db: Db,
  client: IssClient,
  days: string[],
  o: HistoryOptions,
): Promise<HistoryResult> {
  if (!o.newestOnly) return syncDays(db, client, days, o);
  const out: HistoryResult = { days: [], failed: [] };
  for (const date of [...days].reverse().slice(0, NEWEST_DAY_TRIES)) {
    const result = await syncDays(db, client, [date], o);
    out.days.push(...result.days);
    out.failed.push(...result.failed);
    if (result.failed.length === 0 && result.days.some((d) => d.records > 0)) break;
  }
  return out;
}

async function syncDays(
  db: Db,
  client: IssClient,
  days: string[],
  { known, report, log, gSpreadOver, read: ahead }: HistoryOptions,
): Promise<HistoryResult> {
  const failed: HistoryResult['failed'] = [];
  const read: HistoryResult['days'] = [];
  const byBond = new Map<string, HistoryRow[]>();
  for (const date of days) {
    try {
      const day = await (ahead?.get(date) ?? fetchHistoryByDate(client, date));
      const rows = day.rows.filter((r) => known(r.code));
      for (const r of rows) byBond.set(r.code, [...(byBond.get(r.code) ?? []), r]);
      read.push({ date, bonds: rows.length, pages: day.pages, records: day.records });
      log(`history ${date}: ${day.records} rows in ${day.pages} page(s), ${rows.length} bonds`);
    } catch (error) {
      failed.push({ secid: `history ${date}`, error: (error as Error).message });
      log(`history ${date}: FAILED, nothing written: ${(error as Error).message}`);
    }
  }
  const bonds = [...byBond.values()];
  const batches: HistoryRow[][] = [];
  for (let i = 0; i < bonds.length; i += BONDS_PER_BATCH)
    batches.push(bonds.slice(i, i + BONDS_PER_BATCH).flat());
  if (batches.length === 0 && read.length > 0) batches.push([]);
  let refused = false;
  for (const [k, batch] of batches.entries()) {
    const part = new ReportBuilder('sync moex', []);
    part.report.read += batch.length;
    try {
      await inTransaction(db, async (tx) => {
        if (batch.length > 0) await writeHistory(tx, batch, part, undefined, gSpreadOver);
        // A row the database refused (the writer rejects it alone) rolls the batch back: its
        // days must stay unread, to be written whole by the next run.
        const rejected = part.report.rejected[0];
        if (rejected)
          throw new Error(`${rejected.file ?? ''} line ${rejected.line}: ${rejected.reason}`);
        // The days are marked with the last batch, and only when every batch was written.
        if (k === batches.length - 1 && !refused)
          await markHistoryDays(
            tx,
            // A day answered empty is not marked: a holiday costs a request a run, but today's
            // history asked before ISS publishes it is asked again, not lost.
            read.filter((d) => d.records > 0).map(({ date, bonds }) => ({ date, bonds })),
          );
      });
      report.absorb(part.report);
    } catch (error) {
      refused = true;
      const codes = [...new Set(batch.map((r) => r.code))];
      failed.push({
        secid: `history of ${codes.length} bonds from ${codes[0]}`,
        error: `database refused the days: ${(error as Error).message}`,
      });
    }
  }
  return { days: read, failed };
}
