import path from 'node:path';
import {
  addBusinessDays,
  analyzeBill,
  calendarById,
  parseIsoDate,
  type BillAnalytics,
} from '@bondsight/bond-math';
import type { Db } from '../../../db/client';
import type { Tx } from '../../../db/transaction';
import { emissions, tradingTicks } from '../../../db/schema/index';
import { parseRows } from '../parse-rows';
import { analyticsColumns, analyzeClean, loadFlows, pricingOf } from '../pricing';
import { findBonds, isinFromCusip, parseCusip, type KnownBond } from '../bonds';
import { ensureGround, FEDINVEST_GROUND } from '../reference';
import { ReportBuilder } from '../report';
import type { ImportSource, Progress } from '../source';
import { readTable, type Table } from '../table-file';
import {
  newTreasury,
  treasuryChanges,
  treasuryIds,
  updateTreasury,
  type TreasuryKind,
} from '../treasuries';
import { upsertRows } from '../upsert';
import { advanceAsOf } from '../ticks';
import {
  daysBetweenIso,
  FormatError,
  optionalNumber,
  parseDate,
  requiredNumber,
  RowError,
} from '../values';

type TickInsert = typeof tradingTicks.$inferInsert;

/** FedInvest's security types. */
const KIND: Record<string, TreasuryKind> = {
  'MARKET BASED BILL': 'Bill',
  'MARKET BASED NOTE': 'Note',
  'MARKET BASED BOND': 'Bond',
  TIPS: 'TIPS',
  'MARKET BASED FRN': 'FRN',
};

const TICK_COLUMNS = [
  'buyingQuote',
  'sellingQuote',
  'midPrice',
  'lastPrice',
  'ytmBid',
  'ytmOffer',
  'ytmLast',
  'nkd',
  'duration',
  'modifiedDuration',
  'convexity',
  'pvbp',
  'yearsToMaturity',
  'source',
] as const satisfies (keyof TickInsert)[];

/** The price date: --as-of, else a YYYY-MM-DD in the file name (ust_prices_2024-06-26.csv). */
function priceDate(file: string, asOf: string | undefined): string {
  const text = asOf ?? /(\d{4}-\d{2}-\d{2})/.exec(path.basename(file))?.[1];
  if (!text)
    throw new FormatError(
      `cannot tell the price date of ${path.basename(file)}: pass --as-of YYYY-MM-DD`,
    );
  try {
    return parseDate(text, 'as-of date');
  } catch (error) {
    throw new FormatError((error as Error).message);
  }
}

const positive = (x: number | null) => (x !== null && x > 0 ? x : null);

/** The columns of a FedInvest price file (the real one has no header: see FEDINVEST_HEADER). */
export const FEDINVEST_COLUMNS = [
  'cusip',
  'security_type',
  'coupon_rate',
  'maturity_date',
  'buy',
  'sell',
  'end_of_day',
] as const;

/** One valid price line of a FedInvest day. */
export interface FedInvestRow {
  line: number;
  cusip: string;
  kind: TreasuryKind;
  couponRate: number;
  maturityDate: string;
  buy: number | null;
  sell: number | null;
  eod: number | null;
}

/** The valid lines of a FedInvest table for `date`; the others rejected in the report. */
export function parseFedInvest(table: Table, report: ReportBuilder, date: string) {
  return parseRows(
    table,
    report,
    (row): FedInvestRow | null => {
      const cusip = parseCusip(row.get('cusip'));
      const type = (row.get('security_type') ?? '').trim().toUpperCase();
      const kind = KIND[type];
      const rate = requiredNumber(row.get('coupon_rate'), 'coupon_rate');
      const maturityDate = parseDate(row.get('maturity_date') ?? '', 'maturity_date');
      const buy = positive(optionalNumber(row.get('buy'), 'buy'));
      const sell = positive(optionalNumber(row.get('sell'), 'sell'));
      const eod = positive(optionalNumber(row.get('end_of_day'), 'end_of_day'));
      if (!kind) throw new RowError(`security_type "${type}" is unknown`);
      if (maturityDate <= date)
        throw new RowError(`maturity ${maturityDate} is not after the price date ${date}`);
      if (!buy && !sell && !eod) {
        // FedInvest lists a bill or TIPS about to mature without a price: nothing to store.
        report.skip('securities without any price (buy, sell and end_of_day all 0)');
        return null;
      }
      return {
        line: row.line,
        cusip,
        kind,
        couponRate: Math.round(rate * 1e8) / 1e6,
        maturityDate,
        buy,
        sell,
        eod,
      };
    },
    (r) => r.cusip,
  );
}

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;
const US_CALENDAR = calendarById('us-government-bond');

