import ICAL from 'ical.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BondResume,
  BondSummary,
  CalculatorTerms,
  CashFlowResponse,
  FULL_ACCESS_LEVEL,
  LANGUAGES,
  LadderResponse,
  MpQuotesResponse,
  NotificationsResponse,
  WatchlistsResponse,
  type QuoteRow,
} from '@bondsight/contracts';
import { readLabels } from '@bondsight/labels';
import type { App } from '../src/app';
import { watchlistAlerts, watchlistItems } from '../src/db/schema/index';
import { createSeededTestApp, databaseKind, databaseMissing, TestClient } from './support/test-app';
import { TEST_AS_OF } from './support/seed-world';
import { signedInClient } from './support/user-fixtures';
import { readSheet, readWorkbook } from './support/xlsx';

/**
 * A bond's life (issue 29 point 1): a bond redeemed early, matured or in default is history
 * in every block — cash flow and its Excel, In brief, summary, quotes, both calculators, the
 * watchlist's ladder, alerts, iCal feed and Excel. The small test world has matured bonds but
 * no early-redeemed or defaulted one: this file's own database turns live bonds into those
 * (found by property), leaving their stored schedules as they were, as real imported data
 * may keep payments after a call.
 */

type Row = Record<string, unknown>;
const DAY_MS = 86_400_000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const today = () => new Date().toISOString().slice(0, 10);

interface Bond {
  id: number;
  emitentId: number;
  statusId: number;
  maturityDate: string;
  name: string;
}

const YIELDS = [
  'indicative_yield_bid',
  'indicative_yield_ask',
  'clearance_profit_effect',
  'yto_bid',
  'yto_offer',
  'offer_profit_effect',
  't_spread',
  'g_spread',
] as const;

