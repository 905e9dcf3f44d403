import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOND_STATUS_GROUPS, FULL_ACCESS_LEVEL } from '@bondsight/contracts';
import type { App } from '../src/app';
import { currencies, emissions } from '../src/db/schema/index';
import { createSeededTestApp, databaseKind, databaseMissing, TestClient } from './support/test-app';
import { errorOf, signIn } from './support/shell-fixtures';

type Bond = {
  id: number;
  name: string;
  currency: string;
  statusId: number;
  bondKind: string;
  maturityDate: string | null;
  couponRate: number | null;
  outstandingVolume: number | null;
};
type ListItem = Bond & { emitentName: string; emitentId: number; isin: string | null };
type List = { total: number; items: ListItem[] };

/** Empty values last in both directions, ties by id (the documented order). */
function byColumn<T extends keyof Bond>(key: T, order: 'asc' | 'desc') {
  return (a: Bond, b: Bond) => {
    const x = a[key];
    const y = b[key];
    if (x === null && y === null) return order === 'asc' ? a.id - b.id : b.id - a.id;
    if (x === null) return 1;
    if (y === null) return -1;
    const sign = order === 'asc' ? 1 : -1;
    if (x < y) return -sign;
    if (x > y) return sign;
    return order === 'asc' ? a.id - b.id : b.id - a.id;
  };
}