/** A bill's analytics at a price (T+1 settlement), or null when it cannot have any. */
function billAt(date: string, maturity: string, price: number | null): BillAnalytics | null {
  const settlement = addBusinessDays(parseIsoDate(date), 1, US_CALENDAR);
  const end = parseIsoDate(maturity);
  if (price === null || settlement >= end) return null;
  return analyzeBill(price, settlement, end);
}

/** Tick columns of a bill: the investment rate is its yield, no accrued, Macaulay in days. */
function billColumns(r: FedInvestRow, date: string, last: number | null) {
  const main = billAt(date, r.maturityDate, last);
  const rate = (a: BillAnalytics | null) => (a ? round(a.investmentRate * 100, 4) : null);
  return {
    ytmBid: rate(billAt(date, r.maturityDate, r.sell)),
    ytmOffer: rate(billAt(date, r.maturityDate, r.buy)),
    ytmLast: rate(main),
    modifiedDuration: main ? round(main.modifiedDuration, 4) : null,
    convexity: main ? round(main.convexity, 4) : null,
    pvbp: main ? round(main.pvbpPer100, 6) : null,
    nkd: main ? 0 : null,
    duration: main ? main.days : null,
  };
}

/**
 * Writes one FedInvest day: the securities first (created, or their kind's terms set, in one
 * transaction), then a tick each on the 'US Treasury (FedInvest)' ground, upserted by
 * (bond, ground, date) so that a second run over the same day writes nothing.
 */
export async function writeFedInvestDay(
  db: Db | Tx,
  rows: FedInvestRow[],
  date: string,
  report: ReportBuilder,
  onProgress?: Progress,
): Promise<void> {
  if (rows.length === 0) return;
  const groundId = await ensureGround(db, FEDINVEST_GROUND);
  const facts = rows.map((r) => ({
    ...r,
    issueDate: null,
    source: 'us-treasury',
    asOf: date,
    price: r.eod ?? r.sell ?? r.buy,
  }));
  const known = await findBonds(
    db,
    rows.map((r) => isinFromCusip(r.cusip)),
  );
  const bonds = await db.transaction(async (tx) => {
    const ids = await treasuryIds(tx);
    const fresh = facts.filter((f) => !known.has(isinFromCusip(f.cusip)));
    if (fresh.length > 0) await tx.insert(emissions).values(fresh.map((f) => newTreasury(f, ids)));
    let updated = 0;
    for (const f of facts) {
      const found = known.get(isinFromCusip(f.cusip));
      const changes = found ? treasuryChanges(found, f, false) : {};
      if (found && Object.keys(changes).length > 0) {
        await updateTreasury(tx, found, f, changes);
        updated++;
      }
    }
    if (fresh.length + updated > 0)
      report.note(`bonds: ${fresh.length} created, ${updated} updated`);
    return findBonds(
      tx,
      rows.map((r) => isinFromCusip(r.cusip)),
    );
  });
  const flows = await loadFlows(
    db,
    [...bonds.values()].map((b) => b.id),
  );
  const ticks = rows.map((r) => {
    const bond = bonds.get(isinFromCusip(r.cusip)) as KnownBond;
    const mid = r.buy && r.sell ? (r.buy + r.sell) / 2 : null;
    const last = r.eod ?? mid ?? r.sell ?? r.buy;
    const quotes = {
      emissionId: bond.id,
      tradingGroundId: groundId,
      date,
      buyingQuote: r.sell,
      sellingQuote: r.buy,
      midPrice: mid,
      lastPrice: last,
      yearsToMaturity: round(daysBetweenIso(date, r.maturityDate) / 365, 4),
      source: 'us-treasury',
    };
    let tick: TickInsert;
    if (r.kind === 'Bill') tick = { ...quotes, ...billColumns(r, date, last) };
    else {
      // An FRN has no price-to-yield without its index: its pricing is null, its yields too.
      const pricing = pricingOf(bond, flows.get(bond.id) ?? []);
      const main = analyzeClean(pricing, date, last);
      tick = {
        ...quotes,
        ytmBid: analyticsColumns(analyzeClean(pricing, date, r.sell)).ytmLast,
        ytmOffer: analyticsColumns(analyzeClean(pricing, date, r.buy)).ytmLast,
        ...analyticsColumns(main),
        nkd: main ? round(main.accruedInterest, 6) : null,
        duration: main ? round(main.macaulayDurationDays, 2) : null,
      };
    }
    return { line: r.line, values: [tick] };
  });
  await upsertRows(
    db,
    {
      table: tradingTicks,
      key: ['emissionId', 'tradingGroundId', 'date'],
      update: [...TICK_COLUMNS],
      batchSize: 200,
      onBatch: (done) => onProgress?.(done, rows.length, 'ticks'),
    },
    ticks,
    report,
  );
  await advanceAsOf(
    db,
    [...bonds.values()].map((b) => b.id),
    date,
  );
}

