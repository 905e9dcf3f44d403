import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FULL_ACCESS_LEVEL, SESSION_COOKIE } from '@bondsight/contracts';
import type { App } from '../src/app';
import { emissions, tradingTicks } from '../src/db/schema/index';
import { createSeededTestApp, databaseKind, databaseMissing, TestClient } from './support/test-app';
import { signedInClient } from './support/user-fixtures';

/**
 * The comparison search (spec, issuer blocks: "Comparison search"): getAutocompleteData and
 * getTradingGround, their answers and who may call them.
 */

interface Tab {
  name: string;
  count: number;
  selected: boolean;
  showList: boolean;
  withTradingGrounds: boolean;
  model: string;
  items: {
    id: number;
    name: string;
    highlighting: { text: string; start: number; length: number };
    state?: string;
    ended_on?: string | null;
  }[];
}

describe.skipIf(databaseMissing)(`comparison search on ${databaseKind}`, () => {
  let app: App;
  let full: TestClient;
  let ofz19: number;
  let ofz30: number;
  let bonds: { id: number; isin: string | null; names: Record<string, string> }[];

  beforeAll(async () => {
    app = await createSeededTestApp();
    bonds = await app.db
      .select({ id: emissions.id, isin: emissions.isin, names: emissions.names })
      .from(emissions);
    ofz19 = bonds.find((r) => r.isin === 'SU26219RMFS4')!.id;
    ofz30 = bonds.find((r) => r.isin === 'SU26230RMFS1')!.id;
    full = await signedInClient(app, 'full@example.com', FULL_ACCESS_LEVEL);
  });
  afterAll(() => app?.close());

  /** Live on its data date: an item without an end (the answer's state says so). */
  const alive = (item: Tab['items'][number]) =>
    ['outstanding', 'placement', 'technical_default'].includes(item.state ?? '');

  const search = async (term: string, lang = 'eng', hash = 4242) => {
    const response = await full.post(`/api/bonds/${ofz30}/getAutocompleteData/?lang=${lang}`, {
      term,
      hash,
      currentTgId: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as { hash: number; tabs: Tab[] };
    expect(answer.hash).toBe(hash);
    const [bondTab, indexTab] = answer.tabs;
    expect(bondTab).toMatchObject({ name: 'bonds', model: 'bonds', withTradingGrounds: true });
    expect(indexTab).toMatchObject({ name: 'indexes', model: 'index', withTradingGrounds: false });
    return { bonds: bondTab!, indexes: indexTab! };
  };

  describe('getAutocompleteData', () => {
    it('finds bonds by name, prefix matches first, and echoes the hash', async () => {
      // A bond whose name holds "bank" but does not start with it, first by name.
      const [row] = await app.db.select().from(emissions).where(eq(emissions.id, ofz30));
      const { id: _id, ...copy } = row!;
      const [added] = await app.db
        .insert(emissions)
        .values({
          ...copy,
          isin: 'XS0000000001',
          secid: null,
          names: { eng: 'Aardvark Banking 2030' },
        })
        .returning({ id: emissions.id });
      await app.db
        .insert(tradingTicks)
        .values({ emissionId: added!.id, tradingGroundId: 1, date: '2026-11-20', lastPrice: 99 });

      const { bonds: tab, indexes } = await search('bank', 'eng', 777);
      expect(tab.count).toBeGreaterThan(10);
      expect(tab.items.length).toBe(10);
      expect(tab).toMatchObject({ selected: true, showList: true });
      expect(indexes).toMatchObject({ count: 0, selected: false, showList: false, items: [] });
      // Live bonds first; within each, the names that start with "Bank", then by name.
      const rank = (i: Tab['items'][number]) =>
        `${alive(i) ? 0 : 1}${i.name.startsWith('Bank') ? 0 : 1}${i.name}`;
      const ranks = tab.items.map(rank);
      expect([...ranks].sort()).toEqual(ranks);
      expect(alive(tab.items[0]!)).toBe(true);
      for (const item of tab.items) {
        const { text, start, length } = item.highlighting;
        expect(text.slice(start, start + length).toLowerCase()).toBe('bank');
      }
      const narrower = await search('banking');
      expect(narrower.bonds.items).toEqual([
        {
          id: added!.id,
          name: 'Aardvark Banking 2030',
          highlighting: { text: 'Aardvark Banking 2030', start: 9, length: 7 },
          state: 'outstanding',
          ended_on: null,
        },
      ]);
    });

    it('lists at most 10 a tab and counts them all', async () => {
      const { bonds: tab } = await search('RU00Z');
      const traded = bonds.filter((b) => b.isin?.startsWith('RU00Z'));
      expect(tab.count).toBeGreaterThan(10);
      expect(tab.count).toBeLessThanOrEqual(traded.length);
      expect(tab.items).toHaveLength(10);
      expect(tab.items[0]!.highlighting).toMatchObject({ start: 0, length: 5 });
      expect(tab.items[0]!.highlighting.text).toMatch(/^RU00Z/);
    });

    it('finds a bond by ISIN', async () => {
      const { bonds: tab } = await search('SU26230');
      expect(tab.items).toEqual([
        {
          id: ofz30,
          name: 'OFZ 26230',
          highlighting: { text: 'SU26230RMFS1', start: 0, length: 7 },
          state: 'outstanding',
          ended_on: null,
        },
      ]);
    });

    it('lists live bonds first, then the ended ones saying how and since when', async () => {
      // OFZ 26219 matured on 16 Sep 2026, before the world's date; OFZ 26230 lives.
      const { bonds: tab } = await search('OFZ 262');
      expect(tab.items.map((i) => i.id)).toEqual([ofz30, ofz19]);
      expect(tab.items[0]).toMatchObject({ state: 'outstanding', ended_on: null });
      expect(tab.items[1]).toMatchObject({ state: 'matured', ended_on: '2026-09-16' });
      // By name alone 26219 would come first.
      expect('OFZ 26219' < 'OFZ 26230').toBe(true);
    });

    it('reads the life, not the stored status: an outstanding bond past maturity goes last', async () => {
      const before = (await search('OFZ 262')).bonds.items.map((i) => i.id);
      expect(before[0]).toBe(ofz30);
      const [row] = await app.db
        .select({ maturityDate: emissions.maturityDate, statusId: emissions.statusId })
        .from(emissions)
        .where(eq(emissions.id, ofz30));
      expect(row!.statusId).toBe(192);
      await app.db
        .update(emissions)
        .set({ maturityDate: '2026-01-15' })
        .where(eq(emissions.id, ofz30));
      try {
        const { bonds: tab } = await search('OFZ 262');
        // Both ended now: by name, 26219 first; 26230 says it matured (its status still 192).
        expect(tab.items.map((i) => i.id)).toEqual([ofz19, ofz30]);
        expect(tab.items[1]).toMatchObject({ state: 'matured', ended_on: '2026-01-15' });
      } finally {
        await app.db
          .update(emissions)
          .set({ maturityDate: row!.maturityDate })
          .where(eq(emissions.id, ofz30));
      }
    });

    it('puts every live bond of a broad search before any ended one', async () => {
      let mixed = 0;
      for (const term of ['001P', 'BO-0', 'RU00Z', 'Bank']) {
        const { bonds: tab } = await search(term);
        const flags = tab.items.map(alive);
        const firstDead = flags.indexOf(false);
        if (firstDead > 0) mixed++;
        if (firstDead >= 0)
          expect(
            flags.slice(firstDead).every((f) => !f),
            term,
          ).toBe(true);
        for (const item of tab.items.filter((i) => !alive(i)))
          expect(['matured', 'redeemed_early', 'default', 'cancelled', 'announced']).toContain(
            item.state,
          );
      }
      expect(mixed).toBeGreaterThan(0);
    });

    it('does not offer a bond without a priced tick (nothing to draw)', async () => {
      const [row] = await app.db.select().from(emissions).where(eq(emissions.id, ofz30));
      const { id: _id, ...copy } = row!;
      const [unpriced] = await app.db
        .insert(emissions)
        .values({
          ...copy,
          isin: 'XS0000000002',
          secid: null,
          names: { eng: 'Zebra Unpriced 2031' },
        })
        .returning({ id: emissions.id });
      await app.db.insert(tradingTicks).values({
        emissionId: unpriced!.id,
        tradingGroundId: 1,
        date: '2026-11-19',
        lastPrice: null,
      });
      expect((await search('Zebra Unpriced')).bonds.items).toEqual([]);
      await app.db.insert(tradingTicks).values({
        emissionId: unpriced!.id,
        tradingGroundId: 1,
        date: '2026-11-20',
        lastPrice: 98,
      });
      expect((await search('Zebra Unpriced')).bonds.items.map((i) => i.id)).toEqual([unpriced!.id]);
    });

    it('matches names in the request language', async () => {
      const { bonds: tab } = await search('ОФЗ 262', 'rus');
      expect(tab.items.map((i) => i.id).sort()).toEqual([ofz19, ofz30].sort());
      expect(tab.items.map((i) => i.name)).toContain('ОФЗ 26230');
    });

    it('lists only bonds with ticks (a line needs some)', async () => {
      const { bonds: tab } = await search('001P-05');
      const named = bonds.filter((b) => b.names.eng?.endsWith('001P-05'));
      expect(named.length).toBeGreaterThan(tab.items.length);
      expect(tab.items.length).toBeGreaterThan(0);
    });

    it('finds indexes by name and code, and opens their tab when no bond matches', async () => {
      const byName = await search('treasury');
      expect(byName.bonds.count).toBe(0);
      expect(byName.indexes).toMatchObject({ count: 1, selected: true, showList: true });
      expect(byName.indexes.items[0]).toMatchObject({
        name: 'Bondsight US Treasury Index',
        highlighting: { text: 'Bondsight US Treasury Index', start: 13, length: 8 },
      });
      const byCode = await search('BS-UST');
      expect(byCode.indexes.items.map((i) => i.highlighting.text)).toEqual(['BS-UST-TR']);
    });

    it('takes the term literally (LIKE wildcards match themselves)', async () => {
      const { bonds: tab, indexes } = await search('%_%');
      expect(tab.count + indexes.count).toBe(0);
      expect(tab.selected).toBe(true);
    });

    it.each<[string, Record<string, unknown>, Record<string, string>]>([
      ['a term of 2 characters', { term: 'ab' }, { 'body.term': 'field_too_short' }],
      [
        'a term of 2 characters and spaces',
        { term: '  ab   ' },
        { 'body.term': 'field_too_short' },
      ],
      ['a term too long', { term: 'x'.repeat(101) }, { 'body.term': 'field_too_long' }],
      ['a NUL byte', { term: 'abc\u0000' }, { 'body.term': 'field_invalid_characters' }],
      ['hash 0', { hash: 0 }, { 'body.hash': 'field_invalid_value' }],
      ['a missing ground', { currentTgId: undefined }, { 'body.currentTgId': 'field_required' }],
    ])('answers 400 for %s', async (_name, change, fields) => {
      const response = await full.post(`/api/bonds/${ofz30}/getAutocompleteData/`, {
        term: 'bank',
        hash: 1,
        currentTgId: 1,
        ...change,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'validation_failed', fields });
    });

    it('answers 404 for an unknown page bond', async () => {
      const response = await full.post('/api/bonds/999999/getAutocompleteData/', {
        term: 'bank',
        hash: 1,
        currentTgId: 1,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    });
  });

  describe('getTradingGround', () => {
    const grounds = (selectedId: number, currentTgId = 1, hash = 99) =>
      full.post(`/api/bonds/${ofz30}/getTradingGround/`, { hash, currentTgId, selectedId });

    it("lists the chosen bond's grounds with its latest date on each", async () => {
      const response = await grounds(ofz19, 1, 123);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        hash: 123,
        result: true,
        items: [1, 4, 381].map((id) => ({
          id,
          name: expect.any(String),
          // OFZ 26219's last trading day: the business day before its record date.
          max_date: '2026-09-14',
          max_date_numeric: Date.parse('2026-09-14T00:00:00Z'),
        })),
      });
      expect(response.json().items[0].name).toBe('Moscow Exchange');
    });

    it("leaves out the page bond's own ground when the page bond is chosen", async () => {
      const same = (await grounds(ofz30, 1)).json();
      expect(same.items.map((g: { id: number }) => g.id)).toEqual([4]);
      const other = (await grounds(ofz30, 0)).json();
      expect(other.items.map((g: { id: number }) => g.id)).toEqual([1, 4]);
    });

    it('answers result false for a bond without ticks, 404 for an unknown one', async () => {
      const untraded = bonds.find((b) => b.names.eng === 'Northern Capital Bank 001P-05')!;
      expect((await grounds(untraded.id)).json()).toEqual({ hash: 99, result: false, items: [] });
      const unknown = await grounds(999_999);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error).toEqual({
        code: 'not_found',
        message: 'not_found',
        fields: { 'body.selectedId': 'not_found' },
      });
    });

    it.each<[string, Record<string, unknown>, string]>([
      ['no selected bond', { selectedId: undefined }, 'body.selectedId'],
      ['selected id 0', { selectedId: 0 }, 'body.selectedId'],
      ['a hash beyond 999999', { hash: 1_000_000 }, 'body.hash'],
      ['a negative ground', { currentTgId: -1 }, 'body.currentTgId'],
    ])('answers 400 for %s', async (_name, change, field) => {
      const response = await full.post(`/api/bonds/${ofz30}/getTradingGround/`, {
        hash: 1,
        currentTgId: 1,
        selectedId: ofz19,
        ...change,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual([field]);
    });
  });

  describe('access', () => {
    it.each([
      ['getAutocompleteData', { term: 'bank', hash: 1, currentTgId: 1 }],
      ['getTradingGround', { hash: 1, currentTgId: 1, selectedId: 1 }],
    ])('refuses %s below full access', async (call, payload) => {
      const url = `/api/bonds/${ofz30}/${call}/`;
      const visitor = await new TestClient(app).post(url, payload);
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json()).toEqual({ error: { code: 'need_auth', message: 'need_auth' } });
      const basic = await signedInClient(app, `basic-${call.toLowerCase()}@example.com`, 1);
      const signedIn = await basic.post(url, payload);
      expect(signedIn.statusCode).toBe(403);
      expect(signedIn.json()).toEqual({
        error: { code: 'access_denied_auth', message: 'access_denied_auth' },
      });
      // The raw answers below full access hold nothing of the search: no bond, no life.
      for (const raw of [visitor.body, signedIn.body])
        for (const word of ['state', 'ended_on', 'items', 'max_date', 'Bank'])
          expect(raw).not.toContain(word);
      // A read: full access needs no CSRF header.
      const response = await app.inject({
        method: 'POST',
        url,
        payload,
        cookies: { [SESSION_COOKIE]: full.cookie(SESSION_COOKIE)! },
      });
      expect(response.statusCode, response.body).toBe(200);
    });

    it('opens to everyone on an open instance (OPEN_DATA)', async () => {
      const open = await createSeededTestApp({ openData: true });
      try {
        const response = await new TestClient(open).post(`/api/bonds/1/getAutocompleteData/`, {
          term: 'OFZ',
          hash: 5,
          currentTgId: 1,
        });
        expect(response.statusCode).toBe(200);
        expect(response.json().tabs[0].count).toBe(4);
      } finally {
        await open.close();
      }
    });
  });
});
