import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BondExtrasResponse,
  EXTRA_BLOCKS,
  FULL_ACCESS_LEVEL,
  ISSUER_ITEMS_PAGE_SIZE,
  IssuerItemsResponse,
  LANGUAGES,
} from '@bondsight/contracts';
import type { App } from '../src/app';
import { createSeededTestApp, databaseKind, databaseMissing, TestClient } from './support/test-app';
import { signedInClient } from './support/user-fixtures';

/**
 * The bond page's extra blocks (spec, bond page section 2, "Extra blocks"): which blocks a
 * bond has, their contents against the stored rows, the issuer's other bonds by pages of 10,
 * and the holders kept for full access.
 */

type Rows = Record<string, unknown>[];

describe.skipIf(databaseMissing)(`bond extras on ${databaseKind}`, () => {
  let app: App;
  let showcase: number;
  let issuer: number;
  let ofz: number;
  const tiers: Record<string, TestClient> = {};
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await app.db.execute(query)) as unknown as { rows: Rows }).rows;
  const extras = async (id: number, query = '') => {
    const response = await app.inject(`/api/bonds/${id}/extras/${query}`);
    expect(response.statusCode).toBe(200);
    return BondExtrasResponse.parse(response.json());
  };

  beforeAll(async () => {
    app = await createSeededTestApp();
    const [first] = await rows(
      sql`select e.id, e.emitent_id from emissions e join emitents i on i.id = e.emitent_id
          where i.names->>'eng' = 'Volga Energy' order by e.id limit 1`,
    );
    showcase = Number(first!.id);
    issuer = Number(first!.emitent_id);
    const [bond] = await rows(sql`select id from emissions where isin = 'SU26230RMFS1'`);
    ofz = Number(bond!.id);
    tiers.visitor = new TestClient(app);
    tiers.signedIn = await signedInClient(app, 'extras-basic@example.com', 1);
    tiers.full = await signedInClient(app, 'extras-full@example.com', FULL_ACCESS_LEVEL);
  });
  afterAll(() => app?.close());

  it('gives the showcase bond every extra block, in the spec’s order', async () => {
    const body = await extras(showcase);
    expect(body.blocks).toEqual([...EXTRA_BLOCKS]);
    expect(body.bondId).toBe(showcase);
  });

  it('reads each fact block from the stored facts of the bond and its issuer', async () => {
    const body = await extras(showcase, '?lang=deu');
    const facts = await rows(
      sql`select kind, code, date, end_date, amount, value, titles, texts from bond_facts
          where emission_id = ${showcase} or (emission_id is null and emitent_id = ${issuer})`,
    );
    const of = (kind: string) => facts.filter((f) => f.kind === kind);
    expect(body.defaults).toHaveLength(of('default').length);
    expect(body.tapIssues).toHaveLength(of('tap_issue').length);
    expect(body.covenants.map((c) => c.title).sort()).toEqual(
      of('covenant')
        .map((f) => (f.titles as Record<string, string>).deu)
        .sort(),
    );
    expect(body.lombard.length + body.lombardNational.length).toBe(of('lombard').length);
    expect(body.esgReports).toHaveLength(of('esg_report').length);
    expect(body.news.every((n, i) => i === 0 || body.news[i - 1]!.date >= n.date)).toBe(true);
    expect(body.news.some((n) => n.issuerWide) && body.news.some((n) => !n.issuerWide)).toBe(true);
    // The investors' shares of the placement add up to 100 %.
    expect(body.investors.reduce((s, i) => s + i.share, 0)).toBeCloseTo(100, 6);
    // A technical default: paid late, on the day stored as cured.
    const stored = of('default')[0]!;
    expect(body.defaults[0]).toMatchObject({
      date: stored.date,
      curedOn: stored.end_date,
      amount: stored.amount,
    });
  });

  it('writes every text of the showcase’s facts in all ten languages', async () => {
    const facts = await rows(
      sql`select titles, texts from bond_facts
          where emission_id = ${showcase} or (emission_id is null and emitent_id = ${issuer})`,
    );
    for (const fact of facts) {
      for (const field of [fact.titles, fact.texts]) {
        if (field === null) continue;
        expect(Object.keys(field as object).sort()).toEqual([...LANGUAGES].sort());
      }
    }
    const [rus, eng] = [await extras(showcase, '?lang=rus'), await extras(showcase)];
    expect(rus.covenants[0]!.title).not.toBe(eng.covenants[0]!.title);
  });

  it('reads indexes, relations, managers, reports, multipliers and consensus from their tables', async () => {
    const body = await extras(showcase);
    const members = await rows(
      sql`select c.index_id from index_constituents c
          where c.emission_id = ${showcase}
            and c.from_date = (select max(from_date) from index_constituents where index_id = c.index_id)`,
    );
    expect(body.indexes.map((i) => i.id).sort()).toEqual(members.map((m) => m.index_id).sort());
    // Each link is stored from both sides: the issuer's own rows are all of its links.
    const relations = await rows(
      sql`select related_emitent_id, rel_type from emitent_relations where emitent_id = ${issuer}`,
    );
    expect(body.relatedIssuers).toHaveLength(relations.length);
    // Named from the issuer's side: its owners own it, what it owns is owned.
    for (const r of body.relatedIssuers) {
      const stored = relations.find((x) => Number(x.related_emitent_id) === r.emitent.id)!;
      expect(r.direction).toBe(
        ['parent', 'shareholder', 'sponsor'].includes(String(stored.rel_type)) ? 'owner' : 'owned',
      );
    }
    expect(
      body.relatedIssuers.filter((r) => r.direction === 'owned').map((r) => r.relation),
    ).toContain('Subsidiary');
    // The lead manager is the issuer's shareholder bank: a related party.
    const lead = body.managers.find((m) => m.role === 'lead_manager')!;
    expect(lead.relatedParty).not.toBeNull();
    expect(body.relatedIssuers.find((r) => r.emitent.id === lead.emitent!.id)?.direction).toBe(
      'owner',
    );
    expect(body.managersRelatedTo.length).toBeGreaterThan(0);
    expect(body.managersRelatedTo.every((m) => m.bondId !== showcase)).toBe(true);
    expect(new Set(body.managersRelatedTo.map((m) => m.bondId)).size).toBe(
      body.managersRelatedTo.length,
    );
    const reports = await rows(
      sql`select id from documents where emitent_id = ${issuer} and emission_id is null and kind = 'report'`,
    );
    expect(body.annualReports.map((r) => r.id).sort()).toEqual(reports.map((r) => r.id).sort());
    const codes = await rows(
      sql`select distinct code from multiplier_values where emitent_id = ${issuer} and period = 2`,
    );
    expect(body.multipliers).toHaveLength(codes.length);
    expect(body.multipliers.every((m) => m.period === 2)).toBe(true);
    const consensus = await rows(
      sql`select id from consensus_forecasts where emitent_id = ${issuer}`,
    );
    expect(body.consensus).toHaveLength(consensus.length);
    expect(body.reporting.map((r) => r.standard).sort()).toContain('msfo');
    // Report files are full-access downloads: their addresses never reach the block.
    expect(JSON.stringify(body)).not.toContain('/files/');
  });

  it('names the bond by its identifiers and classifies it from its stored terms', async () => {
    const body = await extras(showcase);
    const [bond] = await rows(
      sql`select e.isin, e.registration_number, e.status_id, e.coupon_type, i.sector, i.registry_code
          from emissions e join emitents i on i.id = e.emitent_id where e.id = ${showcase}`,
    );
    expect(body.identifiers).toMatchObject({
      isin: bond!.isin,
      registrationNumber: bond!.registration_number,
      issuerCode: { scheme: 'inn', value: bond!.registry_code },
    });
    // A fixed coupon, unsecured, with a put, bearer: ISO 10962 DBFUCB.
    expect(body.identifiers.cfi).toBe('DBFUCB');
    expect(body.classifier).toMatchObject({
      statusId: bond!.status_id,
      couponType: bond!.coupon_type,
      sector: bond!.sector,
      country: 'RU',
      currency: 'RUB',
    });
  });

  it('gives the showcase OFZ the sovereign’s blocks: auctions, lombard lists, investors, holders', async () => {
    const body = await extras(ofz);
    expect(body.blocks).toEqual(
      expect.arrayContaining([
        'tap-issues',
        'lombard',
        'lombard-national',
        'investors',
        'indexes',
        'issuer-items',
        'news',
        'managers',
        'identifiers',
        'classifier',
        'holders',
      ]),
    );
    expect(body.blocks).not.toContain('covenants');
    expect(body.identifiers.cfi).toBe('DBFTFB');
    // Issue 29 point 8: an OFZ has its exchange code and its listing level (MOEX: level 1).
    expect(body.identifiers.ticker).toBe('SU26230RMFS1');
    expect(body.classifier.listingLevel).toBe(1);
  });

  it('gives every OFZ on the Moscow Exchange its SECID and listing level 1, for every tier', async () => {
    const ofzs = await rows(
      sql`select e.id from emissions e join emitents i on i.id = e.emitent_id
          join countries c on c.id = i.country_id
          where i.is_sovereign and c.iso_code = 'RU'`,
    );
    expect(ofzs.length).toBeGreaterThan(1);
    for (const { id } of ofzs) {
      const answers = await Promise.all(
        Object.values(tiers).map(async (client) => {
          const response = await client.get(`/api/bonds/${String(id)}/extras/`);
          expect(response.statusCode).toBe(200);
          return BondExtrasResponse.parse(response.json());
        }),
      );
      for (const body of answers) {
        expect(body.identifiers.ticker, String(id)).toMatch(/^SU\d{5}RMFS\d$/);
        expect(body.classifier.listingLevel, String(id)).toBe(1);
      }
    }
  });

  it('keeps the holders for full access: below it only their count and why', async () => {
    const names = (
      await rows(
        sql`select titles->>'eng' as name from bond_facts where emission_id = ${showcase} and kind = 'holder' and counterparty_id is null`,
      )
    ).map((r) => String(r.name));
    expect(names.length).toBeGreaterThan(0);
    const raw = async (tier: string) =>
      (await tiers[tier]!.get(`/api/bonds/${showcase}/extras/?lang=eng`)).body;
    const bodies = {
      visitor: await raw('visitor'),
      signedIn: await raw('signedIn'),
      full: await raw('full'),
    };
    const count = (
      await rows(
        sql`select count(*)::int as n from bond_facts where emission_id = ${showcase} and kind = 'holder'`,
      )
    )[0]!.n;
    expect(JSON.parse(bodies.visitor).holders).toEqual({ access: 'need_auth', count });
    expect(JSON.parse(bodies.signedIn).holders).toEqual({ access: 'access_denied_auth', count });
    for (const body of [bodies.visitor, bodies.signedIn])
      for (const name of names) expect(body).not.toContain(name);
    const full = BondExtrasResponse.parse(JSON.parse(bodies.full));
    expect(full.holders.access).toBe('allowed');
    if (full.holders.access === 'allowed') {
      expect(full.holders.items.map((h) => h.name)).toEqual(expect.arrayContaining(names));
      expect(full.holders.items).toHaveLength(Number(count));
    }
    // Everything else is the same for every tier.
    const rest = (body: string) => ({ ...JSON.parse(body), holders: null });
    expect(rest(bodies.visitor)).toEqual(rest(bodies.full));
    expect(rest(bodies.signedIn)).toEqual(rest(bodies.full));
    // The holders block is listed for every tier: the page says why it is locked.
    expect(JSON.parse(bodies.visitor).blocks).toContain('holders');
  });

  it('answers 404 for an unknown bond and 400 for bad ids and pages', async () => {
    for (const url of ['/api/bonds/999999/extras/', '/api/bonds/999999/issuer-items/']) {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    }
    for (const url of [
      '/api/bonds/abc/extras/',
      '/api/bonds/0/extras/',
      '/api/bonds/2147483648/extras/',
      '/api/bonds/1.5/extras/',
      `/api/bonds/${showcase}/issuer-items/?page=0`,
      `/api/bonds/${showcase}/issuer-items/?page=x`,
      `/api/bonds/${showcase}/issuer-items/?page=10001`,
      `/api/bonds/${showcase}/issuer-items/?page=1.5`,
    ]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.code).toBe('validation_failed');
    }
  });

  it('pages the issuer’s other bonds 10 at a time, the newest issue first', async () => {
    // The test world's issuers have fewer than 11 bonds: give the showcase issuer more.
    await app.db.execute(sql`
      insert into emissions (names, full_names, emitent_id, status_id, currency_id, face_value,
        issue_date, maturity_date, coupon_type, coupon_rate, coupon_frequency, day_count)
      select jsonb_build_object('eng', 'Volga Energy extra ' || n), '{}'::jsonb, emitent_id,
        status_id, currency_id, face_value, issue_date + n, maturity_date, coupon_type,
        coupon_rate, coupon_frequency, day_count
      from emissions, generate_series(1, 8) as n where id = ${showcase}`);
    const expected = (
      await rows(
        sql`select id from emissions where emitent_id = ${issuer} and id <> ${showcase}
            order by issue_date desc nulls last, id desc`,
      )
    ).map((r) => Number(r.id));
    expect(expected.length).toBeGreaterThan(ISSUER_ITEMS_PAGE_SIZE);
    const page = async (n: number) => {
      const response = await app.inject(`/api/bonds/${showcase}/issuer-items/?page=${n}`);
      expect(response.statusCode).toBe(200);
      return IssuerItemsResponse.parse(response.json());
    };
    const [first, second, third] = [await page(1), await page(2), await page(3)];
    expect(first.total).toBe(expected.length);
    expect(first.items).toHaveLength(ISSUER_ITEMS_PAGE_SIZE);
    expect([...first.items, ...second.items].map((i) => i.id)).toEqual(expected);
    expect(third).toMatchObject({ total: expected.length, page: 3, items: [] });
    // The extras answer counts them too (a new data version: the cached answer moved on).
    expect((await extras(showcase)).issuerItems.total).toBe(expected.length);
  });
});
