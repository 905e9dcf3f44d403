import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ACTION_IDS,
  FULL_ACCESS_LEVEL,
  CSRF_HEADER,
  SESSION_COOKIE,
  CSRF_COOKIE,
} from '@bondsight/contracts';
import type { App } from '../src/app';
import { actionLog, bondViews, emissions, usageMarks, users } from '../src/db/schema/index';
import { createSeededTestApp, databaseKind, databaseMissing, TestClient } from './support/test-app';
import { signedInClient } from './support/user-fixtures';

/** Usage logging: contactActionLog (with and without a bond) and incrementStatisticView. */
describe.skipIf(databaseMissing)(`action log and page views on ${databaseKind}`, () => {
  let app: App;
  let bondId: number;
  beforeAll(async () => {
    app = await createSeededTestApp();
    const [row] = await app.db
      .select({ id: emissions.id })
      .from(emissions)
      .where(eq(emissions.isin, 'SU26230RMFS1'));
    bondId = row!.id;
  });
  afterAll(() => app?.close());
  beforeEach(async () => {
    await app.db.delete(actionLog);
    await app.db.delete(bondViews);
    await app.db.delete(usageMarks);
  });

  const logged = () =>
    app.db
      .select({
        userId: actionLog.userId,
        bondId: actionLog.bondId,
        actionId: actionLog.actionId,
        createdAt: actionLog.createdAt,
      })
      .from(actionLog)
      .orderBy(actionLog.id);

  describe('contactActionLog', () => {
    it("logs a visitor's action on a bond page: 204, no user", async () => {
      const before = Date.now();
      const response = await new TestClient(app).post(`/api/bonds/${bondId}/contactActionLog/`, {
        actionId: ACTION_IDS.comparison,
      });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      const rows = await logged();
      expect(rows).toEqual([{ userId: null, bondId, actionId: 297, createdAt: expect.any(Date) }]);
      expect(rows[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    });

    it("logs a signed-in user's action, and one without a bond", async () => {
      const client = await signedInClient(app, 'logger@example.com', 1);
      const [user] = await app.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'logger@example.com'));
      expect(
        (await client.post(`/api/bonds/${bondId}/contactActionLog/`, { actionId: 80 })).statusCode,
      ).toBe(204);
      expect((await client.post('/api/contactActionLog/', { actionId: 76 })).statusCode).toBe(204);
      expect((await logged()).map(({ createdAt: _, ...row }) => row)).toEqual([
        { userId: user!.id, bondId, actionId: 80 },
        { userId: user!.id, bondId: null, actionId: 76 },
      ]);
    });

    it('logs a use through the GET the spec names, by visitor and signed-in user', async () => {
      const url = (id: unknown) => `/cb/current_user/action_log/global/json/${id}/`;
      const visitor = await new TestClient(app).get(url(ACTION_IDS.yieldChart));
      expect(visitor.statusCode).toBe(204);
      const client = await signedInClient(app, 'usage@example.com', 1);
      expect((await client.get(url(ACTION_IDS.issuerMap))).statusCode).toBe(204);
      const [user] = await app.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'usage@example.com'));
      expect((await logged()).map(({ createdAt: _, ...row }) => row)).toEqual([
        { userId: null, bondId: null, actionId: 310 },
        { userId: user!.id, bondId: null, actionId: 299 },
      ]);
      for (const bad of ['0', 'x', '2147483648', '-3']) {
        const response = await new TestClient(app).get(url(bad));
        expect(response.statusCode).toBe(400);
        expect(Object.keys(response.json().error.fields)).toEqual(['params.actionId']);
      }
      expect(await logged()).toHaveLength(2);
    });

    it.each(['/api/contactActionLog/', '/api/bonds/BOND/contactActionLog/'])(
      'needs the CSRF header (%s)',
      async (path) => {
        const url = path.replace('BOND', String(bondId));
        const client = new TestClient(app);
        await client.get('/api/me');
        const token = client.cookie(CSRF_COOKIE)!;
        const without = await app.inject({
          method: 'POST',
          url,
          payload: { actionId: 297 },
          cookies: { [CSRF_COOKIE]: token },
        });
        expect(without.statusCode).toBe(403);
        expect(without.json().error.code).toBe('csrf_failed');
        const wrong = await app.inject({
          method: 'POST',
          url,
          payload: { actionId: 297 },
          cookies: { [CSRF_COOKIE]: token },
          headers: { [CSRF_HEADER]: `${token}x` },
        });
        expect(wrong.statusCode).toBe(403);
        expect(await logged()).toEqual([]);
      },
    );

    it.each<[string, unknown]>([
      ['0', 0],
      ['a negative id', -1],
      ['a fraction', 2.5],
      ['a string', '297'],
      ['null', null],
      ['an id beyond int4', 2_147_483_648],
    ])('answers 400 for actionId %s', async (_name, actionId) => {
      const response = await new TestClient(app).post('/api/contactActionLog/', { actionId });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('validation_failed');
      expect(Object.keys(response.json().error.fields)).toEqual(['body.actionId']);
      expect(await logged()).toEqual([]);
    });

    it('answers 400 for a missing actionId or an unknown field, 404 for an unknown bond', async () => {
      const client = new TestClient(app);
      const missing = await client.post('/api/contactActionLog/', {});
      expect(missing.json().error.fields).toEqual({ 'body.actionId': 'field_required' });
      const extra = await client.post('/api/contactActionLog/', { actionId: 1, userId: 5 });
      expect(extra.json().error.fields).toEqual({ 'body.userId': 'field_unknown' });
      const unknown = await client.post('/api/bonds/999999/contactActionLog/', { actionId: 297 });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.code).toBe('not_found');
      expect(await logged()).toEqual([]);
    });

    it('keeps the log when the account goes (the user becomes null)', async () => {
      const client = await signedInClient(app, 'leaving@example.com', 1);
      await client.post('/api/contactActionLog/', { actionId: 299 });
      await app.db.delete(users).where(eq(users.email, 'leaving@example.com'));
      expect((await logged()).map((r) => [r.userId, r.actionId])).toEqual([[null, 299]]);
    });
  });

  describe('incrementStatisticView', () => {
    const view = (client: TestClient, body: Record<string, unknown> = {}) =>
      client.post(`/api/bonds/${bondId}/incrementStatisticView/`, {
        bondId,
        emitentCountryId: 1,
        emitentCountryRegionId: 0,
        ...body,
      });

    it("counts the bond page's views a day, once a visitor, storing no user", async () => {
      const visitor = new TestClient(app);
      const client = await signedInClient(app, 'viewer@example.com', 1);
      expect((await view(visitor)).statusCode).toBe(204);
      expect((await view(client, { emitentCountryRegionId: null })).statusCode).toBe(204);
      expect((await view(visitor, { emitentCountryId: undefined })).statusCode).toBe(204);
      expect((await view(client)).statusCode).toBe(204);
      const today = new Date().toISOString().slice(0, 10);
      // The visitor (by address) and the user: two views, whatever each sent again.
      expect(await app.db.select().from(bondViews)).toEqual([{ bondId, day: today, views: 2 }]);
      expect(await logged()).toEqual([]);
    });

    it('counts a visitor once a bond and day however often they call (issue 31)', async () => {
      const visitor = new TestClient(app);
      await visitor.get('/api/me');
      const answers = await Promise.all(Array.from({ length: 100 }, () => view(visitor)));
      expect(answers.every((a) => a.statusCode === 204)).toBe(true);
      expect((await app.db.select().from(bondViews))[0]!.views).toBe(1);
      // A visitor's action too: kept once a visitor, action, bond and day.
      for (let i = 0; i < 20; i++)
        await visitor.post(`/api/bonds/${bondId}/contactActionLog/`, { actionId: 297 });
      await visitor.get('/cb/current_user/action_log/global/json/310/');
      await visitor.get('/cb/current_user/action_log/global/json/310/');
      expect((await logged()).map(({ createdAt: _, ...row }) => row)).toEqual([
        { userId: null, bondId, actionId: 297 },
        { userId: null, bondId: null, actionId: 310 },
      ]);
    });

    it("reads the bond's views, in all and in the last 30 days, the same for every tier", async () => {
      const day = (back: number) =>
        new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
      await app.db.insert(bondViews).values([
        { bondId, day: day(0), views: 2 },
        { bondId, day: day(29), views: 5 },
        { bondId, day: day(30), views: 7 },
      ]);
      const expected = { bondId, total: 14, last30Days: 7 };
      const full = await signedInClient(app, 'views-full@example.com', FULL_ACCESS_LEVEL);
      for (const client of [new TestClient(app), full])
        expect((await client.get(`/api/bonds/${bondId}/views/`)).json()).toEqual(expected);
      expect((await new TestClient(app).get('/api/bonds/999999/views/')).statusCode).toBe(404);
      expect((await new TestClient(app).get('/api/bonds/x/views/')).statusCode).toBe(400);
    });

    it('answers 400 for another bond in the body, 404 for an unknown bond, 403 without CSRF', async () => {
      const client = new TestClient(app);
      const other = await view(client, { bondId: bondId + 1 });
      expect(other.statusCode).toBe(400);
      expect(other.json().error.fields).toEqual({ 'body.bondId': 'field_invalid_value' });
      const unknown = await client.post('/api/bonds/999999/incrementStatisticView/', {
        bondId: 999999,
      });
      expect(unknown.statusCode).toBe(404);
      const bad = await view(client, { emitentCountryId: 'RU' });
      expect(bad.json().error.fields).toEqual({ 'body.emitentCountryId': 'field_invalid_type' });
      const noCsrf = await app.inject({
        method: 'POST',
        url: `/api/bonds/${bondId}/incrementStatisticView/`,
        payload: { bondId },
        cookies: { [SESSION_COOKIE]: 'none' },
      });
      expect(noCsrf.statusCode).toBe(403);
      expect(await app.db.select().from(bondViews)).toEqual([]);
    });
  });
});
