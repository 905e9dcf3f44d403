import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CompanySummary,
  ErrorBody,
  FULL_ACCESS_LEVEL,
  NSD_TRADING_GROUND_ID,
} from '@bondsight/contracts';
import type { App } from '../src/app';
import { emissions, emitents, tradingTicks } from '../src/db/schema/index';
import { LIVE_STATUS_IDS } from '../src/modules/entities/entities.service';
import { createSeededTestApp, databaseKind, databaseMissing, TestClient } from './support/test-app';
import { signedInClient } from './support/user-fixtures';

/**
 * Issue 14, item 11: the issuer page's company answer carries what its bonds table shows
 * (status, coupon, maturity, the latest yield with its date), live bonds first, read raw as
 * each tier; a bad or unknown id is a 4xx with our error shape, never a 500.
 */

type Company = ReturnType<typeof CompanySummary.parse>;
type Tick = { emissionId: number; date: string; ground: number; ytm: number | null; bad: string[] };

describe.skipIf(databaseMissing)(`the company answer on ${databaseKind}`, () => {
  let app: App;
  let visitor: TestClient;
  let signedIn: TestClient;
  let full: TestClient;
  let fullNsd: TestClient;
  let showcaseId: number;
  let ticks: Tick[];

  beforeAll(async () => {
    app = await createSeededTestApp({ rateLimitPerMinute: 1_000_000 });
    visitor = new TestClient(app);
    signedIn = await signedInClient(app, 'company-user@example.com', 1);
    full = await signedInClient(app, 'company-full@example.com', FULL_ACCESS_LEVEL);
    fullNsd = await signedInClient(app, 'company-nsd@example.com', FULL_ACCESS_LEVEL, {
      nsdAccess: true,
    });
    const [showcase] = await app.db
      .select({ id: emitents.id })
      .from(emitents)
      .where(sql`${emitents.names}->>'eng' = 'Volga Energy'`);
    showcaseId = showcase!.id;
    ticks = (
      await app.db
        .select({
          emissionId: tradingTicks.emissionId,
          date: tradingTicks.date,
          ground: tradingTicks.tradingGroundId,
          ytm: tradingTicks.ytmLast,
          bad: tradingTicks.badData,
        })
        .from(tradingTicks)
        .orderBy(asc(tradingTicks.emissionId))
    ).map((t) => ({ ...t, bad: t.bad ?? [] }));
  });
  afterAll(() => app?.close());

  const company = async (client: TestClient, id: number) => {
    const response = await client.get(`/api/company/${id}/`);
    expect(response.statusCode, response.body).toBe(200);
    // The raw JSON, checked against the contract too.
    const body = response.json() as Company;
    expect(CompanySummary.safeParse(body).success, response.body).toBe(true);
    return body;
  };

  /** The oracle: the newest tick with a usable yield, lowest ground that day, as allowed. */
  const expectedLatest = (emissionId: number, seesNsd: boolean) => {
    const usable = ticks
      .filter(
        (t) =>
          t.emissionId === emissionId &&
          t.ytm !== null &&
          !t.bad.includes('ytm_last') &&
          (seesNsd || t.ground !== NSD_TRADING_GROUND_ID),
      )
      .sort((a, b) => b.date.localeCompare(a.date) || a.ground - b.ground);
    const tick = usable[0];
    if (!tick) return null;
    return {
      date: tick.date,
      tradingGroundId: tick.ground,
      ytm: tick.ytm !== null && tick.ytm <= 2000 ? tick.ytm : null,
    };
  };

  it('gives each bond its status, coupon, maturity and latest yield from the stored ticks', async () => {
    const body = await company(visitor, showcaseId);
    const stored = await app.db.select().from(emissions).where(eq(emissions.emitentId, showcaseId));
    expect(body.bonds.map((b) => b.id).sort((a, b) => a - b)).toEqual(
      stored.map((b) => b.id).sort((a, b) => a - b),
    );
    for (const bond of body.bonds) {
      const row = stored.find((s) => s.id === bond.id)!;
      expect(bond.statusId).toBe(row.statusId);
      expect(bond.live).toBe(LIVE_STATUS_IDS.includes(row.statusId));
      expect(bond.status).toMatch(/^[a-z_]+$/);
      expect(bond.coupon).toEqual({ type: row.couponType, rate: row.couponRate });
      expect(bond.maturityDate).toBe(row.maturityDate);
      expect(bond.latest).toEqual(expectedLatest(bond.id, false));
    }
    // The showcase trades: its yields are there, as numbers.
    expect(body.bonds.some((b) => typeof b.latest?.ytm === 'number')).toBe(true);
  });

  it('lists live bonds first, each group by maturity', async () => {
    // Every issuer of the world, so that the order meets matured and live bonds together.
    const ids = (await app.db.select({ id: emitents.id }).from(emitents)).map((e) => e.id);
    let mixed = 0;
    for (const id of ids) {
      const { bonds } = await company(visitor, id);
      const firstDead = bonds.findIndex((b) => !b.live);
      if (firstDead >= 0) expect(bonds.slice(firstDead).every((b) => !b.live)).toBe(true);
      if (firstDead > 0) mixed++;
      for (const group of [bonds.filter((b) => b.live), bonds.filter((b) => !b.live)]) {
        const dates = group.map((b) => b.maturityDate ?? '9999-12-31');
        expect(dates).toEqual([...dates].sort());
      }
    }
    expect(mixed).toBeGreaterThan(0);
  });

  it('answers every tier alike but for the NSD ground, which only its holders see', async () => {
    const nsdBond = ticks.find((t) => t.ground === NSD_TRADING_GROUND_ID && t.ytm !== null);
    expect(nsdBond, 'the demo world values some bonds on the NSD ground').toBeDefined();
    const [owner] = await app.db
      .select({ emitentId: emissions.emitentId })
      .from(emissions)
      .where(and(eq(emissions.id, nsdBond!.emissionId)));
    const id = owner!.emitentId;
    const answers = {
      visitor: await company(visitor, id),
      signedIn: await company(signedIn, id),
      full: await company(full, id),
      fullNsd: await company(fullNsd, id),
    };
    for (const [tier, body] of Object.entries(answers)) {
      const seesNsd = tier === 'fullNsd';
      for (const bond of body.bonds) {
        expect(bond.latest, `${tier} ${bond.id}`).toEqual(expectedLatest(bond.id, seesNsd));
        // The latest quotes are a public teaser: no tier gets asterisks in place of a yield.
        expect(JSON.stringify(bond.latest)).not.toContain('masked');
      }
      if (!seesNsd)
        expect(body.bonds.every((b) => b.latest?.tradingGroundId !== NSD_TRADING_GROUND_ID)).toBe(
          true,
        );
    }
    // Names and facts do not depend on the tier.
    const facts = (b: Company) => ({ ...b, bonds: b.bonds.map(({ latest: _, ...rest }) => rest) });
    expect(facts(answers.visitor)).toEqual(facts(answers.fullNsd));
    expect(answers.visitor).toEqual(answers.signedIn);
    expect(answers.visitor).toEqual(answers.full);
  });

  it('refuses a malformed id with 400 and its field, and an unknown one with 404', async () => {
    for (const bad of ['0', 'abc', '99999999999', '-1', '1.5', '2147483648']) {
      const response = await visitor.get(`/api/company/${bad}/`);
      expect(response.statusCode, `${bad}: ${response.body}`).toBe(400);
      const body = ErrorBody.parse(response.json());
      expect(body.error.code).toBe('validation_failed');
      expect(Object.keys(body.error.fields ?? {})).toEqual(['params.id']);
    }
    for (const unknown of ['2147483647', '99999']) {
      const response = await full.get(`/api/company/${unknown}/`);
      expect(response.statusCode, response.body).toBe(404);
      expect(ErrorBody.parse(response.json()).error.code).toBe('not_found');
    }
  });
});
