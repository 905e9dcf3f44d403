import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BondPlacement, BondResume, FULL_ACCESS_LEVEL, LANGUAGES } from '@bondsight/contracts';
import type { App } from '../src/app';
import { emissionOffers, emissions, emitents } from '../src/db/schema/index';
import { createSeededTestApp, databaseKind, databaseMissing, TestClient } from './support/test-app';
import { signIn } from './support/shell-fixtures';

/**
 * The placement block (the primary offering from stored terms) and the resume block (the bond
 * in plain words, in the interface language): public facts, the same raw JSON for every tier.
 */

const placement = (id: number | string) => `/api/bonds/${id}/placement/`;
const resume = (id: number | string, lang = 'eng') => `/api/bonds/${id}/resume/?lang=${lang}`;
const today = () => new Date().toISOString().slice(0, 10);

describe.skipIf(databaseMissing)(`placement and resume on ${databaseKind}`, () => {
  let app: App;
  let bond: typeof emissions.$inferSelect;
  let zero: typeof emissions.$inferSelect;
  let matured: typeof emissions.$inferSelect;
  const tiers: Record<string, TestClient> = {};
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await app.db.execute(query)) as unknown as { rows: T[] }).rows;

  beforeAll(async () => {
    app = await createSeededTestApp();
    [bond] = (await app.db
      .select({ bond: emissions })
      .from(emissions)
      .innerJoin(emitents, eq(emitents.id, emissions.emitentId))
      .where(
        and(
          sql`${emitents.names}->>'eng' = 'Volga Energy'`,
          eq(emissions.statusId, 192),
          eq(emissions.couponType, 'fixed'),
        ),
      )
      .orderBy(asc(emissions.id))
      .limit(1)
      .then((r) => r.map((x) => x.bond))) as [typeof bond];
    [zero] = (await app.db
      .select()
      .from(emissions)
      .where(and(eq(emissions.couponType, 'zero'), eq(emissions.statusId, 192)))
      .orderBy(asc(emissions.id))
      .limit(1)) as [typeof zero];
    [matured] = (await app.db
      .select()
      .from(emissions)
      .where(eq(emissions.statusId, 128))
      .orderBy(asc(emissions.id))
      .limit(1)) as [typeof matured];
    tiers.visitor = new TestClient(app);
    tiers.signedIn = (await signIn(app, 'basic@example.com', 1)).client;
    tiers.full = (await signIn(app, 'full@example.com', FULL_ACCESS_LEVEL)).client;
  });
  afterAll(() => app?.close());

  describe('placement', () => {
    const get = async (id: number) => {
      const response = await app.inject(placement(id));
      expect(response.statusCode, response.body).toBe(200);
      return BondPlacement.parse(response.json());
    };

    it('gives the stored facts of the offering, with quantity and proceeds', async () => {
      const body = await get(bond.id);
      expect(body).toMatchObject({
        bondId: bond.id,
        issueDate: bond.issueDate,
        currency: 'RUB',
        faceValue: bond.faceValue,
        placementPrice: 100,
        placedVolume: bond.placedVolume,
        placedQuantity: bond.placedVolume! / bond.faceValue,
        proceeds: bond.placedVolume,
        outstandingVolume: bond.outstandingVolume,
        registrationNumber: bond.registrationNumber,
        listingLevel: bond.listingLevel,
        provenance: { source: 'demo' },
      });
      expect(body.registrationNumber).toMatch(/^4B02-/);
      expect(body.firstCouponRate).toBeCloseTo(bond.couponRate!, 6);
    });

    it('computes the yield at placement: at par, the coupon compounded to an effective rate', async () => {
      const body = await get(bond.id);
      const f = bond.couponFrequency;
      const effective = ((1 + bond.couponRate! / 100 / f) ** f - 1) * 100;
      expect(body.placementYield).toBeCloseTo(effective, 1);
    });

    it('places a zero-coupon bond at its discount, and its yield gives that price back', async () => {
      const body = await get(zero.id);
      expect(body.placementPrice).toBeLessThan(100);
      expect(body.firstCouponRate).toBeNull();
      const years =
        (Date.parse(`${zero.maturityDate}T00:00:00Z`) - Date.parse(`${zero.issueDate}T00:00:00Z`)) /
        (365 * 86_400_000);
      const price = 100 / (1 + body.placementYield! / 100) ** years;
      expect(price).toBeCloseTo(body.placementPrice!, 1);
    });

    it('names the trading debut only when the record reaches back to the placement', async () => {
      // The showcase bond was placed before the year of ticks: its first trade here is no debut.
      expect((await get(bond.id)).firstTrade).toBeNull();
      const [debut] = await rows<{ id: number; issue_date: string; first: string }>(
        sql`select e.id, e.issue_date, min(t.date) as first from emissions e
            join trading_ticks t on t.emission_id = e.id
            join trading_grounds g on g.id = t.trading_ground_id
            where g.is_exchange and t.volume > 0
            group by e.id, e.issue_date
            having min(t.date) - e.issue_date between 0 and 30
            order by e.id limit 1`,
      );
      expect(debut).toBeDefined();
      const body = await get(Number(debut!.id));
      expect(body.firstTrade?.date).toBe(String(debut!.first).slice(0, 10));
      expect(body.firstTrade?.tradingGround.length).toBeGreaterThan(0);
    });

    it('shows every tier the same raw JSON', async () => {
      const raws = await Promise.all(
        Object.values(tiers).map(async (t) => (await t.get(placement(bond.id))).body),
      );
      expect(new Set(raws).size).toBe(1);
    });
  });

  describe('resume', () => {
    const get = async (id: number, lang = 'eng') => {
      const response = await app.inject(resume(id, lang));
      expect(response.statusCode, response.body).toBe(200);
      return BondResume.parse(response.json());
    };

    it('says what the bond is, in plain English from its stored facts', async () => {
      const body = await get(bond.id);
      const text = body.paragraphs.join('\n');
      expect(body.language).toBe('eng');
      expect(body.asOf).toBe(today());
      expect(body.paragraphs).toHaveLength(3);
      expect(text).toContain(`${bond.names.eng} is a RUB bond of Volga Energy (Utilities).`);
      expect(text).toContain(
        `It pays a fixed coupon of ${Number(bond.couponRate!.toFixed(3))}% a year`,
      );
      expect(text).toMatch(/It matures on \d{1,2} \w+ \d{4}, in [\d.]+ years\./);
      expect(text).toContain('Outstanding: RUB');
      expect(text).toMatch(/It trades on .*Moscow Exchange/);
      expect(body.facts.issuer).toEqual({
        id: bond.emitentId,
        name: 'Volga Energy',
        sector: 'utilities',
      });
    });

    it('names the nearest put or call from today and the conservative current rating', async () => {
      const body = await get(bond.id);
      const [offer] = await app.db
        .select({
          type: emissionOffers.type,
          date: emissionOffers.date,
          price: emissionOffers.price,
        })
        .from(emissionOffers)
        .where(and(eq(emissionOffers.emissionId, bond.id), gt(emissionOffers.date, today())))
        .orderBy(asc(emissionOffers.date))
        .limit(1);
      expect(body.facts.nextOffer).toEqual(offer ?? null);
      const ratings = (await app.inject(`/api/bonds/${bond.id}/ratings/`)).json();
      const rating = body.facts.rating!;
      const active = (ratings[rating.subject] as { scale_point_name: string; status: string }[])
        .filter((r) => r.status === 'active')
        .map((r) => r.scale_point_name);
      expect(active).toContain(rating.grade);
      expect(body.paragraphs.join(' ')).toContain(`rated ${rating.grade} by ${rating.agency}`);
    });

    it('speaks of a matured bond in the past tense, and of a zero-coupon bond’s discount', async () => {
      const done = (await get(matured.id)).paragraphs.join(' ');
      expect(done).toMatch(/It matured on /);
      expect(done).not.toContain('Outstanding');
      expect(done).not.toContain('It trades on');
      const discount = (await get(zero.id)).paragraphs.join(' ');
      expect(discount).toContain('It pays no coupon');
    });

    it('writes in the interface language with its number and date conventions', async () => {
      const rus = (await get(bond.id, 'rus')).paragraphs.join(' ');
      expect(rus).toContain('облигация');
      expect(rus).toContain(
        `${String(Number(bond.couponRate!.toFixed(3))).replace('.', ',')}\u00a0%`,
      );
      expect(rus).toContain('Московская биржа');
      for (const lang of LANGUAGES) {
        const body = await get(bond.id, lang);
        expect(body.language).toBe(lang);
        const text = body.paragraphs.join(' ');
        expect(text, lang).not.toMatch(/\{\{|undefined|null|NaN/);
        expect(text, lang).toContain(bond.isin ? (bond.names[lang] ?? bond.names.eng!) : '');
      }
    });

    it('shows every tier the same raw JSON', async () => {
      const raws = await Promise.all(
        Object.values(tiers).map(async (t) => (await t.get(resume(bond.id))).body),
      );
      expect(new Set(raws).size).toBe(1);
    });
  });

  it('answers unknown bonds with 404 and bad ids with 400 naming the field', async () => {
    for (const url of [placement(999999), resume(999999)])
      expect((await app.inject(url)).statusCode, url).toBe(404);
    for (const url of [
      placement('abc'),
      placement(0),
      placement(2147483648),
      resume('x'),
      resume(-1),
      resume('1.5'),
    ]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.fields, url).toHaveProperty('params.id');
    }
  });
});
