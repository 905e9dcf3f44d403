import type { FlowInput } from '../importers/cash-flows';
import { offerPeriod, offerType, type OfferInput } from '../importers/offers';
import type { HistoryRow } from '../importers/ticks';
import { RowError } from '../importers/values';
import { IssError, type IssClient } from './iss-client';
import {
  dateField,
  numberField,
  readBlock,
  readCursor,
  requireBlock,
  textField,
  type IssRecord,
} from './iss-blocks';
import { boardRank } from './iss-universe';

/** Pages a request may take at most: a cursor that never ends must not loop for ever. */
const MAX_PAGES = 500;

export interface Range {
  from?: string;
  till?: string;
}

/** Every page of a secid's daily history (`history` block, paged by `history.cursor`). */
export async function fetchHistory(client: IssClient, secid: string, range: Range) {
  const path = `iss/history/engines/stock/markets/bonds/securities/${encodeURIComponent(secid)}.json`;
  const records: IssRecord[] = [];
  let start = 0;
  let pages = 0;
  for (;;) {
    const where = `${secid} history (start=${start})`;
    const doc = await client.getJson(path, { from: range.from, till: range.till, start });
    pages++;
    const rows = requireBlock(doc, 'history', where);
    records.push(...rows);
    const cursor = readCursor(doc, 'history', where);
    const next = cursor ? cursor.index + cursor.pageSize : Number.POSITIVE_INFINITY;
    if (!cursor || rows.length === 0 || next >= cursor.total) break;
    if (next <= start) throw new IssError(`${where}: the cursor does not advance`);
    if (pages >= MAX_PAGES) throw new IssError(`${where}: more than ${MAX_PAGES} pages`);
    start = next;
  }
  return { rows: historyRows(secid, records), pages };
}

/** One row a day: the main board's, else the board with the largest traded value. */
export function historyRows(secid: string, records: IssRecord[]): HistoryRow[] {
  const byDate = new Map<string, IssRecord>();
  const rank = (r: IssRecord) => boardRank(String(r.BOARDID ?? ''));
  for (const [n, r] of records.entries()) {
    const where = `${secid} history row ${n + 1}`;
    const date = dateField(r, 'TRADEDATE', where);
    if (!date) throw new IssError(`${where}: TRADEDATE is missing`);
    const other = byDate.get(date);
    const value = (x: IssRecord) => numberField(x, 'VALUE', where) ?? 0;
    if (!other || rank(r) < rank(other) || (rank(r) === rank(other) && value(r) > value(other)))
      byDate.set(date, r);
  }
  const days = [...byDate.entries()].sort(([a], [b]) => a.localeCompare(b));
  return days.map(([date, r], i) => {
    const where = `${secid} history ${date}`;
    const num = (c: string) => numberField(r, c, where);
    const close = num('CLOSE');
    return {
      line: i + 1,
      file: `${secid} history`,
      code: secid,
      date,
      close,
      yieldClose: num('YIELDCLOSE'),
      duration: num('DURATION'),
      accint: num('ACCINT'),
      extra: {
        legalClosePrice: num('LEGALCLOSEPRICE') ?? close,
        openPrice: num('OPEN'),
        minPrice: num('LOW'),
        maxPrice: num('HIGH'),
        avarPrice: num('WAPRICE'),
        volume: num('VOLUME'),
        volumeMoney: num('VALUE'),
        agreementNumber: num('NUMTRADES'),
        marketPrice: num('MARKETPRICE3'),
        marketPrice2: num('MARKETPRICE2'),
        admittedQuote: num('ADMITTEDQUOTE'),
        ytoClose: num('YIELDTOOFFER'),
        offerDate: dateField(r, 'OFFERDATE', where),
        boardName: textField(r, 'BOARDID'),
      },
    };
  });
}

export interface Bondization {
  flows: (FlowInput & { code: string })[];
  offers: OfferInput[];
  /** Coupons published with a date but no amount yet: a floater's future coupons. */
  unsetCoupons: number;
  /** The first coupon's accrual start (STARTDATE): the bond's issue date when none is described. */
  firstStart: string | null;
  /** INITIALFACEVALUE of its coupons or amortizations: the face when none is described. */
  initialFace: number | null;
  pages: number;
}

export const BONDIZATION_BLOCKS = ['coupons', 'amortizations', 'offers'] as const;
/** A bond's bondization rows by block, as the per-bond and the market-wide answers give them. */
export type BondizationBlocks = Record<(typeof BONDIZATION_BLOCKS)[number], IssRecord[]>;