describe.skipIf(databaseMissing)(`a bond's life in every block on ${databaseKind}`, () => {
  let app: App;
  /** Redeemed early by a call (status 112), its stored schedule going on after the call. */
  let called: Bond & { callDate: string; callPrice: number };
  /** In default (256) since one of its past payments, which the source had recorded paid. */
  let defaulted: Bond & { defaultedOn: string };
  /** Matured (128). */
  let matured: Bond;
  /** A live bond with a put to come (the showcase's). */
  let live: Bond;
  /** Called early within the iCal feed's past window, and bought back in it. */
  let recentCall: Bond & { callDate: string };
  let boughtBack: Bond & { endDate: string };
  const tiers: Record<'visitor' | 'signedIn' | 'full', TestClient> = {} as never;
  const rows = async <T = Row>(query: ReturnType<typeof sql>) =>
    ((await app.db.execute(query)) as unknown as { rows: T[] }).rows;
  const bondOf = async (id: number): Promise<Bond> => {
    const [b] = await rows<{
      id: number;
      emitent_id: number;
      status_id: number;
      maturity_date: string;
      name: string;
    }>(
      sql`select id, emitent_id, status_id, maturity_date::text as maturity_date,
            names->>'eng' as name from emissions where id = ${id}`,
    );
    return {
      id: Number(b!.id),
      emitentId: Number(b!.emitent_id),
      statusId: Number(b!.status_id),
      maturityDate: b!.maturity_date,
      name: b!.name,
    };
  };
  /** Fixed-coupon bonds outstanding past 2028, not the showcase's, by id. */
  const ordinary = sql`e.status_id = 192 and e.coupon_type = 'fixed' and not e.is_amortizing
    and e.maturity_date > '2028-01-01'
    and e.emitent_id not in (select id from emitents where names->>'eng' = 'Volga Energy')`;

  beforeAll(async () => {
    app = await createSeededTestApp();

    // The 112: one stored as such, else a live bond whose call is already past, called then.
    const [stored112] = await rows<{ id: number }>(
      sql`select id from emissions where status_id = 112 order by id limit 1`,
    );
    if (stored112) {
      const [end] = await rows<{ d: string; price: number }>(
        sql`select e.redeemed_on::text as d, coalesce(o.price, 100) as price from emissions e
            left join emission_offers o on o.emission_id = e.id and o.date = e.redeemed_on
            where e.id = ${stored112.id}`,
      );
      called = {
        ...(await bondOf(Number(stored112.id))),
        callDate: end!.d,
        callPrice: Number(end!.price),
      };
    } else {
      const [candidate] = await rows<{ id: number; d: string; price: number }>(
        sql`select e.id, o.date::text as d, o.price from emissions e
            join emission_offers o on o.emission_id = e.id
            where o.type = 'call' and o.date < ${TEST_AS_OF} and e.status_id = 192
              and e.coupon_type = 'fixed' and not e.is_amortizing
              and exists (select 1 from emission_cash_flows f
                          where f.emission_id = e.id and f.date > o.date)
            order by e.id limit 1`,
      );
      await app.db.execute(
        sql`update emissions set status_id = 112, redeemed_on = ${candidate!.d},
            end_event = 'call' where id = ${candidate!.id}`,
      );
      called = {
        ...(await bondOf(Number(candidate!.id))),
        callDate: candidate!.d,
        callPrice: Number(candidate!.price),
      };
    }

    // The 256: a live bond with three recorded past payments defaults on the second-to-last.
    const [toDefault] = await rows<{ id: number; d: string }>(
      sql`select e.id, (select f.date::text from emission_cash_flows f
                         where f.emission_id = e.id and f.date < ${TEST_AS_OF}
                         order by f.date desc offset 1 limit 1) as d
          from emissions e
          where ${ordinary} and e.id <> ${called.id}
            and (select count(*) from emission_cash_flows f where f.emission_id = e.id
                 and f.date < ${TEST_AS_OF} and f.actual_payment_date is not null) >= 3
          order by e.id limit 1`,
    );
    await app.db.execute(
      sql`update emissions set status_id = 256, defaulted_on = ${toDefault!.d}
          where id = ${toDefault!.id}`,
    );
    defaulted = { ...(await bondOf(Number(toDefault!.id))), defaultedOn: toDefault!.d };

    const [m] = await rows<{ id: number }>(
      sql`select id from emissions where status_id = 128 and maturity_date < ${TEST_AS_OF}
          order by id limit 1`,
    );
    matured = await bondOf(Number(m!.id));
    const [l] = await rows<{ id: number }>(
      sql`select e.id from emissions e join emitents i on i.id = e.emitent_id
          join emission_offers o on o.emission_id = e.id
          where i.names->>'eng' = 'Volga Energy' and e.status_id = 192 and o.type = 'put'
            and o.date > ${TEST_AS_OF}
          order by e.id limit 1`,
    );
    live = await bondOf(Number(l!.id));

    // Two more ends inside the iCal feed's 30 past days: a call exercised on a coupon date
    // (its option row added) and a buy-back of the whole issue (a live status kept: the
    // redemption date alone ends it).
    const recent = await rows<{ id: number; d: string }>(
      sql`select e.id, min(f.date)::text as d from emissions e
          join emission_cash_flows f on f.emission_id = e.id
          where ${ordinary} and e.id not in (${called.id}, ${defaulted.id})
            and f.date > ${addDays(TEST_AS_OF, -29)} and f.date < ${TEST_AS_OF}
          group by e.id order by e.id limit 2`,
    );
    const [a, b] = recent as [{ id: number; d: string }, { id: number; d: string }];
    await app.db.execute(
      sql`insert into emission_offers (emission_id, date, period, type, option_type,
            notice_period, price, source)
          values (${a.id}, ${a.d}, null, 'call', 'full', '30 days', 101, 'demo')`,
    );
    await app.db.execute(
      sql`update emissions set status_id = 112, redeemed_on = ${a.d}, end_event = 'call'
          where id = ${a.id}`,
    );
    recentCall = { ...(await bondOf(Number(a.id))), callDate: a.d };
    await app.db.execute(
      sql`update emissions set redeemed_on = ${b.d}, end_event = 'buyback' where id = ${b.id}`,
    );
    boughtBack = { ...(await bondOf(Number(b.id))), endDate: b.d };

    tiers.visitor = new TestClient(app);
    tiers.signedIn = await signedInClient(app, 'basic@example.com', 1);
    tiers.full = await signedInClient(app, 'full@example.com', FULL_ACCESS_LEVEL);
  });
  afterAll(() => app?.close());

  const json = async (client: TestClient, url: string) => {
    const response = await client.get(url);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json();
  };
  /** The raw JSON of a route, the same for a visitor, a signed-in user and level 1077. */
  const sameForEveryTier = async (url: string) => {
    const bodies = await Promise.all(
      (['visitor', 'signedIn', 'full'] as const).map(
        async (tier) => (await tiers[tier].get(url)).body,
      ),
    );
    expect(new Set(bodies).size, url).toBe(1);
    return JSON.parse(bodies[0]!);
  };
  const storedFlows = (id: number) =>
    rows<{ date: string; paid: string | null }>(
      sql`select date::text as date, actual_payment_date::text as paid from emission_cash_flows
          where emission_id = ${id} order by num`,
    );

  describe('cash flow', () => {
    it('ends a called bond’s payments at the call, though more are stored, with no next', async () => {
      const body = CashFlowResponse.parse(
        await sameForEveryTier(`/api/bonds/${called.id}/cash-flow/`),
      );
      const stored = await storedFlows(called.id);
      const lived = stored.filter((f) => f.date <= called.callDate);
      expect(body.flows.map((f) => f.date)).toEqual(lived.map((f) => f.date));
      expect(body.flows.at(-1)!.date).toBe(called.callDate);
      expect(body.flows.every((f) => f.status === 'paid')).toBe(true);
      expect(body.flows.some((f) => f.status === 'next')).toBe(false);
      const call = body.options.find((o) => o.date === called.callDate && o.type === 'call');
      expect(call?.status).toBe('exercised');
      for (const o of body.options.filter((x) => x.date > called.callDate))
        expect(o.status).toBe('cancelled');
      expect(body.options.some((o) => o.status === 'next')).toBe(false);
    });

    it('marks a defaulted bond’s past payments from its default missed, never paid', async () => {
      const body = CashFlowResponse.parse(
        await sameForEveryTier(`/api/bonds/${defaulted.id}/cash-flow/`),
      );
      const stored = await storedFlows(defaulted.id);
      // Every payment stays listed: the schedule is what was owed.
      expect(body.flows).toHaveLength(stored.length);
      const missed = body.flows.filter((f) => f.date >= defaulted.defaultedOn && f.date < today());
      expect(missed.length).toBeGreaterThanOrEqual(2);
      // The source had recorded those payments; after the default they are missed all the same.
      expect(missed.some((f) => f.actual_payment_date !== null)).toBe(true);
      expect(missed.every((f) => f.status === 'not_paid')).toBe(true);
      for (const f of body.flows.filter((x) => x.date < defaulted.defaultedOn))
        expect(f.status).toBe('paid');
      expect(body.flows.some((f) => f.status === 'next')).toBe(false);
      expect(body.flows.filter((f) => f.date >= today()).every((f) => f.status === 'future')).toBe(
        true,
      );
    });

    it('ends a matured bond at its maturity, with no next payment', async () => {
      const body = CashFlowResponse.parse(
        await json(tiers.full, `/api/bonds/${matured.id}/cash-flow/`),
      );
      expect(body.flows.at(-1)!.date <= matured.maturityDate).toBe(true);
      expect(body.flows.every((f) => f.status === 'paid')).toBe(true);
    });

    it('writes the same life into the Excel export, with the statuses’ labels', async () => {
      const file = await tiers.full.get(`/api/bonds/${called.id}/cash-flow/export.xlsx?lang=eng`);
      expect(file.statusCode).toBe(200);
      const workbook = await readWorkbook(file.rawPayload);
      const flows = readSheet(workbook.worksheets[0]!);
      const options = readSheet(workbook.worksheets[1]!);
      const page = CashFlowResponse.parse(
        await json(tiers.full, `/api/bonds/${called.id}/cash-flow/`),
      );
      expect(flows.rows).toHaveLength(page.flows.length);
      const labels = readLabels('eng', 'cash_flow')!;
      expect(options.rows.map((r) => r.at(-1))).toContain(labels.option_status_exercised);
    });
  });

  describe('In brief', () => {
    it('says when and how the called bond ended, in words, and names no offer', async () => {
      const body = BondResume.parse(
        await sameForEveryTier(`/api/bonds/${called.id}/resume/?lang=eng`),
      );
      const text = body.paragraphs.join(' ');
      const date = new Intl.DateTimeFormat('en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${called.callDate}T00:00:00Z`));
      expect(text).toContain(
        `It was redeemed early on ${date}: the issuer exercised its call at ${called.callPrice}% of face.`,
      );
      expect(text).not.toMatch(/It matures on/);
      expect(text).not.toContain('Outstanding');
      expect(body.facts.nextOffer).toBeNull();
      expect(body.facts.life).toMatchObject({
        state: 'redeemed_early',
        alive: false,
        endDate: called.callDate,
        endEvent: 'call',
        endPrice: called.callPrice,
      });
      for (const lang of LANGUAGES) {
        const words = (
          await json(tiers.visitor, `/api/bonds/${called.id}/resume/?lang=${lang}`)
        ).paragraphs.join(' ');
        expect(words, lang).not.toMatch(/\{\{|undefined|null|NaN/);
      }
      const rus = (await json(tiers.visitor, `/api/bonds/${called.id}/resume/?lang=rus`))
        .paragraphs;
      expect(rus.join(' ')).toContain('Досрочно погашена');
    });

    it('says since when a defaulted bond’s payments were missed, and a matured one’s end', async () => {
      const text = BondResume.parse(
        await sameForEveryTier(`/api/bonds/${defaulted.id}/resume/?lang=eng`),
      ).paragraphs.join(' ');
      expect(text).toMatch(/It defaulted on \d{1,2} \w+ \d{4}; payments since then were missed\./);
      const done = BondResume.parse(await json(tiers.visitor, `/api/bonds/${matured.id}/resume/`));
      expect(done.paragraphs.join(' ')).toMatch(/It matured on /);
      expect(done.facts.nextOffer).toBeNull();
      expect(done.facts.life.state).toBe('matured');
      // A live bond still names its maturity and its next offer.
      const alive = BondResume.parse(await json(tiers.visitor, `/api/bonds/${live.id}/resume/`));
      expect(alive.paragraphs.join(' ')).toMatch(/It matures on /);
      expect(alive.facts.nextOffer?.date && alive.facts.nextOffer.date > today()).toBe(true);
    });
  });

  it('the summary carries the life and no yield, the same for every tier', async () => {
    for (const bond of [called, defaulted, matured]) {
      for (const tier of ['visitor', 'signedIn', 'full'] as const) {
        const body = BondSummary.parse(await json(tiers[tier], `/api/bonds/${bond.id}/`));
        expect(body.life.alive, `${bond.id} ${tier}`).toBe(false);
        expect(body.latestQuote?.ytm ?? null).toBeNull();
        expect(body.latestQuote?.exchangeYield ?? null).toBeNull();
      }
    }
  });

  describe('quotes of market participants', () => {
    const quotes = async (bond: Bond, tier: keyof typeof tiers = 'full') =>
      MpQuotesResponse.parse(
        await json(
          tiers[tier],
          `/api/bonds/mp-quotes/${bond.id}/${bond.emitentId}/${bond.statusId}/`,
        ),
      );
    const allRows = (a: MpQuotesResponse) => [...a.quotes, ...a.priceToday, ...a.endOfDayPrices];

    it('computes nothing as live for an ended or defaulted bond: prices, yields only as they were', async () => {
      const ends: [Bond, string][] = [
        [called, called.callDate],
        [defaulted, defaulted.defaultedOn],
      ];
      for (const [bond, end] of ends) {
        const [{ n }] = (await rows<{ n: number }>(
          sql`select count(*)::int as n from trading_ticks where emission_id = ${bond.id}
              and clearance_profit_effect is not null`,
        )) as [{ n: number }];
        expect(n, `${bond.id} has stored yields`).toBeGreaterThan(0);
        for (const tier of ['visitor', 'signedIn', 'full'] as const) {
          const answer = await quotes(bond, tier);
          const rowsShown = allRows(answer);
          expect(rowsShown.length).toBeGreaterThan(0);
          for (const row of rowsShown) {
            // From its end (or default) on, no yield at all.
            if (row.date >= end)
              for (const field of YIELDS) expect(row[field], `${tier} ${field}`).toBeNull();
            // Before a call ended it, no yield to a maturity it never reached (nor spreads at
            // it); a yield to the call only while the call was still to come.
            if (bond === called) {
              for (const field of YIELDS.filter(
                (f) => !f.startsWith('yto') && f !== 'offer_profit_effect',
              ))
                expect(row[field], `${tier} ${field}`).toBeNull();
              if (row.offer_profit_effect !== null) expect(row.date < called.callDate).toBe(true);
            }
          }
        }
        // Prices stay: the history of what it traded at.
        expect(
          allRows(await quotes(bond)).some((r) => typeof r.indicative_price === 'number'),
        ).toBe(true);
      }
    });

    it('shows no yield to an offer whose date had already passed on the quote’s day', async () => {
      const before = allRows(await quotes(live)).filter(
        (r): r is QuoteRow & { offer_profit_effect: number } =>
          typeof r.offer_profit_effect === 'number',
      );
      expect(before.length).toBeGreaterThan(0);
      const row = before[0]!;
      // The tick names an offer dated the day before it: that yield may not be shown.
      await app.db.execute(
        sql`update trading_ticks set offer_date = ${addDays(row.date, -1)}
            where emission_id = ${live.id} and trading_ground_id = ${row.trading_ground_id}
              and date = ${row.date}`,
      );
      const after = allRows(await quotes(live)).filter(
        (r) => r.trading_ground_id === row.trading_ground_id && r.date === row.date,
      );
      expect(after.length).toBeGreaterThan(0);
      for (const r of after) {
        expect(r.offer_profit_effect).toBeNull();
        // Its yield to maturity still stands: the bond lives.
        expect(r.clearance_profit_effect).not.toBeNull();
      }
    });
  });

  describe('calculators', () => {
    const error = (body: string) =>
      JSON.parse(body).error as { code: string; message: string; fields: Row };

    it('refuse a date on or after the end, naming the field, the same for every tier', async () => {
      for (const url of [
        `/api/bonds/${called.id}/getNkdInfo/${today()}/`,
        `/api/bonds/${called.id}/getNkdInfo/${called.callDate}/`,
        `/api/bonds/${called.id}/calculator-terms/`,
        `/api/bonds/${matured.id}/calculator-terms/?date=${today()}`,
      ]) {
        const bodies = await Promise.all(
          (['visitor', 'signedIn', 'full'] as const).map((t) => tiers[t].get(url)),
        );
        for (const response of bodies) {
          expect(response.statusCode, url).toBe(400);
          expect(response.body).toBe(bodies[0]!.body);
        }
        const e = error(bodies[0]!.body);
        expect(e).toMatchObject({ code: 'validation_failed', message: 'bond_ended_on_date' });
        expect(Object.values(e.fields)).toEqual(['bond_ended_on_date']);
        expect(Object.keys(e.fields)[0]).toMatch(/^(params|querystring)\.date$/);
        expect(readLabels('eng', 'errors')!.bond_ended_on_date).toBeTruthy();
      }
      const inDefault = await tiers.visitor.get(
        `/api/bonds/${defaulted.id}/getNkdInfo/${defaulted.defaultedOn}/`,
      );
      expect(inDefault.statusCode).toBe(400);
      expect(error(inDefault.body)).toMatchObject({
        message: 'bond_defaulted_on_date',
        fields: { 'params.date': 'bond_defaulted_on_date' },
      });
    });

    it('compute a called bond’s day before its call on its life: to the call, at its price', async () => {
      const date = addDays(called.callDate, -10);
      const nkd = await json(tiers.full, `/api/bonds/${called.id}/getNkdInfo/${date}/`);
      expect(nkd.couponPeriod.end <= called.callDate).toBe(true);
      const terms = CalculatorTerms.parse(
        await json(tiers.full, `/api/bonds/${called.id}/calculator-terms/?date=${date}`),
      );
      expect(terms.bond.maturityDate).toBe(called.callDate);
      if (called.callPrice !== 100 && !terms.bond.cashflows)
        expect(terms.bond.redemptionPrice).toBe(called.callPrice);
      // The call is the end, not an option to compute a yield to.
      expect(terms.bond.offers ?? []).toEqual([]);
      const result = await tiers.full.post('/api/calculator/', {
        bond: terms.bond,
        settlementDate: date,
        cleanPrice: 100,
      });
      expect(result.statusCode, result.body).toBe(200);
      expect(result.json().workoutDate).toBe(called.callDate);
      expect(Math.abs(result.json().yield)).toBeLessThan(100);
    });

    it('give a live bond only the offers still to come on the date', async () => {
      // An option already past on the date is no workout any more.
      await app.db.execute(
        sql`insert into emission_offers (emission_id, date, type, option_type, price, source)
            values (${live.id}, ${addDays(TEST_AS_OF, -40)}, 'call', 'full', 100, 'demo')`,
      );
      const terms = CalculatorTerms.parse(
        await json(tiers.full, `/api/bonds/${live.id}/calculator-terms/`),
      );
      expect(terms.bond.offers?.length).toBeGreaterThan(0);
      for (const o of terms.bond.offers ?? []) expect(o.date > terms.settlementDate).toBe(true);
    });
  });

  describe('watchlist', () => {
    let listId: number;
    let holdings: Bond[];

    beforeAll(async () => {
      const created = await tiers.full.post('/api/watchlist/create/', { name: 'Lives' });
      expect(created.statusCode, created.body).toBe(201);
      listId = (created.json() as { id: number }).id;
      holdings = [called, defaulted, matured, live, recentCall, boughtBack];
      await app.db.insert(watchlistItems).values(
        holdings.map((b) => ({
          watchlistId: listId,
          emissionId: b.id,
          price: 100,
          count: 10,
          buyDate: '2024-01-10',
        })),
      );
    });

    it('the ladder has no payment after an end or from a default; its Excel neither', async () => {
      const ladder = LadderResponse.parse(
        await json(tiers.full, `/api/watchlist/${listId}/ladder/?months=480`),
      );
      const events = ladder.rows.flatMap((r) => r.events);
      for (const b of [called, matured, recentCall, boughtBack])
        expect(
          events.filter((e) => e.bond_id === b.id),
          b.name,
        ).toEqual([]);
      expect(events.filter((e) => e.bond_id === defaulted.id)).toEqual([]);
      expect(events.some((e) => e.bond_id === live.id)).toBe(true);
      // The stored schedule of the bought-back bond goes on: the ladder does not.
      const [{ n }] = (await rows<{ n: number }>(
        sql`select count(*)::int as n from emission_cash_flows where emission_id = ${boughtBack.id}
            and date > ${TEST_AS_OF}`,
      )) as [{ n: number }];
      expect(n).toBeGreaterThan(0);
      const file = await tiers.full.get(`/api/watchlist/${listId}/ladder.xlsx?months=480`);
      expect(file.statusCode).toBe(200);
      const names = (await readWorkbook(file.rawPayload)).worksheets.flatMap((s) =>
        readSheet(s).rows.map((r) => String(r.join(' '))),
      );
      for (const b of [called, defaulted, matured, recentCall, boughtBack])
        expect(
          names.some((line) => line.includes(b.name)),
          b.name,
        ).toBe(false);
      expect(names.some((line) => line.includes(live.name))).toBe(true);
    });

    it('the page shows no yield or duration for a bond that does not live', async () => {
      const page = WatchlistsResponse.parse(await json(tiers.full, '/api/watchlist/'));
      const list = page.lists.find((l) => l.id === listId)!;
      for (const b of [called, defaulted, matured]) {
        const h = list.holdings.find((x) => x.bond_id === b.id)!;
        expect(h.ytm, b.name).toBeNull();
        expect(h.duration, b.name).toBeNull();
      }
    });

    it('alerts: a defaulted bond’s default on its day, stale events gone, nothing after an end', async () => {
      const userId = Number(
        (await rows<{ id: number }>(sql`select id from users where email = 'full@example.com'`))[0]!
          .id,
      );
      // An event stored before the data said the bond had ended: a fact no longer.
      await app.db.insert(watchlistAlerts).values({
        userId,
        emissionId: boughtBack.id,
        kind: 'maturity',
        eventDate: addDays(TEST_AS_OF, 5),
        details: {},
      });
      const body = NotificationsResponse.parse(await json(tiers.full, '/api/notifications/'));
      const ofBond = (b: Bond) => body.items.filter((i) => i.bond_id === b.id);
      // Its issuer's rating may still move; of its own life, only the default is news.
      expect(
        ofBond(defaulted)
          .filter((i) => i.kind !== 'rating_change')
          .map((i) => [i.kind, i.event_date]),
      ).toEqual([['default', defaulted.defaultedOn]]);
      for (const b of [called, matured, recentCall, boughtBack])
        expect(ofBond(b), b.name).toEqual([]);
      // Visitors are refused; a signed-in user holds no such list.
      expect((await tiers.visitor.get('/api/notifications/')).statusCode).toBe(401);
      expect((await tiers.signedIn.get(`/api/watchlist/${listId}/ladder/`)).statusCode).not.toBe(
        200,
      );
    });

    it('iCal: an early end once, as what it was; nothing of the bond after it', async () => {
      const token = (await tiers.full.post('/api/watchlist/calendar-token/')).json().token;
      const feed = await tiers.visitor.get(`/api/watchlist/calendar.ics?token=${token}`);
      expect(feed.statusCode).toBe(200);
      const events = new ICAL.Component(ICAL.parse(feed.body))
        .getAllSubcomponents('vevent')
        .map((v) => new ICAL.Event(v));
      const of = (b: Bond) => events.filter((e) => e.uid.split('-')[1] === String(b.id));
      const call = of(recentCall);
      expect(call.map((e) => [e.uid, e.summary])).toEqual([
        [
          `call-${recentCall.id}-${recentCall.callDate}@bondsight`,
          `Call exercised, bond redeemed: ${recentCall.name}`,
        ],
      ]);
      const buyback = of(boughtBack);
      expect(buyback.map((e) => e.uid)).toEqual([
        `early_redemption-${boughtBack.id}-${boughtBack.endDate}@bondsight`,
      ]);
      expect(buyback[0]!.description).toContain('event: buyback');
      for (const b of [called, matured]) expect(of(b)).toEqual([]);
      for (const e of of(defaulted)) expect(e.startDate.toString() <= TEST_AS_OF).toBe(true);
    });
  });
});
