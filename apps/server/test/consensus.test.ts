import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONSENSUS_LABEL_KEYS,
  CONSENSUS_TABLE_LIMIT,
  ConsensusResponse,
} from '@bondsight/contracts';
import type { App } from '../src/app';
import { BAD_ISSUER_IDS, issuerWorld, type IssuerTier } from './support/issuer-fixtures';
import { TEST_AS_OF } from './support/seed-world';
import { databaseKind, databaseMissing, type TestClient } from './support/test-app';

/**
 * Consensus forecasts (spec, issuer blocks, sections 3 "Consensus response", 7 and 9): items
 * with indexName and actual_value (plus forecast, period, analysts, date) and the labels.
 */

const url = (id: number | string) => `/api/company/${id}/get-emitent-list-of-indexes/`;

describe.skipIf(databaseMissing)(`consensus forecasts on ${databaseKind}`, () => {
  let app: App;
  let showcase: number;
  let tiers: Record<IssuerTier, TestClient>;

  const rows = async (query: ReturnType<typeof sql>) =>
    ((await app.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

  beforeAll(async () => {
    ({ app, showcase, tiers } = await issuerWorld());
  });
  afterAll(() => app?.close());

  it('answers the stored forecasts, nearest period first, with the block labels', async () => {
    const response = await app.inject(url(showcase));
    expect(response.statusCode).toBe(200);
    const body = ConsensusResponse.parse(response.json());
    const stored = await rows(
      sql`select id, period, actual_value, forecast_value, analysts from consensus_forecasts
          where emitent_id = ${showcase} order by period, id`,
    );
    // More than one page of 6 in the block: the pager has something to do.
    expect(body.items.length).toBeGreaterThan(6);
    expect(body.items).toHaveLength(Math.min(stored.length, CONSENSUS_TABLE_LIMIT));
    body.items.forEach((item, i) => {
      expect(item.id).toBe(Number(stored[i]!.id));
      expect(item.period).toBe(stored[i]!.period);
      expect(item.actual_value).toBe(
        stored[i]!.actual_value === null ? null : Number(stored[i]!.actual_value),
      );
      expect(item.forecast_value).toBe(Number(stored[i]!.forecast_value));
      expect(item.analysts).toBe(Number(stored[i]!.analysts));
      // A reported year's consensus as it stood before its results; the coming years' today.
      expect(item.date).toBe(
        item.actual_value === null ? TEST_AS_OF : `${Number(item.period.slice(2)) + 1}-01-31`,
      );
    });
    expect(body.items[0]).toMatchObject({ indexName: 'Revenue' });
    const periods = body.items.map((i) => i.period);
    expect(periods).toEqual([...periods].sort());
    expect(Object.keys(body.labels).sort()).toEqual([...CONSENSUS_LABEL_KEYS].sort());
    expect(body.labels.block_title).toBe('Consensus forecasts');
    expect(body.labels.indexName).toBe('Indicator');
  });

  it("gives each reported year its own actual from the issuer's IFRS statements, none to a year to come", async () => {
    const items = await rows(
      sql`select c.emitent_id, c.period, c.index_names->>'eng' as indicator, c.actual_value
          from consensus_forecasts c order by c.emitent_id, c.period, c.id`,
    );
    expect(items.length).toBeGreaterThan(0);
    // The issuer's main IFRS set's annual profit and loss, by English line name.
    const annual = await rows(
      sql`select r.emitent_id, extract(year from v.period_end)::int as year,
                 l.names->>'eng' as line, v.value
          from report_values v
          join financial_reports r on r.id = v.report_id
          join report_lines l on l.standard = r.standard and l.table_code = v.table_code
                              and l.line_code = v.line_code
          where r.standard = 'msfo' and v.period_type = 'Y' and v.table_code = 'profit_and_loss'
            and r.id = (select min(id) from financial_reports m
                        where m.emitent_id = r.emitent_id and m.standard = 'msfo')`,
    );
    const reported = new Map(
      annual.map((a) => [`${String(a.emitent_id)} FY${String(a.year)} ${String(a.line)}`, a]),
    );
    const byIndicator = new Map<string, number[]>();
    let past = 0;
    let future = 0;
    for (const item of items) {
      const key = `${String(item.emitent_id)} ${String(item.period)} ${String(item.indicator)}`;
      const statement = reported.get(key);
      if (statement) {
        expect(item.actual_value, key).toBe(statement.value);
        const own = `${String(item.emitent_id)} ${String(item.indicator)}`;
        byIndicator.set(own, [...(byIndicator.get(own) ?? []), Number(item.actual_value)]);
        past++;
      } else {
        // No statement for the year yet: the actual is unknown, not last year's repeated.
        expect(item.actual_value, key).toBeNull();
        future++;
      }
    }
    expect(past).toBeGreaterThan(0);
    expect(future).toBeGreaterThan(0);
    for (const [own, actuals] of byIndicator) {
      expect(actuals.length, own).toBeGreaterThan(1);
      expect(new Set(actuals).size, own).toBe(actuals.length);
    }
  });

  it('names indicators and labels in the interface language', async () => {
    const rus = ConsensusResponse.parse(
      (await app.inject({ url: url(showcase), headers: { cookie: 'bs_lang=rus' } })).json(),
    );
    expect(rus.items[0]!.indexName).toBe('Выручка');
    expect(rus.labels.block_title).toBe('Консенсус-прогнозы');
    const chn = ConsensusResponse.parse(
      (await app.inject({ url: url(showcase), headers: { cookie: 'bs_lang=chn' } })).json(),
    );
    expect(chn.items[0]!.indexName).toBe('营业收入');
    expect(chn.labels.actual_value).toBe('实际值');
  });

  it('answers an empty list for an issuer without forecasts (no block)', async () => {
    const [row] = await rows(
      sql`select id from emitents where id not in (select emitent_id from consensus_forecasts)
          order by id limit 1`,
    );
    const body = ConsensusResponse.parse((await app.inject(url(Number(row!.id)))).json());
    expect(body.items).toEqual([]);
  });

  it('answers every tier the same raw JSON: forecasts are public', async () => {
    const answers = await Promise.all(
      Object.values(tiers).map(async (client) => {
        const response = await client.get(url(showcase));
        expect(response.statusCode).toBe(200);
        return response.body;
      }),
    );
    expect(answers[0]).toBe(answers[1]);
    expect(answers[1]).toBe(answers[2]);
    expect(answers[0]).not.toContain('masked');
    expect(ConsensusResponse.parse(JSON.parse(answers[0]!)).items[0]!.actual_value).toEqual(
      expect.any(Number),
    );
  });

  it.each(BAD_ISSUER_IDS)('answers %s (%s) with %i', async (_what, id, status, code) => {
    const response = await app.inject(url(id));
    expect(response.statusCode).toBe(status);
    expect(response.json().error.code).toBe(code);
  });
});
