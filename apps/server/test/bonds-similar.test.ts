import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMILAR_PAGE_SIZE } from '@bondsight/contracts';
import type { App } from '../src/app';
import { emissions, emitents, tradingTicks } from '../src/db/schema/index';
import { MATURITY_WINDOW_YEARS } from '../src/modules/bonds/similar.repository';
import { createTestApp, databaseKind, databaseMissing } from './support/test-app';
import { seedTestWorld, TEST_AS_OF } from './support/seed-world';

type Bond = {
  id: number;
  emitentId: number;
  currencyId: number;
  statusId: number;
  bondKind: string;
  couponType: string;
  maturityDate: string | null;
  sector: string | null;
};

const DAY = 86_400_000;
const days = (a: string, b: string) => (Date.parse(a) - Date.parse(b)) / DAY;
const addYears = (date: string, years: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d.toISOString().slice(0, 10);
};

/** The documented rule, written out again over all stored bonds: the oracle for the API. */
function expectedSimilar(target: Bond, all: Bond[]): number[] {
  const distance = (b: Bond) =>
    (target.maturityDate && b.maturityDate
      ? Math.abs(days(b.maturityDate, target.maturityDate)) / 365.25
      : 0) +
    (b.bondKind !== target.bondKind ? 5 : 0) +
    (b.sector !== target.sector ? 1 : 0) +
    (b.couponType !== target.couponType ? 0.5 : 0);
  return all
    .filter(
      (b) =>
        b.currencyId === target.currencyId &&
        b.statusId === 192 &&
        b.emitentId !== target.emitentId &&
        (target.maturityDate === null
          ? b.maturityDate === null
          : b.maturityDate !== null &&
            b.maturityDate >= addYears(target.maturityDate, -MATURITY_WINDOW_YEARS) &&
            b.maturityDate <= addYears(target.maturityDate, MATURITY_WINDOW_YEARS)),
    )
    .sort((a, b) => distance(a) - distance(b) || a.id - b.id)
    .map((b) => b.id);
}

describe.skipIf(databaseMissing)(`similar bonds on ${databaseKind}`, () => {
  let app: App;
  let bonds: Bond[];
  beforeAll(async () => {
    app = await createTestApp();
    await seedTestWorld(app.database);
    bonds = await app.db
      .select({
        id: emissions.id,
        emitentId: emissions.emitentId,
        currencyId: emissions.currencyId,
        statusId: emissions.statusId,
        bondKind: emissions.bondKind,
        couponType: emissions.couponType,
        maturityDate: emissions.maturityDate,
        sector: emitents.sector,
      })
      .from(emissions)
      .innerJoin(emitents, eq(emitents.id, emissions.emitentId));
  });
  afterAll(() => app?.close());

  /** The bond with the most similar ones, so that paging is exercised. */
  const richest = () =>
    bonds
      .map((b) => ({ bond: b, similar: expectedSimilar(b, bonds) }))
      .sort((a, b) => b.similar.length - a.similar.length)[0]!;

  it('pages through the documented selection, 10 at a time, with a total', async () => {
    const { bond, similar } = richest();
    expect(similar.length).toBeGreaterThan(SIMILAR_PAGE_SIZE);
    const pages = Math.ceil(similar.length / SIMILAR_PAGE_SIZE);
    const seen: number[] = [];
    for (let page = 1; page <= pages + 1; page++) {
      const response = await app.inject(`/api/bonds/${bond.id}/similar-items/?page=${page}`);
      expect(response.statusCode).toBe(200);
      const body = response.json() as { total: number; items: { id: number }[] };
      expect(body.total).toBe(similar.length);
      expect(body.items.length).toBe(
        page <= pages ? Math.min(SIMILAR_PAGE_SIZE, similar.length - seen.length) : 0,
      );
      seen.push(...body.items.map((i) => i.id));
    }
    expect(seen).toEqual(similar);
    expect(seen).not.toContain(bond.id);
  });

  it('describes each bond with its latest usable yield and its duration, in the asked language', async () => {
    const { bond } = richest();
    const body = (await app.inject(`/api/bonds/${bond.id}/similar-items/?lang=rus`)).json();
    const first = body.items[0];
    const stored = bonds.find((b) => b.id === first.id)!;
    expect(first).toMatchObject({
      statusId: 192,
      maturityDate: stored.maturityDate,
      sector: stored.sector,
    });
    const [issuer] = await app.db
      .select({ names: emitents.names })
      .from(emitents)
      .where(eq(emitents.id, first.emitent.id));
    expect(issuer!.names.rus).toBeTruthy();
    expect(first.emitent.name).toBe(issuer!.names.rus);
    const ticks = (
      await app.db.select().from(tradingTicks).where(eq(tradingTicks.emissionId, first.id))
    ).filter((t) => t.ytmLast !== null && !t.badData.includes('ytm_last'));
    const latestDate = ticks
      .map((t) => t.date)
      .sort()
      .at(-1);
    const latest = ticks
      .filter((t) => t.date === latestDate)
      .sort((a, b) => a.tradingGroundId - b.tradingGroundId)[0];
    expect(latest, 'the first similar bond has a usable yield').toBeDefined();
    expect(first.latest).toEqual({
      date: latest!.date,
      tradingGroundId: latest!.tradingGroundId,
      ytm: latest!.ytmLast,
      duration: latest!.badData.includes('duration') ? null : latest!.duration,
      // Its age against the bond's as-of date (the world's), stale over 7 days.
      ageDays: days(TEST_AS_OF, latest!.date),
      stale: days(TEST_AS_OF, latest!.date) > 7,
    });
  });

  it('answers an unknown bond with 404 and a bad page with 400 naming the field', async () => {
    expect((await app.inject('/api/bonds/999999/similar-items/')).statusCode).toBe(404);
    for (const page of ['0', 'two', '-1']) {
      const response = await app.inject(`/api/bonds/1/similar-items/?page=${page}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toHaveProperty('querystring.page');
    }
  });
});
