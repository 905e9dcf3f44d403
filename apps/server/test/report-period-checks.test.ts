import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { COLUMNS, installReportPeriodChecks, periodChecksOf } from '../src/db/report-period-checks';
import { databaseKind, databaseMissing, openTestDatabase } from './support/test-app';

type Row = Record<string, unknown>;

/**
 * The report period checks the data doctor reads (db/report-period-checks.ts) stay equal to the
 * statements judged afresh through every kind of write: the generator's load, value inserts,
 * updates, upserts and deletes, a report's standard changed or the report deleted, the line
 * catalogue or a multiplier's formula changed, and truncates; a rebuild puts a row edited by hand back.
 */
describe.skipIf(databaseMissing)(`report period checks on ${databaseKind}`, () => {
  let database: Database;
  const rows = async <T extends Row>(query: string): Promise<T[]> =>
    ((await database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
  /** Rows that differ from the statements judged afresh, from either side. */
  const outOfStep = () =>
    rows(`with fresh (${COLUMNS}) as (${periodChecksOf()})
      (select ${COLUMNS} from report_period_checks except all select * from fresh)
      union all
      (select * from fresh except all select ${COLUMNS} from report_period_checks)`);
  const mismatches = async (report: number) =>
    Number(
      (
        await rows<{ n: string | null }>(
          `select sum(total_mismatches) as n from report_period_checks where report_id = ${report}`,
        )
      )[0]!.n ?? 0,
    );
  /** A line of `report` that sums into a total, in its first period. */
  let child: { report: number; table: string; line: string; type: string; end: string };

  beforeAll(async () => {
    database = await openTestDatabase(true);
    child = (
      await rows<typeof child>(`
      select v.report_id as report, v.table_code as "table", v.line_code as line,
        v.period_type as type, v.period_end::text as "end"
      from report_values v
      join financial_reports r on r.id = v.report_id
      join report_lines l on l.standard = r.standard and l.table_code = v.table_code
        and l.line_code = v.line_code
      where l.parent_code is not null and r.standard = 'msfo'
      order by v.report_id, v.period_end, v.table_code, v.line_code limit 1`)
    )[0]!;
  }, 120_000);
  afterAll(() => database?.close());

  const cell = () =>
    `report_id = ${child.report} and table_code = '${child.table}' and line_code = '${child.line}'
      and period_type = '${child.type}' and period_end = '${child.end}'`;

  it('holds a row for every report period after the generator loaded the statements', async () => {
    expect(await outOfStep()).toEqual([]);
    const [periods] = await rows<{ n: string }>(
      `select count(*) as n from (select distinct report_id, period_type, period_end from report_values) p`,
    );
    const [stored] = await rows<{ n: string }>(`select count(*) as n from report_period_checks`);
    expect(Number(stored!.n)).toBe(Number(periods!.n));
    // The demo world's statements add up.
    const [off] = await rows<{ n: string }>(
      `select count(*) as n from report_period_checks where total_mismatches > 0`,
    );
    expect(Number(off!.n)).toBe(0);
  });

  it('follows value updates, upserts, inserts and deletes', async () => {
    await rows(`update report_values set value = value + 1000 where ${cell()}`);
    expect(await outOfStep()).toEqual([]);
    expect(await mismatches(child.report)).toBeGreaterThanOrEqual(1);
    // An upsert puts the value back and adds a period of its own.
    await rows(`insert into report_values (report_id, table_code, line_code, period_type, period_end, value)
      select report_id, table_code, line_code, period_type, period_end, value - 1000
      from report_values where ${cell()}
      union all
      select report_id, table_code, line_code, period_type, date '1990-12-31', 7
      from report_values where ${cell()}
      on conflict (report_id, table_code, line_code, period_type, period_end)
      do update set value = excluded.value`);
    expect(await outOfStep()).toEqual([]);
    expect(await mismatches(child.report)).toBe(0);
    expect(
      await rows(`select 1 from report_period_checks where report_id = ${child.report}
        and period_end = '1990-12-31'`),
    ).toHaveLength(1);
    await rows(`delete from report_values where report_id = ${child.report}
      and period_end = '1990-12-31'`);
    expect(await outOfStep()).toEqual([]);
    expect(
      await rows(`select 1 from report_period_checks where report_id = ${child.report}
        and period_end = '1990-12-31'`),
    ).toEqual([]);
  });

  it("follows a report's standard, the line catalogue, the formulas and a deleted report", async () => {
    await rows(`update financial_reports set standard = 'rsbu' where id = ${child.report}`);
    expect(await outOfStep()).toEqual([]);
    await rows(`update financial_reports set standard = 'msfo' where id = ${child.report}`);
    // The line no longer sums into its total: the totals judged again everywhere.
    await rows(`update report_lines set parent_code = null
      where standard = 'msfo' and table_code = '${child.table}' and line_code = '${child.line}'`);
    expect(await outOfStep()).toEqual([]);
    // A formula that reads another line: the lines kept for the multipliers follow.
    await rows(`update multiplier_definitions set formula = formula || ' + msfo:${child.table}:${child.line}'
      where code = (select min(code) from multiplier_definitions where formula like 'msfo:%'
        or formula like '%msfo:%')`);
    expect(await outOfStep()).toEqual([]);
    const [kept] = await rows<{ n: string }>(`select count(*) as n from report_period_checks
      where formula_lines ? 'msfo:${child.table}:${child.line}'`);
    expect(Number(kept!.n)).toBeGreaterThan(0);
    await rows(`delete from financial_reports where id = ${child.report}`);
    expect(await outOfStep()).toEqual([]);
    expect(
      await rows(`select 1 from report_period_checks where report_id = ${child.report}`),
    ).toEqual([]);
  });

  it('puts a row edited by hand back on a rebuild', async () => {
    await rows(`update report_period_checks set total_mismatches = total_mismatches + 3
      where report_id = (select min(report_id) from report_period_checks)`);
    expect((await outOfStep()).length).toBeGreaterThan(0);
    const messages: string[] = [];
    await installReportPeriodChecks(database.db, (m) => messages.push(m), true);
    expect(messages).toHaveLength(1);
    expect(await outOfStep()).toEqual([]);
    // Installed already: a start without `force` reads no value.
    await installReportPeriodChecks(database.db, (m) => messages.push(m));
    expect(messages).toHaveLength(1);
  });

  it('empties with a truncate of the values', async () => {
    await rows(`truncate report_values`);
    expect(await rows(`select 1 from report_period_checks limit 1`)).toEqual([]);
  });
});
