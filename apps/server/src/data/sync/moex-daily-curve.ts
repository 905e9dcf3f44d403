import { and, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { moexHistoryDays, yieldCurveParams, yieldCurves } from '../../db/schema/index';
import { writeCurveLines } from '../importers/curve-points';
import { ReportBuilder } from '../importers/report';
import { MOEX_GCURVE } from '../importers/sources/curves';
import { fillTickGSpreads } from '../importers/tick-g-spreads';
import { addDaysIso } from '../importers/values';
import type { IssClient } from './iss-client';
import { fetchHistoryByDate } from './iss-history-by-date';
import { fetchZcyc } from './iss-zcyc';
import { LOOKBACK_DAYS } from './moex-daily-history';
import { storedDayRange } from './moex-daily-store';

/** The G-curve's days stored (its published parameters), among `dates`. */
export async function storedCurveDays(db: Db, dates: readonly string[]): Promise<Set<string>> {
  if (dates.length === 0) return new Set();
  const rows = await db
    .select({ date: yieldCurveParams.date })
    .from(yieldCurveParams)
    .innerJoin(yieldCurves, eq(yieldCurves.id, yieldCurveParams.curveId))
    .where(and(eq(yieldCurves.code, MOEX_GCURVE.code), inArray(yieldCurveParams.date, [...dates])));
  return new Set(rows.map((r) => r.date));
}

/**
 * The days whose G-curve a run asks: the days it reads history for, and the days whose history
 * is stored (within LOOKBACK_DAYS of the newest) but whose curve is not (published after the
 * history was read), without the days whose curve is stored. Sorted.
 */
export async function curveDaysToRead(db: Db, historyDays: readonly string[]): Promise<string[]> {
  const range = await storedDayRange(db);
  const stored = range
    ? (
        await db
          .select({ date: moexHistoryDays.date })
          .from(moexHistoryDays)
          .where(gte(moexHistoryDays.date, addDaysIso(range.last, -LOOKBACK_DAYS)))
      ).map((d) => d.date)
    : [];
  const wanted = [...new Set([...historyDays, ...stored])].sort();
  const have = await storedCurveDays(db, wanted);
  return wanted.filter((d) => !have.has(d));
}

export interface CurveResult {
  /** Days whose curve was written. */
  written: string[];
  /** Days the exchange has not published a curve for yet (asked again next run). */
  unpublished: string[];
  failed: { secid: string; error: string }[];
}

/**
 * Reads and writes each day's G-curve (iss-zcyc.ts) through the curve importer's writer
 * (yield_curves 'moex-gcurve': parameters and the day's yields as points, source moex-iss), a
 * day at a time: a malformed day fails alone (`curve <date>`), never the bonds.
 */
export async function syncCurveDays(
  db: Db,
  client: IssClient,
  days: readonly string[],
  log: (line: string) => void,
  /** Answers already asked (readAhead), by day. */
  read?: Map<string, ReturnType<typeof fetchZcyc>>,
): Promise<CurveResult> {
  const out: CurveResult = { written: [], unpublished: [], failed: [] };
  for (const date of days) {
    try {
      const line = await (read?.get(date) ?? fetchZcyc(client, date));
      if (!line) {
        out.unpublished.push(date);
        log(`curve ${date}: not published yet`);
        continue;
      }
      const report = new ReportBuilder('moex-gcurve', []);
      await writeCurveLines(db, MOEX_GCURVE, [line], report);
      const rejected = report.report.rejected[0];
      if (rejected) throw new Error(`database refused the curve: ${rejected.reason}`);
      out.written.push(date);
      log(`curve ${date}: ${line.points.length} points and the parameters written`);
    } catch (error) {
      out.failed.push({ secid: `curve ${date}`, error: (error as Error).message });
      log(`curve ${date}: FAILED, nothing written: ${(error as Error).message}`);
    }
  }
  return out;
}

/**
 * The curves of `curveDays`, then the history of `newest`, asked now, one request after the
 * other, while the caller does other work (a discovery writes its new bonds meanwhile); the
 * caller awaits each answer when it needs it (syncCurveDays, syncHistoryDays' `read`). A
 * failure surfaces there, where it would have been met without reading ahead.
 */
export function readAhead(client: IssClient, curveDays: readonly string[], newest?: string) {
  const curves = new Map<string, ReturnType<typeof fetchZcyc>>();
  const history = new Map<string, ReturnType<typeof fetchHistoryByDate>>();
  let chain: Promise<unknown> = Promise.resolve();
  const next = <T>(ask: () => Promise<T>): Promise<T> => {
    const answer = chain.then(ask);
    chain = answer.catch(() => undefined);
    return answer;
  };
  for (const date of curveDays)
    curves.set(
      date,
      next(() => fetchZcyc(client, date)),
    );
  if (newest)
    history.set(
      newest,
      next(() => fetchHistoryByDate(client, newest)),
    );
  // Awaited later: not an unhandled rejection meanwhile.
  for (const answer of [...curves.values(), ...history.values()]) answer.catch(() => undefined);
  return { curves, history };
}

/** The G-spreads of the exchange's ticks on `dates` over the G-curve of their day. */
export function fillMoexGSpreads(db: Db, dates: readonly string[]): Promise<number> {
  return fillTickGSpreads(db, MOEX_GCURVE, dates, 'moex-iss');
}
