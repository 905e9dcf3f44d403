/*
 * An entity page's id as its address writes it (/bonds/{id}/, /company/{id}/, ...), read the
 * same way by the server (the page's status) and the web app (which page it draws), so the two
 * never disagree: `abc`, `0x10`, `1e3` or `1.5` name no page on either side. Free of zod: the
 * web app imports it as a value.
 */

/** The largest id the database stores (int4). */
const PAGE_ID_MAX = 2_147_483_647;

/** A page id in plain digits, positive and within int4; null for anything else. */
export function pageIdOf(text: string): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 && id <= PAGE_ID_MAX ? id : null;
}