/** Coupons, amortizations and offers of a secid (each block paged by its own cursor). */
export async function fetchBondization(client: IssClient, secid: string): Promise<Bondization> {
  const path = `iss/statistics/engines/stock/markets/bonds/bondization/${encodeURIComponent(secid)}.json`;
  const blocks: BondizationBlocks = { coupons: [], amortizations: [], offers: [] };
  let start = 0;
  let pages = 0;
  for (;;) {
    const where = `${secid} bondization (start=${start})`;
    const doc = await client.getJson(path, { start, limit: 100 });
    pages++;
    requireBlock(doc, 'coupons', where);
    requireBlock(doc, 'amortizations', where);
    let next = Number.POSITIVE_INFINITY;
    for (const name of BONDIZATION_BLOCKS) {
      blocks[name].push(...(readBlock(doc, name, where) ?? []));
      const cursor = readCursor(doc, name, where);
      if (cursor && cursor.index + cursor.pageSize < cursor.total)
        next = Math.min(next, cursor.index + cursor.pageSize);
    }
    if (!Number.isFinite(next)) break;
    if (next <= start) throw new IssError(`${where}: the cursor does not advance`);
    if (pages >= MAX_PAGES) throw new IssError(`${where}: more than ${MAX_PAGES} pages`);
    start = next;
  }
  return parseBondization(secid, blocks, pages);
}

/**
 * A bond's payments and offers from its bondization rows: one reader for the per-bond answer
 * and the market-wide one (iss-bondization-market.ts; the same columns). Throws an IssError
 * naming the row when a date or a number is malformed.
 */
export function parseBondization(
  secid: string,
  blocks: BondizationBlocks,
  pages: number,
): Bondization {
  const line = (i: number) => ({ line: i + 1 });
  const flows: Bondization['flows'] = [];
  let unsetCoupons = 0;
  let firstStart: string | null = null;
  let initialFace: number | null = null;
  for (const [n, r] of [...blocks.coupons, ...blocks.amortizations].entries())
    initialFace ??= numberField(r, 'INITIALFACEVALUE', `${secid} bondization row ${n + 1}`);
  blocks.coupons.forEach((r, i) => {
    const where = `${secid} coupon ${i + 1}`;
    const start = dateField(r, 'STARTDATE', where);
    if (start && (!firstStart || start < firstStart)) firstStart = start;
    const date = dateField(r, 'COUPONDATE', where);
    const coupon = numberField(r, 'VALUE', where);
    // A floater's future coupons are published without an amount: nothing to store yet.
    if (date && coupon === null) unsetCoupons++;
    if (!date || coupon === null) return;
    const rate = numberField(r, 'VALUEPRC', where);
    const record = dateField(r, 'RECORDDATE', where);
    flows.push({
      code: secid,
      file: `${secid} coupons`,
      ...line(i),
      date,
      coupon,
      ...(rate !== null ? { couponRate: rate } : {}),
      ...(record ? { recordDate: record } : {}),
      source: 'moex-iss',
    });
  });
  blocks.amortizations.forEach((r, i) => {
    const where = `${secid} amortization ${i + 1}`;
    const date = dateField(r, 'AMORTDATE', where);
    const value = numberField(r, 'VALUE', where);
    if (!date || value === null) return;
    flows.push({
      code: secid,
      file: `${secid} amortizations`,
      ...line(i),
      date,
      redemption: value,
      source: 'moex-iss',
    });
  });
  const offers: OfferInput[] = [];
  blocks.offers.forEach((r, i) => {
    const where = `${secid} offer ${i + 1}`;
    const date = dateField(r, 'OFFERDATE', where);
    if (!date) return;
    let type: 'put' | 'call';
    try {
      type = offerType(textField(r, 'OFFERTYPE') ?? 'offer');
    } catch (error) {
      if (error instanceof RowError) return;
      throw error;
    }
    const period = offerPeriod(
      dateField(r, 'OFFERDATESTART', where),
      dateField(r, 'OFFERDATEEND', where),
    );
    offers.push({
      code: secid,
      file: `${secid} offers`,
      ...line(i),
      date,
      type,
      period,
      price: numberField(r, 'PRICE', where) ?? 100,
    });
  });
  return { flows, offers, unsetCoupons, firstStart, initialFace, pages };
}
