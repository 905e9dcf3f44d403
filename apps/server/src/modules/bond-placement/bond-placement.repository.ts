import { and, asc, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import {
  currencies,
  emissionCashFlows,
  emissions,
  tradingGrounds,
  tradingTicks,
} from '../../db/schema/index';

export async function findBond(db: Executor, id: number) {
  const [row] = await db
    .select({ bond: emissions, currency: currencies.code })
    .from(emissions)
    .innerJoin(currencies, eq(currencies.id, emissions.currencyId))
    .where(eq(emissions.id, id))
    .limit(1);
  return row ?? null;
}

/** The stored cash flow table, first payment first (the engine's terms need it). */
export function findPayments(db: Executor, emissionId: number) {
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
    .orderBy(asc(emissionCashFlows.num));
}

/** The first day the bond traded (volume above zero) on an exchange, and where. */
export async function findFirstTrade(db: Executor, emissionId: number) {
  const [row] = await db
    .select({ date: tradingTicks.date, groundNames: tradingGrounds.names })
    .from(tradingTicks)
    .innerJoin(tradingGrounds, eq(tradingGrounds.id, tradingTicks.tradingGroundId))
    .where(
      and(
        eq(tradingTicks.emissionId, emissionId),
        eq(tradingGrounds.isExchange, true),
        gt(tradingTicks.volume, 0),
      ),
    )
    .orderBy(asc(tradingTicks.date), asc(tradingTicks.tradingGroundId))
    .limit(1);
  return row ?? null;
}
