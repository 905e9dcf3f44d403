import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FULL_ACCESS_LEVEL, SIMILAR_PAGE_SIZE } from '@bondsight/contracts';
import type { App } from '../src/app';
import {
  emissions,
  emitents,
  ratingActions,
  ratingScalePoints,
  tradingTicks,
} from '../src/db/schema/index';
import { creditBucketOf } from '../src/lib/credit-bucket';
import { pickConservativeRating } from '../src/lib/current-rating';
import {
  findSimilar,
  findTarget,
  MATURITY_WINDOW_SHARE,
  MATURITY_WINDOW_YEARS,
  rankingSql,
  SIMILARITY_WEIGHTS as W,
} from '../src/modules/bonds/similar.repository';
import { createSeededTestApp, databaseKind, databaseMissing, TestClient } from './support/test-app';
import { TEST_AS_OF } from './support/seed-world';
import { signedInClient } from './support/user-fixtures';

type Bond = {
  id: number;
  isin: string | null;
  emitentId: number;
  currencyId: number;
  statusId: number;
  bondKind: string;
  couponType: string;
  floatingBase: string | null;
  couponRate: number | null;
  couponFrequency: number;
  issueDate: string | null;
  maturityDate: string | null;
  redeemedOn: string | null;
  defaultedOn: string | null;
  sector: string | null;
  creditBucket: number | null;
};

const DAY = 86_400_000;
const days = (a: string, b: string) => (Date.parse(a) - Date.parse(b)) / DAY;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** The day bonds are ranked on: the world's as-of (each bond's as-of day). */
const ON = TEST_AS_OF;
const GOVERNMENT = ['sovereign', 'municipal', 'supranational'];

/*
 * The documented rule (similar.repository.ts), written out again over all stored bonds: the
 * oracle for the API.
 */
const alive = (b: Bond) =>
  ![32, 64, 256].includes(b.statusId) &&
  (b.issueDate === null || b.issueDate <= ON) &&
  // A perpetual bond (no maturity, not redeemed) never ends.
  ((b.redeemedOn ?? b.maturityDate) === null || (b.redeemedOn ?? b.maturityDate)! > ON) &&
  (b.defaultedOn === null || b.defaultedOn > ON);
/** Macaulay duration at par from the terms (continuously compounded), years to the bond's end. */
function parDuration(b: Bond): number | null {
  if (b.maturityDate === null) return null;
  const years = days(b.redeemedOn ?? b.maturityDate, ON) / 365.25;
  const c = (b.couponRate ?? 0) / 100;
  return c > 0 ? (1 - Math.exp(-c * years)) / c : years;
}
const couponClass = (b: Bond) =>
  ['fixed', 'zero', 'step'].includes(b.couponType) ? 1 : b.couponType === 'floating' ? 2 : 3;
function distance(t: Bond, b: Bond): number {
  const dt = parDuration(t);
  const db = parDuration(b);
  const tg = GOVERNMENT.includes(t.bondKind);
  const bg = GOVERNMENT.includes(b.bondKind);
  const kind =
    tg !== bg
      ? W.governmentOrNot
      : b.bondKind === t.bondKind
        ? 0
        : tg
          ? W.sovereignOrSubSovereign
          : (b.bondKind === 'bank') !== (t.bondKind === 'bank')
            ? W.bankOrCorporate
            : 0;
  const credit =
    t.creditBucket === null
      ? b.creditBucket === null
        ? 0
        : W.ratedOrNot
      : b.creditBucket === null
        ? W.ratedOrNot
        : Math.abs(b.creditBucket - t.creditBucket) * W.creditBucket;
  const coupon =
    couponClass(b) !== couponClass(t)
      ? W.couponClass
      : b.couponType !== t.couponType || b.floatingBase !== t.floatingBase
        ? W.couponType
        : 0;
  return (
    (dt === null || db === null ? 0 : Math.abs(db - dt)) +
    kind +
    credit +
    coupon +
    (b.sector !== t.sector ? W.sector : 0) +
    (b.emitentId === t.emitentId && !tg ? W.sameIssuer : 0)
  );
}
function candidates(t: Bond, all: Bond[], wide: boolean): Bond[] {
  const m = t.maturityDate ? Date.parse(t.maturityDate) : null;
  const years =
    m === null
      ? 0
      : Math.max(
          MATURITY_WINDOW_YEARS,
          (MATURITY_WINDOW_SHARE * Math.max(0, days(t.maturityDate!, ON))) / 365.25,
        );
  const from = m === null ? '' : iso(Math.max(Date.parse(ON), m - years * 365.25 * DAY));
  const to = m === null ? '' : iso(m + years * 365.25 * DAY);
  return all.filter(
    (b) =>
      b.currencyId === t.currencyId &&
      b.id !== t.id &&
      alive(b) &&
      (t.maturityDate === null
        ? b.maturityDate === null
        : b.maturityDate !== null &&
          b.maturityDate > ON &&
          (wide || (b.maturityDate >= from && b.maturityDate <= to))),
  );
}
function expectedSimilar(t: Bond, all: Bond[]): Bond[] {
  const windowed = candidates(t, all, false);
  const chosen =
    t.maturityDate !== null && windowed.length < SIMILAR_PAGE_SIZE
      ? candidates(t, all, true)
      : windowed;
  return chosen.sort((a, b) => distance(t, a) - distance(t, b) || a.id - b.id);
}

