import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { emissions, tradingTicks } from '../../db/schema/index';
import { findBonds } from './bonds';
import type { ZeroCurve } from '@bondsight/bond-math';
import { analyticsColumns, analyzeClean, gSpreadOfClean, loadFlows, pricingOf } from './pricing';
import { ensureGround, MOEX_GROUND } from './reference';
import type { ReportBuilder } from './report';
import { upsertRows, type SourcedRow } from './upsert';
import { daysBetweenIso } from './values';

type TickInsert = typeof tradingTicks.$inferInsert;

/**
 * One day of a bond's exchange history, as ofz_history.csv or the ISS history block gives it.
 * The CSV carries the first five fields; the live sync fills the optional ones too.
 */
export interface HistoryRow {
  line: number;
  file?: string;
  /** SECID or ISIN. */
  code: string;
  date: string;
  /** Clean price, % of face. */
  close: number | null;
  /** The exchange's published yield at the close, %. */
  yieldClose: number | null;
  /** Macaulay duration, days, as published. */
  duration: number | null;
  /** Accrued interest per bond, currency, as of the trade date. */
  accint: number | null;
  extra?: Partial<
    Pick<
      TickInsert,
      | 'legalClosePrice'
      | 'openPrice'
      | 'minPrice'
      | 'maxPrice'
      | 'avarPrice'
      | 'volume'
      | 'volumeMoney'
      | 'agreementNumber'
      | 'marketPrice'
      | 'marketPrice2'
      | 'admittedQuote'
      | 'boardName'
      | 'ytoClose'
      | 'offerDate'
    >
  >;
}

/**
 * The government curve of each day for a currency's ticks: given to writeHistory, its bonds'
 * ticks carry their G-spread over their own day's curve (null on a day without one), computed
 * from the pricing the yield beside it was (pricing.ts `gSpreadOfClean`). Inflation-linked
 * bonds get none.
 */
export interface GSpreadCurves {
  currency: string;
  curves: ReadonlyMap<string, ZeroCurve>;
}

const BASE_COLUMNS = [
  'lastPrice',
  'legalClosePrice',
  'ytmClose',
  'duration',
  'exchangeDuration',
  'nkd',
  'ytmLast',
  'modifiedDuration',
  'convexity',
  'pvbp',
  'yearsToMaturity',
  'source',
] as const satisfies (keyof TickInsert)[];

/**
 * Writes history rows as ticks on the Moscow Exchange ground (id 1), source 'moex-iss'.
 * Mapping: CLOSE -> last_price (and legalcloseprice unless ISS gives LEGALCLOSEPRICE),
 * YIELDCLOSE -> ytm_close (the exchange's yield), DURATION -> exchange_duration (days), ACCINT
 * -> nkd; OUR yield from CLOSE (bond-math, stored terms and cash flows, T+1 settlement on the
 * MOEX calendar) -> ytm_last, with our Macaulay duration in days (duration), modified duration,
 * convexity and PVBP beside it, so the page shows the exchange's yield and duration and ours
 * side by side. (The exchange computes its DURATION from the yield at the day's weighted
 * average price, at the trade date until 2 June 2023: packages/bond-math/test/moex.test.ts.) A row whose bond is not stored is
 * rejected; the rows of one bond are written together after all of them were validated.
 * Real history supersedes demo history: once a bond's real rows are in, its generated ticks
 * (on every ground) are removed, so no chart or table mixes real prices with invented ones.
 */
