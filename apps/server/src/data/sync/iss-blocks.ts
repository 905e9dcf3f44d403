import { IssError } from './iss-client';

/**
 * ISS JSON blocks: `{ "<name>": { "columns": [...], "data": [[...], ...] } }`, with a
 * `<name>.cursor` block (INDEX, TOTAL, PAGESIZE) where the answer is paged. Every shape
 * check fails with an IssError naming the block, so a malformed answer writes nothing.
 */
export type IssRecord = Record<string, unknown>;

export interface Cursor {
  index: number;
  total: number;
  pageSize: number;
}

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** A block's rows as records keyed by upper-cased column; null when the block is absent. */
export function readBlock(doc: unknown, name: string, where: string): IssRecord[] | null {
  if (!isObject(doc)) throw new IssError(`${where}: the answer is not a JSON object`);
  const block = doc[name];
  if (block === undefined) return null;
  if (!isObject(block) || !Array.isArray(block.columns) || !Array.isArray(block.data))
    throw new IssError(`${where}: block "${name}" has no columns/data arrays`);
  const columns = block.columns.map((c, i) => {
    if (typeof c !== 'string')
      throw new IssError(`${where}: block "${name}" column ${i} is not a name`);
    return c.toUpperCase();
  });
  return block.data.map((row, r) => {
    if (!Array.isArray(row) || row.length !== columns.length)
      throw new IssError(
        `${where}: block "${name}" row ${r + 1} does not have ${columns.length} values`,
      );
    return Object.fromEntries(columns.map((c, i) => [c, row[i]]));
  });
}

export function requireBlock(doc: unknown, name: string, where: string): IssRecord[] {
  const rows = readBlock(doc, name, where);
  if (!rows) throw new IssError(`${where}: the answer has no "${name}" block`);
  return rows;
}

/** The paging cursor of a block, or null when the answer is not paged. */
export function readCursor(doc: unknown, name: string, where: string): Cursor | null {
  const rows = readBlock(doc, `${name}.cursor`, where);
  const row = rows?.[0];
  if (!row) return null;
  const [index, total, pageSize] = [row.INDEX, row.TOTAL, row.PAGESIZE];
  if (
    ![index, total, pageSize].every((x) => typeof x === 'number' && Number.isInteger(x) && x >= 0)
  )
    throw new IssError(`${where}: block "${name}.cursor" is not INDEX, TOTAL, PAGESIZE integers`);
  return { index: index as number, total: total as number, pageSize: pageSize as number };
}

export function numberField(rec: IssRecord, column: string, where: string): number | null {
  const v = rec[column];
  if (v === undefined || v === null || v === '') return null;
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && /^[-+]?\d+(\.\d+)?$/.test(v.trim())) return Number(v);
  throw new IssError(`${where}: ${column} ${JSON.stringify(v)} is not a number`);
}

/** ISS dates are YYYY-MM-DD; "0000-00-00" and null mean none. */
export function dateField(rec: IssRecord, column: string, where: string): string | null {
  const v = rec[column];
  if (v === undefined || v === null || v === '' || v === '0000-00-00') return null;
  if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)))
    return v;
  throw new IssError(`${where}: ${column} ${JSON.stringify(v)} is not a date`);
}

export function textField(rec: IssRecord, column: string): string | null {
  const v = rec[column];
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : null;
}
