import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONSENSUS_LABEL_KEYS,
  CONSENSUS_TABLE_LIMIT,
  ConsensusResponse,
  FULL_ACCESS_LEVEL,
} from '@bondsight/contracts';
import type { App } from '../src/app';
import { emitents } from '../src/db/schema/index';
import { createTestApp, databaseKind, databaseMissing, TestClient } from './support/test-app';
import { seedTestWorld, TEST_AS_OF } from './support/seed-world';
import { signedInClient } from './support/user-fixtures';

/**
 * Consensus forecasts (spec, issuer blocks, sections 3 "Consensus response", 7 and 9): items
 * with indexName and actual_value (plus forecast, period, analysts, date) and the labels.
 */

const url = (id: number | string) => `/api/company/${id}/get-emitent-list-of-indexes/`;

describe.skipIf(databaseMissing)(`consensus forecasts on ${databaseKind}`, () => {
  let app: App;
  let showcase: number;
  const tiers: Record<'visitor' | 'signedIn' | 'full', TestClient> = {} as never;

  const rows = async (query: ReturnType<typeof sql>) =>
    ((await app.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

  beforeAll(async () => {
    app = await createTestApp();
    await seedTestWorld(app.database);
    const [row] = await app.db
      .select({ id: emitents.id })
      .from(emitents)
      .where(sql`${emitents.names}->>'eng' = 'Volga Energy'`);
    showcase = row!.id;
    tiers.visitor = new TestClient(app);
    tiers.signedIn = await signedInClient(app, 'basic@example.com', 1);
    tiers.full = await signedInClient(app, 'full@example.com', FULL_ACCESS_LEVEL);
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
      expect(item.actual_value).toBe(Number(stored[i]!.actual_value));
      expect(item.forecast_value).toBe(Number(stored[i]!.forecast_value));
      expect(item.analysts).toBe(Number(stored[i]!.analysts));
      expect(item.date).toBe(TEST_AS_OF);
    });
    expect(body.items[0]).toMatchObject({ indexName: 'Revenue' });
    const periods = body.items.map((i) => i.period);
    expect(periods).toEqual([...periods].sort());
    expect(Object.keys(body.labels).sort()).toEqual([...CONSENSUS_LABEL_KEYS].sort());
    expect(body.labels.block_title).toBe('Consensus forecasts');
    expect(body.labels.indexName).toBe('Indicator');
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

  it.each([
    ['an unknown issuer', '999999', 404, 'not_found'],
    ['an id beyond int4', '2147483648', 400, 'validation_failed'],
    ['a zero id', '0', 400, 'validation_failed'],
    ['a negative id', '-5', 400, 'validation_failed'],
    ['a word', 'abc', 400, 'validation_failed'],
    ['a fraction', '1.5', 400, 'validation_failed'],
  ])('answers %s (%s) with %i', async (_what, id, status, code) => {
    const response = await app.inject(url(id));
    expect(response.statusCode).toBe(status);
    expect(response.json().error.code).toBe(code);
  });
});
