import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { findDataAsOf } from '../lib/data-as-of';
import {
  emissionCashFlows,
  emissionOffers,
  emissions,
  tradingTicks,
  watchlistItems,
  watchlists,
} from '../db/schema/index';

/**
 * The demo accounts' watchlists: two or three lists per account holding real bonds of the
 * demo world with a buy price, count and date, chosen so that the watchlist page, the
 * cash-flow ladder and the lifecycle alerts all have something to show: a bond with a put offer
 * ahead, a floater, a bond paying a coupon next month, an amortising bond. A smaller world may
 * lack some of them; the lists then hold what there is.
 */

/** How long before the data's day the demo holdings were bought. */
const BUY_DAYS_AGO = 75;

const OUTSTANDING = 192;

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const nextMonth = (date: string) => {
  const d = new Date(`${date.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString().slice(0, 7);
};

/** The outstanding bond with the nearest put offer after the data's day. */
async function bondWithPut(db: Db, asOf: string) {
  const [row] = await db
    .select({ id: emissions.id })
    .from(emissionOffers)
    .innerJoin(emissions, eq(emissions.id, emissionOffers.emissionId))
    .where(
      and(
        eq(emissionOffers.type, 'put'),
        gt(emissionOffers.date, asOf),
        eq(emissions.statusId, OUTSTANDING),
      ),
    )
    .orderBy(asc(emissionOffers.date), asc(emissions.id))
    .limit(1);
  return row?.id;
}

async function floater(db: Db, asOf: string) {
  const [row] = await db
    .select({ id: emissions.id })
    .from(emissions)
    .where(
      and(
        eq(emissions.couponType, 'floating'),
        eq(emissions.statusId, OUTSTANDING),
        gt(emissions.maturityDate, addDays(asOf, 365)),
      ),
    )
    .orderBy(asc(emissions.id))
    .limit(1);
  return row?.id;
}

/** Outstanding bonds paying a coupon in the month after the data's day. */
async function couponNextMonth(db: Db, asOf: string, limit: number) {
  const rows = await db
    .selectDistinct({ id: emissions.id })
    .from(emissionCashFlows)
    .innerJoin(emissions, eq(emissions.id, emissionCashFlows.emissionId))
    .where(
      and(
        sql`to_char(${emissionCashFlows.date}, 'YYYY-MM') = ${nextMonth(asOf)}`,
        gt(emissionCashFlows.couponSum, 0),
        eq(emissions.statusId, OUTSTANDING),
      ),
    )
    .orderBy(asc(emissions.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

async function amortiser(db: Db) {
  const [row] = await db
    .select({ id: emissions.id })
    .from(emissions)
    .where(and(eq(emissions.isAmortizing, true), eq(emissions.statusId, OUTSTANDING)))
    .orderBy(asc(emissions.id))
    .limit(1);
  return row?.id;
}

/** The bond's price on its latest priced day on or before `day`, and that day. */
async function buyQuote(db: Db, bondId: number, day: string) {
  const price = sql<
    number | null
  >`coalesce(${tradingTicks.lastPrice}, ${tradingTicks.legalClosePrice}, ${tradingTicks.indicativePrice})`;
  const [row] = await db
    .select({ date: tradingTicks.date, price })
    .from(tradingTicks)
    .where(
      and(
        eq(tradingTicks.emissionId, bondId),
        lte(tradingTicks.date, day),
        sql`${price} is not null`,
      ),
    )
    .orderBy(desc(tradingTicks.date))
    .limit(1);
  return row && row.price !== null
    ? { price: Math.round(Number(row.price) * 1000) / 1000, buyDate: row.date }
    : { price: null, buyDate: null };
}

interface ListPlan {
  name: string;
  holdings: { bondId: number | undefined; count: number }[];
}

export async function createDemoWatchlists(db: Db, userIds: number[]): Promise<void> {
  const asOf = await findDataAsOf(db);
  const [put, float, coupons, amortising] = await Promise.all([
    bondWithPut(db, asOf),
    floater(db, asOf),
    couponNextMonth(db, asOf, 3),
    amortiser(db),
  ]);
  const plans: ListPlan[] = [
    {
      name: 'Core holdings',
      holdings: [
        { bondId: put, count: 500 },
        { bondId: float, count: 300 },
        { bondId: coupons[0], count: 1000 },
      ],
    },
    {
      name: 'Income ladder',
      holdings: [
        { bondId: coupons[1], count: 250 },
        { bondId: coupons[2], count: 400 },
        { bondId: amortising, count: 200 },
        { bondId: put, count: 100 },
      ],
    },
    { name: 'Floaters to watch', holdings: [{ bondId: float, count: 150 }] },
  ];
  const day = addDays(asOf, -BUY_DAYS_AGO);
  for (const userId of userIds) {
    for (const plan of plans) {
      const [list] = await db
        .insert(watchlists)
        .values({ userId, name: plan.name })
        .returning({ id: watchlists.id });
      const seen = new Set<number>();
      for (const h of plan.holdings) {
        if (h.bondId === undefined || seen.has(h.bondId)) continue;
        seen.add(h.bondId);
        const quote = await buyQuote(db, h.bondId, day);
        await db.insert(watchlistItems).values({
          watchlistId: list!.id,
          emissionId: h.bondId,
          price: quote.price,
          count: h.count,
          buyDate: quote.buyDate,
        });
      }
    }
  }
}
