import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BondListFilter, FULL_ACCESS_LEVEL, SCREEN_PRESETS } from '@bondsight/contracts';
import type { App } from '../src/app';
import { emissionOffers, savedFilters } from '../src/db/schema/index';
import { refreshScreen } from '../src/modules/screener/screen-refresh.service';
import { createSeededTestApp, databaseKind, databaseMissing, TestClient } from './support/test-app';
import { TEST_AS_OF } from './support/seed-world';
import { errorOf, signIn } from './support/shell-fixtures';

/**
 * Saved screens (issue 33 item 4): a saved filter keeps its columns and one of a user's
 * filters is the list's default; the presets written by us are valid screens that find bonds.
 */
const conditions = { kind: 'corporate', yieldMin: 14, sort: 'yield', order: 'desc' };
const columns = ['name', 'yield', 'duration', 'rating'];
const save = (client: TestClient, name: string, extra: object = {}) =>
  client.post('/api/uss/save/', { page: 'home-bonds', name, conditions, columns, ...extra });
const list = (client: TestClient) => client.get('/api/uss/list/?page=home-bonds');
const setDefault = (client: TestClient, id: number | null) =>
  client.post('/api/uss/default/', { page: 'home-bonds', id });
const idOf = (response: { json(): { response: { items: { id: number }[] } } }) =>
  response.json().response.items[0]!.id;
const defaults = async (client: TestClient) =>
  ((await list(client)).json().items as { name: string; isDefault: boolean }[])
    .filter((item) => item.isDefault)
    .map((item) => item.name);

