import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { doctorModeFor, runStoredDoctor, type StoredDoctorReport } from '../src/data/doctor/stored';
import { databaseKind, databaseMissing, openTestDatabase } from './support/test-app';

/**
 * The incremental data doctor (issue 34 item 8; data/doctor/stored.ts) on the seeded test
 * world: after a full run its findings stand; a day of ticks is written with a defect in it,
 * and the incremental run judges only the bonds that day touched, finds the new defect and
 * keeps the earlier one of a bond it did not judge again; a full run then finds exactly what
 * the incremental one says.
 */
describe.skipIf(databaseMissing)(`the incremental data doctor on ${databaseKind}`, () => {
  let database: Database;
  let first: StoredDoctorReport;
  const rows = async <T>(query: SQL): Promise<T[]> =>
    ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const countOf = (report: StoredDoctorReport, code: string) =>
    report.results.flatMap((r) => r.findings).find((f) => f.code === code)?.count ?? -1;
  const examplesOf = (report: StoredDoctorReport, code: string) =>
    report.results.flatMap((r) => r.findings).find((f) => f.code === code)?.examples ?? [];
  const marked = async () =>
    (await rows<{ n: number }>(sql`select count(*)::int as n from doctor_bond_marks`))[0]!.n;
  const bonds = async () =>
    (await rows<{ n: number }>(sql`select count(*)::int as n from emissions`))[0]!.n;
  /** Live bonds with ticks: their newest tick's ground. */
  let traders: { bond: number; ground: number }[];
  let newDay: string;

  beforeAll(async () => {
    database = await openTestDatabase(true);
    traders = await rows(sql`select t.emission_id as bond, min(t.trading_ground_id) as ground
      from trading_ticks t join emissions e on e.id = t.emission_id
      where e.status_id = 192 and e.maturity_date > '2030-01-01'
      group by t.emission_id order by t.emission_id limit 6`);
    const [{ day }] = (await rows<{ day: string }>(
      sql`select (max(date) + 1)::text as day from trading_ticks`,
    )) as [{ day: string }];
    newDay = day;
    expect(traders).toHaveLength(6);
  }, 120_000);
  afterAll(() => database?.close());

  it('runs whole first, stores its findings and clears the marks it read', async () => {
    expect(await doctorModeFor(database.db)).toBe('full');
    expect(await marked()).toBeGreaterThan(0);
    // Asked for an incremental run with nothing stored yet, it judges everything.
    first = await runStoredDoctor(database.db, { mode: 'incremental' });
    expect(first.mode).toBe('full');
    expect(first.judgedBonds).toBeNull();
    expect(await marked()).toBe(0);
    expect(await doctorModeFor(database.db)).toBe('incremental');
    // A week later a full run is due again.
    expect(await doctorModeFor(database.db, new Date(Date.now() + 8 * 86_400_000))).toBe('full');
  });

  it('judges only the bonds a new day touched, finds its defect and keeps an earlier one', async () => {
    // Earlier: one bond's tick gets an impossible yield; an incremental run finds it.
    const earlier = traders[0]!;
    await database.db.execute(sql`update trading_ticks set ytm_last = 500, bad_data = '{}'
      where emission_id = ${earlier.bond} and trading_ground_id = ${earlier.ground}
        and date = (select max(date) from trading_ticks
          where emission_id = ${earlier.bond} and trading_ground_id = ${earlier.ground})`);
    const before = await runStoredDoctor(database.db, { mode: 'incremental' });
    expect(before.mode).toBe('incremental');
    expect(before.judgedBonds).toBe(1);
    expect(countOf(before, 'yield_out_of_band')).toBe(countOf(first, 'yield_out_of_band') + 1);

    // The new day: five other bonds trade, one of them at an impossible yield.
    const day = traders.slice(1);
    const planted = day[2]!;
    for (const t of day)
      await database.db.execute(sql`insert into trading_ticks
          (emission_id, trading_ground_id, date, last_price, ytm_last, bad_data)
        values (${t.bond}, ${t.ground}, ${newDay}, 100,
          ${t === planted ? 900 : 8}, '{}')`);
    // As the sync does: the traders' as-of moves to the day.
    await database.db.execute(sql`update emissions set as_of = ${newDay}::date::timestamp
      where id in (${sql.join(
        day.map((t) => sql`${t.bond}`),
        sql`, `,
      )})`);
    const after = await runStoredDoctor(database.db, { mode: 'incremental' });
    expect(after.mode).toBe('incremental');
    // Far fewer bonds judged than the world holds, and the checks reading tables whole not
    // run again: nothing they read was written (a bond's as-of alone does not count).
    expect(after.judgedBonds).toBe(day.length);
    expect(await bonds()).toBeGreaterThan(10 * day.length);
    const ran = after.results.filter((r) => r.seconds > 0).map((r) => r.check.name);
    for (const whole of ['report period checks', 'statement rules', 'references'])
      expect(ran).not.toContain(whole);
    expect(after.checksKept).toBeGreaterThan(0);
    // The new defect found, the earlier one (a bond not judged again) kept, both as examples.
    expect(countOf(after, 'yield_out_of_band')).toBe(countOf(first, 'yield_out_of_band') + 2);
    const named = examplesOf(after, 'yield_out_of_band').map((e) => e.bond);
    expect(named).toEqual(expect.arrayContaining([earlier.bond, planted.bond]));
    expect(await marked()).toBe(0);

    // A whole run finds exactly what the incremental runs add up to.
    const full = await runStoredDoctor(database.db, { mode: 'full' });
    for (const f of full.results.flatMap((r) => r.findings))
      expect([f.code, countOf(after, f.code)]).toEqual([f.code, f.count]);
  });

  it('a repaired bond leaves the findings when it is judged again', async () => {
    const planted = traders[3]!;
    const stood = await runStoredDoctor(database.db, { mode: 'incremental' });
    expect(stood.judgedBonds).toBe(0);
    await database.db.execute(sql`update trading_ticks set ytm_last = 8
      where emission_id = ${planted.bond} and date = ${newDay}`);
    const repaired = await runStoredDoctor(database.db, { mode: 'incremental' });
    expect(repaired.judgedBonds).toBe(1);
    expect(countOf(repaired, 'yield_out_of_band')).toBe(countOf(stood, 'yield_out_of_band') - 1);
    expect(examplesOf(repaired, 'yield_out_of_band').map((e) => e.bond)).not.toContain(
      planted.bond,
    );
  });

  it('runs a check reading tables whole when one of its tables was written', async () => {
    await database.db
      .execute(sql`update emissions set listing_level = coalesce(listing_level, 0) + 1
      where id = ${traders[4]!.bond}`);
    const report = await runStoredDoctor(database.db, { mode: 'incremental' });
    const ran = report.results.filter((r) => r.seconds > 0).map((r) => r.check.name);
    expect(ran).toEqual(expect.arrayContaining(['statement rules', 'references']));
    expect(ran).not.toContain('report period checks');
    expect(report.judgedBonds).toBe(1);
  });
});
