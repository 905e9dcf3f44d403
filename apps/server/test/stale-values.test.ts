import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_AFTER_DAYS } from '@bondsight/contracts';
import { createDemoWatchlists } from '../src/data/demo-watchlists';
import { emissions, tradingTicks, watchlistItems, watchlists } from '../src/db/schema/index';
import { TEST_AS_OF } from './support/seed-world';
import { databaseKind, databaseMissing } from './support/test-app';
import { EMAILS, watchlistWorld, type WatchlistWorld } from './support/watchlist-fixtures';

/**
 * Issue 29 point 6, "stale is said wherever a stale number is shown": the similar bonds, the
 * watchlist holdings and the issuer map say how old each latest value is against the data's
 * as-of date, and whether that is over STALE_AFTER_DAYS (the summary's rule). A bond's recent
 * ticks are removed to make its latest value stale; every tier reads the same dates.
 */

const DAY = 86_400_000;
const ageOn = (asOf: string, date: string) =>
  Math.round((Date.parse(asOf) - Date.parse(date)) / DAY);
/** Ticks after this day are removed from the bonds made stale: 15 days before the as-of. */
const CUT = '2026-11-05';
const TIERS = ['visitor', 'signedIn', 'full'] as const;

describe.skipIf(databaseMissing)(`stale latest values in lists and maps on ${databaseKind}`, () => {
  let w: WatchlistWorld;
  const client = (tier: (typeof TIERS)[number]) => w[tier];
  const makeStale = (bondId: number) =>
    w.app.db
      .delete(tradingTicks)
      .where(and(eq(tradingTicks.emissionId, bondId), gt(tradingTicks.date, CUT)));

  beforeAll(async () => {
    w = await watchlistWorld();
    await createDemoWatchlists(w.app.db, [
      await w.userId(EMAILS.signedIn),
      await w.userId(EMAILS.full),
    ]);
  });
  afterAll(() => w?.app.close());

  describe('similar bonds', () => {
    let pageBond: number;
    let staleBond: number;
    beforeAll(async () => {
      for (const id of w.bondIds) {
        const similar = (await w.visitor.get(`/api/bonds/${id}/similar-items/`)).json();
        const priced = (similar.items as { id: number; latest: unknown }[]).find((i) => i.latest);
        if (!priced) continue;
        pageBond = id;
        staleBond = priced.id;
        await makeStale(staleBond);
        return;
      }
      throw new Error('no bond with a priced similar bond');
    });

    it.each(TIERS)('tells the %s each latest yield’s age, stale over 7 days', async (tier) => {
      const response = await client(tier).get(`/api/bonds/${pageBond}/similar-items/`);
      expect(response.statusCode).toBe(200);
      type Item = { id: number; latest: { date: string; ageDays: number; stale: boolean } | null };
      const items = response.json().items as Item[];
      const stale = items.find((i) => i.id === staleBond)!.latest!;
      expect(stale.date <= CUT).toBe(true);
      expect(stale).toMatchObject({ ageDays: ageOn(TEST_AS_OF, stale.date), stale: true });
      for (const { latest } of items) {
        if (!latest) continue;
        expect(latest.ageDays).toBe(ageOn(TEST_AS_OF, latest.date));
        expect(latest.stale).toBe(latest.ageDays > STALE_AFTER_DAYS);
      }
      expect(response.body).toContain('"stale":true');
    });
  });

  describe('watchlist holdings', () => {
    let staleBond: number;
    beforeAll(async () => {
      const [held] = await w.app.db
        .select({ bondId: watchlistItems.emissionId })
        .from(watchlistItems)
        .innerJoin(watchlists, eq(watchlists.id, watchlistItems.watchlistId))
        .where(eq(watchlists.userId, await w.userId(EMAILS.full)))
        .limit(1);
      staleBond = held!.bondId;
      await makeStale(staleBond);
    });

    type Holding = {
      bond_id: number;
      price_date: string | null;
      age_days: number | null;
      stale: boolean;
    };
    const holdingsOf = async (tier: 'signedIn' | 'full') => {
      const response = await client(tier).get('/api/watchlist/');
      expect(response.statusCode).toBe(200);
      const lists = response.json().lists as { holdings: Holding[] }[];
      return { raw: response.body, holdings: lists.flatMap((l) => l.holdings) };
    };

    it('says how old each holding’s quote is, and marks the one over 7 days stale', async () => {
      const { holdings } = await holdingsOf('full');
      const held = holdings.find((h) => h.bond_id === staleBond)!;
      expect(held.price_date! <= CUT).toBe(true);
      expect(held).toMatchObject({ age_days: ageOn(TEST_AS_OF, held.price_date!), stale: true });
      for (const h of holdings) {
        if (h.price_date === null) expect(h).toMatchObject({ age_days: null, stale: false });
        else {
          expect(h.age_days).toBe(ageOn(TEST_AS_OF, h.price_date));
          expect(h.stale).toBe(h.age_days! > STALE_AFTER_DAYS);
        }
      }
      expect(holdings.some((h) => h.price_date !== null && !h.stale)).toBe(true);
    });

    it('tells a signed-in user the same ages (dates are no hidden values); a visitor has no lists', async () => {
      const { raw, holdings } = await holdingsOf('signedIn');
      expect(holdings.length).toBeGreaterThan(0);
      for (const h of holdings)
        if (h.price_date !== null) expect(h.age_days).toBe(ageOn(TEST_AS_OF, h.price_date));
      expect(raw).toContain('"age_days":');
      expect((await w.visitor.get('/api/watchlist/')).statusCode).toBe(401);
    });
  });

  describe('the issuer yield map', () => {
    let issuer: number;
    let staleBond: number;
    beforeAll(async () => {
      for (const id of w.bondIds) {
        const [bond] = await w.app.db
          .select({ emitentId: emissions.emitentId })
          .from(emissions)
          .where(eq(emissions.id, id));
        const map = (await w.full.get(`/api/emitent-map-data/${bond!.emitentId}/`)).json();
        const own = (map.emitentMap as { id: number; is_main_emission: number }[]).filter(
          (p) => p.is_main_emission === 1,
        );
        if (own.length < 2) continue;
        issuer = bond!.emitentId;
        staleBond = own[0]!.id;
        await makeStale(staleBond);
        return;
      }
      throw new Error('no issuer with two points');
    });

    it.each(TIERS)('tells the %s each point’s age against the map date', async (tier) => {
      const response = await client(tier).get(`/api/emitent-map-data/${issuer}/`);
      expect(response.statusCode).toBe(200);
      const body = response.json() as {
        emitentMapDate: string;
        emitentMap: { id: number; date: string; age_days: number; stale: boolean }[];
      };
      expect(body.emitentMapDate).toBe(TEST_AS_OF);
      const points = body.emitentMap.filter((p) => p.id === staleBond);
      expect(points.length).toBeGreaterThan(0);
      for (const point of points) {
        expect(point.date <= CUT).toBe(true);
        expect(point).toMatchObject({ age_days: ageOn(TEST_AS_OF, point.date), stale: true });
      }
      for (const point of body.emitentMap) {
        expect(point.age_days).toBe(ageOn(body.emitentMapDate, point.date));
        expect(point.stale).toBe(point.age_days > STALE_AFTER_DAYS);
      }
      expect(body.emitentMap.some((p) => !p.stale)).toBe(true);
    });
  });
});
