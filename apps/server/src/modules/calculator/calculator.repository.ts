import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import { currencies, emissionCashFlows, emissions } from '../../db/schema/index';

/** A stored bond's terms, for accrued interest at a date. */
export async function findBondTerms(db: Executor, id: number) {
  const [row] = await db
    .select({
      issueDate: emissions.issueDate,
      maturityDate: emissions.maturityDate,
      faceValue: emissions.faceValue,
      couponRate: emissions.couponRate,
      couponFrequency: emissions.couponFrequency,
      dayCount: emissions.dayCount,
      couponType: emissions.couponType,
      isAmortizing: emissions.isAmortizing,
      currency: currencies.code,
    })
    .from(emissions)
    .innerJoin(currencies, eq(currencies.id, emissions.currencyId))
    .where(eq(emissions.id, id))
    .limit(1);
  return row ?? null;
}

/** The stored cash flow rows: published schedules, and what variable coupons depend on. */
export function findCashFlowRows(db: Executor, emissionId: number) {
  return db
    .select({
      date: emissionCashFlows.date,
      couponRate: emissionCashFlows.couponRate,
      couponSum: emissionCashFlows.couponSum,
      redemption: emissionCashFlows.redemption,
      source: emissionCashFlows.source,
    })
    .from(emissionCashFlows)
    .where(eq(emissionCashFlows.emissionId, emissionId))
    .orderBy(emissionCashFlows.num);
}
