import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FULL_ACCESS_LEVEL, ratingRankOf, type BondListItem } from '@bondsight/contracts';
import type { App } from '../src/app';
import { refreshScreen } from '../src/modules/screener/screen-refresh.service';
import { createSeededTestApp, databaseKind, databaseMissing, TestClient } from './support/test-app';
import { errorOf, signIn } from './support/shell-fixtures';

type List = { total: number; items: BondListItem[] };

/** Null last whatever the direction; otherwise the sign of a vs b. */
function compareNullLast(a: number | string | null, b: number | string | null): number {
  if (a === null && b === null) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : a > b ? 1 : 0;
}

const yearOf = (item: BondListItem) =>
  item.maturityDate === null ? null : Number(item.maturityDate.slice(0, 4));
const rankOf = (item: BondListItem) => (item.rating === null ? null : ratingRankOf(item.rating));

/** Consecutive rows of one key: the web's group rows. */
function runsOf<K>(items: BondListItem[], key: (item: BondListItem) => K) {
  const runs: { key: K; items: BondListItem[] }[] = [];
  for (const item of items) {
    const k = key(item);
    const last = runs.at(-1);
    if (last && last.key === k) last.items.push(item);
    else runs.push({ key: k, items: [item] });
  }
  return runs;
}

/** Within a group: the sort's column (nulls last both ways), then the id in the sort's direction. */
function expectSorted(
  items: BondListItem[],
  value: (item: BondListItem) => number | string | null,
  order: 'asc' | 'desc',
) {
  const sign = order === 'asc' ? 1 : -1;
  for (let i = 1; i < items.length; i += 1) {
    const a = items[i - 1]!;
    const b = items[i]!;
    const byValue = compareNullLast(value(a), value(b));
    const bothBlank = value(a) === null && value(b) === null;
    const cmp = bothBlank ? 0 : value(a) === null || value(b) === null ? byValue : sign * byValue;
    expect(cmp, `${a.id} before ${b.id}`).toBeLessThanOrEqual(0);
    if (cmp === 0) expect(sign * (a.id - b.id), `tie ${a.id} ${b.id}`).toBeLessThan(0);
  }
}

describe.skipIf(databaseMissing)(`the bond list's group order on ${databaseKind}`, () => {
  let app: App;
  /** Every page of a query, 7 rows a page (pages must neither overlap nor skip a row). */
  const all = async (query: string, client?: TestClient): Promise<BondListItem[]> => {
    const items: BondListItem[] = [];
    for (let offset = 0; ; offset += 7) {
      const url = `/api/bonds/?limit=7&offset=${offset}&${query}`;
      const response = client ? await client.get(url) : await app.inject(url);
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json() as List;
      items.push(...page.items);
      if (offset + 7 >= page.total) {
        expect(items).toHaveLength(page.total);
        return items;
      }
    }
  };

  beforeAll(async () => {
    app = await createSeededTestApp();
    await refreshScreen(app.db);
  });
  afterAll(() => app?.close());

  it('keeps every issuer together, issuers by name in the language, rows by the sort inside', async () => {
    const ungrouped = await all('lang=eng');
    for (const [lang, order] of [
      ['eng', 'desc'],
      ['rus', 'asc'],
    ] as const) {
      const items = await all(`group=issuer&sort=coupon&order=${order}&lang=${lang}`);
      // The same bonds, each once: only the order differs.
      expect(items.map((b) => b.id).sort((a, b) => a - b)).toEqual(
        ungrouped.map((b) => b.id).sort((a, b) => a - b),
      );
      const runs = runsOf(items, (b) => b.emitentId);
      expect(new Set(runs.map((r) => r.key)).size, 'one run per issuer').toBe(runs.length);
      expect(runs.length).toBeGreaterThan(3);
      // The issuers in name order, case aside, whatever the sort's direction. The database's
      // collation decides between names (bytes on PGlite, the locale's rules on a server), so
      // a pair is in order when either rule says so; equal names part by the issuer's id.
      const names = runs.map((r) => r.items[0]!.emitentName.toLowerCase());
      const collator = new Intl.Collator(lang === 'eng' ? 'en' : 'ru');
      for (let i = 1; i < names.length; i += 1) {
        const [a, b] = [names[i - 1]!, names[i]!];
        expect(a <= b || collator.compare(a, b) <= 0, names.join(' | ')).toBe(true);
      }
      for (const run of runs) expectSorted(run.items, (b) => b.couponRate, order);
    }
  });

  it('groups by rating best first with the unrated last, the sort inside each grade', async () => {
    for (const order of ['asc', 'desc'] as const) {
      const items = await all(`group=rating&sort=yield&order=${order}`);
      const runs = runsOf(items, rankOf);
      const ranks = runs.map((r) => r.key);
      expect(ranks.length, 'several grades in the world').toBeGreaterThan(2);
      expect(new Set(ranks).size).toBe(ranks.length);
      for (let i = 1; i < ranks.length; i += 1)
        expect(compareNullLast(ranks[i - 1]!, ranks[i]!), ranks.join()).toBeLessThan(0);
      for (const run of runs) expectSorted(run.items, (b) => b.yield, order);
    }
  });

  it('groups by maturity year with no maturity last; without a sort ties go by id', async () => {
    const items = await all('group=maturityYear');
    const runs = runsOf(items, yearOf);
    const years = runs.map((r) => r.key);
    expect(years.length).toBeGreaterThan(2);
    for (let i = 1; i < years.length; i += 1)
      expect(compareNullLast(years[i - 1]!, years[i]!), years.join()).toBeLessThan(0);
    for (const run of runs) expectSorted(run.items, () => null, 'asc');

    const byMaturity = await all('group=maturityYear&sort=maturity&order=desc');
    for (const run of runsOf(byMaturity, yearOf))
      expectSorted(run.items, (b) => b.maturityDate, 'desc');
  });

  it('combines the group with filters: the total is the filter’s, grouped alike', async () => {
    const plain = await all('status=live');
    const grouped = await all('status=live&group=rating&sort=duration');
    expect(grouped.map((b) => b.id).sort((a, b) => a - b)).toEqual(
      plain.map((b) => b.id).sort((a, b) => a - b),
    );
  });

  it('answers the same raw JSON to a visitor, a signed-in user and full access', async () => {
    const visitor = new TestClient(app);
    const basic = await signIn(app, 'group-basic@example.com');
    const full = await signIn(app, 'group-full@example.com', FULL_ACCESS_LEVEL);
    const url = '/api/bonds/?limit=10&group=issuer&sort=yield&order=desc&lang=eng';
    const seen = await visitor.get(url);
    expect(seen.statusCode).toBe(200);
    const body = seen.json() as List;
    expect(body.items).toHaveLength(10);
    // No new value: an item has the fields of an ungrouped answer.
    const ungrouped = (await visitor.get('/api/bonds/?limit=1')).json() as List;
    expect(Object.keys(body.items[0]!).sort()).toEqual(Object.keys(ungrouped.items[0]!).sort());
    expect((await basic.client.get(url)).body).toBe(seen.body);
    expect((await full.client.get(url)).body).toBe(seen.body);
  });

  it('refuses an unknown group with 400 naming the field', async () => {
    for (const query of ['group=sector', 'group=Issuer', 'group=issuer&group=rating']) {
      const response = await app.inject(`/api/bonds/?${query}`);
      expect(response.statusCode, query).toBe(400);
      const error = errorOf(response);
      expect(error.code, query).toBe('validation_failed');
      expect(Object.keys(error.fields ?? {}), query).toContain('querystring.group');
    }
  });
});
