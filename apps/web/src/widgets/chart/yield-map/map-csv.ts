/**
 * The yield map's CSV export: the points the map shows on its currency and ground, after the
 * user's removals, with the added points and (when switched on) the ended bonds. Only what the
 * map draws: the server already sent no values to whoever may not read them, and the menu is
 * not offered on a map of ranks (values hidden). Pure, so it is tested without a browser.
 */
import type { MapView } from './map-view';

/** The byte-order mark: without it Excel reads a UTF-8 file as the locale's code page. */
const BOM = '\ufeff';

export interface MapCsvTexts {
  bondId: string;
  bond: string;
  isin: string;
  series: string;
  /** The map's x axis title (duration, years). */
  xAxis: string;
  /** The map's y axis title (yield, %). */
  yAxis: string;
  price: string;
  date: string;
  currency: string;
  ground: string;
  /** The series' names, as in the map's legend. */
  main: string;
  others: string;
  added: string;
  ended: string;
}

export interface MapCsvInput {
  view: MapView;
  currency: string;
  ground: string;
  texts: MapCsvTexts;
}

type Cell = string | number | null | undefined;

/**
 * Durations (years) and yields (%) to 4 decimals: a day is 0.0027 of a year, a basis point
 * 0.01 %; the stored floats' last digits (0.019178082191780823) mean nothing to a reader.
 */
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * RFC 4180: a field with a comma, a quote or a line break is quoted, quotes doubled. A text
 * that a spreadsheet would read as a formula (=, +, -, @ first) is written as text.
 */
function field(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The map's points as CSV text (with the BOM, CRLF line ends). */
export function buildMapCsv({ view, currency, ground, texts }: MapCsvInput): string {
  const header = [
    texts.bondId,
    texts.bond,
    texts.isin,
    texts.series,
    texts.xAxis,
    texts.yAxis,
    texts.price,
    texts.date,
    texts.currency,
    texts.ground,
  ];
  const rows: Cell[][] = [];
  const bonds = (list: MapView['main'], series: string) => {
    for (const p of list)
      rows.push([
        p.id,
        p.name,
        p.isin,
        series,
        round4(p.x),
        round4(p.y),
        p.price,
        p.date,
        currency,
        ground,
      ]);
  };
  bonds(view.main, texts.main);
  bonds(view.others, texts.others);
  for (const p of view.added)
    rows.push([
      null,
      p.pointName,
      null,
      texts.added,
      p.duration,
      p.yield,
      null,
      null,
      currency,
      ground,
    ]);
  bonds(view.ended, texts.ended);
  const text = [header, ...rows].map((row) => row.map(field).join(',')).join('\r\n');
  return `${BOM}${text}\r\n`;
}

/** Characters no file system takes in a name, and white space. */
const UNSAFE = /[\\/:*?"<>|\s]+/g;

/**
 * The export's file name: the issuer, the currency, "yield-map" and the map's date, e.g.
 * `Gazprom-RUB-yield-map-2026-11-20.csv` (letters of any script are kept).
 */
export function mapExportFileName(
  issuer: string,
  currency: string,
  date: string,
  extension: 'csv' | 'png' | 'svg',
): string {
  const part = (text: string) =>
    text.normalize('NFC').replace(UNSAFE, '-').replace(/-+/g, '-').replace(/^-|-$/g, '');
  const name = [part(issuer).slice(0, 80) || 'issuer', part(currency), 'yield-map', date]
    .filter(Boolean)
    .join('-');
  return `${name}.${extension}`;
}
