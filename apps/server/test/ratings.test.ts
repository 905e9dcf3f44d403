import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BondRatingsResponse,
  FULL_ACCESS_LEVEL,
  RATING_SUBJECTS,
  RatingsHistoryResponse,
  REVOKED_RATING_STATUSES,
  type RatingEntry,
} from '@bondsight/contracts';
import type { App } from '../src/app';
import { createSeededTestApp, databaseKind, databaseMissing, TestClient } from './support/test-app';
import { signedInClient } from './support/user-fixtures';

/**
 * The ratings block (spec, bond page sections 3 "Ratings", 4 and 7): the current ratings
 * (GET /api/bonds/{id}/ratings/) and a rating type's history (POST getRatingsHistory).
 */

type Row = Record<string, unknown>;
const historyUrl = (id: number | string) => `/api/bonds/${id}/getRatingsHistory/`;
const history = (ratingTypeId: unknown) => ({ params: { ratingTypeId } });

describe.skipIf(databaseMissing)(`bond ratings on ${databaseKind}`, () => {
  let app: App;
  let showcase: number;
  let issuer: number;
  let bondIds: number[];
  const tiers: Record<string, TestClient> = {};
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await app.db.execute(query)) as unknown as { rows: Row[] }).rows;

  beforeAll(async () => {
    app = await createSeededTestApp();
    const [first] = await rows(
      sql`select e.id, e.emitent_id from emissions e join emitents i on i.id = e.emitent_id
          where i.names->>'eng' = 'Volga Energy' order by e.id limit 1`,
    );
    showcase = Number(first!.id);
    issuer = Number(first!.emitent_id);
    bondIds = (await rows(sql`select id from emissions order by id`)).map((r) => Number(r.id));
    tiers.visitor = new TestClient(app);
    tiers.signedIn = await signedInClient(app, 'basic@example.com', 1);
    tiers.full = await signedInClient(app, 'full@example.com', FULL_ACCESS_LEVEL);
  });
  afterAll(() => app?.close());

  const current = async (id: number, lang = 'eng') => {
    const response = await app.inject(`/api/bonds/${id}/ratings/?lang=${lang}`);
    expect(response.statusCode, response.body).toBe(200);
    return BondRatingsResponse.parse(response.json());
  };
  const entries = (body: BondRatingsResponse): RatingEntry[] =>
    RATING_SUBJECTS.flatMap((subject) => body[subject]);

  /** The documented rule written out in SQL: the latest action per list, issuer and type. */
  const expectedCurrent = (id: number, emitentId: number) =>
    rows(sql`select distinct on (subject, coalesce(emitent_id, 0), scale_id)
               subject, emitent_id, scale_id, status, date::text as date
             from rating_actions
             where (emission_id = ${id} and subject <> 'emitent')
                or (subject = 'emitent' and emitent_id = ${emitentId} and emission_id is null)
             order by subject, coalesce(emitent_id, 0), scale_id, date desc, id desc`);

  describe('current ratings', () => {
    it('gives the six lists, each entry with its grade, agency, type, date and status', async () => {
      const body = await current(showcase);
      expect(Object.keys(body).sort()).toEqual(
        [...RATING_SUBJECTS, 'agencies', 'ratingTypes'].sort(),
      );
      const all = entries(body);
      const expected = await expectedCurrent(showcase, issuer);
      expect(
        all.map((e) => [e.subject, e.ratedEntity?.id ?? null, e.ratingTypeId, e.status, e.date]),
      ).toEqual(
        expect.arrayContaining(
          expected.map((r) => [r.subject, r.emitent_id, r.scale_id, r.status, r.date]),
        ),
      );
      expect(all).toHaveLength(expected.length);
      for (const subject of RATING_SUBJECTS)
        for (const entry of body[subject]) expect(entry.subject).toBe(subject);
      // Every entry names an agency and a rating type the answer describes.
      const agencies = new Set(body.agencies.map((a) => a.id));
      const types = new Map(body.ratingTypes.map((t) => [t.id, t.agencyId]));
      for (const entry of all) {
        expect(agencies.has(entry.agencyId)).toBe(true);
        expect(types.get(entry.ratingTypeId)).toBe(entry.agencyId);
      }
      // The bond's own rating names no issuer; the issuer's list names the issuer.
      expect(body.emission.every((e) => e.ratedEntity === null)).toBe(true);
      expect(body.emitent.every((e) => e.ratedEntity?.id === issuer)).toBe(true);
      expect(body.agencies[0]).toEqual({ id: 1, code: 'ATLAS', name: 'Atlas Ratings' });
    });

    it('keeps revoked ratings in their lists with the grade they last held', async () => {
      const body = await current(showcase);
      const revoked = entries(body).filter((e) => e.revoked);
      expect(new Set(revoked.map((e) => e.status))).toEqual(new Set(['withdrawn', 'suspended']));
      for (const entry of entries(body))
        expect(entry.revoked).toBe(
          (REVOKED_RATING_STATUSES as readonly string[]).includes(entry.status),
        );
      // The grade a revoked rating last held: the latest active action of its list and type.
      for (const entry of revoked) {
        const list =
          entry.subject === 'emitent'
            ? sql`a.emitent_id = ${issuer} and a.emission_id is null`
            : sql`a.emission_id = ${showcase} and coalesce(a.emitent_id, 0) = ${entry.ratedEntity?.id ?? 0}`;
        const [held] = await rows(
          sql`select p.name from rating_actions a
              join rating_scale_points p on p.id = a.scale_point_id
              where a.subject = ${entry.subject} and a.scale_id = ${entry.ratingTypeId} and ${list}
              order by a.date desc, a.id desc limit 1`,
        );
        expect(entry.scale_point_name).toBe(held?.name);
        expect(entry.outlook).toBeNull();
      }
      expect(body.emission.some((e) => !e.revoked && e.scale_point_name)).toBe(true);
    });

    it('has all six lists and all four revoked statuses somewhere in the demo world', async () => {
      const lists = new Set<string>();
      const statuses = new Set<string>();
      for (const id of bondIds) {
        for (const entry of entries(await current(id))) {
          lists.add(entry.subject);
          statuses.add(entry.status);
        }
      }
      expect([...lists].sort()).toEqual([...RATING_SUBJECTS].sort());
      for (const status of REVOKED_RATING_STATUSES) expect(statuses).toContain(status);
    });

    it('names agencies, rating types and rated issuers in the asked language', async () => {
      const body = await current(showcase, 'rus');
      expect(body.agencies.find((a) => a.code === 'ATLAS')?.name).toBe('Атлас Рейтингс');
      expect(body.emitent[0]?.ratedEntity?.name).toMatch(/[А-Яа-я]/);
    });

    it('answers a bond without ratings with six empty lists', async () => {
      const [unrated] = await rows(
        sql`select e.id from emissions e where not exists (select 1 from rating_actions r
            where r.emission_id = e.id or (r.emitent_id = e.emitent_id and r.emission_id is null))
            order by e.id limit 1`,
      );
      expect(unrated, 'the test world has an unrated bond').toBeDefined();
      const body = await current(Number(unrated!.id));
      expect(entries(body)).toEqual([]);
      expect(body.agencies).toEqual([]);
      expect(body.ratingTypes).toEqual([]);
    });
  });

  describe('history', () => {
    it('lists every action of the asked rating type across the lists, latest first', async () => {
      const { ratingTypes } = await current(showcase);
      expect(ratingTypes.length).toBeGreaterThan(1);
      for (const type of ratingTypes) {
        const response = await tiers.visitor!.post(historyUrl(showcase), history(type.id));
        expect(response.statusCode, response.body).toBe(200);
        const body = RatingsHistoryResponse.parse(response.json());
        expect(body.ratingTypes).toEqual([type]);
        expect(body.agencies.map((a) => a.id)).toEqual([type.agencyId]);
        expect(body.ratings.every((r) => r.ratingTypeId === type.id)).toBe(true);
        const dates = body.ratings.map((r) => r.date);
        expect(dates).toEqual([...dates].sort().reverse());
        const [stored] = await rows(
          sql`select count(*)::int as n from rating_actions where scale_id = ${type.id}
              and ((emission_id = ${showcase} and subject <> 'emitent')
                or (subject = 'emitent' and emitent_id = ${issuer} and emission_id is null))`,
        );
        expect(body.ratings).toHaveLength(Number(stored!.n));
        // A revoking action carries no grade; every other action carries one.
        for (const r of body.ratings) expect(r.scale_point_name === null).toBe(r.revoked);
      }
    });

    it('answers a known rating type the bond has no rating in with an empty list', async () => {
      const { ratingTypes } = await current(showcase);
      const [other] = await rows(
        sql`select id from rating_scales where id not in (${sql.join(
          ratingTypes.map((t) => sql`${t.id}`),
          sql`, `,
        )}) order by id limit 1`,
      );
      const response = await app.inject({
        method: 'POST',
        url: historyUrl(showcase),
        payload: history(Number(other!.id)),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().ratings).toEqual([]);
      expect(response.json().ratingTypes[0].id).toBe(Number(other!.id));
    });

    it('is a read: no CSRF header needed', async () => {
      const response = await app.inject({
        method: 'POST',
        url: historyUrl(showcase),
        payload: history(1),
      });
      expect(response.statusCode, response.body).toBe(200);
    });
  });

  describe('bad input', () => {
    it('answers unknown bonds and rating types with 404', async () => {
      expect((await app.inject('/api/bonds/999999/ratings/')).statusCode).toBe(404);
      const bond = await app.inject({
        method: 'POST',
        url: historyUrl(999999),
        payload: history(1),
      });
      expect(bond.statusCode).toBe(404);
      const type = await app.inject({
        method: 'POST',
        url: historyUrl(showcase),
        payload: history(999999),
      });
      expect(type.statusCode).toBe(404);
      expect(type.json().error).toMatchObject({
        code: 'not_found',
        fields: { 'body.params.ratingTypeId': 'not_found' },
      });
    });

    it('answers bad ids and bodies with 400 naming the field', async () => {
      for (const id of ['abc', '0', '-1', '1.5', '2147483648']) {
        const response = await app.inject(`/api/bonds/${id}/ratings/`);
        expect(response.statusCode, id).toBe(400);
        expect(response.json().error.fields).toHaveProperty('params.id');
      }
      const bad: [object, string][] = [
        [{}, 'body.params'],
        [{ params: {} }, 'body.params.ratingTypeId'],
        [history('1'), 'body.params.ratingTypeId'],
        [history(0), 'body.params.ratingTypeId'],
        [history(1.5), 'body.params.ratingTypeId'],
        [history(2147483648), 'body.params.ratingTypeId'],
        [{ params: { ratingTypeId: 1, extra: true } }, 'body.params'],
        [{ ...history(1), extra: true }, 'body'],
      ];
      for (const [payload, field] of bad) {
        const response = await app.inject({ method: 'POST', url: historyUrl(showcase), payload });
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(Object.keys(response.json().error.fields ?? {}).join(' ')).toContain(field);
      }
      const text = await app.inject({
        method: 'POST',
        url: historyUrl(showcase),
        payload: 'ratingTypeId=1',
        headers: { 'content-type': 'text/plain' },
      });
      expect(text.statusCode).toBeGreaterThanOrEqual(400);
      expect(text.statusCode).toBeLessThan(500);
    });
  });

  it('shows every tier the same raw JSON: ratings are open to everyone', async () => {
    const raw = async (tier: string) => {
      const current = await tiers[tier]!.get(`/api/bonds/${showcase}/ratings/`);
      const past = await tiers[tier]!.post(historyUrl(showcase), history(1));
      expect([current.statusCode, past.statusCode]).toEqual([200, 200]);
      return [current.body, past.body];
    };
    const visitor = await raw('visitor');
    expect(await raw('signedIn')).toEqual(visitor);
    expect(await raw('full')).toEqual(visitor);
  });
});
