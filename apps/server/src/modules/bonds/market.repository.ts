import { and, desc, eq, gt, gte, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import { tradingGrounds, tradingTicks } from '../../db/schema/index';
import { archivePrice, tickColumns } from './bonds.repository';

/**
 * Each ground's latest priced day for a bond (the archive's rows: a day with a price), with
 * whether the ground is an exchange. One row per ground, read through the primary key.
 */
export function findLatestPricedPerGround(db: Executor, emissionId: number) {
  return db
    .selectDistinctOn([tradingTicks.tradingGroundId], {
      ...tickColumns,
      isExchange: tradingGrounds.isExchange,
    })
    .from(tradingTicks)
    .innerJoin(tradingGrounds, eq(tradingGrounds.id, tradingTicks.tradingGroundId))
    .where(and(eq(tradingTicks.emissionId, emissionId), sql`${archivePrice} is not null`))
    .orderBy(tradingTicks.tradingGroundId, desc(tradingTicks.date));
}

export interface LiquidityRange {
  emissionId: number;
  from: string;
  to: string;
  /** Grounds whose values the subject may not see: their ticks do not count. */
  hiddenGroundIds: number[];
}

/** A field the source marked bad data (the spec's `.baddata`) does not count. */
const trusted = (field: string): SQL => sql`not (${field} = any(${tradingTicks.badData}))`;

/**
 * The liquidity line in one statement: the days with a traded volume (summed over grounds),
 * their median volume and turnover, and the median quoted bid-ask spread (ask − bid, in
 * price points) over the window's two-sided quotes.
 */
export async function findLiquidity(db: Executor, range: LiquidityRange) {
  const inWindow = and(
    eq(tradingTicks.emissionId, range.emissionId),
    gte(tradingTicks.date, range.from),
    lte(tradingTicks.date, range.to),
    range.hiddenGroundIds.length > 0
      ? notInArray(tradingTicks.tradingGroundId, range.hiddenGroundIds)
      : undefined,
  );
  const tradedDays = db.$with('traded_days').as(
    db
      .select({
        volume: sql<number>`sum(${tradingTicks.volume})`.as('volume'),
        money: sql<number | null>`sum(${tradingTicks.volumeMoney})`.as('money'),
      })
      .from(tradingTicks)
      .where(and(inWindow, gt(tradingTicks.volume, 0), trusted('volume')))
      .groupBy(tradingTicks.date),
  );
  const spread = sql`${tradingTicks.sellingQuote} - ${tradingTicks.buyingQuote}`;
  const medianSpread = sql<number | null>`(
    select percentile_cont(0.5) within group (order by ${spread})
    from ${tradingTicks}
    where ${and(
      inWindow,
      sql`${tradingTicks.buyingQuote} is not null`,
      sql`${tradingTicks.sellingQuote} is not null`,
      trusted('buying_quote'),
      trusted('selling_quote'),
    )}
  )`;
  const [row] = await db
    .with(tradedDays)
    .select({
      daysTraded: sql<number>`count(*)::int`.mapWith(Number),
      medianDailyVolume: sql<
        number | null
      >`percentile_cont(0.5) within group (order by ${tradedDays.volume})`,
      medianDailyVolumeMoney: sql<
        number | null
      >`percentile_cont(0.5) within group (order by ${tradedDays.money})`,
      medianBidAskSpread: medianSpread,
    })
    .from(tradedDays);
  const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return {
    daysTraded: Number(row?.daysTraded ?? 0),
    medianDailyVolume: number(row?.medianDailyVolume),
    medianDailyVolumeMoney: number(row?.medianDailyVolumeMoney),
    medianBidAskSpread: number(row?.medianBidAskSpread),
  };
}
