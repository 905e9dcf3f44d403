import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RelationsResponse } from '@bondsight/contracts';
import type { App } from '../src/app';
import { BAD_ISSUER_IDS, issuerWorld, type IssuerTier } from './support/issuer-fixtures';
import { databaseKind, databaseMissing, type TestClient } from './support/test-app';

/**
 * The relationship network graph's data (spec, issuer blocks, sections 3 "Network graph item"
 * and 7 "GET {url}"): the main issuer first, then its owners and subsidiaries with the link
 * type in the interface language and the share.
 */

const url = (id: number | string) => `/api/company/${id}/relations/`;

describe.skipIf(databaseMissing)(`issuer relations on ${databaseKind}`, () => {
  let app: App;
  let showcase: number;
  let bank: number;
  let tiers: Record<IssuerTier, TestClient>;

  const rows = async (query: ReturnType<typeof sql>) =>
    ((await app.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

  beforeAll(async () => {
    ({ app, showcase, bank, tiers } = await issuerWorld());
  });
  afterAll(() => app?.close());

  it('answers the main issuer first, then every link both ways, the largest share first', async () => {
    const response = await app.inject(url(showcase));
    expect(response.statusCode).toBe(200);
    const items = RelationsResponse.parse(response.json());
    expect(items[0]).toEqual({
      emitent_id: showcase,
      emitent_name: 'Volga Energy',
      rel_type_name: null,
      share: null,
      direction: 'main',
    });
    const stored = await rows(
      sql`select emitent_id, related_emitent_id, share from emitent_relations
          where emitent_id = ${showcase} or related_emitent_id = ${showcase}`,
    );
    const links = items.slice(1);
    expect(links).toHaveLength(stored.length);
    // The bank owns a share of the showcase; the showcase owns its subsidiaries.
    expect(links.find((l) => l.emitent_id === bank)).toMatchObject({
      direction: 'owner',
      rel_type_name: 'Shareholder',
      share: 25.5,
    });
    const subsidiaries = links.filter((l) => l.direction === 'subsidiary');
    expect(subsidiaries.length).toBeGreaterThanOrEqual(2);
    for (const s of subsidiaries) {
      const row = stored.find((r) => Number(r.emitent_id) === s.emitent_id);
      expect(Number(row?.related_emitent_id)).toBe(showcase);
    }
    const shares = links.map((l) => l.share ?? -1);
    expect(shares).toEqual([...shares].sort((a, b) => b - a));
    expect(links.every((l) => l.emitent_name !== '' && l.rel_type_name !== null)).toBe(true);
  });

  it('names issuers and link types in the interface language', async () => {
    const rus = RelationsResponse.parse(
      (await app.inject({ url: url(showcase), headers: { cookie: 'bs_lang=rus' } })).json(),
    );
    expect(rus.find((l) => l.emitent_id === bank)?.rel_type_name).toBe('Акционер');
    expect(rus[0]!.emitent_name).not.toBe('Volga Energy');
    const chn = RelationsResponse.parse(
      (await app.inject({ url: url(showcase), headers: { cookie: 'bs_lang=chn' } })).json(),
    );
    expect(chn.find((l) => l.emitent_id === bank)?.rel_type_name).toBe('股东');
  });

  it('gives the showcase bank a graph past 10 nodes', async () => {
    const items = RelationsResponse.parse((await app.inject(url(bank))).json());
    expect(new Set(items.map((i) => i.emitent_id)).size).toBeGreaterThan(10);
    expect(items.filter((i) => i.direction === 'subsidiary').length).toBeGreaterThan(10);
  });

  it('answers an issuer without links with itself alone', async () => {
    const [row] = await rows(
      sql`select id from emitents where id not in (select emitent_id from emitent_relations)
          and id not in (select related_emitent_id from emitent_relations) order by id limit 1`,
    );
    const items = RelationsResponse.parse((await app.inject(url(Number(row!.id)))).json());
    expect(items).toHaveLength(1);
    expect(items[0]!.direction).toBe('main');
  });

  it('answers every tier the same raw JSON: the graph is open to all', async () => {
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
  });

  it.each(BAD_ISSUER_IDS)('answers %s (%s) with %i', async (_what, id, status, code) => {
    const response = await app.inject(url(id));
    expect(response.statusCode).toBe(status);
    expect(response.json().error.code).toBe(code);
  });
});
