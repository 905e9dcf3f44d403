/**
 * The statements' date-range export (spec, issuer blocks, section 5): dates in YYYY-MM-DD; an
 * empty from date means 1970-01-01 and an empty to date today; the range starts by default on
 * 1 January five years back. The server's export link carries {from} and {to} placeholders.
 */

/** What an empty from date stands for. */
export const EXPORT_EARLIEST = '1970-01-01';

/** Spec section 9: the default export range starts this many years back. */
export const EXPORT_YEARS_BACK = 5;

/** Today as YYYY-MM-DD (UTC: the statements' periods are calendar dates). */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The default range: 1 January five years back, to today. */
export function defaultExportRange(today: string): { from: string; to: string } {
  const year = Number(today.slice(0, 4)) - EXPORT_YEARS_BACK;
  return { from: `${String(year).padStart(4, '0')}-01-01`, to: today };
}

/** The export link with the chosen dates; cleared pickers fall back to the spec's defaults. */
export function exportHref(
  template: string,
  from: string | null,
  to: string | null,
  today: string,
): string {
  return template
    .replaceAll('{from}', encodeURIComponent(from || EXPORT_EARLIEST))
    .replaceAll('{to}', encodeURIComponent(to || today));
}
