import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FULL_ACCESS_LEVEL } from '@bondsight/contracts';
import type { App } from '../src/app';
import {
  countBonds,
  EXACT_COUNT_LIMIT,
  pageTotal,
  roundAbout,
} from '../src/modules/bonds/bond-count.repository';
import { refreshScreen } from '../src/modules/screener/screen-refresh.service';
import { createSeededTestApp, databaseKind, databaseMissing, TestClient } from './support/test-app';
import { errorOf, signIn } from './support/shell-fixtures';

/**
 * The screen's total (issue 33 item 7): exact on the page up to 10,000 bonds, above it the
 * planner's estimate ("about") with the exact figure from `GET /api/bonds/count/`.
 */
describe.skipIf(databaseMissing)(`the screen's total on ${databaseKind}`, () => {
  let app: App;
  const get = async (url: string, client?: TestClient) => {
    const response = client ? await client.get(url) : await app.inject(url);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json() as { total: number; totalExact?: boolean };
  };

  beforeAll(async () => {
    app = await createSeededTestApp();
    await refreshScreen(app.db);
  });
  afterAll(() => app?.close());

  it('counts a page exactly below the bound, and the count route agrees, for several screens', async () => {
    const screens = ['', 'currency=RUB', 'yieldMin=5&yieldMax=25', 'couponType=inflation'];
    const totals = [];
    for (const screen of screens) {
      const page = await get(`/api/bonds/?limit=5&${screen}`);
      const counted = await get(`/api/bonds/count/?${screen}`);
      expect(page.totalExact, screen).toBe(true);
      expect(counted, screen).toEqual({ total: page.total });
      totals.push(page.total);
    }
    // Not vacuous: the screens count different numbers of bonds, none of them zero.
    expect(new Set(totals).size).toBe(screens.length);
    expect(Math.min(...totals)).toBeGreaterThan(0);
    expect(EXACT_COUNT_LIMIT).toBe(10_000);
  });

  it('estimates a screen wider than the bound, never below what it counted, and counts it exactly apart', async () => {
    const all = await countBonds(app.db, {});
    expect(all).toBeGreaterThan(20);
    expect(await pageTotal(app.db, {}, all)).toEqual({ total: all, exact: true });
    const estimate = await pageTotal(app.db, {}, 10);
    expect(estimate.exact).toBe(false);
    expect(estimate.total).toBeGreaterThanOrEqual(11);
    expect(estimate.total).toBe(roundAbout(estimate.total));
    // A screen reading the screener's rows goes through its join as well.
    const priced = await pageTotal(app.db, { yieldMin: -100 }, 3);
    expect(priced.exact).toBe(false);
    expect(priced.total).toBeGreaterThanOrEqual(4);
  });

  it('rounds an estimate to two significant figures', () => {
    expect(roundAbout(7)).toBe(7);
    expect(roundAbout(10_001)).toBe(10_000);
    expect(roundAbout(123_456)).toBe(120_000);
    expect(roundAbout(498_765)).toBe(500_000);
  });

  it('answers the count the same to every tier, and refuses bad values naming the parameter', async () => {
    const url = '/api/bonds/count/?currency=RUB&sort=yield&order=desc';
    const visitor = await new TestClient(app).get(url);
    const basic = await signIn(app, 'count-basic@example.com');
    const full = await signIn(app, 'count-full@example.com', FULL_ACCESS_LEVEL);
    expect(visitor.statusCode).toBe(200);
    expect(Object.keys(visitor.json())).toEqual(['total']);
    expect((await basic.client.get(url)).body).toBe(visitor.body);
    expect((await full.client.get(url)).body).toBe(visitor.body);
    for (const [query, field] of [
      ['yieldMin=abc', 'querystring.yieldMin'],
      ['couponType=linker', 'querystring.couponType'],
      ['q=x', 'querystring.q'],
    ] as const) {
      const response = await app.inject(`/api/bonds/count/?${query}`);
      expect(response.statusCode, query).toBe(400);
      const error = errorOf(response);
      expect(error.code, query).toBe('validation_failed');
      expect(Object.keys(error.fields ?? {}), query).toContain(field);
    }
  });
});
