import path from 'node:path';
import { emissions, tradingTicks } from '../../../db/schema/index';
import { parseRows } from '../parse-rows';
import { analyticsColumns, analyzeClean, loadFlows, pricingOf } from '../pricing';
import { findBonds, isinFromCusip, parseCusip, type KnownBond } from '../bonds';
import { ensureGround, FEDINVEST_GROUND } from '../reference';
import { ReportBuilder } from '../report';
import type { ImportSource } from '../source';
import { readTable } from '../table-file';
import {
  newTreasury,
  treasuryChanges,
  treasuryIds,
  updateTreasury,
  type TreasuryKind,
} from '../treasuries';
import { upsertRows } from '../upsert';
import {
  daysBetweenIso,
  FormatError,
  optionalNumber,
  parseDate,
  requiredNumber,
  RowError,
} from '../values';

type TickInsert = typeof tradingTicks.$inferInsert;

const KIND: Record<string, TreasuryKind> = {
  'MARKET BASED NOTE': 'Note',
  'MARKET BASED BOND': 'Bond',
};
const OTHER: Record<string, string> = {
  'MARKET BASED BILL': 'bills (discount securities, not notes or bonds)',
  TIPS: 'TIPS (inflation-indexed principal)',
  'MARKET BASED FRN': 'FRNs (floating coupons)',
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

export const ustPrices: ImportSource = {
  name: 'ust-prices',
  summary: 'TreasuryDirect FedInvest end-of-day prices: every Treasury note and bond, priced',
  format: [
    'CSV with header cusip,security_type,coupon_rate,maturity_date,call_date,buy,sell,end_of_day',
    '(ust_prices_YYYY-MM-DD.csv; the date comes from the name or --as-of); coupon_rate decimal,',
    'prices per 100, 0 = no price. MARKET BASED NOTE and BOND rows import; bills, TIPS and FRNs',
    'are skipped. -> emissions (US Treasury, USD, face 100, fixed semi-annual, ACT/ACT-ICMA,',
    '   ISIN = US+CUSIP+check digit; issue date, when unknown, estimated as maturity minus the',
    '   shortest standard term (2,3,5,7,10 / 20,30 years) on or before the price date, passing',
    '   over an issue of the last year when the price is more than 3 points from par)',
    "-> trading_ticks on the 'US Treasury (FedInvest)' ground, source us-treasury: sell ->",
    '   buying_quote (bid), buy -> selling_quote (offer), mid_price; last_price = end_of_day, or',
    '   the mid when end_of_day is 0; our street yields (T+1) -> ytm_bid/ytm_offer/ytm_last,',
    '   accrued per 100 -> nkd, Macaulay days, modified duration, convexity, PVBP.',
  ],
  async run(db, file, options) {
    const table = readTable(file, {
      source: this.name,
      required: [
        'cusip',
        'security_type',
        'coupon_rate',
        'maturity_date',
        'buy',
        'sell',
        'end_of_day',
      ],
    });
    const date = priceDate(file, options.asOf);
    const report = new ReportBuilder(this.name, [table.file]);
    const rows = parseRows(
      table,
      report,
      (row) => {
        const cusip = parseCusip(row.get('cusip'));
        const type = (row.get('security_type') ?? '').trim().toUpperCase();
        const kind = KIND[type];
        const rate = requiredNumber(row.get('coupon_rate'), 'coupon_rate');
        const maturityDate = parseDate(row.get('maturity_date') ?? '', 'maturity_date');
        const buy = positive(optionalNumber(row.get('buy'), 'buy'));
        const sell = positive(optionalNumber(row.get('sell'), 'sell'));
        const eod = positive(optionalNumber(row.get('end_of_day'), 'end_of_day'));
        if (!kind) {
          if (!OTHER[type]) throw new RowError(`security_type "${type}" is unknown`);
          report.skip(OTHER[type]);
          return null;
        }
        if (maturityDate <= date)
          throw new RowError(`maturity ${maturityDate} is not after the price date ${date}`);
        if (!buy && !sell && !eod)
          throw new RowError('no price: buy, sell and end_of_day are all 0');
        return {
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
    if (rows.length === 0) return report.finish();
    // Every row is valid here: the bonds are written first (one transaction), then the ticks
    // in batches, each batch its own transaction.
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
      if (fresh.length > 0)
        await tx.insert(emissions).values(fresh.map((f) => newTreasury(f, ids)));
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
      const pricing = pricingOf(bond, flows.get(bond.id) ?? []);
      const mid = r.buy && r.sell ? (r.buy + r.sell) / 2 : null;
      const last = r.eod ?? mid ?? r.sell ?? r.buy;
      const main = analyzeClean(pricing, date, last);
      const tick: TickInsert = {
        emissionId: bond.id,
        tradingGroundId: groundId,
        date,
        buyingQuote: r.sell,
        sellingQuote: r.buy,
        midPrice: mid,
        lastPrice: last,
        ytmBid: analyticsColumns(analyzeClean(pricing, date, r.sell)).ytmLast,
        ytmOffer: analyticsColumns(analyzeClean(pricing, date, r.buy)).ytmLast,
        ...analyticsColumns(main),
        nkd: main ? Math.round(main.accruedInterest * 1e6) / 1e6 : null,
        duration: main ? Math.round(main.macaulayDurationDays * 100) / 100 : null,
        yearsToMaturity: Math.round((daysBetweenIso(date, r.maturityDate) / 365) * 1e4) / 1e4,
        source: 'us-treasury',
      };
      return { line: r.line, values: [tick] };
    });
    await upsertRows(
      db,
      {
        table: tradingTicks,
        key: ['emissionId', 'tradingGroundId', 'date'],
        update: [...TICK_COLUMNS],
        batchSize: 200,
        onBatch: (done) => options.onProgress?.(done, rows.length, 'ticks'),
      },
      ticks,
      report,
    );
    return report.finish();
  },
};
