import { addDays, formatIsoDate, parseIsoDate } from '@bondsight/bond-math';
import { asc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { NSD_TRADING_GROUND_ID } from '@bondsight/contracts';
import type { Executor } from '../../db/transaction';
import {
  bondScreen,
  bondScreenState,
  screenGroundEnds,
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

/** A span of days, first excluded, last included: (after, through]. */
interface DaySpan {
  after: string;
  through: string;
}

const shift = (day: string, days: number) => formatIsoDate(addDays(parseIsoDate(day), days));

/**
 * The days whose ticks enter or leave a window of `windowDays` ending on `before` when it ends
 * on `after` instead (either way): its two edges moved by the same days.
 */
function windowEdges(before: string, after: string, windowDays: number): DaySpan[] {
  const [lo, hi] = before < after ? [before, after] : [after, before];
  return [
    { after: shift(lo, -windowDays), through: shift(hi, -windowDays) },
    { after: lo, through: hi },
  ];
}

/** The open grounds (never the NSD's): each a leading key of the ticks' (ground, date) index. */
async function openGrounds(db: Executor): Promise<number[]> {
  const result = (await db.execute(
    sql`select id from trading_grounds where id <> ${NSD_TRADING_GROUND_ID} order by id`,
  )) as unknown as Rows<{ id: number }>;
  return result.rows.map((r) => r.id);
}

const intArray = (values: readonly number[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::int[]`;

/**
 * Marks the bonds with a tick on one of `grounds` in each span. Constant dates and grounds, one
 * statement a span: the planner scans the (ground, date) index for those days (spans taken
 * from a table or a CTE made it hash all 38 M ticks at 500,000 bonds).
 */
async function markTicksIn(
  db: Executor,
  grounds: readonly number[],
  spans: readonly DaySpan[],
): Promise<void> {
  if (grounds.length === 0) return;
  for (const span of spans)
    await db.execute(sql`insert into bond_screen_dirty (emission_id)
      select distinct t.emission_id from trading_ticks t
      where t.trading_ground_id = any(${intArray(grounds)})
        and t.date > ${span.after}::date and t.date <= ${span.through}::date
      on conflict do nothing`);
}

/**
 * Marks the bonds whose numbers change when the as-of date moves from `before` to `after`
 * (either way), instead of every bond: those with a tick (on an open ground) entering or
 * leaving the 30-day window ending there (days traded, their median); a coupon, an offer, a
 * placement, maturity or early redemption in between (next coupon and offer, puts and calls
 * to come, the bond's life, the offers bond-math may yield to); a lombard listing starting or
 * ending in between (the bond's, or its issuer's for all its bonds). Nothing else a row holds
 * depends on the date: the price's numbers are its tick's day, the rating is the latest
 * action, index membership is read by the screen at its as-of.
 */
export async function markAsOfMoved(
  db: Executor,
  before: string,
  after: string,
  windowDays: number,
): Promise<void> {
  await markTicksIn(db, await openGrounds(db), windowEdges(before, after, windowDays));
  const lo = before < after ? before : after;
  const hi = before < after ? after : before;
  const within = (column: SQL) => sql`(${column} > ${lo}::date and ${column} <= ${hi}::date)`;
  await db.execute(sql`insert into bond_screen_dirty (emission_id)
    select emission_id from emission_cash_flows f where ${within(sql`f.date`)}
    union
    select emission_id from emission_offers o where ${within(sql`o.date`)}
    union
    select id from emissions e
    where ${within(sql`e.issue_date`)} or ${within(sql`e.maturity_date`)}
      or ${within(sql`e.redeemed_on`)}
    union
    select e.id from bond_facts f
    join emissions e on e.id = f.emission_id
      or (f.emission_id is null and e.emitent_id = f.emitent_id)
    where f.kind = 'lombard' and f.code = 'central_bank'
      and (${within(sql`f.date`)} or ${within(sql`f.end_date`)})
    on conflict do nothing`);
}

/**
 * Marks the bonds of each exchange whose latest tick date moved since the screen last noted it
 * (screen_ground_ends), and notes the new dates: a bond's praams liquidity window ends on its
 * ground's latest date, so a bond whose ticks there enter or leave the window is re-scored (the
 * score counts the days traded in it), not only those with a new tick. A ground noted for the
 * first time marks every bond traded in its window. Returns how many grounds moved. Run it in
 * a transaction: the marks and the noted ends commit together.
 */
export async function markMovedGrounds(db: Executor, windowDays: number): Promise<number> {
  const moved = (
    (await db.execute(sql`
      select g.id, s.latest::text as before, e.latest::text as after
      from trading_grounds g
      -- One seek of the ticks' (ground, date) index each.
      cross join lateral (select max(t.date) as latest from trading_ticks t
        where t.trading_ground_id = g.id) e
      left join screen_ground_ends s on s.ground_id = g.id
      where g.is_exchange and e.latest is not null and s.latest is distinct from e.latest
      order by g.id`)) as unknown as Rows<{ id: number; before: string | null; after: string }>
  ).rows;
  for (const { id, before, after } of moved) {
    await markTicksIn(
      db,
      [id],
      before === null
        ? [{ after: shift(after, -windowDays), through: after }]
        : windowEdges(before, after, windowDays),
    );
    await db
      .insert(screenGroundEnds)
      .values({ groundId: id, latest: after })
      .onConflictDoUpdate({ target: screenGroundEnds.groundId, set: { latest: after } });
  }
  return moved.length;
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
  return result.rows.map(tradedAsNumbers);
}

/** The 30-day aggregates as numbers (PostgreSQL's count and percentile may come as text). */
export const tradedAsNumbers = <T extends { tradedDays30: number; medianVolume30: number | null }>(
  r: T,
): T => ({
  ...r,
  tradedDays30: Number(r.tradedDays30),
  medianVolume30: r.medianVolume30 === null ? null : Number(r.medianVolume30),
});

export type ScreenRow = typeof bondScreen.$inferInsert;

/** The rows of one insert: 19 columns each stay well under PostgreSQL's 65,535 parameters. */
export const WRITE_CHUNK = 1_000;

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
