import type { HistoryRow } from '../importers/ticks';
import { IssError, type IssClient } from './iss-client';
import { readCursor, requireBlock, textField, type IssRecord } from './iss-blocks';
import { historyRows } from './iss-fetch';

/** Pages one date may take at most (3,000 bonds on several boards at 100 a page is ~30). */
const MAX_PAGES = 200;

export const HISTORY_BY_DATE = 'iss/history/engines/stock/markets/bonds/securities.json';

/**
 * The whole bonds market's history of one trading day,
 * `GET /iss/history/engines/stock/markets/bonds/securities.json?date=YYYY-MM-DD`: block
 * `history` (one row per bond and board, the columns of the per-bond history), paged by
 * `start` with a `history.cursor` block (INDEX, TOTAL, PAGESIZE). Every page is read and
 * checked before anything is answered: a malformed page fails the whole date (the caller
 * writes nothing of it and reads it again next run). A bond keeps its main board's row, as
 * the per-bond history does (boardRank). An empty first page is a day without trading.
 */
export async function fetchHistoryByDate(
  client: IssClient,
  date: string,
): Promise<{ rows: HistoryRow[]; pages: number; records: number }> {
  const bySecid = new Map<string, IssRecord[]>();
  let start = 0;
  let pages = 0;
  let records = 0;
  for (;;) {
    const where = `history ${date} (start=${start})`;
    const doc = await client.getJson(HISTORY_BY_DATE, { date, start });
    pages++;
    const rows = requireBlock(doc, 'history', where);
    for (const [n, r] of rows.entries()) {
      const secid = textField(r, 'SECID');
      if (!secid) throw new IssError(`${where}: history row ${n + 1} has no SECID`);
      if (r.TRADEDATE !== date)
        throw new IssError(`${where}: history row ${n + 1} is of ${String(r.TRADEDATE)}`);
      bySecid.set(secid, [...(bySecid.get(secid) ?? []), r]);
    }
    records += rows.length;
    const cursor = readCursor(doc, 'history', where);
    if (!cursor || rows.length === 0) break;
    const next = cursor.index + cursor.pageSize;
    if (next >= cursor.total) break;
    if (next <= start) throw new IssError(`${where}: the cursor does not advance`);
    if (pages >= MAX_PAGES) throw new IssError(`${where}: more than ${MAX_PAGES} pages`);
    start = next;
  }
  const rows = [...bySecid.entries()].flatMap(([secid, recs]) => historyRows(secid, recs));
  return { rows, pages, records };
}
