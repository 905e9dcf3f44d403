/**
 * The whole market's bondization (`/iss/statistics/engines/stock/markets/bonds/bondization.json`)
 * made of the per-bond bondization fixtures (fixtures/iss/universe-bondization-<SECID>.json):
 * the same blocks and columns, every bond's rows sorted by payment date as ISS sorts them (a
 * bond's coupons spread over the pages), `pageSize` rows a page with each block's cursor
 * (INDEX, TOTAL, PAGESIZE), `start` paging the three blocks at once. Answers are keyed
 * "path?start=N" (IssFake); `pages` are the documents, for a test to break one.
 */
import { readFileSync } from 'node:fs';
import type { IssFake } from './iss-fake';
import { ok } from './iss-fake';

export const MARKET_BONDIZATION = '/iss/statistics/engines/stock/markets/bonds/bondization.json';

const BLOCKS = ['coupons', 'amortizations', 'offers'] as const;
/** The payment date's column of each block: the answer's order. */
const DATE_COLUMN = { coupons: 'coupondate', amortizations: 'amortdate', offers: 'offerdate' };

type Block = { columns: string[]; data: unknown[][] };

export function marketBondizationPages(secids: readonly string[], pageSize: number) {
  const all = {} as Record<(typeof BLOCKS)[number], Block>;
  for (const secid of secids) {
    const doc = JSON.parse(
      readFileSync(
        new URL(`../fixtures/iss/universe-bondization-${secid}.json`, import.meta.url),
        'utf8',
      ),
    ) as Record<string, Block>;
    for (const name of BLOCKS) {
      const block = doc[name] as Block;
      all[name] ??= { columns: block.columns, data: [] };
      all[name].data.push(...block.data);
    }
  }
  for (const name of BLOCKS) {
    const at = all[name].columns.indexOf(DATE_COLUMN[name]);
    const secidAt = all[name].columns.indexOf('secid');
    all[name].data.sort(
      (x, y) =>
        String(x[at]).localeCompare(String(y[at])) ||
        String(x[secidAt]).localeCompare(String(y[secidAt])),
    );
  }
  const longest = Math.max(...BLOCKS.map((b) => all[b].data.length));
  const pages: { start: number; doc: Record<string, Block> }[] = [];
  for (let start = 0; start < Math.max(1, longest); start += pageSize) {
    const doc: Record<string, Block> = {};
    for (const name of BLOCKS) {
      doc[name] = {
        columns: all[name].columns,
        data: all[name].data.slice(start, start + pageSize),
      };
      doc[`${name}.cursor`] = {
        columns: ['INDEX', 'TOTAL', 'PAGESIZE'],
        data: [[start, all[name].data.length, pageSize]],
      };
    }
    pages.push({ start, doc });
  }
  return pages;
}

/** Serves the pages (each answered the same way every time); the number of pages. */
export function serveMarketBondization(
  iss: IssFake,
  pages: { start: number; doc: unknown }[],
): number {
  for (const { start, doc } of pages) iss.set(MARKET_BONDIZATION, start, [ok(JSON.stringify(doc))]);
  return pages.length;
}
