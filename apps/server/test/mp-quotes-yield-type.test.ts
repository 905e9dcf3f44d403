import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FULL_ACCESS_LEVEL, MpQuotesResponse } from '@bondsight/contracts';
import type { App } from '../src/app';
import { createSeededTestApp, databaseKind, databaseMissing, TestClient } from './support/test-app';
import { signIn } from './support/shell-fixtures';

type Rows = Record<string, unknown>[];

/*
 * indicative_yield_type on the quote rows (spec section 3; issue 13 item 10): a ground's tick
 * says what its indicative yield runs to, as stored; the page shows it as Maturity, Put/Call
 * or Current. It is a kind, not a value: every tier reads it.
 */
describe.skipIf(databaseMissing)(
  `the indicative yield type of quote rows on ${databaseKind}`,
  () => {
    let app: App;
    let path: string;
    let emissionId: number;
    const rows = async (query: ReturnType<typeof sql>) =>
      ((await app.db.execute(query)) as unknown as { rows: Rows }).rows;

    beforeAll(async () => {
      app = await createSeededTestApp();
      // A bond whose ticks carry both kinds (a put offer ahead, then maturity), and a participant.
      const [found] = await rows(sql`
      select e.id, e.emitent_id as "emitentId", e.status_id as "statusId"
      from emissions e
      where exists (select 1 from trading_ticks t
                    where t.emission_id = e.id and t.indicative_yield_type is not null)
      order by e.id limit 1`);
      if (!found) throw new Error('the test world has no tick with an indicative yield type');
      emissionId = Number(found.id);
      path = `/api/bonds/mp-quotes/${found.id}/${found.emitentId}/${found.statusId}/`;
    });
    afterAll(() => app?.close());

    const read = async (client: TestClient) => {
      const response = await client.get(path);
      expect(response.statusCode).toBe(200);
      return MpQuotesResponse.parse(response.json());
    };

    it('sends each ground row the type stored with its tick, to every tier', async () => {
      const stored = await rows(sql`
      select trading_ground_id as "groundId", date::text as date,
             indicative_yield_type as type
      from trading_ticks where emission_id = ${emissionId}`);
      const typeOf = new Map(stored.map((s) => [`${s.groundId}:${s.date}`, s.type ?? null]));
      const clients = [
        new TestClient(app),
        (await signIn(app, 'yield-type-signed@example.com', 1)).client,
        (await signIn(app, 'yield-type-full@example.com', FULL_ACCESS_LEVEL, { nsdAccess: true }))
          .client,
      ];
      for (const client of clients) {
        const answer = await read(client);
        const groundIds = new Set(
          answer.market_participants
            .filter((s) => !s.is_participant)
            .map((s) => s.trading_ground_id),
        );
        const groundRows = answer.quotes.filter((r) => groundIds.has(r.trading_ground_id));
        expect(groundRows.length).toBeGreaterThan(0);
        for (const row of groundRows)
          expect(row.indicative_yield_type).toBe(
            typeOf.get(`${row.trading_ground_id}:${row.date}`),
          );
        expect(
          groundRows.some(
            (r) => r.indicative_yield_type === 'Clearance' || r.indicative_yield_type === 'Offer',
          ),
        ).toBe(true);
        // A participant's quote has no such field.
        for (const row of answer.quotes.filter((r) => !groundIds.has(r.trading_ground_id)))
          expect(row).not.toHaveProperty('indicative_yield_type');
      }
    });
  },
);
