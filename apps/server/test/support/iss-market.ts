/**
 * A whole bonds market for the local fake ISS, built from the exchange's whole-market snapshot
 * of 2021-06-16 (../shared/data/moex/marketdata_snapshot_2021-06-16.csv, read in place, never
 * copied: 2,388 rows of 2,304 bonds on 11 boards, with each row's prices, yield and duration).
 * The snapshot has no terms: each bond's issuer, schedule and offers are derived from its
 * SECID, yield and duration by fixed rules (OFZ-PD semi-annual, OFZ-PK floaters quarterly,
 * corporates semi-annual, quarterly or monthly; every tenth amortising, every seventh with a
 * put offer), so the same snapshot gives the same market every time. More bonds than the
 * snapshot holds are its rows again under new codes (RU000Z…). Answers are in the ISS shapes
 * the sync reads (iss-market-fake.ts serves them).
 */
import { readFileSync } from 'node:fs';
import { SHARED_DIR } from './reference';

export const SNAPSHOT_FILE = `${SHARED_DIR}data/moex/marketdata_snapshot_2021-06-16.csv`;
export const SNAPSHOT_DAY = '2021-06-16';

export interface MarketCoupon {
  date: string;
  start: string;
  /** Null: not fixed yet (a floater's coupons after the next). */
  value: number | null;
}

export interface MarketBond {
  secid: string;
  isin: string;
  /** Board ids, as the snapshot lists them. */
  boards: string[];
  emitterId: number;
  emitterTitle: string;
  inn: string;
  type: string;
  face: number;
  couponRate: number;
  frequency: number;
  floater: boolean;
  issueDate: string;
  maturity: string;
  coupons: MarketCoupon[];
  amortizations: { date: string; value: number }[];
  offers: { date: string; type: string }[];
  listLevel: number;
  price: number;
  yield: number | null;
  duration: number | null;
}

const DAY_MS = 86_400_000;
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const addMonths = (iso: string, months: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
};
/** A stable small number from a code (FNV-1a). */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

interface SnapshotRow {
  secid: string;
  board: string;
  price: number | null;
  yield: number | null;
  duration: number | null;
}

/** The snapshot's rows (one per bond and board). */
export function readSnapshot(file = SNAPSHOT_FILE): SnapshotRow[] {
  const lines = readFileSync(file, 'utf8').split(/\r?\n/);
  const headerAt = lines.findIndex((l) => l.startsWith('SECID;'));
  const header = (lines[headerAt] ?? '').split(';');
  const col = (name: string) => header.indexOf(name);
  const num = (cells: string[], name: string) => {
    const v = Number(cells[col(name)]);
    return cells[col(name)] && Number.isFinite(v) && v !== 0 ? v : null;
  };
  return lines
    .slice(headerAt + 1)
    .map((l) => l.split(';'))
    .filter((c) => c[0] && c[col('BOARDID')])
    .map((c) => ({
      secid: c[0] as string,
      board: c[col('BOARDID')] as string,
      price: num(c, 'WAPRICE') ?? num(c, 'LAST') ?? num(c, 'MARKETPRICE') ?? num(c, 'LCLOSEPRICE'),
      yield: num(c, 'YIELD'),
      duration: num(c, 'DURATION'),
    }));
}

/** `count` bonds (default: the snapshot's own), their terms as of `asOf`. */
export function buildMarket(asOf: string, count?: number, file = SNAPSHOT_FILE): MarketBond[] {
  const rows = readSnapshot(file);
  const bySecid = new Map<string, SnapshotRow[]>();
  for (const r of rows) bySecid.set(r.secid, [...(bySecid.get(r.secid) ?? []), r]);
  const real = [...bySecid.values()];
  const total = count ?? real.length;
  const out: MarketBond[] = [];
  for (let i = 0; i < total; i++) {
    const source = real[i % real.length] as SnapshotRow[];
    const secid =
      i < real.length ? (source[0] as SnapshotRow).secid : `RU000Z${String(i).padStart(5, '0')}0`;
    out.push(bondOf(secid, source, asOf, i));
  }
  return out;
}

function bondOf(secid: string, rows: SnapshotRow[], asOf: string, i: number): MarketBond {
  const h = hash(secid);
  const main = rows.find((r) => r.price !== null) ?? (rows[0] as SnapshotRow);
  const ofz = /^SU\d{5}RMFS/.test(secid);
  const floater = /^SU29/.test(secid) || (!ofz && h % 9 === 0);
  const frequency = ofz ? (floater ? 4 : 2) : ([2, 4, 4, 12][h % 4] as number);
  const months = 12 / frequency;
  const yieldPct = main.yield && main.yield > 0 && main.yield < 40 ? main.yield : 7;
  const couponRate = Math.round(yieldPct * 4) / 4;
  // Maturity from the duration (days), else 1 to 6 years; the issue 3 to 8 years before it,
  // at least a month before the snapshot.
  const life = main.duration ? Math.round(main.duration * 1.15) : 365 + (h % 1800);
  const periods = Math.max(1, Math.round(Math.max(40, life) / (months * 30.4)));
  const maturity = addMonths(asOf, periods * months - (h % months));
  const totalPeriods = periods + Math.round(((3 + (h % 6)) * 12) / months);
  const issueDate = addMonths(maturity, -totalPeriods * months);
  const face = 1000;
  const amortizing = !ofz && h % 10 === 3;
  const coupons: MarketCoupon[] = [];
  const amortizations: { date: string; value: number }[] = [];
  let outstanding = face;
  for (let k = 1; k <= totalPeriods; k++) {
    const date = addMonths(issueDate, k * months);
    const start = addMonths(issueDate, (k - 1) * months);
    const fixed = !floater || date <= addMonths(asOf, months);
    const value = fixed
      ? Math.round(((outstanding * couponRate) / 100 / frequency) * 100) / 100
      : null;
    coupons.push({ date, start, value });
    if (amortizing && k > totalPeriods - 4) {
      amortizations.push({ date, value: face / 4 });
      outstanding -= face / 4;
    }
  }
  if (!amortizing) amortizations.push({ date: maturity, value: face });
  const offers =
    !ofz && h % 7 === 2
      ? coupons
          .filter((c) => c.date > addDays(asOf, 300))
          .slice(0, 1)
          .map((c) => ({ date: c.date, type: 'Оферта' }))
      : [];
  const emitterId = ofz ? 1 : 10_000 + Math.floor(i / 4);
  return {
    secid,
    isin: secid.startsWith('RU') ? secid : `RU000Q${String(h % 1_000_000).padStart(6, '0')}`,
    boards: rows.map((r) => r.board),
    emitterId,
    emitterTitle: ofz
      ? 'Министерство финансов Российской Федерации'
      : `Публичное акционерное общество "Эмитент ${emitterId}"`,
    inn: ofz ? '7710168360' : `77${String(emitterId).padStart(8, '0')}`,
    type: ofz ? 'ofz_bond' : 'exchange_bond',
    face,
    couponRate,
    frequency,
    floater,
    issueDate,
    maturity,
    coupons,
    amortizations,
    offers,
    listLevel: ofz ? 1 : 1 + (h % 3),
    price: main.price ?? 100,
    yield: main.yield,
    duration: main.duration,
  };
}

/** A day's price of a bond: the snapshot's, moved a little each day (deterministic). */
export function priceOn(bond: MarketBond, date: string): number {
  const drift = ((hash(`${bond.secid}${date}`) % 200) - 100) / 1000;
  return Math.round((bond.price + drift) * 100) / 100;
}
