import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MultipliersResponse, PREVIEW_ROWS, type MultiplierGroup } from '@bondsight/contracts';
import type { App } from '../src/app';
import {
  emitents,
  financialReports,
  multiplierDefinitions,
  reportValues,
} from '../src/db/schema/index';
import { evaluateFormula } from '../src/data/demo-world/reports/formula';
import { BAD_ISSUER_IDS, issuerWorld, type IssuerTier } from './support/issuer-fixtures';
import { databaseKind, databaseMissing, type TestClient } from './support/test-app';

/**
 * The multipliers block (spec, issuer blocks, sections 2, 3, 4, 7 and 9): periods 1 and 2,
 * groups of multipliers with their formulas, every value recomputable from the statements.
 */

const url = (id: number | string) => `/api/company/${id}/multipliers/`;

describe.skipIf(databaseMissing)(`issuer multipliers on ${databaseKind}`, () => {
  let app: App;
  let showcase: number;
  let bank: number;
  let tiers: Record<IssuerTier, TestClient>;

  beforeAll(async () => {
    ({ app, showcase, bank, tiers } = await issuerWorld());
  });
  afterAll(() => app?.close());

  it('answers both periods with groups whose rows carry a formula and one value a column', async () => {
    const response = await app.inject(url(showcase));
    expect(response.statusCode).toBe(200);
    const body = MultipliersResponse.parse(response.json());
    for (const period of [1, 2] as const) {
      const groups = body[period];
      expect(groups.length, `period ${period}`).toBeGreaterThan(0);
      // Groups in the definitions' order, each with the period's columns, oldest first as the
      // statements run.
      expect(groups.map((g) => g.group_id)).toEqual([...groups.map((g) => g.group_id)].sort());
      for (const group of groups) {
        expect(group.headers.length).toBe(group.columns.length);
        expect(group.columns).toEqual([...group.columns].sort());
        expect(group.columns).toEqual(groups[0]!.columns);
        expect(group.gate).toBeNull();
        expect(group.preview_rows).toBe(PREVIEW_ROWS.multipliers);
        for (const row of group.body) {
          expect(row.data.length).toBe(group.columns.length);
          expect(row.formula).not.toBe('');
          expect(row.formula_code).toMatch(/(msfo|rsbu|bank_rsbu):[a-z_]+:[a-z0-9_]+/);
          expect(row.masked).toBeUndefined();
        }
      }
    }
    // The showcase corporate files MSFO: its multipliers are the MSFO ones.
    const codes = body[2].flatMap((g) => g.body.map((r) => r.code));
    expect(codes).toContain('roe_msfo');
    expect(codes.every((c) => c.endsWith('_msfo'))).toBe(true);
    // Quarters are titled as quarters, years as years.
    expect(body[1][0]!.headers[0]).toMatch(/^Q[1-4] \d{4}$/);
    expect(body[2][0]!.headers[0]).toMatch(/^\d{4}$/);
  });

  it('writes the formula with the lines named, in the interface language', async () => {
    const eng = MultipliersResponse.parse((await app.inject(url(showcase))).json());
    const roe = eng[1].flatMap((g) => g.body).find((r) => r.code === 'roe_msfo')!;
    expect(roe.formula).toBe('100 × Net income / Equity');
    expect(roe.unit).toBe('percent');
    const debt = eng[1].flatMap((g) => g.body).find((r) => r.code === 'debt_equity_msfo')!;
    expect(debt.unit).toBe('ratio');
    const rus = MultipliersResponse.parse(
      (await app.inject({ url: url(showcase), headers: { cookie: 'bs_lang=rus' } })).json(),
    );
    const roeRus = rus[1].flatMap((g) => g.body).find((r) => r.code === 'roe_msfo')!;
    expect(roeRus.formula).toBe('100 × Чистая прибыль / Капитал');
    expect(rus[1][0]!.headers[0]).toMatch(/^[1-4] кв\. \d{4}$/);
  });

  it('recomputes a multiplier of the showcase issuer from its stored statements', async () => {
    const body = MultipliersResponse.parse((await app.inject(url(showcase))).json());
    const [def] = await app.db
      .select()
      .from(multiplierDefinitions)
      .where(eq(multiplierDefinitions.code, 'net_margin_msfo'));
    const [report] = await app.db
      .select({ id: financialReports.id })
      .from(financialReports)
      .where(and(eq(financialReports.emitentId, showcase), eq(financialReports.standard, 'msfo')))
      .orderBy(financialReports.id)
      .limit(1);
    for (const period of [1, 2] as const) {
      const group = body[period].find((g) => g.body.some((r) => r.code === 'net_margin_msfo'))!;
      const row = group.body.find((r) => r.code === 'net_margin_msfo')!;
      let checked = 0;
      for (const [i, end] of group.columns.entries()) {
        const values = await app.db
          .select()
          .from(reportValues)
          .where(
            and(
              eq(reportValues.reportId, report!.id),
              eq(reportValues.periodType, period === 1 ? 'Q' : 'Y'),
              eq(reportValues.periodEnd, end),
            ),
          );
        const recomputed = evaluateFormula(
          def!.formula,
          (_s, table, line) =>
            values.find((v) => v.tableCode === table && v.lineCode === line)?.value,
        );
        expect(row.data[i], `${period} ${end}`).toBe(recomputed);
        checked++;
      }
      expect(checked).toBeGreaterThan(0);
    }
  });

  it('gives a bank its bank multipliers', async () => {
    const body = MultipliersResponse.parse((await app.inject(url(bank))).json());
    const codes = [...body[1], ...body[2]].flatMap((g) => g.body.map((r) => r.code));
    expect(codes).toContain('roe_bank');
    expect(codes.every((c) => c.endsWith('_bank'))).toBe(true);
  });

  it('answers every tier alike: 1000 preview rows mask nothing', async () => {
    const answers = await Promise.all(
      Object.values(tiers).map(async (client) => {
        const response = await client.get(url(showcase));
        expect(response.statusCode).toBe(200);
        return response.json() as Record<string, MultiplierGroup[]>;
      }),
    );
    for (const answer of answers) {
      expect(answer).toEqual(answers[2]);
      expect(JSON.stringify(answer)).not.toContain('"*"');
    }
  });

  it('answers empty periods for an issuer without statements', async () => {
    const [row] = await app.db
      .select({ id: emitents.id })
      .from(emitents)
      .where(sql`${emitents.id} not in (select emitent_id from multiplier_values)`)
      .limit(1);
    const response = await app.inject(url(row!.id));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ 1: [], 2: [] });
  });

  it('revalidates with its ETag', async () => {
    const first = await app.inject(url(showcase));
    const again = await app.inject({
      url: url(showcase),
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it.each(BAD_ISSUER_IDS)('answers %s (%s) with %i', async (_what, id, status, code) => {
    const response = await app.inject(url(id));
    expect(response.statusCode).toBe(status);
    expect(response.json().error.code).toBe(code);
  });
});
