import { IssError, type IssClient } from './iss-client';
import { readCursor, requireBlock, textField, type IssRecord } from './iss-blocks';

/** Pages the securities list may take at most (3,000 bonds a board at 100 a page is far less). */
const MAX_PAGES = 1000;

/**
 * The boards of the bonds market, the main order books first: the first board of a bond in
 * this order is its main one (its history's day row and the board name kept on its ticks).
 * The whole-market snapshot of 2021-06-16 (shared/data/moex) holds 2,388 rows of 2,304 bonds,
 * 58 of them on several boards: TQCB 1,888, TQOD 198, TQIR 116, TQOB 56, TQRD 40, TQDB 29,
 * TQOE 28, SPOB 26, TQDU 3, AUCT 2, TQIU 1. A board not listed here is still read, ranks after
 * these, and keeps its name: ISS opens and renames boards from time to time.
 */
export const BOND_BOARDS = [
  // T+ order books: government, corporate/regional, high-risk, foreign-currency, sector D.
  'TQOB',
  'TQCB',
  'TQIR',
  'TQOD',
  'TQOE',
  'TQOY',
  'TQRD',
  'TQIY',
  'TQDB',
  'TQDU',
  'TQIU',
  // Negotiated-deal, placement and auction boards: prices there are not the market's.
  'EQOB',
  'EQQI',
  'SPOB',
  'AUCT',
];

export function boardRank(board: string): number {
  const i = BOND_BOARDS.indexOf(board);
  return i < 0 ? BOND_BOARDS.length : i;
}

/** One bond of the exchange's list: its rows on every board, the main board's first. */
export interface ListedBond {
  secid: string;
  /** Board ids, main board first. */
  boards: string[];
  /** The main board's row of the `securities` block. */
  row: IssRecord;
}

/**
 * Every row of `GET /iss/engines/stock/markets/bonds/securities.json` (block `securities`,
 * one row per bond and board), grouped into bonds by SECID. Paging: a `securities.cursor`
 * block when the server sends one, else `start` advanced by the rows read until an empty
 * page; a page that adds no new (SECID, BOARDID) pair ends the loop too, so a server that
 * ignores `start` and answers the whole list each time is read once.
 */
export async function fetchSecuritiesList(
  client: IssClient,
): Promise<{ bonds: ListedBond[]; rows: number; pages: number }> {
  const path = 'iss/engines/stock/markets/bonds/securities.json';
  const seen = new Set<string>();
  const records: IssRecord[] = [];
  let start = 0;
  let pages = 0;
  for (;;) {
    const where = `securities list (start=${start})`;
    const doc = await client.getJson(path, { start });
    pages++;
    const rows = requireBlock(doc, 'securities', where);
    let fresh = 0;
    for (const [n, r] of rows.entries()) {
      const secid = textField(r, 'SECID');
      const board = textField(r, 'BOARDID');
      if (!secid || !board)
        throw new IssError(`${where}: securities row ${n + 1} has no SECID or BOARDID`);
      const key = `${secid}/${board}`;
      if (seen.has(key)) continue;
      seen.add(key);
      records.push(r);
      fresh++;
    }
    const cursor = readCursor(doc, 'securities', where);
    const next = cursor ? cursor.index + cursor.pageSize : start + rows.length;
    if (rows.length === 0 || fresh === 0) break;
    if (cursor && next >= cursor.total) break;
    if (next <= start) throw new IssError(`${where}: the cursor does not advance`);
    if (pages >= MAX_PAGES) throw new IssError(`${where}: more than ${MAX_PAGES} pages`);
    start = next;
  }
  const bySecid = new Map<string, IssRecord[]>();
  for (const r of records) {
    const secid = textField(r, 'SECID') as string;
    bySecid.set(secid, [...(bySecid.get(secid) ?? []), r]);
  }
  const bonds = [...bySecid.entries()].map(([secid, rows]) => {
    const board = (r: IssRecord) => textField(r, 'BOARDID') as string;
    const sorted = [...rows].sort(
      (a, b) => boardRank(board(a)) - boardRank(board(b)) || board(a).localeCompare(board(b)),
    );
    return { secid, boards: sorted.map(board), row: sorted[0] as IssRecord };
  });
  return { bonds, rows: records.length, pages };
}

/**
 * A security's description, `GET /iss/securities/<SECID>.json`: block `description` with the
 * columns name, title, value, type, sort_order, is_hidden, precision, one row per field
 * (SECID, NAME, SHORTNAME, ISIN, REGNUMBER, ISSUEDATE, MATDATE, INITIALFACEVALUE, FACEUNIT,
 * LATNAME, COUPONFREQUENCY, COUPONPERCENT, ISSUESIZE, TYPE, EMITTER_ID, EMITENT_TITLE,
 * EMITENT_INN, ...). Answers the fields by name (upper-cased), values as ISS sent them.
 */
export async function fetchDescription(
  client: IssClient,
  secid: string,
): Promise<Record<string, unknown>> {
  const where = `${secid} description`;
  const doc = await client.getJson(`iss/securities/${encodeURIComponent(secid)}.json`);
  const rows = requireBlock(doc, 'description', where);
  const fields: Record<string, unknown> = {};
  for (const [n, r] of rows.entries()) {
    const name = textField(r, 'NAME');
    if (!name || !('VALUE' in r)) throw new IssError(`${where}: row ${n + 1} has no name/value`);
    fields[name.toUpperCase()] = r.VALUE;
  }
  if (fields.SECID !== undefined && String(fields.SECID).toUpperCase() !== secid.toUpperCase())
    throw new IssError(`${where}: it describes ${String(fields.SECID)}, not ${secid}`);
  return fields;
}
