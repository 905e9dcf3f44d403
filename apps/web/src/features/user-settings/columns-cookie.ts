import { DAY_SECONDS, readCookie, writeCookie } from '../../lib/cookies';

/** Spec section 6: a visitor's column settings live in a cookie per table (users: the server). */
const cookieOf = (table: string) => `bs_cols_${table}`;
const COLUMN_ID = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

/** The ids kept for a table, or undefined (its defaults); a tampered id is dropped. */
export function readVisitorColumns(table: string): string[] | undefined {
  const kept = readCookie(cookieOf(table));
  if (kept === undefined) return undefined;
  return kept.split(',').filter((id) => COLUMN_ID.test(id));
}

export const writeVisitorColumns = (table: string, ids: string[]) =>
  writeCookie(cookieOf(table), ids.join(','), { maxAgeSeconds: 365 * DAY_SECONDS });
