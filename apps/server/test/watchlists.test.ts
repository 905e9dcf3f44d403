import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FULL_ACCESS_LEVEL, WATCHLIST_NSD_ID } from '@bondsight/contracts';
import { users, watchlistItems, watchlists } from '../src/db/schema/index';
import { databaseKind, databaseMissing } from './support/test-app';
import { signedInClient } from './support/user-fixtures';
import {
  createList,
  EMAILS,
  insertListWithId,
  watchlistWorld,
  type WatchlistWorld,
} from './support/watchlist-fixtures';

/**
 * The add-to-watchlist panel's calls (spec, issuer blocks and widgets: watchlist item, save
 * payload, section 5 validation, section 7 calls) and list editing: every validation rule on
 * the server, the NSD list 381, another user's list (404, never 403), all-or-nothing appends,
 * and the raw JSON of each route as each tier.
 */

type Item = {
  id: number;
  name: string;
  checked: boolean;
  readonly: boolean;
  nsd_only: boolean;
  user_price: number | null;
  count: number | null;
  buy_date: string | null;
  buy_date_formatted: string | null;
};

describe.skipIf(databaseMissing)(`watchlist panel calls on ${databaseKind}`, () => {
  let w: WatchlistWorld;
  let bond: number;
  let bond2: number;
  let listA: number;
  let listB: number;
  let otherList: number;

  beforeAll(async () => {
    w = await watchlistWorld();
    [bond, bond2] = w.bondIds as [number, number];
    listA = await createList(w.full, 'Core');
    listB = await createList(w.full, 'Trading');
    otherList = await createList(w.other, 'Someone else');
  });
  afterAll(() => w?.app.close());

  const items = async (bondId = bond) => {
    const response = await w.full.get(`/api/watchlist/items/?bondId=${bondId}`);
    expect(response.statusCode).toBe(200);
    return (response.json() as { items: Item[] }).items;
  };
  const holding = async (listId: number, bondId = bond) => {
    const [row] = await w.app.db
      .select()
      .from(watchlistItems)
      .where(and(eq(watchlistItems.watchlistId, listId), eq(watchlistItems.emissionId, bondId)));
    return row ?? null;
  };
  const append = (body: Record<string, unknown>, client = w.full) =>
    client.post('/api/watchlistAppend/', { bondId: bond, ...body });

  describe('access by tier', () => {
    const editing: [string, string, unknown][] = [
      ['POST', '/api/watchlistAppend/', { bondId: 1, add: [] }],
      ['POST', '/api/watchlist/remove/', { bondId: 1, ids: [] }],
      ['POST', '/api/watchlist/create/', { name: 'x' }],
      ['POST', '/api/watchlist/rename/', { id: 1, name: 'x' }],
      ['POST', '/api/watchlist/delete/', { id: 1 }],
    ];
    it.each(editing)(
      '%s %s: visitor 401 need_auth, signed-in 403 (the upgrade notice)',
      async (method, url, body) => {
        const visitor = await w.visitor.request(method as 'GET', url, body);
        expect(visitor.statusCode).toBe(401);
        expect(visitor.json()).toMatchObject({ error: { code: 'need_auth' } });
        const signedIn = await w.signedIn.request(method as 'GET', url, body);
        expect(signedIn.statusCode).toBe(403);
        expect(signedIn.json()).toMatchObject({ error: { code: 'access_denied_auth' } });
      },
    );

    it('reads the panel items as any signed-in user, read-only below full access (a lapsed one)', async () => {
      const url = `/api/watchlist/items/?bondId=${bond}`;
      const visitor = await w.visitor.get(url);
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json()).toMatchObject({ error: { code: 'need_auth' } });
      // Signed in, never full access: no lists, nothing to say.
      const signedIn = await w.signedIn.get(url);
      expect(signedIn.statusCode).toBe(200);
      expect((signedIn.json() as { items: Item[] }).items).toEqual([]);

      // Full access lapsed: the lists made meanwhile are still theirs to read, not to change.
      const email = 'lapsed@example.com';
      const lapsed = await signedInClient(w.app, email, FULL_ACCESS_LEVEL);
      const kept = await createList(lapsed, 'Kept');
      expect((await append({ add: [kept] }, lapsed)).statusCode).toBe(200);
      await w.app.db.update(users).set({ level: 1 }).where(eq(users.email, email));
      const read = await lapsed.get(url);
      expect(read.statusCode).toBe(200);
      expect((read.json() as { items: Item[] }).items).toEqual([
        expect.objectContaining({ id: kept, name: 'Kept', checked: true, readonly: true }),
      ]);
      const book = await lapsed.get('/api/watchlist/');
      expect(book.statusCode).toBe(200);
      const edit = await append({ add: [] }, lapsed);
      expect(edit.statusCode).toBe(403);
      expect(edit.json()).toMatchObject({ error: { code: 'access_denied_auth' } });
      expect(await holding(kept)).not.toBeNull();

      // Full access edits: its items are not read-only.
      expect((await items()).every((i) => !i.readonly || i.nsd_only)).toBe(true);
    });

    it('the panel items as full access: raw JSON of the spec watchlist item', async () => {
      const response = await w.full.get(`/api/watchlist/items/?bondId=${bond}`);
      expect(response.statusCode).toBe(200);
      const body = JSON.parse(response.body);
      expect(body).toEqual({
        bondId: bond,
        nsdAccess: false,
        items: expect.arrayContaining([
          {
            id: listA,
            name: 'Core',
            checked: false,
            readonly: false,
            nsd_only: false,
            user_price: null,
            count: null,
            buy_date: null,
            buy_date_formatted: null,
            holdings_count: expect.any(Number),
          },
        ]),
      });
      // Someone else's list never shows.
      expect(body.items.map((i: Item) => i.id)).not.toContain(otherList);
    });
  });

  describe('append: the spec validation on the server', () => {
    it('a price without a date: wl_error_no_date on price.i', async () => {
      const response = await append({ add: [listA], price: [101.5], qnt: [10], date: [null] });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ 'body.price.0': 'wl_error_no_date' });
      expect(await holding(listA)).toBeNull();
    });

    it('a date without a price: wl_error_no_price on date.i', async () => {
      const response = await append({
        add: [listB, listA],
        price: [null, 100],
        date: ['2026-10-01', ''],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({
        'body.date.0': 'wl_error_no_price',
        'body.price.1': 'wl_error_no_date',
      });
    });

    it('a price that is not numeric, not positive or absurd: field_invalid_value', async () => {
      for (const price of ['abc', '1e3', -5, 0, 1e9]) {
        const response = await append({ add: [listA], price: [price], date: ['2026-10-01'] });
        expect(response.statusCode, String(price)).toBe(400);
        expect(response.json().error.fields).toEqual({ 'body.price.0': 'field_invalid_value' });
      }
    });

    it('wrong types, unknown fields and bad dates: 400 naming the field', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ add: 'x' }, 'body.add'],
        [{ add: [listA], qnt: ['ten'] }, 'body.qnt.0'],
        [{ add: [listA], price: [100], date: ['01.10.2026'] }, 'body.date.0'],
        [{ add: [listA], price: [100], date: ['2026-02-30'] }, 'body.date.0'],
        [{ add: [listA], price: [100], date: ['1899-12-31'] }, 'body.date.0'],
        [{ add: [listA], price: [100], date: ['2999-01-01'] }, 'body.date.0'],
        [{ add: [1.5] }, 'body.add.0'],
      ];
      for (const [body, field] of cases) {
        const response = await append(body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(Object.keys(response.json().error.fields)).toContain(field);
      }
      const unknown = await w.full.post('/api/watchlistAppend/', { bondId: bond, add: [], x: 1 });
      expect(unknown.json().error.fields).toEqual({ 'body.x': 'field_unknown' });
      const noBond = await w.full.post('/api/watchlistAppend/', { bondId: 999_999, add: [listA] });
      expect(noBond.statusCode).toBe(404);
      const badQuery = await w.full.get('/api/watchlist/items/?bondId=abc');
      expect(badQuery.statusCode).toBe(400);
      const unknownBond = await w.full.get('/api/watchlist/items/?bondId=999999');
      expect(unknownBond.statusCode).toBe(404);
    });

    it('adds with the price rounded to 3 decimals (a numeric text too), count and date', async () => {
      const response = await append({
        add: [listA, listB, 0, -3],
        qnt: [10, 5, 1, 1],
        price: [101.23456, '99,5', 100, 100],
        date: ['2026-10-01', '2026-09-15', '2026-10-01', '2026-10-01'],
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ success: true, message: 'watchlist_saved' });
      expect(body.watchlist.map((i: Item) => i.id)).toEqual([listA, listB]);
      const [a, b] = (await items()).filter((i) => i.checked);
      expect(a).toMatchObject({
        id: listA,
        user_price: 101.235,
        count: 10,
        buy_date: '2026-10-01',
        buy_date_formatted: '01.10.2026',
      });
      expect(b).toMatchObject({ id: listB, user_price: 99.5, count: 5, buy_date: '2026-09-15' });
      expect((await holding(listA))!.price).toBe(101.235);
    });

    it('a list left unchecked loses the bond; a list without price or date keeps none', async () => {
      const response = await append({ add: [listB], qnt: [7] });
      expect(response.statusCode).toBe(200);
      expect(await holding(listA)).toBeNull();
      expect(await holding(listB)).toMatchObject({ count: 7, price: null, buyDate: null });
      const none = await append({ add: [] });
      expect(none.json()).toEqual({ success: true, watchlist: [], message: 'watchlist_removed' });
      expect(await holding(listB)).toBeNull();
    });
  });

  describe('another user and the NSD list 381', () => {
    it("another user's list is 404 (not 403) everywhere, and the append changes nothing", async () => {
      await append({ add: [listA], price: [100], qnt: [3], date: ['2026-10-01'] });
      const before = await holding(listA);
      const response = await append({
        add: [listA, otherList],
        price: [90, 90],
        qnt: [1, 1],
        date: ['2026-10-02', '2026-10-02'],
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toMatchObject({
        code: 'not_found',
        fields: { 'body.add.1': 'not_found' },
      });
      // The first list had been written inside the transaction: rolled back.
      expect(await holding(listA)).toEqual(before);
      for (const [url, body] of [
        ['/api/watchlist/rename/', { id: otherList, name: 'mine' }],
        ['/api/watchlist/delete/', { id: otherList }],
        ['/api/watchlist/remove/', { bondId: bond, ids: [otherList] }],
      ] as const) {
        const r = await w.full.post(url, body);
        expect(r.statusCode, url).toBe(404);
      }
      expect((await w.full.get(`/api/watchlist/${otherList}/ladder/`)).statusCode).toBe(404);
    });

    it('list 381 takes a bond only with the NSD flag; without it nothing changes', async () => {
      await insertListWithId(w.app, await w.userId(EMAILS.full), WATCHLIST_NSD_ID, 'NSD');
      const nsdItem = (await items()).find((i) => i.id === WATCHLIST_NSD_ID);
      expect(nsdItem).toMatchObject({ readonly: true, nsd_only: true, checked: false });
      const before = await holding(listA);
      const response = await append({
        add: [listA, WATCHLIST_NSD_ID],
        price: [95, 95],
        qnt: [1, 1],
        date: ['2026-10-03', '2026-10-03'],
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toMatchObject({
        code: 'access_denied_auth',
        message: 'watchlist_nsd_forbiddance',
        fields: { 'body.add.1': 'watchlist_nsd_forbiddance' },
      });
      expect(await holding(listA)).toEqual(before);
      expect(await holding(WATCHLIST_NSD_ID)).toBeNull();
    });

    it('with the NSD flag the list 381 is an ordinary list', async () => {
      await w.app.db.delete(watchlistItems).where(eq(watchlistItems.watchlistId, WATCHLIST_NSD_ID));
      // Moves list 381 to the NSD user (ids are global; one list 381 in the table).
      await w.app.db
        .update(watchlists)
        .set({ userId: await w.userId(EMAILS.fullNsd) })
        .where(eq(watchlists.id, WATCHLIST_NSD_ID));
      const response = await w.fullNsd.post('/api/watchlistAppend/', {
        bondId: bond,
        add: [WATCHLIST_NSD_ID],
        price: [99],
        qnt: [2],
        date: ['2026-10-05'],
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().watchlist[0]).toMatchObject({
        id: WATCHLIST_NSD_ID,
        readonly: false,
        nsd_only: true,
        checked: true,
      });
    });
  });

  describe('remove and list editing', () => {
    it('remove takes the bond out of the lists named and answers their ids', async () => {
      await append({ add: [listA, listB], qnt: [1, 1] });
      const response = await w.full.post('/api/watchlist/remove/', { bondId: bond, ids: [listB] });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([listB]);
      expect(await holding(listB)).toBeNull();
      expect(await holding(listA)).not.toBeNull();
      const again = await w.full.post('/api/watchlist/remove/', { bondId: bond, ids: [listB] });
      expect(again.json()).toEqual([]);
      const bad = await w.full.post('/api/watchlist/remove/', { bondId: bond, ids: ['x'] });
      expect(bad.statusCode).toBe(400);
    });

    it('create, rename and delete a list (raw JSON)', async () => {
      const created = await w.full.post('/api/watchlist/create/', { name: '  Spare  ' });
      expect(created.statusCode).toBe(201);
      const { id } = created.json();
      expect(created.json()).toEqual({ id, name: 'Spare', holdings_count: 0 });
      await w.full.post('/api/watchlistAppend/', { bondId: bond2, add: [id], qnt: [1] });
      const renamed = await w.full.post('/api/watchlist/rename/', { id, name: 'Reserve' });
      expect(renamed.json()).toEqual({ id, name: 'Reserve', holdings_count: 1 });
      expect((await w.full.post('/api/watchlist/rename/', { id, name: '   ' })).statusCode).toBe(
        400,
      );
      expect((await w.full.post('/api/watchlist/create/', { name: 'a\u0000b' })).statusCode).toBe(
        400,
      );
      expect(
        (await w.full.post('/api/watchlist/create/', { name: 'x'.repeat(101) })).statusCode,
      ).toBe(400);
      const deleted = await w.full.post('/api/watchlist/delete/', { id });
      expect(deleted.json()).toEqual({ id });
      expect((await w.full.post('/api/watchlist/delete/', { id })).statusCode).toBe(404);
      expect(await holding(id, bond2)).toBeNull();
    });
  });
});