describe.skipIf(databaseMissing)(`similar bonds on ${databaseKind}`, () => {
  let app: App;
  let bonds: Bond[];
  const byId = (id: number) => bonds.find((b) => b.id === id)!;
  beforeAll(async () => {
    app = await createSeededTestApp();
    bonds = await app.db
      .select({
        id: emissions.id,
        isin: emissions.isin,
        emitentId: emissions.emitentId,
        currencyId: emissions.currencyId,
        statusId: emissions.statusId,
        bondKind: emissions.bondKind,
        couponType: emissions.couponType,
        floatingBase: emissions.floatingBase,
        couponRate: emissions.couponRate,
        couponFrequency: emissions.couponFrequency,
        issueDate: emissions.issueDate,
        maturityDate: emissions.maturityDate,
        redeemedOn: emissions.redeemedOn,
        defaultedOn: emissions.defaultedOn,
        sector: emitents.sector,
        creditBucket: emitents.creditBucket,
      })
      .from(emissions)
      .innerJoin(emitents, eq(emitents.id, emissions.emitentId));
  });
  afterAll(() => app?.close());

  const similarPage = async (id: number, page = 1, client?: TestClient) => {
    const url = `/api/bonds/${id}/similar-items/?page=${page}`;
    const response = client ? await client.get(url) : await app.inject(url);
    expect(response.statusCode).toBe(200);
    return response.json() as { total: number; items: { id: number }[] };
  };

  /** The bond with the most similar ones, so that paging is exercised. */
  const richest = () =>
    bonds
      .filter(alive)
      .map((b) => ({ bond: b, similar: expectedSimilar(b, bonds) }))
      .sort((a, b) => b.similar.length - a.similar.length)[0]!;

  it('pages through the documented selection, nearest first, 10 at a time, with a total', async () => {
    const { bond, similar } = richest();
    expect(similar.length).toBeGreaterThan(SIMILAR_PAGE_SIZE);
    const pages = Math.ceil(similar.length / SIMILAR_PAGE_SIZE);
    const seen: number[] = [];
    for (let page = 1; page <= pages + 1; page++) {
      const body = await similarPage(bond.id, page);
      expect(body.total).toBe(similar.length);
      expect(body.items.length).toBe(
        page <= pages ? Math.min(SIMILAR_PAGE_SIZE, similar.length - seen.length) : 0,
      );
      seen.push(...body.items.map((i) => i.id));
    }
    // The same bonds; in the documented order (float sums may swap exact ties: then by id).
    expect([...seen].sort((a, b) => a - b)).toEqual(similar.map((b) => b.id).sort((a, b) => a - b));
    for (let i = 1; i < seen.length; i++) {
      const [a, b] = [distance(bond, byId(seen[i - 1]!)), distance(bond, byId(seen[i]!))];
      expect(a <= b + 1e-9, `${seen[i - 1]} before ${seen[i]}`).toBe(true);
      if (Math.abs(a - b) < 1e-9) expect(seen[i - 1]!).toBeLessThan(seen[i]!);
    }
    expect(seen).not.toContain(bond.id);
  });

  it('never offers the bond itself nor a dead bond (matured, redeemed, defaulted, not issued)', async () => {
    let checked = 0;
    for (const bond of bonds) {
      const body = await similarPage(bond.id);
      for (const item of body.items) {
        expect(item.id).not.toBe(bond.id);
        expect(alive(byId(item.id)), `${item.id} for ${bond.id}`).toBe(true);
        expect(byId(item.id).currencyId).toBe(bond.currencyId);
      }
      checked += body.items.length;
    }
    expect(checked).toBeGreaterThan(100);
    // The test world has dead bonds that a window of maturities alone would offer.
    expect(bonds.some((b) => !alive(b) && b.maturityDate && b.maturityDate > ON)).toBe(true);
  });

  it('gives OFZ 26230 government peers: other OFZ first', async () => {
    const ofz = bonds.find((b) => b.isin === 'SU26230RMFS1')!;
    expect(alive(ofz)).toBe(true);
    const body = await similarPage(ofz.id);
    expect(body.total).toBeGreaterThan(0);
    const items = body.items.map((i) => byId(i.id));
    expect(items[0]!.bondKind).toBe('sovereign');
    // The live OFZ (its issuer's fixed bonds) come before any bond of another kind of issuer.
    const firstOther = items.findIndex((b) => !GOVERNMENT.includes(b.bondKind));
    if (firstOther >= 0)
      expect(items.slice(firstOther).some((b) => b.bondKind === 'sovereign')).toBe(false);
  });

  it('gives a government floater government peers, floaters first, never high-yield corporates', async () => {
    const floater = bonds.find(
      (b) => b.bondKind === 'sovereign' && b.couponType === 'floating' && alive(b),
    );
    expect(floater, 'the test world has a live government floater').toBeDefined();
    const items = (await similarPage(floater!.id)).items.map((i) => byId(i.id));
    expect(items.length).toBeGreaterThan(0);
    expect(GOVERNMENT).toContain(items[0]!.bondKind);
    const govFloaters = bonds.filter(
      (b) =>
        GOVERNMENT.includes(b.bondKind) &&
        b.couponType === 'floating' &&
        b.currencyId === floater!.currencyId &&
        b.id !== floater!.id &&
        alive(b),
    );
    if (govFloaters.length > 0) expect(items[0]!.couponType).toBe('floating');
    // A corporate comes only after every government bond of the list, and rated near it.
    for (const b of items.filter((x) => !GOVERNMENT.includes(x.bondKind)))
      expect(distance(floater!, b)).toBeGreaterThanOrEqual(W.governmentOrNot);
  });

  it('matches a perpetual bond with perpetuals, which never end (aliveOnSql)', async () => {
    const [a, b] = bonds.filter(
      (x) => alive(x) && x.bondKind === 'corporate' && x.currencyId === bonds[0]!.currencyId,
    );
    const perpetual = (id: number, maturityDate: string | null) =>
      app.db.update(emissions).set({ maturityDate }).where(eq(emissions.id, id));
    try {
      await perpetual(a!.id, null);
      await perpetual(b!.id, null);
      const body = await similarPage(a!.id);
      expect(body.items.map((i) => i.id)).toEqual([b!.id]);
      expect(body.total).toBe(1);
    } finally {
      await perpetual(a!.id, a!.maturityDate);
      await perpetual(b!.id, b!.maturityDate);
    }
  });

  it('stores each issuer’s rating bucket as the current-rating rule reads its ratings', async () => {
    const actions = await app.db
      .select({
        emitentId: ratingActions.emitentId,
        scaleId: ratingActions.scaleId,
        status: ratingActions.status,
        rank: ratingScalePoints.rank,
      })
      .from(ratingActions)
      .leftJoin(ratingScalePoints, eq(ratingScalePoints.id, ratingActions.scalePointId))
      .where(and(eq(ratingActions.subject, 'emitent'), isNull(ratingActions.emissionId)))
      .orderBy(asc(ratingActions.date), asc(ratingActions.id));
    const issuers = await app.db
      .select({ id: emitents.id, bucket: emitents.creditBucket })
      .from(emitents);
    const buckets = new Set<number | null>();
    for (const issuer of issuers) {
      const pick = pickConservativeRating(
        actions
          .filter((a) => a.emitentId === issuer.id)
          .map((a) => ({ ...a, subject: 'emitent' as const })),
      );
      expect(issuer.bucket, `issuer ${issuer.id}`).toBe(creditBucketOf(pick?.action.rank ?? null));
      buckets.add(issuer.bucket);
    }
    expect(buckets.size).toBeGreaterThan(2);
  });

  it('ranks at 500,000 bonds as an index walk: every column it reads is in the covering indexes', async () => {
    const { bond } = richest();
    const found = (await findTarget(app.db, bond.id))!;
    // The planner picks a sequential scan for 60 bonds; forbidden it, the query must still be
    // answered from the indexes alone (an index-only scan needs no table row).
    const plan = await app.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      const explained = await tx.execute(
        sql`explain ${rankingSql(found.target, found.day, false, SIMILAR_PAGE_SIZE)}`,
      );
      return (explained as unknown as { rows: Record<string, string>[] }).rows
        .map((r) => Object.values(r)[0])
        .join('\n');
    });
    expect(plan).toMatch(/Index Only Scan using emissions_similar_live_idx/);
    expect(plan).toMatch(/Index Only Scan using emitents_similar_idx/);
  });

  it('finds by branch and bound the same pages and totals as the whole window ranked', async () => {
    // findSimilar ranks a probe and then only the candidates whose own terms are within a
    // bound (widening it when a page is not within it); the reference ranks every candidate
    // of the window (or of every maturity when the window holds less than a page) and counts
    // them in SQL. Pages of 1 and 3 make a page a small part of this world's windows, so the
    // probe, the widening and the last pages (the whole ranking) are all reached.
    const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;
    const reference = async (id: number, limit: number, offset: number) => {
      const { target, day } = (await findTarget(app.db, id))!;
      const ranked = async (wide: boolean) =>
        rows<{ id: number }>(await app.db.execute(rankingSql(target, day, wide, 1_000_000))).map(
          (r) => Number(r.id),
        );
      let all = await ranked(false);
      if (target.maturityDate !== null && all.length < limit) all = await ranked(true);
      return { total: all.length, ids: all.slice(offset, offset + limit) };
    };
    const sovereign = bonds.find((b) => b.isin === 'SU26230RMFS1')!;
    const floater = bonds.find((b) => b.couponType === 'floating' && alive(b))!;
    const ended = bonds.find((b) => !alive(b) && b.maturityDate !== null)!;
    const sample = [sovereign, floater, ended, ...bonds.filter((_, i) => i % 3 === 0)];
    let compared = 0;
    for (const bond of sample)
      for (const [limit, offset] of [
        [1, 0],
        [3, 0],
        [3, 6],
        [SIMILAR_PAGE_SIZE, 0],
        [SIMILAR_PAGE_SIZE, 20],
      ] as const) {
        const found = (await findTarget(app.db, bond.id))!;
        const page = await findSimilar(app.db, found, limit, offset);
        const expected = await reference(bond.id, limit, offset);
        expect(
          { total: page.total, ids: page.items.map((i) => i.id) },
          `bond ${bond.id}, ${limit} from ${offset}`,
        ).toEqual(expected);
        compared += page.items.length;
      }
    expect(compared).toBeGreaterThan(300);
    // A perpetual among perpetuals: the window is the bonds without a maturity.
    const [a, b, c] = bonds.filter((x) => alive(x) && x.currencyId === sovereign.currencyId);
    const perpetual = (x: Bond, maturityDate: string | null) =>
      app.db.update(emissions).set({ maturityDate }).where(eq(emissions.id, x.id));
    try {
      for (const x of [a!, b!, c!]) await perpetual(x, null);
      const found = (await findTarget(app.db, a!.id))!;
      for (const [limit, offset] of [
        [1, 0],
        [1, 1],
        [SIMILAR_PAGE_SIZE, 0],
      ] as const) {
        const page = await findSimilar(app.db, found, limit, offset);
        expect({ total: page.total, ids: page.items.map((i) => i.id) }).toEqual(
          await reference(a!.id, limit, offset),
        );
      }
    } finally {
      for (const x of [a!, b!, c!]) await perpetual(x, x.maturityDate);
    }
  });

  it('shows every tier the same peers and values: the latest ticks are public', async () => {
    const { bond } = richest();
    const clients = [
      new TestClient(app),
      await signedInClient(app, 'similar-basic@example.com', 1),
      await signedInClient(app, 'similar-full@example.com', FULL_ACCESS_LEVEL),
    ];
    const bodies = [];
    for (const client of clients) {
      const response = await client.get(`/api/bonds/${bond.id}/similar-items/?page=1`);
      expect(response.statusCode).toBe(200);
      bodies.push(response.body);
    }
    expect(new Set(bodies).size).toBe(1);
    expect(bodies[0]).not.toContain('masked');
    expect(JSON.parse(bodies[0]!).items.length).toBe(SIMILAR_PAGE_SIZE);
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
