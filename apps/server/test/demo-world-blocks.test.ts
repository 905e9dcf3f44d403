import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMISSION_STATUS_IDS } from '@bondsight/contracts';
import type { Database } from '../src/db/client';
import { planBond } from '../src/data/demo-world/world/bond-plan';
import { createWorld } from '../src/data/demo-world/world/world';
import { REGIONS } from '../src/data/demo-world/world/regions';
import { databaseKind, databaseMissing, openTestDatabase } from './support/test-app';
import { TEST_AS_OF } from './support/seed-world';

type Rows = Record<string, unknown>[];

describe.skipIf(databaseMissing)(`the generated world's blocks on ${databaseKind}`, () => {
  let database: Database;
  let issuerId: number;
  let bankId: number;
  let bondId: number;
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: Rows }).rows;
  const count = async (query: ReturnType<typeof sql>) => Number((await rows(query))[0]?.n ?? 0);
  beforeAll(async () => {
    database = await openTestDatabase(true);
    issuerId = await count(sql`select id as n from emitents where names->>'eng' = 'Volga Energy'`);
    bankId = await count(
      sql`select id as n from emitents where names->>'eng' = 'Northern Capital Bank'`,
    );
    bondId = await count(sql`select min(id) as n from emissions where emitent_id = ${issuerId}`);
  });
  afterAll(() => database?.close());

  it('keeps the real OFZ bonds and their issuer', async () => {
    const ofz = await rows(
      sql`select e.isin, e.coupon_rate, e.maturity_date, i.names from emissions e join emitents i on i.id = e.emitent_id where e.isin in ('SU26219RMFS4', 'SU26230RMFS1') order by e.isin`,
    );
    expect(ofz.map((r) => [r.isin, r.coupon_rate, r.maturity_date])).toEqual([
      ['SU26219RMFS4', 7.75, '2026-09-16'],
      ['SU26230RMFS1', 7.7, '2039-03-16'],
    ]);
    expect(ofz[0]!.names).toMatchObject({
      eng: 'Russian Ministry of Finance',
      rus: 'Минфин России',
    });
  });

  it('gives the showcase bond every bond-page block', async () => {
    expect(
      await count(
        sql`select count(*)::int as n from emission_cash_flows where emission_id = ${bondId}`,
      ),
    ).toBeGreaterThan(4);
    expect(
      await count(
        sql`select count(*)::int as n from emission_offers where emission_id = ${bondId} and type = 'put'`,
      ),
    ).toBe(1);
    expect(
      await count(sql`select count(*)::int as n from documents where emission_id = ${bondId}`),
    ).toBeGreaterThan(0);
    expect(
      await count(
        sql`select count(distinct trading_ground_id)::int as n from trading_ticks where emission_id = ${bondId}`,
      ),
    ).toBeGreaterThan(1);
    expect(
      await count(
        sql`select count(*)::int as n from trading_ticks where emission_id = ${bondId} and yto_last is not null`,
      ),
    ).toBeGreaterThan(0);
    const quoted = await rows(
      sql`select distinct c.ttl->>'eng' as ttl from participant_quotes q join market_participants m on m.id = q.participant_id join participant_contacts c on c.emitent_id = m.emitent_id where q.emission_id = ${bondId}`,
    );
    expect(quoted.some((c) => String(c.ttl).includes('https://t.me/'))).toBe(true);
    const subjects = await rows(
      sql`select distinct subject from rating_actions where emission_id = ${bondId} or (emitent_id = ${issuerId} and emission_id is null)`,
    );
    expect(subjects.map((s) => s.subject).sort()).toEqual(['emission', 'emitent', 'offeror']);
    // Similar bonds are chosen at query time: same currency, maturity nearby, on a common ground.
    expect(
      await count(
        sql`select count(*)::int as n from emissions b, emissions s where b.id = ${bondId} and s.id <> b.id and s.currency_id = b.currency_id and abs(s.maturity_date - b.maturity_date) < 1500`,
      ),
    ).toBeGreaterThan(0);
    expect(
      await count(
        sql`select count(*)::int as n from index_constituents where emission_id in (select id from emissions where emitent_id = ${issuerId})`,
      ),
    ).toBeGreaterThanOrEqual(0);
  });

  it('gives the showcase issuer every issuer-page block', async () => {
    const ratings = await rows(
      sql`select status, date from rating_actions where emitent_id = ${issuerId} and subject = 'emitent' order by date`,
    );
    expect(ratings.length).toBeGreaterThan(2);
    expect(ratings.some((r) => r.status === 'withdrawn')).toBe(true);
    expect(ratings.some((r) => r.status === 'active')).toBe(true);
    expect(
      await count(
        sql`select count(*)::int as n from comment_emitents where emitent_id = ${issuerId}`,
      ),
    ).toBeGreaterThan(0);
    expect(
      await count(
        sql`select count(*)::int as n from comments c join comment_providers p on p.id = c.provider_id join comment_emitents l on l.comment_id = c.id where l.emitent_id = ${issuerId} and p.moderated and c.file_path is not null`,
      ),
    ).toBeGreaterThan(0);
    const standards = await rows(
      sql`select distinct standard from financial_reports where emitent_id = ${issuerId}`,
    );
    expect(standards.map((s) => s.standard).sort()).toEqual(['msfo', 'rsbu']);
    expect(
      await count(
        sql`select count(*)::int as n from financial_reports where emitent_id = ${issuerId} and standard = 'msfo' and provider_of is null`,
      ),
    ).toBe(2);
    // The MSFO block's second source: exerica's figures of the consolidated (first) set.
    const provided =
      await rows(sql`select p.source, p.provider_of = (select min(id) from financial_reports
        where emitent_id = ${issuerId} and standard = 'msfo') as of_consolidated
      from financial_reports p where p.emitent_id = ${issuerId} and p.provider_of is not null`);
    expect(provided).toEqual([{ source: 'exerica', of_consolidated: true }]);
    expect(
      await count(
        sql`select count(distinct variant)::int as n from financial_reports where emitent_id = ${bankId} and standard = 'bank_rsbu'`,
      ),
    ).toBe(2);
    expect(
      await count(
        sql`select count(distinct period)::int as n from multiplier_values where emitent_id = ${issuerId}`,
      ),
    ).toBe(2);
    const files = await rows(
      sql`select distinct language, mimetype from report_files where emitent_id = ${issuerId}`,
    );
    expect(new Set(files.map((f) => f.language))).toEqual(new Set(['rus', 'eng']));
    expect(
      await count(
        sql`select count(*)::int as n from emitent_relations where emitent_id = ${issuerId} or related_emitent_id = ${issuerId}`,
      ),
    ).toBeGreaterThan(2);
    expect(
      await count(
        sql`select count(*)::int as n from consensus_forecasts where emitent_id = ${issuerId}`,
      ),
    ).toBeGreaterThan(0);
    // The issuer map: its bonds with ticks on a ground.
    expect(
      await count(
        sql`select count(distinct emission_id)::int as n from trading_ticks where emission_id in (select id from emissions where emitent_id = ${issuerId})`,
      ),
    ).toBeGreaterThan(2);
    expect(
      await count(
        sql`select count(distinct tenor_years)::int as n from yield_curve_points where date = ${TEST_AS_OF}`,
      ),
    ).toBe(12);
    expect(
      await count(sql`select count(*)::int as n from equities where emitent_id = ${issuerId}`),
    ).toBe(1);
  });

  it('rates all six subjects and keeps revoked statuses', async () => {
    const subjects = await rows(sql`select distinct subject from rating_actions`);
    expect(subjects.map((s) => s.subject).sort()).toEqual([
      'emission',
      'emitent',
      'guarantors',
      'offeror',
      'spv',
      'surety',
    ]);
    const statuses = await rows(sql`select distinct status from rating_actions`);
    expect(statuses.map((s) => s.status)).toContain('withdrawn');
  });

  it("places every issuer's region in the issuer's own country", async () => {
    // The issuer page shows country and region side by side: a bank of Kazakhstan in Moscow reads false.
    const misplaced = await rows(
      sql`select i.id, i.names->>'eng' as name from emitents i join country_regions r on r.id = i.region_id where r.country_id <> i.country_id order by i.id`,
    );
    expect(misplaced).toEqual([]);
    const banksWithRegion = await count(
      sql`select count(*)::int as n from emitents where sector = 'banks' and region_id is not null`,
    );
    expect(banksWithRegion).toBeGreaterThan(0);
  });

  it('leaves no orphans and stamps every row as demo data of the generation date', async () => {
    const orphans = await rows(sql`select
      (select count(*) from trading_ticks t left join emissions e on e.id = t.emission_id where e.id is null)::int as ticks,
      (select count(*) from trading_ticks t left join trading_grounds g on g.id = t.trading_ground_id where g.id is null)::int as grounds,
      (select count(*) from emission_cash_flows f left join emissions e on e.id = f.emission_id where e.id is null)::int as flows,
      (select count(*) from participant_quotes q left join market_participants m on m.id = q.participant_id where m.id is null)::int as quotes,
      (select count(*) from rating_actions r left join rating_scale_points p on p.id = r.scale_point_id where r.scale_point_id is not null and p.id is null)::int as points,
      (select count(*) from report_values v left join financial_reports r on r.id = v.report_id where r.id is null)::int as values,
      (select count(*) from comment_emitents c left join comments m on m.id = c.comment_id where m.id is null)::int as comments,
      (select count(*) from multiplier_values v left join multiplier_definitions d on d.code = v.code where d.code is null)::int as multipliers,
      (select count(*) from index_constituents c left join emissions e on e.id = c.emission_id where e.id is null)::int as members,
      (select count(*) from emitent_relations r left join emitents e on e.id = r.related_emitent_id where e.id is null)::int as relations`);
    expect(Object.values(orphans[0]!).every((n) => n === 0)).toBe(true);
    const stamps = await rows(
      sql`select distinct source, as_of::date::text as as_of from emissions union select distinct source, as_of::date::text from rating_actions union select distinct source, as_of::date::text from report_files`,
    );
    expect(stamps).toEqual([{ source: 'demo', as_of: TEST_AS_OF }]);
    // Serial ids continue after the generated ones.
    await database.db.execute(
      sql`insert into comment_providers (names) values ('{"eng":"New"}'::jsonb)`,
    );
  });
});

