import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmitentMapResponse, FULL_ACCESS_LEVEL, NSD_TRADING_GROUND_ID } from '@bondsight/contracts';
import type { App } from '../src/app';
import { emissions, emitents } from '../src/db/schema/index';
import { BAD_ISSUER_IDS, issuerWorld, type IssuerTier } from './support/issuer-fixtures';
import { databaseKind, databaseMissing, type TestClient } from './support/test-app';
import { signedInClient } from './support/user-fixtures';

/**
 * The issuer yield map (spec, issuer blocks sections 3, 5, 6 and 7): points by currency and
 * ground from each bond's latest usable tick, the currency's government curve, and no values
 * below full access.
 */

const url = (id: number | string) => `/api/emitent-map-data/${id}/`;
type Tier = IssuerTier;

describe.skipIf(databaseMissing)(`issuer yield map on ${databaseKind}`, () => {
  let app: App;
  let corporate: number;
  let bank: number;
  let tiers: Record<Tier, TestClient>;

  const mapOf = async (tier: Tier, id: number) => {
    const response = await tiers[tier].get(url(id));
    expect(response.statusCode).toBe(200);
    return { raw: response.body, body: EmitentMapResponse.parse(response.json()) };
  };

  beforeAll(async () => {
    ({ app, showcase: corporate, bank, tiers } = await issuerWorld());
  });
  afterAll(() => app?.close());

  it('gives full access every point with its price, duration and yield as x and y', async () => {
    for (const id of [corporate, bank]) {
      const { body } = await mapOf('full', id);
      expect(body.emitentName).not.toBe('');
      expect(body.emitentMap.length, `issuer ${id}`).toBeGreaterThan(1);
      for (const point of body.emitentMap) {
        // The NSD ground's values also need the NSD flag (next test).
        if (point.trading_ground_id === NSD_TRADING_GROUND_ID) {
          expect(point.shape_only).toBe(true);
          expect(point.yield).toBeNull();
          continue;
        }
        expect(point.shape_only).toBe(false);
        expect(point.price).toBeGreaterThan(0);
        expect(point.duration).toBeGreaterThan(0);
        expect(point.x).toBe(point.duration);
        expect(point.y).toBe(point.yield);
        expect(point.yield!).toBeLessThanOrEqual(20);
        expect(point.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(point.emission_name).not.toBe('');
      }
      // The issuer's own bonds are main.
      expect(body.emitentMap.some((p) => p.is_main_emission === 1)).toBe(true);
    }
  });

  it('gives the NSD ground values to full access with the NSD flag only', async () => {
    const nsd = await signedInClient(app, 'nsd@example.com', FULL_ACCESS_LEVEL, {
      nsdAccess: true,
    });
    const ids = await app.db.select({ id: emitents.id }).from(emitents);
    let seen = 0;
    for (const { id } of ids) {
      const response = await nsd.get(url(id));
      const body = EmitentMapResponse.parse(response.json());
      for (const point of body.emitentMap.filter(
        (p) => p.trading_ground_id === NSD_TRADING_GROUND_ID,
      )) {
        seen++;
        expect(point.shape_only).toBe(false);
        expect(point.yield).toBe(point.y);
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('lists currencies and grounds that match the points, the first ones as defaults', async () => {
    const { body } = await mapOf('full', corporate);
    const currencies = body.emitentMapCurrencies.map((c) => c.id);
    expect(new Set(body.emitentMap.map((p) => p.currency_id))).toEqual(new Set(currencies));
    expect(body.emitentMapCurrencyId).toBe(currencies[0]);
    expect(body.emitentMapCurrencies.find((c) => c.text === 'RUB')).toBeDefined();
    for (const currency of currencies) {
      const grounds = body.emitentMapGrounds[currency]!.map((g) => g.id);
      const pointGrounds = body.emitentMap
        .filter((p) => p.currency_id === currency)
        .map((p) => p.trading_ground_id);
      expect(new Set(pointGrounds)).toEqual(new Set(grounds));
      // A bond has at most one point per ground.
      const onFirst = body.emitentMap.filter(
        (p) => p.currency_id === currency && p.trading_ground_id === grounds[0],
      );
      expect(new Set(onFirst.map((p) => p.id)).size).toBe(onFirst.length);
    }
    expect(body.emitentMapGroundId).toBe(body.emitentMapGrounds[currencies[0]!]![0]!.id);
  });

  it('has an issuer with two currencies, each with its own grounds', async () => {
    const ids = await app.db.select({ id: emitents.id }).from(emitents);
    let found = false;
    for (const { id } of ids) {
      const { body } = await mapOf('full', id);
      const currencies = body.emitentMapCurrencies.map((c) => c.id);
      if (currencies.length < 2) continue;
      const grounds = currencies.map((c) => body.emitentMapGrounds[c]!.map((g) => g.id).join());
      if (new Set(grounds).size > 1) found = true;
    }
    expect(found).toBe(true);
  });

  it('lays the government curve of the currency: the RUB G-curve', async () => {
    const { body } = await mapOf('full', bank);
    const rub = body.emitentMapCurrencies.find((c) => c.text === 'RUB')!;
    const curve = body.emitentMapCurvesData[rub.id]!;
    expect(curve.shape_only).toBe(false);
    expect(curve.name).toMatch(/G-curve/);
    expect(curve.points.length).toBeGreaterThan(5);
    const latest = body.emitentMap.reduce((d, p) => (p.date > d ? p.date : d), '');
    expect(curve.date <= latest).toBe(true);
    for (const p of curve.points) {
      expect(p.x).toBeGreaterThan(0);
      expect(p.y).toBeGreaterThan(0);
    }
  });

  it.each(['visitor', 'signedIn'] as const)(
    'sends %s no values: nulls and ranks only',
    async (tier) => {
      const full = await mapOf('full', corporate);
      const { raw, body } = await mapOf(tier, corporate);
      expect(body.emitentMap.length).toBe(full.body.emitentMap.length);
      for (const point of body.emitentMap) {
        expect(point.shape_only).toBe(true);
        expect(point.price).toBeNull();
        expect(point.duration).toBeNull();
        expect(point.yield).toBeNull();
        expect(point.x).toBeGreaterThanOrEqual(0);
        expect(point.x).toBeLessThanOrEqual(100);
        expect(point.y).toBeGreaterThanOrEqual(0);
        expect(point.y).toBeLessThanOrEqual(100);
      }
      for (const curve of Object.values(body.emitentMapCurvesData)) {
        expect(curve.shape_only).toBe(true);
        for (const p of curve.points) expect(p.y).toBeLessThanOrEqual(100);
      }
      // No true value appears anywhere in the raw answer.
      for (const point of full.body.emitentMap) {
        expect(raw).not.toContain(String(point.yield));
        expect(raw).not.toContain(String(point.duration));
        expect(raw).not.toContain(String(point.price));
      }
      for (const curve of Object.values(full.body.emitentMapCurvesData))
        for (const p of curve.points) expect(raw).not.toContain(String(p.y));
      // Within a currency the order of the points is kept: ranks grow with the true yields.
      const pairs = full.body.emitentMap.map(
        (p, i) => [p.currency_id, p.yield!, body.emitentMap[i]!.y] as const,
      );
      for (const [ca, a, ra] of pairs)
        for (const [cb, b, rb] of pairs) if (ca === cb && a < b) expect(ra).toBeLessThan(rb);
    },
  );

  it('gives most issuers with two bonds or more a map', async () => {
    const ids = await app.db
      .select({ id: emissions.emitentId })
      .from(emissions)
      .groupBy(emissions.emitentId)
      .having(sql`count(*) >= 2`);
    let withPoints = 0;
    for (const { id } of ids) {
      const { body } = await mapOf('full', id);
      if (body.emitentMap.length > 0) withPoints++;
    }
    expect(withPoints / ids.length).toBeGreaterThan(0.7);
  });

  it.each(BAD_ISSUER_IDS)('answers %s (%s) with %i', async (_what, id, status, code) => {
    const response = await app.inject(url(id));
    expect(response.statusCode).toBe(status);
    expect(response.json().error.code).toBe(code);
  });
});