export async function writeHistory(
  db: Db | Tx,
  rows: HistoryRow[],
  report: ReportBuilder,
  onProgress: (done: number, total: number, step: string) => void = () => undefined,
  gSpreadOver?: GSpreadCurves,
): Promise<void> {
  const bonds = await findBonds(
    db,
    rows.map((r) => r.code),
  );
  const groups = new Map<number, { code: string; rows: HistoryRow[] }>();
  for (const row of rows) {
    const bond = bonds.get(row.code.toUpperCase());
    if (!bond) {
      report.reject(row.line, `unknown bond ${row.code}`, row.file);
      continue;
    }
    const group = groups.get(bond.id) ?? { code: row.code, rows: [] };
    group.rows.push(row);
    groups.set(bond.id, group);
  }
  if (groups.size === 0) return;
  const groundId = await ensureGround(db, MOEX_GROUND);
  const byId = new Map([...bonds.values()].map((b) => [b.id, b]));
  // Every bond's payments in one query, its ticks in shared upserts, its as-of and demo ticks in
  // one statement each: a day of the whole market is a handful of statements, not five a bond.
  const flows = await loadFlows(db, [...groups.keys()]);
  const bySignature = new Map<string, SourcedRow<TickInsert>[]>();
  const newest = new Map<string, number[]>();
  let done = 0;
  for (const [id, group] of groups) {
    const bond = byId.get(id);
    if (!bond) continue;
    const pricing = pricingOf(bond, flows.get(id) ?? []);
    const spreads =
      gSpreadOver && bond.currency === gSpreadOver.currency && bond.couponType !== 'inflation';
    for (const r of group.rows) {
      const ours = analyzeClean(pricing, r.date, r.close);
      const curve = spreads ? gSpreadOver.curves.get(r.date) : undefined;
      const gSpread = gSpreadOver
        ? { gSpread: curve && ours ? gSpreadOfClean(pricing, r.date, r.close, curve) : null }
        : {};
      // Rows carrying the same optional columns share an upsert: a row never clears a column
      // it does not carry.
      const signature = Object.keys(r.extra ?? {})
        .sort()
        .join(',');
      const ticks = bySignature.get(signature) ?? [];
      ticks.push({
        line: r.line,
        ...(r.file ? { file: r.file } : {}),
        values: [
          {
            emissionId: id,
            tradingGroundId: groundId,
            date: r.date,
            lastPrice: r.close,
            legalClosePrice: r.close,
            ytmClose: r.yieldClose,
            duration: ours ? Math.round(ours.macaulayDurationDays * 100) / 100 : null,
            exchangeDuration: r.duration,
            nkd: r.accint,
            ...analyticsColumns(ours),
            ...gSpread,
            yearsToMaturity: bond.maturityDate
              ? Math.max(
                  0,
                  Math.round((daysBetweenIso(r.date, bond.maturityDate) / 365) * 1e4) / 1e4,
                )
              : null,
            ...r.extra,
            source: 'moex-iss',
          },
        ],
      });
      bySignature.set(signature, ticks);
    }
    // A bond's as-of is its newest PRICE: a row of a day it did not trade (the market's
    // history lists every bond of the board) leaves it where it was.
    const last = group.rows.reduce((max, r) => (priced(r) && r.date > max ? r.date : max), '');
    if (last) newest.set(last, [...(newest.get(last) ?? []), id]);
    done += group.rows.length;
    onProgress(done, rows.length, group.code);
  }
  for (const [signature, ticks] of bySignature) {
    const extraColumns = (signature ? signature.split(',') : []) as (keyof TickInsert & string)[];
    await upsertRows(
      db,
      {
        table: tradingTicks,
        key: ['emissionId', 'tradingGroundId', 'date'],
        update: [
          ...new Set([
            ...BASE_COLUMNS,
            ...extraColumns,
            ...(gSpreadOver ? (['gSpread'] as const) : []),
          ]),
        ],
        batchSize: 500,
      },
      ticks,
      report,
    );
  }
  for (const [date, ids] of newest) await advanceAsOf(db, ids, date);
  const superseded = await removeDemoTicks(db, [...groups.keys()]);
  for (const [id, count] of superseded) {
    const code = groups.get(id)?.code ?? String(id);
    report.note(
      `${code}: ${count} demo tick${count === 1 ? '' : 's'} replaced by the real history`,
    );
  }
}

async function removeDemoTicks(db: Db | Tx, ids: number[]): Promise<Map<number, number>> {
  const removed = await db
    .delete(tradingTicks)
    .where(and(inArray(tradingTicks.emissionId, ids), eq(tradingTicks.source, 'demo')))
    .returning({ id: tradingTicks.emissionId });
  const counts = new Map<number, number>();
  for (const r of removed) counts.set(r.id, (counts.get(r.id) ?? 0) + 1);
  return counts;
}

/**
 * The bonds' data is as of their newest price: a day of history moves their as-of (never
 * back), and with it the data's as-of date (lib/data-as-of.ts) that the screener's liquidity
 * window and the pages' horizons end on. Without it a daily sync would add days the screen
 * never counts.
 */
export async function advanceAsOf(db: Db | Tx, ids: readonly number[], newest: string) {
  if (ids.length === 0 || !newest) return;
  const day = sql`${newest}::date::timestamp at time zone 'UTC'`;
  // Only the bonds it moves: a no-op update still writes a row version, its WAL and the
  // triggers' marks (a daily run reads its last day again, and 500,000 bonds cost ~20 s).
  await db
    .update(emissions)
    .set({ asOf: day })
    .where(
      and(
        inArray(emissions.id, [...ids]),
        sql`(${emissions.asOf} is null or ${emissions.asOf} < ${day})`,
      ),
    );
}

/** A history row with a price (a close, or the exchange's legal close). */
function priced(row: HistoryRow): boolean {
  return row.close !== null || (row.extra?.legalClosePrice ?? null) !== null;
}
