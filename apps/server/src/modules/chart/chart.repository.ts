import {
  and,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  lt,
  lte,
  max,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { ChartType } from '@bondsight/contracts';
import type { Executor } from '../../db/transaction';
import { indexes, indexValues, tradingGrounds, tradingTicks } from '../../db/schema/index';

/** A bond's line: the bond on one trading ground. */
export interface BondSeriesKey {
  emissionId: number;
  tradingGroundId: number;
}

export interface Period {
  from: string;
  to: string;
}

/** A day as YYYY-MM-DD, whichever way the driver hands a date over (text or Date). */
const dayText = (value: string | Date | null) =>
  value === null
    ? null
    : typeof value === 'string'
      ? value.slice(0, 10)
      : value.toISOString().slice(0, 10);

/**
 * What is known of each bond line asked for: whether the bond exists and its data's as-of
 * date, the ground's names (null when no such ground), whether the bond has ticks there and
 * the line's latest day holding the chart type's value. One query for all lines; each
 * subquery is one probe (or one backward scan) of the ticks' primary key.
 */
export function describeBondSeries(db: Executor, keys: readonly BondSeriesKey[], type: ChartType) {
  const list = sql.join(
    keys.map((k) => sql`(${k.emissionId}::int, ${k.tradingGroundId}::int)`),
    sql`, `,
  );
  return db
    .select({
      emissionId: sql<number>`p.e`.mapWith(Number),
      tradingGroundId: sql<number>`p.g`.mapWith(Number),
      bondKnown: sql<boolean>`exists (select 1 from emissions e where e.id = p.e)`,
      // The bond's as-of day (UTC), as the summary counts ages from it.
      asOf: sql<string | null>`(select to_char(e.as_of at time zone 'UTC', 'YYYY-MM-DD')
        from emissions e where e.id = p.e)`,
      groundNames: tradingGrounds.names,
      traded: sql<boolean>`exists (select 1 from ${tradingTicks} t
        where t.emission_id = p.e and t.trading_ground_id = p.g)`,
      latest: sql<string | null>`(select max(${tradingTicks.date}) from ${tradingTicks}
        where ${tradingTicks.emissionId} = p.e and ${tradingTicks.tradingGroundId} = p.g
        and ${holdsValue(type)})`.mapWith(dayText),
    })
    .from(sql`(values ${list}) as p(e, g)`)
    .leftJoin(tradingGrounds, sql`${tradingGrounds.id} = p.g`);
}

/** The indexes asked for, each with the day of its latest stored value. */
export function findIndexes(db: Executor, ids: readonly number[]) {
  return db
    .select({
      id: indexes.id,
      names: indexes.names,
      latest: sql<string | null>`(select max(v.date) from ${indexValues} v
        where v.index_id = ${indexes.id})`.mapWith(dayText),
    })
    .from(indexes)
    .where(inArray(indexes.id, [...ids]));
}

/** The newest day any index has a value (the index data's own as-of). */
export async function newestIndexValueDate(db: Executor): Promise<string | null> {
  const [row] = await db.select({ date: max(indexValues.date) }).from(indexValues);
  return dayText(row?.date ?? null);
}

/**
 * The stored columns each chart type reads, in the order of a tick's tuple (with the yield
 * for the spread's 20 % rule).
 */
const columnsByType = {
  price: ['lastPrice', 'openPrice', 'minPrice', 'maxPrice', 'volume'],
  yield: ['ytmLast'],
  g_spread: ['gSpread', 'ytmLast'],
} as const satisfies Record<ChartType, readonly (keyof typeof tradingTicks.$inferSelect)[]>;

/** A day counts as a tick of the line when it holds the chart type's value. */
function holdsValue(type: ChartType): SQL {
  switch (type) {
    case 'price':
      return or(
        isNotNull(tradingTicks.lastPrice),
        isNotNull(tradingTicks.openPrice),
        isNotNull(tradingTicks.minPrice),
        isNotNull(tradingTicks.maxPrice),
      )!;
    case 'yield':
      return isNotNull(tradingTicks.ytmLast);
    case 'g_spread':
      return isNotNull(tradingTicks.gSpread);
  }
}

export interface BondTickRow {
  date: string;
  /** The fields marked bad data (spec .baddata), or none. */
  badData: string[];
  lastPrice?: number | null;
  openPrice?: number | null;
  minPrice?: number | null;
  maxPrice?: number | null;
  volume?: number | null;
  ytmLast?: number | null;
  gSpread?: number | null;
}

export interface BondSeries extends BondSeriesKey {
  ticks: BondTickRow[];
}

/**
 * Every bond line's ticks in the period, in one query: each line is a range of the ticks'
 * primary key (emission, ground, date), and only the chart type's columns are read. A line
 * comes back as one row holding its ticks as a JSON array of tuples by date: tens of thousands
 * of rows cost an embedded database (PGlite) far more to hand over than one text each line.
 */
export async function findBondTicks(
  db: Executor,
  keys: readonly BondSeriesKey[],
  period: Period,
  type: ChartType,
): Promise<BondSeries[]> {
  const fields = columnsByType[type];
  const tuple = sql.join(
    [
      sql`${tradingTicks.date}`,
      sql`case when cardinality(${tradingTicks.badData}) > 0 then ${tradingTicks.badData} end`,
      ...fields.map((f) => sql`${tradingTicks[f]}`),
    ],
    sql`, `,
  );
  const rows = await db
    .select({
      emissionId: tradingTicks.emissionId,
      tradingGroundId: tradingTicks.tradingGroundId,
      ticks: sql<string>`json_agg(json_build_array(${tuple}) order by ${tradingTicks.date})::text`,
    })
    .from(tradingTicks)
    .where(
      and(
        or(
          ...keys.map((k) =>
            and(
              eq(tradingTicks.emissionId, k.emissionId),
              eq(tradingTicks.tradingGroundId, k.tradingGroundId),
              gte(tradingTicks.date, period.from),
              lte(tradingTicks.date, period.to),
            ),
          ),
        ),
        holdsValue(type),
      ),
    )
    .groupBy(tradingTicks.emissionId, tradingTicks.tradingGroundId);
  return rows.map((row) => ({
    emissionId: row.emissionId,
    tradingGroundId: row.tradingGroundId,
    ticks: (JSON.parse(row.ticks) as [string, string[] | null, ...(number | null)[]][]).map(
      ([date, badData, ...values]) => {
        const tick: BondTickRow = { date, badData: badData ?? [] };
        fields.forEach((field, i) => (tick[field] = values[i] ?? null));
        return tick;
      },
    ),
  }));
}

/** Every index line's values in the period, in one query (a JSON array a line, by date). */
export async function findIndexTicks(db: Executor, ids: readonly number[], period: Period) {
  const rows = await db
    .select({
      indexId: indexValues.indexId,
      ticks: sql<string>`json_agg(json_build_array(${indexValues.date}, ${indexValues.value}) order by ${indexValues.date})::text`,
    })
    .from(indexValues)
    .where(
      and(
        inArray(indexValues.indexId, [...ids]),
        gte(indexValues.date, period.from),
        lte(indexValues.date, period.to),
      ),
    )
    .groupBy(indexValues.indexId);
  return rows.map((row) => ({
    indexId: row.indexId,
    ticks: (JSON.parse(row.ticks) as [string, number][]).map(([date, value]) => ({ date, value })),
  }));
}

/** The bond line's latest tick before a date (a backward scan of its primary key). */
export async function latestBondTickBefore(
  db: Executor,
  key: BondSeriesKey,
  before: string,
  type: ChartType,
): Promise<string | null> {
  const [row] = await db
    .select({ date: tradingTicks.date })
    .from(tradingTicks)
    .where(
      and(
        eq(tradingTicks.emissionId, key.emissionId),
        eq(tradingTicks.tradingGroundId, key.tradingGroundId),
        lt(tradingTicks.date, before),
        holdsValue(type),
      ),
    )
    .orderBy(desc(tradingTicks.date))
    .limit(1);
  return row?.date ?? null;
}

/** The index's latest value before a date. */
export async function latestIndexValueBefore(
  db: Executor,
  indexId: number,
  before: string,
): Promise<string | null> {
  const [row] = await db
    .select({ date: indexValues.date })
    .from(indexValues)
    .where(and(eq(indexValues.indexId, indexId), lt(indexValues.date, before)))
    .orderBy(desc(indexValues.date))
    .limit(1);
  return row?.date ?? null;
}