export const ustPrices: ImportSource = {
  name: 'ust-prices',
  summary: 'TreasuryDirect FedInvest end-of-day prices: every marketable Treasury, priced',
  format: [
    'CSV with header cusip,security_type,coupon_rate,maturity_date,call_date,buy,sell,end_of_day',
    '(ust_prices_YYYY-MM-DD.csv; the date comes from the name or --as-of); coupon_rate decimal,',
    'prices per 100, 0 = no price (a line without any price is skipped).',
    '-> emissions (US Treasury, USD, face 100, ISIN = US+CUSIP+check digit) by security_type:',
    '   MARKET BASED BILL: zero (discount), ACT/360; MARKET BASED NOTE / BOND: fixed semi-annual,',
    '   ACT/ACT-ICMA; TIPS: inflation (real coupon, semi-annual, price per 100 of indexed',
    '   principal); MARKET BASED FRN: floating, quarterly, ACT/360, the current rate. Issue date,',
    '   when unknown, estimated as maturity minus the shortest standard term (bills 4..52 weeks;',
    '   notes 2,3,5,7,10 / bonds 20,30 / TIPS 5,10,20,30 / FRNs 2 years) on or before the price',
    '   date, passing over an issue of the last year when the price is more than 3 points from par',
    "-> trading_ticks on the 'US Treasury (FedInvest)' ground, source us-treasury: sell ->",
    '   buying_quote (bid), buy -> selling_quote (offer), mid_price; last_price = end_of_day, or',
    '   the mid when end_of_day is 0; our yields (T+1) -> ytm_bid/ytm_offer/ytm_last: the street',
    "   yield of notes and bonds, a TIPS's real yield, a bill's investment rate (bond-equivalent,",
    "   the Treasury's formula), none for FRNs; accrued per 100 -> nkd, Macaulay days, modified",
    '   duration, convexity, PVBP.',
  ],
  async run(db, file, options) {
    const table = readTable(file, { source: this.name, required: [...FEDINVEST_COLUMNS] });
    const date = priceDate(file, options.asOf);
    const report = new ReportBuilder(this.name, [table.file]);
    const rows = parseFedInvest(table, report, date);
    await writeFedInvestDay(db, rows, date, report, options.onProgress);
    return report.finish();
  },
};