describe.skipIf(databaseMissing)(
  `the home bond list's filters and order on ${databaseKind}`,
  () => {
    let app: App;
    let bonds: Bond[];
    const list = async (query: string, client?: TestClient) => {
      const url = `/api/bonds/?${query}`;
      const response = client ? await client.get(url) : await app.inject(url);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as List;
    };

    beforeAll(async () => {
      app = await createSeededTestApp();
      const rows = await app.db
        .select({
          id: emissions.id,
          names: emissions.names,
          currency: currencies.code,
          statusId: emissions.statusId,
          bondKind: emissions.bondKind,
          maturityDate: emissions.maturityDate,
          couponRate: emissions.couponRate,
          outstandingVolume: emissions.outstandingVolume,
        })
        .from(emissions)
        .innerJoin(currencies, eq(currencies.id, emissions.currencyId));
      bonds = rows.map(({ names, ...b }) => ({ ...b, name: names.eng ?? '' }));
    });
    afterAll(() => app?.close());

    it('answers the same raw JSON to a visitor, a signed-in user and full access: no field is gated', async () => {
      const visitor = new TestClient(app);
      const basic = await signIn(app, 'list-basic@example.com');
      const full = await signIn(app, 'list-full@example.com', FULL_ACCESS_LEVEL);
      const query = 'limit=5&sort=coupon&order=desc&lang=eng';
      const seen = await list(query, visitor);
      expect(seen.items).toHaveLength(5);
      expect(Object.keys(seen.items[0]!).sort()).toEqual(
        [
          'id',
          'isin',
          'name',
          'emitentId',
          'emitentName',
          'bondKind',
          'currency',
          'maturityDate',
          'statusId',
          'couponRate',
          'outstandingVolume',
          'yield',
          'duration',
          'gSpread',
          'priceDate',
          'tradedDays',
          'yieldToWorst',
          'streetYield',
          'currentYield',
          'rating',
          'nextOfferDate',
          'nextOfferType',
          'bidAskSpread',
          'praams',
          'zSpread',
        ].sort(),
      );
      expect(await list(query, basic.client)).toEqual(seen);
      expect(await list(query, full.client)).toEqual(seen);
    });

    it('filters by currency, status group, issuer kind and maturity range, together', async () => {
      const currency = bonds[0]!.currency;
      const byCurrency = await list(`currency=${currency}&limit=100`);
      expect(byCurrency.total).toBe(bonds.filter((b) => b.currency === currency).length);
      expect(byCurrency.items.every((b) => b.currency === currency)).toBe(true);

      for (const [group, ids] of Object.entries(BOND_STATUS_GROUPS)) {
        const answer = await list(`status=${group}&limit=100`);
        const expected = bonds.filter((b) => (ids as readonly number[]).includes(b.statusId));
        expect(answer.total, group).toBe(expected.length);
        expect(answer.items.map((b) => b.id).sort((a, b) => a - b)).toEqual(
          expected.map((b) => b.id).sort((a, b) => a - b),
        );
      }
      expect((await list('status=live')).total).toBeGreaterThan(0);

      const kind = bonds[0]!.bondKind;
      const byKind = await list(`kind=${kind}&limit=100`);
      expect(byKind.total).toBe(bonds.filter((b) => b.bondKind === kind).length);
      expect(byKind.items.every((b) => b.bondKind === kind)).toBe(true);

      const dates = bonds
        .map((b) => b.maturityDate)
        .filter((d): d is string => d !== null)
        .sort();
      const from = dates[Math.floor(dates.length / 4)]!;
      const to = dates[Math.floor((dates.length * 3) / 4)]!;
      const inRange = bonds.filter(
        (b) => b.maturityDate !== null && b.maturityDate >= from && b.maturityDate <= to,
      );
      const ranged = await list(`maturityFrom=${from}&maturityTo=${to}&limit=100`);
      expect(ranged.total).toBe(inRange.length);
      expect(ranged.items.every((b) => b.maturityDate! >= from && b.maturityDate! <= to)).toBe(
        true,
      );

      const all = await list(
        `currency=${currency}&status=live&kind=${kind}&maturityFrom=${from}&limit=100`,
      );
      expect(all.total).toBe(
        bonds.filter(
          (b) =>
            b.currency === currency &&
            (BOND_STATUS_GROUPS.live as readonly number[]).includes(b.statusId) &&
            b.bondKind === kind &&
            b.maturityDate !== null &&
            b.maturityDate >= from,
        ).length,
      );
    });

    it('orders on the server by maturity, coupon, volume and name, pages without overlap', async () => {
      for (const [sort, key] of [
        ['maturity', 'maturityDate'],
        ['coupon', 'couponRate'],
        ['volume', 'outstandingVolume'],
      ] as const) {
        for (const order of ['asc', 'desc'] as const) {
          const expected = [...bonds].sort(byColumn(key, order)).map((b) => b.id);
          const first = await list(`sort=${sort}&order=${order}&limit=25`);
          const second = await list(`sort=${sort}&order=${order}&limit=25&offset=25`);
          expect(
            [...first.items, ...second.items].map((b) => b.id),
            `${sort} ${order}`,
          ).toEqual(expected.slice(0, 50));
        }
      }
      const names = (await list('sort=name&limit=100&lang=eng')).items.map((b) => b.name);
      expect(names).toHaveLength(bonds.length);
      // PostgreSQL's collation decides ties of case and punctuation; the direction is checked.
      const desc = (await list('sort=name&order=desc&limit=100&lang=eng')).items.map((b) => b.id);
      const asc = (await list('sort=name&limit=100&lang=eng')).items.map((b) => b.id);
      expect(new Set(desc)).toEqual(new Set(asc));
      expect(desc[0]).not.toBe(asc[0]);
    });

    it('keeps the id order without a sort, and the total of the filter', async () => {
      const answer = await list('limit=10&offset=10');
      expect(answer.total).toBe(bonds.length);
      expect(answer.items.map((b) => b.id)).toEqual(
        bonds
          .map((b) => b.id)
          .sort((a, b) => a - b)
          .slice(10, 20),
      );
    });

    it("answers the filter's choices from the world: currencies and kinds with counts", async () => {
      const response = await app.inject('/api/bonds/filters/?lang=eng');
      expect(response.statusCode).toBe(200);
      const facets = response.json() as {
        currencies: { code: string; name: string; count: number }[];
        kinds: { kind: string; count: number }[];
      };
      const perCurrency = new Map<string, number>();
      for (const b of bonds) perCurrency.set(b.currency, (perCurrency.get(b.currency) ?? 0) + 1);
      expect(new Map(facets.currencies.map((c) => [c.code, c.count]))).toEqual(perCurrency);
      expect(facets.currencies.every((c) => c.name.length > 0)).toBe(true);
      expect(facets.kinds.reduce((sum, k) => sum + k.count, 0)).toBe(bonds.length);
      const counts = facets.currencies.map((c) => c.count);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
    });

    it("answers issuers' countries and sectors with counts, each a filter listing that many", async () => {
      const response = await app.inject('/api/bonds/filters/?lang=eng');
      const facets = response.json() as {
        countries: { code: string; name: string; count: number }[];
        sectors: { sector: string; count: number }[];
      };
      expect(facets.countries.length).toBeGreaterThan(0);
      expect(facets.countries.every((c) => /^[A-Z]{2}$/.test(c.code) && c.name !== '')).toBe(true);
      expect(facets.countries.reduce((sum, c) => sum + c.count, 0)).toBe(bonds.length);
      expect(facets.sectors.length).toBeGreaterThan(0);
      for (const c of facets.countries)
        expect((await list(`country=${c.code}&limit=1`)).total, c.code).toBe(c.count);
      for (const s of facets.sectors)
        expect((await list(`sector=${encodeURIComponent(s.sector)}&limit=1`)).total, s.sector).toBe(
          s.count,
        );
      const counts = facets.sectors.map((s) => s.count);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
    });

    it('refuses bad filter values with 400, the code and the field, never a 500', async () => {
      const cases: [string, string, string][] = [
        ['currency=usd', 'querystring.currency', 'field_invalid_value'],
        ['currency=ZZZ', 'querystring.currency', 'field_invalid_value'],
        ['status=alive', 'querystring.status', 'field_invalid_value'],
        ['kind=pirate', 'querystring.kind', 'field_invalid_value'],
        ['maturityFrom=2026-02-30', 'querystring.maturityFrom', 'field_invalid_value'],
        ['maturityTo=0000-01-01', 'querystring.maturityTo', 'field_invalid_value'],
        [
          'maturityFrom=2030-01-01&maturityTo=2029-01-01',
          'querystring.maturityTo',
          'field_invalid_value',
        ],
        ['sort=yield_to_moon', 'querystring.sort', 'field_invalid_value'],
        ['order=up', 'querystring.order', 'field_invalid_value'],
        ['limit=abc', 'querystring.limit', 'field_invalid_type'],
        ['offset=-1', 'querystring.offset', 'field_invalid_value'],
        ['curency=USD', 'querystring.curency', 'field_unknown'],
      ];
      for (const [query, field, label] of cases) {
        const response = await app.inject(`/api/bonds/?${query}`);
        expect(response.statusCode, query).toBe(400);
        const error = errorOf(response);
        expect(error.code, query).toBe('validation_failed');
        expect(Object.keys(error.fields ?? {}), query).toContain(field);
        expect(error.fields?.[field], query).toBe(label);
      }
    });
  },
);
