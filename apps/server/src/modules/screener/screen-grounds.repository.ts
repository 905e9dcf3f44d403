import { getTableColumns, inArray, sql } from 'drizzle-orm';
import { NSD_TRADING_GROUND_ID } from '@bondsight/contracts';
import type { Executor } from '../../db/transaction';
import { bondScreen, bondScreenGrounds } from '../../db/schema/index';
import { tickPrice } from '../../lib/tick-price';
import {
  tradedAsNumbers,
  WRITE_CHUNK,
  type PreviousMath,
  type PriceNumbers,
} from './screen.repository';

/** A bond's numbers on one ground, before bond-math (the refresher adds its yields). */
export interface GroundNumbers extends PriceNumbers {
  emissionId: number;
  groundId: number;
  priceDate: string;
  /** Whether the ground is an exchange (its price comes first on a day); not stored. */
  isExchange: boolean;
  /** That ground's own days traded over the window, and their median volume. */
  tradedDays30: number;
  medianVolume30: number | null;
}

type Rows<T> = { rows: T[] };

/**
 * The numbers of the bonds `ids` on each open ground they were priced on, one statement: per
 * (bond, ground) the newest priced tick there (one backward step of the ticks' primary key; the
 * NSD's never: its values are not every subject's), that ground's days with a traded volume and
 * their median over the window, the fields the source marked bad left out. The bond's main row
 * takes its price from one of these (the refresher's pick), so the ticks are read once.
 */
export async function computeGroundNumbers(
  tx: Executor,
  ids: readonly number[],
  asOf: string,
  windowFrom: string,
): Promise<GroundNumbers[]> {
  if (ids.length === 0) return [];
  const list = sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;
  const result = (await tx.execute(sql`
    with ids (id) as (select unnest(${list})),
    -- The open grounds with any tick: a bond is looked for on those only. max() is one seek
    -- of the (ground, date) index; "limit 1" without an order let the planner scan the ticks.
    grounds as materialized (
      select g.id, g.is_exchange
      from trading_grounds g
      where g.id <> ${NSD_TRADING_GROUND_ID}
        and (select max(t.date) from trading_ticks t where t.trading_ground_id = g.id) is not null
    ),
    latest as (
      select i.id, g.id as ground, g.is_exchange, q.*
      from ids i
      cross join grounds g
      cross join lateral (
        select trading_ticks.date, ${tickPrice} as price, trading_ticks.ytm_last,
          trading_ticks.modified_duration, trading_ticks.convexity, trading_ticks.g_spread,
          trading_ticks.nkd, trading_ticks.bid_ask_spread, trading_ticks.source,
          trading_ticks.bad_data
        from trading_ticks
        where trading_ticks.emission_id = i.id and trading_ticks.trading_ground_id = g.id
          and ${tickPrice} is not null
        order by trading_ticks.date desc
        limit 1
      ) q
    ),
    traded as (
      -- One tick per bond, ground and day (the ticks' primary key): a row is a traded day.
      select t.emission_id as id, t.trading_ground_id as ground, count(*)::int as days,
        percentile_cont(0.5) within group (order by t.volume) as median
      from trading_ticks t
      where t.emission_id = any(${list}) and t.trading_ground_id <> ${NSD_TRADING_GROUND_ID}
        and t.date between ${windowFrom}::date and ${asOf}::date
        and t.volume > 0 and not ('volume' = any(t.bad_data))
      group by t.emission_id, t.trading_ground_id
    )
    select l.id as "emissionId", l.ground as "groundId", l.is_exchange as "isExchange",
      l.date::text as "priceDate",
      l.price as "cleanPrice",
      case when 'ytm_last' = any(l.bad_data) then null else l.ytm_last end as ytm,
      case when 'modified_duration' = any(l.bad_data) then null else l.modified_duration end
        as "modifiedDuration",
      case when 'convexity' = any(l.bad_data) then null else l.convexity end as convexity,
      case when 'g_spread' = any(l.bad_data) or e.coupon_type = 'inflation' then null
        else l.g_spread end as "gSpread",
      case when 'nkd' = any(l.bad_data) then null else l.nkd end as "accruedInterest",
      coalesce(tr.days, 0) as "tradedDays30", tr.median as "medianVolume30",
      case when 'bid_ask_spread' = any(l.bad_data) then null else l.bid_ask_spread end
        as "bidAskSpread",
      l.source
    from latest l
    join emissions e on e.id = l.id
    left join traded tr on tr.id = l.id and tr.ground = l.ground
    order by l.id, l.ground`)) as unknown as Rows<GroundNumbers>;
  return result.rows.map(tradedAsNumbers);
}

export type GroundRow = typeof bondScreenGrounds.$inferInsert;

/**
 * Replaces the ground rows of the bonds `ids` with `rows`: a ground where a bond has no priced
 * tick any more (a tick deleted) loses its row.
 */
export async function writeGroundRows(
  tx: Executor,
  ids: readonly number[],
  rows: readonly GroundRow[],
): Promise<void> {
  if (ids.length > 0)
    await tx.delete(bondScreenGrounds).where(inArray(bondScreenGrounds.emissionId, [...ids]));
  for (let i = 0; i < rows.length; i += WRITE_CHUNK)
    await tx.insert(bondScreenGrounds).values(rows.slice(i, i + WRITE_CHUNK));
}

/** The key of a bond's row on a ground, in the maps of previous and computed math. */
export const groundKey = (emissionId: number, groundId: number) => `${emissionId}@${groundId}`;

/**
 * What each stored ground row of the bonds was computed from, and its bond-math numbers, to
 * reuse them (keyed by groundKey). Its next offer is the bond's, on its main row.
 */
export async function findPreviousGroundMath(
  tx: Executor,
  ids: readonly number[],
): Promise<Map<string, PreviousMath>> {
  if (ids.length === 0) return new Map();
  const g = getTableColumns(bondScreenGrounds);
  const rows = await tx
    .select({
      id: g.emissionId,
      tradingGroundId: g.groundId,
      priceDate: g.priceDate,
      cleanPrice: g.cleanPrice,
      nextOfferDate: bondScreen.nextOfferDate,
      ytm: g.ytm,
      yieldToOffer: g.yieldToOffer,
      yieldToWorst: g.yieldToWorst,
      worstDate: g.worstDate,
      screenYield: g.screenYield,
      streetYield: g.streetYield,
      currentYield: g.currentYield,
      zSpread: g.zSpread,
    })
    .from(bondScreenGrounds)
    .innerJoin(bondScreen, sql`${bondScreen.emissionId} = ${g.emissionId}`)
    .where(inArray(g.emissionId, [...ids]));
  return new Map(rows.map(({ id, ...row }) => [groundKey(id, row.tradingGroundId as number), row]));
}
