/** Field parsing shared by the importers: every failure names the column and the bad text. */

/** The file is not of the named source (header/columns): refused before anything is written. */
export class FormatError extends Error {
  override name = 'FormatError';
}

/** One row cannot be imported; the importer reports it with its line and goes on. */
export class RowError extends Error {
  override name = 'RowError';
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const DOTTED = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;
const US = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/;

/** A real calendar day as YYYY-MM-DD, or null (rejects 2021-02-30 and the like). */
export function isoDay(year: number, month: number, day: number): string | null {
  if (year < 1900 || year > 2200 || month < 1 || month > 12 || day < 1) return null;
  const t = Date.UTC(year, month - 1, day);
  if (new Date(t).getUTCDate() !== day) return null;
  return new Date(t).toISOString().slice(0, 10);
}

/**
 * Dates as the sources write them: ISO (ISS, FRED, FedInvest), dd.mm.yyyy (moex.com exports)
 * and M/D/YY or M/D/YYYY (Treasury's par curve; a two-digit year below 50 is 20xx).
 */
export function parseDate(text: string, column: string): string {
  const s = text.trim();
  let iso: string | null = null;
  let m = ISO.exec(s);
  if (m) iso = isoDay(Number(m[1]), Number(m[2]), Number(m[3]));
  else if ((m = DOTTED.exec(s))) iso = isoDay(Number(m[3]), Number(m[2]), Number(m[1]));
  else if ((m = US.exec(s))) {
    const y = Number(m[3]);
    const year = (m[3] as string).length === 4 ? y : y < 50 ? 2000 + y : 1900 + y;
    iso = isoDay(year, Number(m[1]), Number(m[2]));
  }
  if (!iso) throw new RowError(`${column} "${s}" is not a date`);
  return iso;
}

export function optionalDate(text: string | undefined, column: string): string | null {
  return text === undefined || text.trim() === '' ? null : parseDate(text, column);
}

/** A number or null when empty (or one of the source's missing markers, e.g. FRED's "."). */
export function optionalNumber(
  text: string | undefined,
  column: string,
  missing: readonly string[] = [],
): number | null {
  const s = (text ?? '').trim();
  if (s === '' || missing.includes(s)) return null;
  // Plain decimal notation only: "1e3", "0x10" or "12,5" are not what these files contain.
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(s)) throw new RowError(`${column} "${s}" is not a number`);
  return Number(s);
}

export function requiredNumber(text: string | undefined, column: string): number {
  const value = optionalNumber(text, column);
  if (value === null) throw new RowError(`${column} is empty`);
  return value;
}

export function requiredText(text: string | undefined, column: string): string {
  const s = (text ?? '').trim();
  if (s === '') throw new RowError(`${column} is empty`);
  return s;
}

/** YYYY-MM-DD as the timestamp the `as_of` columns hold (midnight UTC of that day). */
export function asOfDay(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

export function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

export function addYearsIso(isoDate: string, years: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const lastOf = (year: number) => new Date(Date.UTC(year, m, 0)).getUTCDate();
  // A month-end date stays at the month's end (coupon cycles keep the end-of-month rule).
  const day = d === lastOf(y) ? lastOf(y + years) : Math.min(d, lastOf(y + years));
  return isoDay(y + years, m, day) as string;
}

export function daysBetweenIso(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
}

export function addDaysIso(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000)
    .toISOString()
    .slice(0, 10);
}
