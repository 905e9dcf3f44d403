import { IssError, type IssClient } from './iss-client';
import { readBlock, readCursor, requireBlock, textField } from './iss-blocks';
import { BONDIZATION_BLOCKS, type BondizationBlocks } from './iss-fetch';

export const MARKET_BONDIZATION = 'iss/statistics/engines/stock/markets/bonds/bondization.json';

/** ISS's largest page for this answer (`limit` ∈ 5, 10, 20, 100). */
const PAGE_LIMIT = 100;
/**
 * Pages one read may take at most: ~1,400 for 3,000 bonds' whole schedules; the real answer
 * also holds the matured issues (since 1997), so the bound leaves room, but a cursor that never
 * ends must not loop for ever.
 */
const MAX_PAGES = 20_000;

export interface MarketBondization {
  /** The wanted bonds' rows, by upper-cased SECID, in the answer's order, each row once. */
  bonds: Map<string, BondizationBlocks>;
  pages: number;
  /** Rows read, of every bond (those not wanted included). */
  rows: number;
}

/**
 * The whole market's coupons, amortizations and offers,
 * `GET /iss/statistics/engines/stock/markets/bonds/bondization.json?start=N&limit=100`: the
 * per-bond bondization's blocks and columns (secid among them), every bond's rows in one
 * paged answer (each block with its own `<block>.cursor`; `start` pages all three at once, so
 * the read takes as many pages as its longest block). No `from`/`till`: a bond's whole
 * schedule, past coupons included, as the per-bond answer gives it (ADR 0025, increment 5).
 * Every page is read and checked before anything is answered: an HTTP failure (after the
 * client's retries), a malformed page or a page shorter than its cursor promises (an empty
 * page mid-way) fails the whole read, so the caller writes nothing from it. Rows are grouped
 * by SECID (else ISIN) and kept only for `wanted` bonds; a row seen twice (the answer moved
 * between pages) is kept once. The first page's cursors tell how many pages the whole answer
 * takes: when `worth` finds that too many, the read stops there (null).
 */
export async function fetchMarketBondization(
  client: IssClient,
  wanted: (code: string) => boolean,
  /** Asked after the first page with the pages the whole answer takes: false stops the read. */
  worth: (pages: number) => boolean = () => true,
): Promise<MarketBondization | null> {
  const bonds = new Map<string, BondizationBlocks>();
  const seen = new Set<string>();
  let start = 0;
  let pages = 0;
  let rows = 0;
  for (;;) {
    const where = `market bondization (start=${start})`;
    const doc = await client.getJson(MARKET_BONDIZATION, {
      start,
      limit: PAGE_LIMIT,
      'iss.only': BONDIZATION_BLOCKS.flatMap((b) => [b, `${b}.cursor`]).join(','),
    });
    pages++;
    requireBlock(doc, 'coupons', where);
    requireBlock(doc, 'amortizations', where);
    let more = false;
    let pageSize = 0;
    let longest = 0;
    for (const name of BONDIZATION_BLOCKS) {
      const cursor = readCursor(doc, name, where);
      // A block without a cursor is whole in the first answer: read it once, not every page.
      if (!cursor && start > 0) continue;
      const records = readBlock(doc, name, where) ?? [];
      if (cursor) {
        const expected = Math.max(0, Math.min(cursor.pageSize, cursor.total - cursor.index));
        if (cursor.index !== start)
          throw new IssError(`${where}: block "${name}" answers from ${cursor.index}`);
        if (records.length < expected)
          throw new IssError(
            `${where}: block "${name}" has ${records.length} rows, its cursor promises ${expected} of ${cursor.total}`,
          );
        if (cursor.pageSize > 0)
          longest = Math.max(longest, Math.ceil(cursor.total / cursor.pageSize));
        if (cursor.index + cursor.pageSize < cursor.total) {
          more = true;
          pageSize = Math.max(pageSize, cursor.pageSize);
        }
      }
      rows += records.length;
      for (const [n, r] of records.entries()) {
        const code = (textField(r, 'SECID') ?? textField(r, 'ISIN'))?.toUpperCase();
        if (!code) throw new IssError(`${where}: block "${name}" row ${n + 1} has no secid`);
        if (!wanted(code)) continue;
        const key = `${name}\u0000${JSON.stringify(r)}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const blocks = bonds.get(code) ?? { coupons: [], amortizations: [], offers: [] };
        blocks[name].push(r);
        bonds.set(code, blocks);
      }
    }
    if (start === 0 && !worth(longest)) return null;
    if (!more) break;
    if (pageSize <= 0) throw new IssError(`${where}: the cursor does not advance`);
    if (pages >= MAX_PAGES) throw new IssError(`${where}: more than ${MAX_PAGES} pages`);
    start += pageSize;
  }
  return { bonds, pages, rows };
}
