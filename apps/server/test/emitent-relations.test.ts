import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVERSE_RELATION,
  OWNER_RELATION_TYPES,
  RelationsResponse,
  type RelationType,
} from '@bondsight/contracts';
import type { App } from '../src/app';
import { BAD_ISSUER_IDS, issuerWorld, type IssuerTier } from './support/issuer-fixtures';
import { databaseKind, databaseMissing, type TestClient } from './support/test-app';

/**
 * The relationship network graph's data (spec, issuer blocks, sections 3 "Network graph item"
 * and 7 "GET {url}"; issue 29 point 8): the main issuer first, then its owners and
 * subsidiaries, each named by what it is to the main issuer, in the interface language, with
 * the share; every link is stored from both sides.
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

  it('answers the main issuer first, then every link from its side, the largest share first', async () => {
    const response = await app.inject(url(showcase));
    expect(response.statusCode).toBe(200);
    const items = RelationsResponse.parse(response.json());
    expect(items[0]).toEqual({
      emitent_id: showcase,
      emitent_name: 'Volga Energy',
      rel_type: null,
      rel_type_name: null,
      share: null,
      direction: 'main',
    });
    const stored = await rows(
      sql`select related_emitent_id, rel_type, share from emitent_relations
          where emitent_id = ${showcase}`,
    );
    const links = items.slice(1);
    expect(links).toHaveLength(stored.length);
    // The bank owns a share of the showcase; the showcase owns its subsidiaries.
    expect(links.find((l) => l.emitent_id === bank)).toMatchObject({
      direction: 'owner',
      rel_type: 'shareholder',
      rel_type_name: 'Shareholder',
      share: 25.5,
    });
    const subsidiaries = links.filter((l) => l.direction === 'subsidiary');
    expect(subsidiaries.length).toBeGreaterThanOrEqual(2);
    for (const s of subsidiaries) {
      // Named from the showcase's side: what the company is to it, not what it is to them.
      expect(s.rel_type_name).not.toBe('Parent company');
      const theirs = RelationsResponse.parse((await app.inject(url(s.emitent_id))).json());
      expect(theirs.find((l) => l.emitent_id === showcase)).toMatchObject({
        direction: 'owner',
        rel_type: INVERSE_RELATION[s.rel_type!],
        share: s.share,
      });
    }
    expect(links.filter((l) => l.rel_type === 'subsidiary').length).toBeGreaterThanOrEqual(2);
    expect(links.find((l) => l.rel_type === 'subsidiary')?.rel_type_name).toBe('Subsidiary');
    const shares = links.map((l) => l.share ?? -1);
    expect(shares).toEqual([...shares].sort((a, b) => b - a));
    expect(links.every((l) => l.emitent_name !== '' && l.rel_type_name !== null)).toBe(true);
  });

  it("says who owns whom from each issuer's side, every link with its inverse", async () => {
    const stored = await rows(
      sql`select emitent_id, related_emitent_id, rel_type, share from emitent_relations`,
    );
    expect(stored.length).toBeGreaterThan(10);
    // Stored from both sides: each row has its mirror with the inverse type and the same share.
    for (const r of stored)
      expect(
        stored.some(
          (m) =>
            m.emitent_id === r.related_emitent_id &&
            m.related_emitent_id === r.emitent_id &&
            m.rel_type === INVERSE_RELATION[r.rel_type as RelationType] &&
            m.share === r.share,
        ),
        `${String(r.emitent_id)} -> ${String(r.related_emitent_id)} ${String(r.rel_type)}`,
      ).toBe(true);
    // No company is owned more than 100 %, no two companies are linked twice.
    const owners = new Map<number, number>();
    for (const r of stored)
      if (OWNER_RELATION_TYPES.includes(r.rel_type as RelationType))
        owners.set(Number(r.emitent_id), (owners.get(Number(r.emitent_id)) ?? 0) + Number(r.share));
    expect([...owners].filter(([, total]) => total > 100)).toEqual([]);
    const pairs = new Set(
      stored.map((r) => `${String(r.emitent_id)}:${String(r.related_emitent_id)}`),
    );
    expect(pairs.size).toBe(stored.length);
    // Every issuer's answer: an owner is an owner by its type, and the other side agrees.
    const issuers = [...new Set(stored.map((r) => Number(r.emitent_id)))];
    const answers = new Map<number, RelationsResponse>();
    for (const id of issuers)
      answers.set(id, RelationsResponse.parse((await app.inject(url(id))).json()));
    for (const [id, items] of answers)
      for (const link of items.slice(1)) {
        expect(link.direction).toBe(
          OWNER_RELATION_TYPES.includes(link.rel_type!) ? 'owner' : 'subsidiary',
        );
        const back = answers.get(link.emitent_id)!.find((l) => l.emitent_id === id)!;
        expect(back.direction).toBe(link.direction === 'owner' ? 'subsidiary' : 'owner');
        expect(back.share).toBe(link.share);
      }
  });

  it('names issuers and link types in the interface language', async () => {
    const rus = RelationsResponse.parse(
      (await app.inject({ url: url(showcase), headers: { cookie: 'bs_lang=rus' } })).json(),
    );
    expect(rus.find((l) => l.emitent_id === bank)?.rel_type_name).toBe('Акционер');
    expect(rus.find((l) => l.rel_type === 'subsidiary')?.rel_type_name).toBe('Дочерняя компания');
    expect(rus[0]!.emitent_name).not.toBe('Volga Energy');
    const chn = RelationsResponse.parse(
      (await app.inject({ url: url(showcase), headers: { cookie: 'bs_lang=chn' } })).json(),
    );
    expect(chn.find((l) => l.emitent_id === bank)?.rel_type_name).toBe('股东');
    // Every language has its own name for every role.
    for (const lang of ['pol', 'ita', 'deu', 'esp', 'ukr', 'fra', 'tur']) {
      const items = RelationsResponse.parse(
        (await app.inject({ url: url(showcase), headers: { cookie: `bs_lang=${lang}` } })).json(),
      );
      expect(items.find((l) => l.rel_type === 'subsidiary')?.rel_type_name, lang).not.toBe(
        'Subsidiary',
      );
    }
  });

  it('gives the showcase bank a graph past 10 nodes, its minority holdings', async () => {
    const items = RelationsResponse.parse((await app.inject(url(bank))).json());
    expect(new Set(items.map((i) => i.emitent_id)).size).toBeGreaterThan(10);
    const holdings = items.filter((i) => i.direction === 'subsidiary');
    expect(holdings.length).toBeGreaterThan(10);
    expect(holdings.every((i) => i.rel_type === 'holding' || i.rel_type === 'subsidiary')).toBe(
      true,
    );
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