describe('the default world plan', () => {
  it('has bonds of every status, kind and currency', () => {
    const world = createWorld({ seed: 20261121, asOf: TEST_AS_OF, bonds: 2000, years: 3 });
    const plans = world.issuers.flatMap((i) =>
      Array.from({ length: i.bondCount }, (_, k) => planBond(world, i, k)),
    );
    expect(plans).toHaveLength(2000);
    expect(new Set(plans.map((b) => b.statusId))).toEqual(new Set(EMISSION_STATUS_IDS));
    expect(new Set(plans.map((b) => b.stored.couponType))).toEqual(
      new Set(['fixed', 'floating', 'zero', 'step', 'inflation']),
    );
    expect(new Set(plans.map((b) => b.stored.currency))).toEqual(
      new Set(['RUB', 'USD', 'EUR', 'CNY']),
    );
    expect(
      plans.some((b) => b.stored.isAmortizing) &&
        plans.some((b) => b.offers.some((o) => o.type === 'call')),
    ).toBe(true);
    expect(world.issuers.length).toBeGreaterThan(200);
    expect(new Set(plans.map((b) => b.isin)).size).toBe(2000);
  });

  it("keeps each issuer's region in its country, and a namesake's town in its region", () => {
    const world = createWorld({ seed: 20261121, asOf: TEST_AS_OF, bonds: 2000, years: 3 });
    const regionOf = (id: number | null) => REGIONS.find((r) => r.id === id) ?? null;
    const misplaced = world.issuers.filter((i) => {
      const region = regionOf(i.regionId);
      return region !== null && region.country !== i.country;
    });
    expect(misplaced.map((i) => i.names.eng)).toEqual([]);
    // Names made unique by a town: the town is the issuer's own region (never Kazan for Almaty).
    const namesakes = world.issuers.filter(
      (i) => (i.kind === 'bank' || i.kind === 'corporate') && / \(.+\)$/.test(i.names.eng ?? ''),
    );
    expect(namesakes.some((i) => i.kind === 'bank')).toBe(true);
    for (const issuer of namesakes) {
      const town = / \((.+?)(?: \d+)?\)$/.exec(issuer.names.eng ?? '')?.[1];
      expect(town, issuer.names.eng).toBe(regionOf(issuer.regionId)?.names.eng);
    }
  });
});
