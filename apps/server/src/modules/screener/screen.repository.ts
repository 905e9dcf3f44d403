import { asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { NSD_TRADING_GROUND_ID } from '@bondsight/contracts';
import type { Executor } from '../../db/transaction';
import {
  bondScreen,
  bondScreenState,
  currencies,
  emissionCashFlows,
  emissionOffers,
  emissions,
} from '../../db/schema/index';
import type { OfferFacts } from '../../lib/bond-life';
import type { StoredBond, StoredPayment } from '../../lib/bond-terms';
import type { ScreenMath } from './screen-math';

/**
 * What a bond's row holds that does not depend on where it was priced: days traded over its
 * window (the open grounds summed), its next coupon and offer, its rating and lombard listing.
 */
export interface BondNumbers {
  emissionId: number;
  tradedDays30: number;
  medianVolume30: number | null;
  nextCouponDate: string | null;
  nextCouponAmount: number | null;
  nextOfferDate: string | null;
  nextOfferType: string | null;
  hasPut: boolean;
  nextPutDate: string | null;
  hasCall: boolean;
  ratingRank: number | null;
  lombard: boolean;
}

/** A price's numbers as its tick holds them, the fields the source marked bad left out. */
export interface PriceNumbers {
  priceDate: string | null;
  cleanPrice: number | null;
  ytm: number | null;
  modifiedDuration: number | null;
  convexity: number | null;
  gSpread: number | null;
  accruedInterest: number | null;
  bidAskSpread: number | null;
  /** Who wrote the priced tick (how its yields were computed); not stored. */
  source: string | null;
}

/** What the screen row holds beside the bond's life (the refresher adds `alive`). */
export type ScreenNumbers = BondNumbers & PriceNumbers & { tradingGroundId: number | null };

export { findDataAsOf } from '../../lib/data-as-of';

type Rows<T> = { rows: T[] };

/** The as-of date the rows were computed for; null before the first refresh. */
export async function findScreenAsOf(db: Executor): Promise<string | null> {
  const [row] = await db.select({ asOf: bondScreenState.asOf }).from(bondScreenState);
  return row?.asOf ?? null;
}

export async function setScreenAsOf(db: Executor, asOf: string): Promise<void> {
  await db
    .insert(bondScreenState)
    .values({ asOf })
    .onConflictDoUpdate({ target: bondScreenState.one, set: { asOf } });
}

/**
 * Marks the bonds whose numbers change when the as-of date moves from `before` to `after`
 * (either way), in one statement, instead of every bond: those with a tick (on an open ground)
 * entering or leaving the 30-day window ending there (days traded, their median); a coupon, an
 * offer, a placement, maturity or early redemption in between (next coupon and offer, puts
 * and calls to come, the bond's life, the offers bond-math may yield to); a lombard listing
 * starting or ending in between (the bond's, or its issuer's for all its bonds). Nothing else
 * a row holds depends on the date: the price's numbers are its tick's day, the rating is the
 * latest action, index membership is read by the screen at its as-of.
 */
export async function markAsOfMoved(
  db: Executor,
  before: string,
  after: string,
  windowDays: number,
): Promise<void> {
  await db.execute(sql`
    with span as (
      select least(${before}::date, ${after}::date) as lo,
        greatest(${before}::date, ${after}::date) as hi
    ),
    moved (id) as (
      -- Per ground, so each range is a scan of the ticks' (ground, date) index.
      select t.emission_id
      from span, trading_grounds g
      join trading_ticks t on t.trading_ground_id = g.id
      where g.id <> ${NSD_TRADING_GROUND_ID}
        and ((t.date > span.lo - ${windowDays}::int and t.date <= span.hi - ${windowDays}::int)
          or (t.date > span.lo and t.date <= span.hi))
      union
      select f.emission_id from span, emission_cash_flows f
      where f.date > span.lo and f.date <= span.hi
      union
      select o.emission_id from span, emission_offers o
      where o.date > span.lo and o.date <= span.hi
      union
      select e.id from span, emissions e
      where (e.issue_date > span.lo and e.issue_date <= span.hi)
        or (e.maturity_date > span.lo and e.maturity_date <= span.hi)
        or (e.redeemed_on > span.lo and e.redeemed_on <= span.hi)
      union
      select e.id from span, bond_facts f
      join emissions e on e.id = f.emission_id
        or (f.emission_id is null and e.emitent_id = f.emitent_id)
      where f.kind = 'lombard' and f.code = 'central_bank'
        and ((f.date > span.lo and f.date <= span.hi)
          or (f.end_date > span.lo and f.end_date <= span.hi))
    )
    insert into bond_screen_dirty (emission_id)
    select id from moved
    on conflict do nothing`);
}

/**
 * Marks the bonds of each exchange whose latest tick date moved since the screen last noted it
 * (screen_ground_ends), and notes the new dates, in one statement: a bond's praams liquidity
 * window ends on its ground's latest date, so a bond whose ticks there enter or leave the
 * window is re-scored (the score counts the days traded in it), not only those with a new
 * tick. A ground noted for the first time marks every bond traded in its window. Returns how
 * many grounds moved. Each ground's latest date is one seek of its (ground, date) index, each
 * range a scan of it.
 */
export async function markMovedGrounds(db: Executor, windowDays: number): Promise<number> {
  const result = (await db.execute(sql`
    with ends as (
      select g.id,
        (select max(t.date) from trading_ticks t where t.trading_ground_id = g.id) as latest
      from trading_grounds g
      where g.is_exchange
    ),
    moved as (
      select e.id, s.latest as before, e.latest as after
      from ends e
      left join screen_ground_ends s on s.ground_id = e.id
      where e.latest is not null and s.latest is distinct from e.latest
    ),
    ranges (id, lo, hi) as (
      select id, after - ${windowDays}::int, after from moved where before is null
      union all
      select id, least(before, after) - ${windowDays}::int, greatest(before, after) - ${windowDays}::int
      from moved where before is not null
      union all
      select id, least(before, after), greatest(before, after) from moved where before is not null
    ),
    marked as (
      insert into bond_screen_dirty (emission_id)
      select distinct t.emission_id
      from ranges r
      join trading_ticks t on t.trading_ground_id = r.id and t.date > r.lo and t.date <= r.hi
      on conflict do nothing
      returning 1
    ),
    noted as (
      insert into screen_ground_ends (ground_id, latest)
      select id, after from moved
      on conflict (ground_id) do update set latest = excluded.latest
      returning 1
    )
    -- Data-modifying CTEs run whether read or not; read to say what was done.
    select (select count(*) from moved)::int as moved, (select count(*) from marked) as marked,
      (select count(*) from noted) as noted`)) as unknown as Rows<{ moved: number }>;
  return Number(result.rows[0]?.moved ?? 0);
}

export async function markAll(db: Executor): Promise<void> {
  await db.execute(
    sql`insert into bond_screen_dirty (emission_id) select id from emissions on conflict do nothing`,
  );
}

export async function countDirty(db: Executor): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as n from bond_screen_dirty`,
  )) as unknown as Rows<{ n: number }>;
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * Takes up to `limit` bonds off the dirty list in this transaction (another refresher skips
 * them), each with whether a write touched its terms; the bonds that no longer exist are
 * dropped on the way.
 */
export async function takeDirty(
  tx: Executor,
  limit: number,
): Promise<{ id: number; terms: boolean }[]> {
  const result = (await tx.execute(sql`
    delete from bond_screen_dirty d
    where d.emission_id in (
      select emission_id from bond_screen_dirty order by emission_id limit ${limit}
      for update skip locked
    )
    returning d.emission_id, d.terms`)) as unknown as Rows<{ emission_id: number; terms: boolean }>;
  return result.rows.map((r) => ({ id: r.emission_id, terms: r.terms }));
}

/**
 * The portal's rating of each bond as a notch (1 = AAA … 21 = C, 22 SD, 23 D: every scale of the
 * catalogue ranks so), read as lib/current-rating.ts reads it for the PRAAMS block and the
 * resume: the latest action per scale, active ones only, of the bond itself, else of its issuer;
 * the most conservative. The best of the agencies would put a national-scale AAA(RU) beside an
 * international BB: not comparable, so not what a screen should rank by.
 */
const RATING_RANK = sql.raw(`rating as (
      select i.id, coalesce(
        (select max(c.rank) from (
          select distinct on (a.scale_id) a.status, p.rank
          from rating_actions a left join rating_scale_points p on p.id = a.scale_point_id
          where a.subject = 'emission' and a.emission_id = i.id
          order by a.scale_id, a.date desc, a.id desc) c
        where c.status = 'active'),
        (select max(c.rank) from (
          select distinct on (a.scale_id) a.status, p.rank
          from rating_actions a left join rating_scale_points p on p.id = a.scale_point_id
          where a.subject = 'emitent' and a.emitent_id = e.emitent_id and a.emission_id is null
          order by a.scale_id, a.date desc, a.id desc) c
        where c.status = 'active')) as rank
      from ids i join emissions e on e.id = i.id
    )`);

/**
 * The numbers of the bonds `ids` on `asOf` that do not depend on their price, one statement:
 * the days with a traded volume and their median over the 30 days to `asOf` on the grounds
 * every subject may see (never the NSD's; fields the source marked bad left out); the next
 * coupon and offer after `asOf` and whether a put or call is still to come; the rating's
 * notch; whether the central bank lends against it on `asOf`. The price is each ground's
 * (screen-grounds.repository.ts); the refresher picks the main one.
 */
export async function computeBondNumbers(
  tx: Executor,
  ids: readonly number[],
  asOf: string,
  windowFrom: string,
): Promise<BondNumbers[]> {
  const list = sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;
  const result = (await tx.execute(sql`
    with ids (id) as (select unnest(${list})),
    traded as (
      select i.id, count(*)::int as days, percentile_cont(0.5) within group (order by v.volume) as median
      from ids i
      cross join lateral (
        select t.date, sum(t.volume) as volume
        from trading_ticks t
        where t.emission_id = i.id and t.trading_ground_id <> ${NSD_TRADING_GROUND_ID}
          and t.date between ${windowFrom}::date and ${asOf}::date
          and t.volume > 0 and not ('volume' = any(t.bad_data))
        group by t.date
      ) v
      group by i.id
    ),
    coupon as (
      select distinct on (f.emission_id) f.emission_id, f.date, f.coupon_sum
      from emission_cash_flows f
      where f.emission_id in (select id from ids) and f.date > ${asOf}::date and f.coupon_sum > 0
      order by f.emission_id, f.date
    ),
    offer as (
      select distinct on (o.emission_id) o.emission_id, o.date, o.type,
        bool_or(o.type = 'put') over w as has_put, bool_or(o.type = 'call') over w as has_call,
        min(o.date) filter (where o.type = 'put') over w as next_put
      from emission_offers o
      where o.emission_id in (select id from ids) and o.date > ${asOf}::date
      window w as (partition by o.emission_id)
      order by o.emission_id, o.date
    ),
    ${RATING_RANK},
    lombard as (
      select distinct i.id
      from ids i
      join emissions e on e.id = i.id
      join bond_facts f on f.kind = 'lombard' and f.code = 'central_bank'
        and (f.emission_id = i.id or (f.emission_id is null and f.emitent_id = e.emitent_id))
      where (f.date is null or f.date <= ${asOf}::date)
        and (f.end_date is null or f.end_date > ${asOf}::date)
    )
    select i.id as "emissionId",
      coalesce(tr.days, 0) as "tradedDays30", tr.median as "medianVolume30",
      c.date::text as "nextCouponDate", c.coupon_sum as "nextCouponAmount",
      o.date::text as "nextOfferDate", o.type as "nextOfferType",
      coalesce(o.has_put, false) as "hasPut", coalesce(o.has_call, false) as "hasCall",
      o.next_put::text as "nextPutDate",
      r.rank as "ratingRank", lb.id is not null as lombard
    from ids i
    -- A bond deleted since it was marked has no row to keep.
    join emissions e on e.id = i.id
    left join traded tr on tr.id = i.id
    left join coupon c on c.emission_id = i.id
    left join offer o on o.emission_id = i.id
    left join rating r on r.id = i.id
    left join lombard lb on lb.id = i.id`)) as unknown as Rows<BondNumbers>;
  return result.rows.map((r) => ({
    ...r,
    tradedDays30: Number(r.tradedDays30),
    medianVolume30: r.medianVolume30 === null ? null : Number(r.medianVolume30),
  }));
}

export type ScreenRow = typeof bondScreen.$inferInsert;

/** The rows of one insert: 19 columns each stay well under PostgreSQL's 65,535 parameters. */
const WRITE_CHUNK = 1_000;

/** Writes the bonds' rows, replacing their old ones. */
export async function writeRows(tx: Executor, rows: readonly ScreenRow[]): Promise<void> {
  const update = Object.fromEntries(
    Object.entries(getTableColumns(bondScreen))
      .filter(([key]) => key !== 'emissionId')
      .map(([key, column]) => [key, sql.raw(`excluded.${column.name}`)]),
  );
  for (let i = 0; i < rows.length; i += WRITE_CHUNK)
    await tx
      .insert(bondScreen)
      .values(rows.slice(i, i + WRITE_CHUNK))
      .onConflictDoUpdate({ target: bondScreen.emissionId, set: update });
}

/** What a bond's stored row was computed from, and its bond-math numbers, to reuse them. */
export interface PreviousMath extends ScreenMath {
  priceDate: string | null;
  cleanPrice: number | null;
  tradingGroundId: number | null;
  nextOfferDate: string | null;
  ytm: number | null;
}

export async function findPreviousMath(
  tx: Executor,
  ids: readonly number[],
): Promise<Map<number, PreviousMath>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({
      id: bondScreen.emissionId,
      priceDate: bondScreen.priceDate,
      cleanPrice: bondScreen.cleanPrice,
      tradingGroundId: bondScreen.tradingGroundId,
      nextOfferDate: bondScreen.nextOfferDate,
      ytm: bondScreen.ytm,
      yieldToOffer: bondScreen.yieldToOffer,
      yieldToWorst: bondScreen.yieldToWorst,
      worstDate: bondScreen.worstDate,
      screenYield: bondScreen.screenYield,
      streetYield: bondScreen.streetYield,
      currentYield: bondScreen.currentYield,
      zSpread: bondScreen.zSpread,
    })
    .from(bondScreen)
    .where(inArray(bondScreen.emissionId, [...ids]));
  return new Map(rows.map(({ id, ...row }) => [id, row]));
}

/** A bond's terms, payments and options as bond-math takes them (bonds without dates left out). */
export interface MathTerms {
  bond: StoredBond;
  payments: StoredPayment[];
  offers: OfferFacts[];
}

export async function findMathTerms(
  tx: Executor,
  ids: readonly number[],
): Promise<Map<number, MathTerms>> {
  if (ids.length === 0) return new Map();
  const list = [...ids];
  const [bonds, payments, offers] = await Promise.all([
    tx
      .select({
        id: emissions.id,
        issueDate: emissions.issueDate,
        maturityDate: emissions.maturityDate,
        faceValue: emissions.faceValue,
        couponRate: emissions.couponRate,
        couponFrequency: emissions.couponFrequency,
        dayCount: emissions.dayCount,
        currency: currencies.code,
        couponType: emissions.couponType,
        isAmortizing: emissions.isAmortizing,
      })
      .from(emissions)
      .innerJoin(currencies, eq(currencies.id, emissions.currencyId))
      .where(inArray(emissions.id, list)),
    tx
      .select({
        id: emissionCashFlows.emissionId,
        date: emissionCashFlows.date,
        couponRate: emissionCashFlows.couponRate,
        couponSum: emissionCashFlows.couponSum,
        redemption: emissionCashFlows.redemption,
        source: emissionCashFlows.source,
      })
      .from(emissionCashFlows)
      .where(inArray(emissionCashFlows.emissionId, list))
      .orderBy(asc(emissionCashFlows.emissionId), asc(emissionCashFlows.date)),
    tx
      .select({
        id: emissionOffers.emissionId,
        date: emissionOffers.date,
        type: emissionOffers.type,
        price: emissionOffers.price,
      })
      .from(emissionOffers)
      .where(inArray(emissionOffers.emissionId, list))
      .orderBy(asc(emissionOffers.emissionId), asc(emissionOffers.date)),
  ]);
  const out = new Map<number, MathTerms>();
  for (const { id, issueDate, maturityDate, ...rest } of bonds)
    if (issueDate && maturityDate)
      out.set(id, { bond: { ...rest, issueDate, maturityDate }, payments: [], offers: [] });
  for (const { id, ...payment } of payments) out.get(id)?.payments.push(payment);
  for (const { id, ...offer } of offers) out.get(id)?.offers.push(offer);
  return out;
}
