import { readFileSync } from 'node:fs';
import { tradingDays } from '../../src/data/sync/moex-daily-history';
import type { IssFake } from './iss-fake';
import { ok } from './iss-fake';

/**
 * The exchange's G-curve by date (`/iss/engines/stock/zcyc.json?date=D`), one answer a day:
 * the recorded curve of fixtures/iss/zcyc-2026-11-27.json under each trading day's date from
 * `from` to `till` and each of `days` (the tests' curve does not move from day to day).
 */
export const ZCYC = '/iss/engines/stock/zcyc.json';
export const ZCYC_FIXTURE_DAY = '2026-11-27';

export function serveCurveByDate(
  iss: IssFake,
  window: { from: string; till: string },
  days: readonly string[] = [],
) {
  const recorded = readFileSync(
    new URL(`../fixtures/iss/zcyc-${ZCYC_FIXTURE_DAY}.json`, import.meta.url),
    'utf8',
  );
  for (const date of new Set([...tradingDays(window.from, window.till), ...days]))
    iss.setKey(`${ZCYC}?date=${date}&start=0`, [ok(recorded.replaceAll(ZCYC_FIXTURE_DAY, date))]);
}

/** The recorded curve's parameters of the day's last fit (fixtures/iss/zcyc-2026-11-27.json). */
export function recordedCurveParams(): Record<string, number> {
  const doc = JSON.parse(
    readFileSync(new URL(`../fixtures/iss/zcyc-${ZCYC_FIXTURE_DAY}.json`, import.meta.url), 'utf8'),
  ) as { params: { columns: string[]; data: unknown[][] } };
  const last = doc.params.data.at(-1)!;
  return Object.fromEntries(
    doc.params.columns.slice(2).map((c, i) => [c.toLowerCase(), last[i + 2] as number]),
  );
}

/**
 * The whole market's history by date (`/iss/history/engines/stock/markets/bonds/securities.json
 * ?date=D`) made of the per-bond history fixtures (fixtures/iss/universe-history-<SECID>.json):
 * one answer a day with every bond's rows of that day, and an empty answer for each other
 * trading day the sync may ask (from `from` to `till`).
 */
export const HISTORY_BY_DATE = '/iss/history/engines/stock/markets/bonds/securities.json';

export function serveHistoryByDate(
  iss: IssFake,
  secids: readonly string[],
  window: { from: string; till: string },
): string[] {
  let columns: string[] = [];
  const byDate = new Map<string, unknown[][]>();
  for (const secid of secids) {
    const doc = JSON.parse(
      readFileSync(
        new URL(`../fixtures/iss/universe-history-${secid}.json`, import.meta.url),
        'utf8',
      ),
    ) as { history: { columns: string[]; data: unknown[][] } };
    columns = doc.history.columns;
    const at = columns.indexOf('TRADEDATE');
    for (const row of doc.history.data) {
      const date = row[at] as string;
      byDate.set(date, [...(byDate.get(date) ?? []), row]);
    }
  }
  for (const date of new Set([...tradingDays(window.from, window.till), ...byDate.keys()]))
    iss.setKey(`${HISTORY_BY_DATE}?date=${date}&start=0`, [
      ok(JSON.stringify({ history: { columns, data: byDate.get(date) ?? [] } })),
    ]);
  return [...byDate.keys()];
}
