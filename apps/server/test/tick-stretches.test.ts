import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { COLUMNS, installTickStretches, stretchesOf } from '../src/db/tick-stretches';
import { databaseKind, databaseMissing, openTestDatabase } from './support/test-app';

type Row = Record<string, unknown>;

/**
 * The tick stretches the data doctor reads (db/tick-stretches.ts) stay equal to the ticks
 * summed afresh through every kind of write: the generator's load, inserts, updates, upserts,
 * deletes and a truncate; and a rebuild puts a stretch edited by hand back.
 */
describe.skipIf(databaseMissing)(`tick stretches on ${databaseKind}`, () => {
  let database: Database;
  const rows = async <T extends Row>(query: string): Promise<T[]> =>
    ((await database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
  /** Stretches that differ from the ticks summed afresh, from either side. */
  const outOfStep = () =>
    rows(`with fresh (${COLUMNS}) as (${stretchesOf('trading_ticks')})
      (select ${COLUMNS} from tick_stretches except all select * from fresh)
      union all
      (select * from fresh except all select ${COLUMNS} from tick_stretches)`);
  const stretchCount = async () =>
    Number((await rows<{ n: string }>(`select count(*) as n from tick_stretches`))[0]!.n);
  let bond: number;
  let other: number;

  beforeAll(async () => {
    database = await openTestDatabase(true);
    const picked = await rows<{ id: number }>(
      `select emission_id as id from trading_ticks group by 1 having count(*) > 10 order by 1 limit 2`,
    );
    [bond, other] = picked.map((r) => r.id) as [number, number];
  }, 120_000);
  afterAll(() => database?.close());

  it('holds a stretch for every bond with ticks after the generator loaded them', async () => {
    expect(await outOfStep()).toEqual([]);
    const [bonds] = await rows<{ n: string }>(
      `select count(distinct emission_id) as n from trading_ticks`,
    );
    expect(await stretchCount()).toBeGreaterThanOrEqual(Number(bonds!.n));
  });

  it('follows inserts, updates, upserts and deletes', async () => {
    await rows(`update trading_ticks set ytm_last = 900, bad_data = '{}'
      where emission_id = ${bond} and date = (select max(date) from trading_ticks where emission_id = ${bond})`);
    expect(await outOfStep()).toEqual([]);
    const [yields] = await rows<{ n: string }>(
      `select sum(yields) as n from tick_stretches where emission_id = ${bond}`,
    );
    expect(Number(yields!.n)).toBeGreaterThanOrEqual(1);

    // A new benchmark name and a new last day: a new stretch, a longer one.
    await rows(`insert into trading_ticks (emission_id, trading_ground_id, date, last_price, t_spread, t_spread_benchmark)
      select emission_id, trading_ground_id, date + 1, last_price, 10, 'STRETCH TEST'
      from trading_ticks where emission_id = ${bond}
        and date = (select max(date) from trading_ticks where emission_id = ${bond})
      on conflict do nothing`);
    expect(await outOfStep()).toEqual([]);
    // An upsert: existing ticks updated, a new one inserted, in one statement.
    await rows(`insert into trading_ticks (emission_id, trading_ground_id, date, last_price, dur)
      select emission_id, trading_ground_id, date, 99, 0.5 from trading_ticks
      where emission_id = ${other} and date in (select min(date) from trading_ticks where emission_id = ${other})
      union all
      select emission_id, trading_ground_id, date - 1, 98, 0.6 from trading_ticks
      where emission_id = ${other} and date in (select min(date) from trading_ticks where emission_id = ${other})
      on conflict (emission_id, trading_ground_id, date) do update set last_price = excluded.last_price,
        dur = excluded.dur`);
    expect(await outOfStep()).toEqual([]);
    // Deleting the first day moves the stretch's start: taken back by summing again.
    await rows(`delete from trading_ticks where emission_id = ${other}
      and date = (select min(date) from trading_ticks where emission_id = ${other})`);
    expect(await outOfStep()).toEqual([]);
    // Every tick of a bond gone: its stretches too.
    await rows(`delete from trading_ticks where emission_id = ${bond}`);
    expect(await outOfStep()).toEqual([]);
    expect(await rows(`select 1 from tick_stretches where emission_id = ${bond}`)).toEqual([]);
  });

  it('puts a stretch edited by hand back on a rebuild', async () => {
    await rows(`update tick_stretches set ticks = ticks + 5 where emission_id = ${other}`);
    expect((await outOfStep()).length).toBeGreaterThan(0);
    const messages: string[] = [];
    await installTickStretches(database.db, (m) => messages.push(m), true);
    expect(messages).toHaveLength(1);
    expect(await outOfStep()).toEqual([]);
    // Installed already: a start without `force` reads no tick.
    await installTickStretches(database.db, (m) => messages.push(m));
    expect(messages).toHaveLength(1);
  });

  it('empties with a truncate of the ticks', async () => {
    await rows(`truncate trading_ticks`);
    expect(await stretchCount()).toBe(0);
  });
});