describe.skipIf(databaseMissing)(`saved screens (uss) on ${databaseKind}`, () => {
  let app: App;
  beforeAll(async () => {
    app = await createSeededTestApp();
    await refreshScreen(app.db);
  });
  afterAll(() => app?.close());

  it('keeps a screen’s columns, in order, for a signed-in user and full access', async () => {
    for (const [email, level] of [
      ['screens-basic@example.com', 1],
      ['screens-full@example.com', FULL_ACCESS_LEVEL],
    ] as const) {
      const { client } = await signIn(app, email, level);
      const saved = await save(client, 'Corporates');
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().response.items[0]).toMatchObject({
        conditions,
        columns,
        isDefault: false,
      });
      expect((await list(client)).json().items).toEqual([
        {
          id: idOf(saved),
          page: 'home-bonds',
          name: 'Corporates',
          conditions,
          columns,
          isDefault: false,
          createdAt: expect.any(String),
        },
      ]);
      // Saving the name again replaces the columns too; without columns, the defaults (null).
      const again = await save(client, 'Corporates', { columns: ['isin', 'name'] });
      expect(again.json()).toMatchObject({ replaced: true });
      expect((await list(client)).json().items[0].columns).toEqual(['isin', 'name']);
      await save(client, 'Corporates', { columns: undefined });
      expect((await list(client)).json().items[0].columns).toBeNull();
    }
  });

  it('reads rows saved before screens (no columns) and drops column ids no longer known', async () => {
    const { client, id } = await signIn(app, 'screens-old@example.com');
    await app.db.insert(savedFilters).values([
      { userId: id, page: 'home-bonds', name: 'Old', conditions: { currency: 'RUB' } },
      {
        userId: id,
        page: 'home-bonds',
        name: 'Retired column',
        conditions: {},
        columns: ['yield', 'praamsScore', 'yield', 'maturity'],
      },
    ]);
    const items = (await list(client)).json().items;
    expect(items.map((i: { name: string; columns: unknown }) => [i.name, i.columns])).toEqual([
      ['Old', null],
      ['Retired column', ['yield', 'maturity']],
    ]);
  });

  it('refuses an unknown or repeated column with 400 naming its place, and stores nothing', async () => {
    const { client } = await signIn(app, 'screens-bad@example.com');
    const cases: [unknown, string, string][] = [
      [['name', 'praamsScore'], 'body.columns.1', 'field_invalid_value'],
      [['yield', 'duration', 'yield'], 'body.columns.2', 'field_invalid_value'],
      ['yield,duration', 'body.columns', 'field_invalid_type'],
      [[42], 'body.columns.0', 'field_invalid_value'],
    ];
    for (const [bad, field, label] of cases) {
      const response = await save(client, 'Bad', { columns: bad });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(errorOf(response).fields?.[field], JSON.stringify(bad)).toBe(label);
    }
    expect((await list(client)).json().items).toEqual([]);
    for (const [body, field] of [
      [{ page: 'home-bonds', id: 'one' }, 'body.id'],
      [{ page: 'home-bonds', id: 0 }, 'body.id'],
      [{ page: 'home-bonds' }, 'body.id'],
      [{ page: 'nope', id: 1 }, 'body.page'],
      [{ page: 'home-bonds', id: 1, extra: true }, 'body.extra'],
    ] as const) {
      const response = await client.post('/api/uss/default/', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(errorOf(response).fields ?? {}), JSON.stringify(body)).toEqual([field]);
    }
  });

  it('holds one default per user: setting another moves it, null clears it, deleting clears it', async () => {
    const { client } = await signIn(app, 'screens-default@example.com');
    const first = idOf(await save(client, 'First'));
    const second = idOf(await save(client, 'Second'));
    expect(await defaults(client)).toEqual([]);

    const set = await setDefault(client, first);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ defaultId: first });
    expect(await defaults(client)).toEqual(['First']);

    expect((await setDefault(client, second)).json()).toEqual({ defaultId: second });
    expect(await defaults(client)).toEqual(['Second']);
    // Saving the default's name again keeps it the default.
    await save(client, 'Second', { columns: ['name'] });
    expect(await defaults(client)).toEqual(['Second']);

    expect((await setDefault(client, null)).json()).toEqual({ defaultId: null });
    expect(await defaults(client)).toEqual([]);

    await setDefault(client, first);
    expect((await client.post(`/api/uss/delete/${first}/`)).statusCode).toBe(200);
    expect(await defaults(client)).toEqual([]);
    // The deleted one cannot come back as a default.
    expect((await setDefault(client, first)).statusCode).toBe(404);
  });

  it('sets two defaults at once only once (one transaction per call)', async () => {
    const { client, id } = await signIn(app, 'screens-race@example.com');
    const ids = [];
    for (const name of ['A', 'B', 'C', 'D']) ids.push(idOf(await save(client, name)));
    const answers = await Promise.all(ids.map((each) => setDefault(client, each)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const marked = await app.db
      .select({ id: savedFilters.id })
      .from(savedFilters)
      .where(eq(savedFilters.userId, id));
    expect(marked).toHaveLength(4);
    expect(await defaults(client)).toHaveLength(1);
  });

  it("cannot make another user's screen a default: 404, and the old default stays", async () => {
    const owner = await signIn(app, 'screens-owner@example.com');
    const other = await signIn(app, 'screens-other@example.com');
    const theirs = idOf(await save(owner.client, 'Theirs'));
    const mine = idOf(await save(other.client, 'Mine'));
    await setDefault(other.client, mine);
    const response = await setDefault(other.client, theirs);
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('not_found');
    expect(await defaults(other.client)).toEqual(['Mine']);
    expect(await defaults(owner.client)).toEqual([]);
  });

  it('refuses a visitor with 401 need_auth and a forged CSRF header with 403', async () => {
    const visitor = new TestClient(app);
    const response = await setDefault(visitor, null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'need_auth', message: 'need_auth' } });
    const { client } = await signIn(app, 'screens-csrf@example.com');
    const forged = await client.post(
      '/api/uss/default/',
      { page: 'home-bonds', id: null },
      { 'x-csrf-token': 'forged' },
    );
    expect(forged.statusCode).toBe(403);
  });

  it('answers the default call in the same raw JSON at level 1 and full access', async () => {
    for (const [email, level] of [
      ['screens-raw-1@example.com', 1],
      ['screens-raw-full@example.com', FULL_ACCESS_LEVEL],
    ] as const) {
      const { client } = await signIn(app, email, level);
      const id = idOf(await save(client, 'Raw'));
      expect((await setDefault(client, id)).body).toBe(`{"defaultId":${id}}`);
      expect((await setDefault(client, null)).body).toBe('{"defaultId":null}');
    }
  });

  it('has presets that are valid screens, each finding a live bond in the test world', async () => {
    expect(SCREEN_PRESETS.map((p) => p.id)).toEqual([
      'short_ofz',
      'liquid_corporates',
      'floaters',
      'puts_90',
      'high_yield',
    ]);
    // The 60-bond test world's nearest put is 226 days out (the 2,000-bond demo world has puts
    // in every quarter): one is moved 45 days after the data date, as a market would have it.
    const [put] = await app.db
      .select({ id: emissionOffers.id })
      .from(emissionOffers)
      .where(and(eq(emissionOffers.type, 'put'), gt(emissionOffers.date, TEST_AS_OF)))
      .orderBy(asc(emissionOffers.date))
      .limit(1);
    await app.db
      .update(emissionOffers)
      .set({ date: new Date(Date.parse(TEST_AS_OF) + 45 * 86_400_000).toISOString().slice(0, 10) })
      .where(eq(emissionOffers.id, put!.id));
    await refreshScreen(app.db);
    const { client } = await signIn(app, 'screens-presets@example.com');
    for (const preset of SCREEN_PRESETS) {
      const filter = BondListFilter.safeParse(preset.filter);
      expect(filter.success, preset.id).toBe(true);
      const query = new URLSearchParams(
        Object.entries(preset.filter).map(
          ([key, value]) => [key, String(value)] as [string, string],
        ),
      );
      const response = await app.inject(`/api/bonds/?limit=100&${query}`);
      expect(response.statusCode, `${preset.id}: ${response.body}`).toBe(200);
      const answer = response.json() as { total: number; items: { statusId: number }[] };
      expect(answer.total, preset.id).toBeGreaterThan(0);
      expect(
        answer.items.some((item) => [96, 192].includes(item.statusId)),
        preset.id,
      ).toBe(true);
      // A preset saves as a screen as it stands: its columns are known ids.
      const saved = await save(client, preset.id, {
        conditions: preset.filter,
        columns: preset.columns,
      });
      expect(saved.statusCode, `${preset.id}: ${saved.body}`).toBe(200);
    }
  });
});
