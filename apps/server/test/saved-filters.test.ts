import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FULL_ACCESS_LEVEL,
  SAVED_FILTER_NAME_MAX,
  SAVED_FILTERS_PER_PAGE,
} from '@bondsight/contracts';
import type { App } from '../src/app';
import { savedFilters } from '../src/db/schema/index';
import { createTestApp, databaseKind, databaseMissing, TestClient } from './support/test-app';
import { errorOf, signIn } from './support/shell-fixtures';

const conditions = { currency: 'USD', status: 'live', sort: 'maturity', order: 'desc' };
const save = (client: TestClient, name: string, extra: object = {}) =>
  client.post('/api/uss/save/', { page: 'home-bonds', name, conditions, ...extra });
const list = (client: TestClient) => client.get('/api/uss/list/?page=home-bonds');

describe.skipIf(databaseMissing)(`saved filters (uss) on ${databaseKind}`, () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  it('refuses visitors on every call with 401 need_auth', async () => {
    const visitor = new TestClient(app);
    for (const response of [
      await list(visitor),
      await save(visitor, 'Mine'),
      await visitor.post('/api/uss/delete/1/'),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: { code: 'need_auth', message: 'need_auth' } });
    }
  });

  it('saves, lists and deletes for a signed-in user and for full access, in the spec shape', async () => {
    for (const [email, level] of [
      ['uss-basic@example.com', 1],
      ['uss-full@example.com', FULL_ACCESS_LEVEL],
    ] as const) {
      const { client } = await signIn(app, email, level);
      expect((await list(client)).json()).toEqual({ items: [], limit: SAVED_FILTERS_PER_PAGE });

      const saved = await save(client, '  Dollar, live  ');
      expect(saved.statusCode, saved.body).toBe(200);
      const body = saved.json();
      expect(body).toEqual({
        replaced: false,
        response: {
          items: [
            {
              id: expect.any(Number),
              page: 'home-bonds',
              name: 'Dollar, live',
              conditions,
              columns: null,
              isDefault: false,
              createdAt: expect.any(String),
              status: 1,
            },
          ],
        },
      });
      const id = body.response.items[0].id as number;
      const listed = (await list(client)).json();
      expect(listed.items).toEqual([
        {
          id,
          page: 'home-bonds',
          name: 'Dollar, live',
          conditions,
          columns: null,
          isDefault: false,
          createdAt: expect.any(String),
        },
      ]);

      const deleted = await client.post(`/api/uss/delete/${id}/`);
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toEqual({ response: { items: [{ id, status: 1 }] } });
      expect((await list(client)).json().items).toEqual([]);
      // Deleted once: the second time it is gone.
      expect((await client.post(`/api/uss/delete/${id}/`)).statusCode).toBe(404);
    }
  });

  it('replaces the conditions of a name the user already has', async () => {
    const { client } = await signIn(app, 'uss-replace@example.com');
    const first = (await save(client, 'Euro')).json();
    const second = await save(client, 'Euro', { conditions: { currency: 'EUR' } });
    expect(second.json()).toMatchObject({
      replaced: true,
      response: { items: [{ id: first.response.items[0].id, conditions: { currency: 'EUR' } }] },
    });
    expect((await list(client)).json().items).toHaveLength(1);
  });

  it("keeps another user's filter unreachable: 404, and it stays", async () => {
    const owner = await signIn(app, 'uss-owner@example.com');
    const other = await signIn(app, 'uss-other@example.com');
    const id = (await save(owner.client, 'Private')).json().response.items[0].id as number;
    const response = await other.client.post(`/api/uss/delete/${id}/`);
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('not_found');
    expect((await list(other.client)).json().items).toEqual([]);
    expect((await list(owner.client)).json().items).toHaveLength(1);
  });

  it(`holds at most ${SAVED_FILTERS_PER_PAGE} filters per user and list (409)`, async () => {
    const { client, id } = await signIn(app, 'uss-limit@example.com');
    await app.db.insert(savedFilters).values(
      Array.from({ length: SAVED_FILTERS_PER_PAGE }, (_, i) => ({
        userId: id,
        page: 'home-bonds',
        name: `Filter ${i}`,
        conditions: { order: 'asc' },
      })),
    );
    const response = await save(client, 'One more');
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({
      code: 'conflict',
      message: 'saved_filters_limit',
      fields: { 'body.name': 'saved_filters_limit' },
    });
    // Replacing an existing name is still allowed at the limit.
    expect((await save(client, 'Filter 3')).statusCode).toBe(200);
    const rows = await app.db.select().from(savedFilters).where(eq(savedFilters.userId, id));
    expect(rows).toHaveLength(SAVED_FILTERS_PER_PAGE);
  });

  it('saves two at once at the limit edge only once (one transaction per save)', async () => {
    const { client, id } = await signIn(app, 'uss-race@example.com');
    await app.db.insert(savedFilters).values(
      Array.from({ length: SAVED_FILTERS_PER_PAGE - 1 }, (_, i) => ({
        userId: id,
        page: 'home-bonds',
        name: `Filter ${i}`,
        conditions: { order: 'asc' },
      })),
    );
    const answers = await Promise.all([save(client, 'Race A'), save(client, 'Race B')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const rows = await app.db.select().from(savedFilters).where(eq(savedFilters.userId, id));
    expect(rows).toHaveLength(SAVED_FILTERS_PER_PAGE);
  });

  it('refuses bad input with 400 and the field', async () => {
    const { client } = await signIn(app, 'uss-bad@example.com');
    const cases: [unknown, string, string][] = [
      [{ page: 'home-bonds', name: '   ', conditions }, 'body.name', 'field_too_short'],
      [
        { page: 'home-bonds', name: 'x'.repeat(SAVED_FILTER_NAME_MAX + 1), conditions },
        'body.name',
        'field_too_long',
      ],
      [
        { page: 'home-bonds', name: 'a\u0000b', conditions },
        'body.name',
        'field_invalid_characters',
      ],
      [{ page: 'home-bonds', name: 42, conditions }, 'body.name', 'field_invalid_type'],
      [{ page: 'elsewhere', name: 'A', conditions }, 'body.page', 'field_invalid_value'],
      [
        { page: 'home-bonds', name: 'A', conditions: { status: 'alive' } },
        'body.conditions.status',
        'field_invalid_value',
      ],
      [
        { page: 'home-bonds', name: 'A', conditions: { admin: true } },
        'body.conditions.admin',
        'field_unknown',
      ],
      [
        {
          page: 'home-bonds',
          name: 'A',
          conditions: { maturityFrom: '2030-01-01', maturityTo: '2020-01-01' },
        },
        'body.conditions.maturityTo',
        'field_invalid_value',
      ],
      [{ page: 'home-bonds', name: 'A' }, 'body.conditions', 'field_required'],
    ];
    for (const [body, field, label] of cases) {
      const response = await client.post('/api/uss/save/', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(response).fields?.[field], JSON.stringify(body)).toBe(label);
    }
    for (const url of [
      '/api/uss/delete/abc/',
      '/api/uss/delete/0/',
      '/api/uss/delete/99999999999/',
    ]) {
      const response = await client.post(url);
      expect(response.statusCode, url).toBe(400);
      expect(Object.keys(errorOf(response).fields ?? {}), url).toEqual(['params.id']);
    }
    expect((await client.post('/api/uss/delete/2147483647/')).statusCode).toBe(404);
    const badPage = await client.get('/api/uss/list/?page=nope');
    expect(badPage.statusCode).toBe(400);
    expect(errorOf(badPage).fields).toEqual({ 'querystring.page': 'field_invalid_value' });
    const noPage = await client.get('/api/uss/list/');
    expect(errorOf(noPage).fields).toEqual({ 'querystring.page': 'field_required' });
    expect((await list(client)).json().items).toEqual([]);
  });

  it('refuses a save without the CSRF header', async () => {
    const { client } = await signIn(app, 'uss-csrf@example.com');
    const response = await client.post(
      '/api/uss/save/',
      { page: 'home-bonds', name: 'A', conditions },
      { 'x-csrf-token': 'forged' },
    );
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('csrf_failed');
  });
});
