import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isMasked } from '@bondsight/contracts';
import { createDemoWatchlists } from '../src/data/demo-watchlists';
import {
  emissionCashFlows,
  emissionOffers,
  emissions,
  watchlistItems,
  watchlists,
} from '../src/db/schema/index';
import { TEST_AS_OF } from './support/seed-world';
import { databaseKind, databaseMissing } from './support/test-app';
import { EMAILS, watchlistWorld, type WatchlistWorld } from './support/watchlist-fixtures';

/**
 * The bond book around the watchlists: the page's holdings (value, P&L clean and with coupons),
 * the cash-flow ladder (its sums are the holdings' flows), lifecycle alerts with read marks and
 * the iCal feed (parsed with ical.js, carrying a put window), on the demo accounts' lists.
 */

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const addMonths = (date: string, months: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
};
const close = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThan(0.02);

type Holding = Record<string, unknown> & {
  item_id: number;
  bond_id: number;
  currency: string;
  face_value: number;
  price: unknown;
  buy_price: number | null;
  buy_date: string | null;
  count: number | null;
  pnl_clean: unknown;
  coupons_received: number | null;
  pnl_total: unknown;
};
type List = { id: number; name: string; holdings: Holding[]; totals: unknown[] };

describe.skipIf(databaseMissing)(
  `watchlist book (page, ladder, alerts, iCal) on ${databaseKind}`,
  () => {
    let w: WatchlistWorld;
    let nsdUser: number;
    let lists: List[];
    /** The put offer added inside the alert horizon of a held bond. */
    let putBond: number;
    const PUT_DATE = addDays(TEST_AS_OF, 40);

    beforeAll(async () => {
      w = await watchlistWorld();
      nsdUser = await w.userId(EMAILS.fullNsd);
      // The demo accounts' seeding, here for the NSD user and the signed-in user.
      await createDemoWatchlists(w.app.db, [nsdUser, await w.userId(EMAILS.signedIn)]);
      const [first] = await w.app.db
        .select({ bondId: watchlistItems.emissionId })
        .from(watchlistItems)
        .innerJoin(watchlists, eq(watchlists.id, watchlistItems.watchlistId))
        .where(eq(watchlists.userId, nsdUser))
        .orderBy(asc(watchlistItems.id))
        .limit(1);
      putBond = first!.bondId;
      // A put whose submission window is published as two days (the demo world's form).
      await w.app.db.insert(emissionOffers).values({
        emissionId: putBond,
        date: PUT_DATE,
        period: `${addDays(PUT_DATE, -14)} – ${addDays(PUT_DATE, -8)}`,
        type: 'put',
        noticePeriod: '14 days',
        price: 100,
      });
      const response = await w.fullNsd.get('/api/watchlist/');
      expect(response.statusCode).toBe(200);
      lists = response.json().lists;
    });
    afterAll(() => w?.app.close());

    const flowsOf = (bondIds: number[]) =>
      w.app.db
        .select()
        .from(emissionCashFlows)
        .where(inArray(emissionCashFlows.emissionId, bondIds));

    describe('the watchlist page', () => {
      it('the demo seeding gives lists with holdings, a floater among them', async () => {
        expect(lists.length).toBeGreaterThanOrEqual(2);
        const all = lists.flatMap((l) => l.holdings);
        expect(all.length).toBeGreaterThanOrEqual(4);
        expect(all.some((h) => h.is_floater)).toBe(true);
        expect(all.every((h) => h.buy_price !== null && h.buy_date !== null && h.count! > 0)).toBe(
          true,
        );
      });

      it('P&L: clean (price − buy) × count × face / 100, and with the coupons since the buy date', async () => {
        const all = lists.flatMap((l) => l.holdings);
        const flows = await flowsOf(all.map((h) => h.bond_id));
        for (const h of all) {
          if (typeof h.price !== 'number') continue;
          close(h.pnl_clean as number, ((h.price - h.buy_price!) * h.count! * h.face_value) / 100);
          const coupons = flows
            .filter(
              (f) => f.emissionId === h.bond_id && f.date > h.buy_date! && f.date <= TEST_AS_OF,
            )
            .reduce((s, f) => s + (f.couponSum ?? 0), 0);
          close(h.coupons_received!, coupons * h.count!);
          close(h.pnl_total as number, (h.pnl_clean as number) + h.coupons_received!);
        }
        expect(all.some((h) => (h.coupons_received ?? 0) > 0)).toBe(true);
      });

      it('raw JSON per tier: a signed-in user reads own lists; full and visitors as the rule says', async () => {
        const signedIn = await w.signedIn.get('/api/watchlist/');
        expect(signedIn.statusCode).toBe(200);
        const body = signedIn.json();
        expect(body.canEdit).toBe(false);
        expect(body.asOf).toBe(TEST_AS_OF);
        expect(body.lists.length).toBeGreaterThanOrEqual(2);
        const holding = body.lists[0].holdings[0];
        expect(Object.keys(holding).sort()).toEqual(
          [
            'item_id',
            'bond_id',
            'name',
            'isin',
            'currency',
            'face_value',
            'maturity_date',
            'is_floater',
            'price_date',
            'age_days',
            'stale',
            'trading_ground_name',
            'price',
            'ytm',
            'duration',
            'accrued',
            'buy_price',
            'buy_date',
            'count',
            'value',
            'pnl_clean',
            'coupons_received',
            'pnl_total',
          ].sort(),
        );
        const full = await w.full.get('/api/watchlist/');
        expect(full.json()).toEqual({ asOf: TEST_AS_OF, canEdit: true, lists: [] });
        const visitor = await w.visitor.get('/api/watchlist/');
        expect(visitor.statusCode).toBe(401);
        expect(visitor.json().error.code).toBe('need_auth');
      });

      it('a masked price masks the value and the P&L built on it, never the coupons', async () => {
        for (const h of lists.flatMap((l) => l.holdings)) {
          if (!isMasked(h.price)) continue;
          expect(isMasked(h.value)).toBe(true);
          expect(isMasked(h.pnl_clean)).toBe(true);
        }
      });
    });

    describe('the cash-flow ladder', () => {
      it('its sums are the holdings’ flows (count × flow per bond) in the window', async () => {
        for (const list of lists) {
          const response = await w.fullNsd.get(`/api/watchlist/${list.id}/ladder/?months=24`);
          expect(response.statusCode).toBe(200);
          const ladder = response.json();
          expect(ladder.from).toBe(addDays(TEST_AS_OF, 1));
          expect(ladder.to).toBe(addMonths(TEST_AS_OF, 24));
          const flows = await flowsOf(list.holdings.map((h) => h.bond_id));
          const expected = new Map<string, number>();
          for (const h of list.holdings) {
            // Each payment is count × the flow per bond, in cents.
            const cents = (amount: number | null) =>
              Math.round((amount ?? 0) * h.count! * 100) / 100;
            const sum = flows
              .filter(
                (f) => f.emissionId === h.bond_id && f.date >= ladder.from && f.date <= ladder.to,
              )
              .reduce((s, f) => s + cents(f.couponSum) + cents(f.redemption), 0);
            expected.set(h.currency, (expected.get(h.currency) ?? 0) + sum);
          }
          for (const t of ladder.totals) {
            close(t.total, expected.get(t.currency) ?? 0);
            close(t.total, t.coupons + t.amortisations + t.redemptions);
          }
          // The rows add up to the totals, and each row to its events.
          for (const t of ladder.totals) {
            const rows = ladder.rows.filter((r: { currency: string }) => r.currency === t.currency);
            close(
              rows.reduce((s: number, r: { total: number }) => s + r.total, 0),
              t.total,
            );
          }
          for (const row of ladder.rows) {
            const events = row.events.filter((e: { kind: string }) => e.kind !== 'put');
            close(
              events.reduce((s: number, e: { amount: number }) => s + e.amount, 0),
              row.total,
            );
          }
        }
      });

      it("shows next month's coupon and the put date", async () => {
        const nextMonth = addMonths(`${TEST_AS_OF.slice(0, 7)}-01`, 1).slice(0, 7);
        const rows = [];
        for (const list of lists)
          rows.push(...(await w.fullNsd.get(`/api/watchlist/${list.id}/ladder/`)).json().rows);
        expect(rows.some((r) => r.month === nextMonth && r.coupons > 0)).toBe(true);
        const put = rows
          .flatMap((r) => r.events)
          .find((e) => e.kind === 'put' && e.date === PUT_DATE);
        expect(put).toMatchObject({ bond_id: putBond, estimated: false });
      });

      it('bad input and other tiers', async () => {
        const id = lists[0]!.id;
        expect((await w.fullNsd.get(`/api/watchlist/${id}/ladder/?months=0`)).statusCode).toBe(400);
        expect((await w.fullNsd.get(`/api/watchlist/${id}/ladder/?months=x`)).statusCode).toBe(400);
        expect((await w.fullNsd.get('/api/watchlist/abc/ladder/')).statusCode).toBe(400);
        expect((await w.fullNsd.get('/api/watchlist/999999/ladder/')).statusCode).toBe(404);
        expect((await w.full.get(`/api/watchlist/${id}/ladder/`)).statusCode).toBe(404);
        expect((await w.visitor.get(`/api/watchlist/${id}/ladder/`)).statusCode).toBe(401);
      });
    });

    describe('lifecycle alerts', () => {
      it('derives the put window (from the published period), maturities and resets; read marks survive', async () => {
        const response = await w.fullNsd.get('/api/notifications/');
        expect(response.statusCode).toBe(200);
        const body = response.json();
        const put = body.items.find(
          (i: { kind: string; bond_id: number }) =>
            i.kind === 'put_window' && i.bond_id === putBond,
        );
        expect(put).toMatchObject({
          event_date: PUT_DATE,
          window_start: addDays(PUT_DATE, -14),
          window_end: addDays(PUT_DATE, -8),
          read: false,
          details: { price: 100 },
        });
        expect(body.unread).toBe(body.items.filter((i: { read: boolean }) => !i.read).length);
        for (const item of body.items)
          expect(item.event_date <= addDays(TEST_AS_OF, 90)).toBe(true);

        const read = await w.fullNsd.post('/api/notifications/read/', { ids: [put.id] });
        expect(read.json()).toEqual({ unread: body.unread - 1 });
        const again = (await w.fullNsd.get('/api/notifications/')).json();
        expect(again.items.find((i: { id: number }) => i.id === put.id).read).toBe(true);
        // Someone else's ids change nothing.
        await w.other.post('/api/notifications/read/', { all: true });
        expect((await w.fullNsd.get('/api/notifications/')).json().unread).toBe(body.unread - 1);
        const all = await w.fullNsd.post('/api/notifications/read/', { all: true });
        expect(all.json()).toEqual({ unread: 0 });
      });

      it('a floater coupon reset and a default status', async () => {
        const floaterIds = lists
          .flatMap((l) => l.holdings)
          .filter((h) => h.is_floater)
          .map((h) => h.bond_id);
        const [flow] = await w.app.db
          .select({ date: emissionCashFlows.date })
          .from(emissionCashFlows)
          .where(
            and(
              inArray(emissionCashFlows.emissionId, floaterIds),
              gt(emissionCashFlows.date, TEST_AS_OF),
              lte(emissionCashFlows.date, addDays(TEST_AS_OF, 90)),
            ),
          )
          .limit(1);
        await w.app.db.update(emissions).set({ statusId: 174 }).where(eq(emissions.id, putBond));
        const items = (await w.fullNsd.get('/api/notifications/')).json().items as {
          kind: string;
          bond_id: number;
        }[];
        if (flow) expect(items.some((i) => i.kind === 'coupon_reset')).toBe(true);
        expect(items.some((i) => i.kind === 'default' && i.bond_id === putBond)).toBe(true);
        await w.app.db.update(emissions).set({ statusId: 192 }).where(eq(emissions.id, putBond));
      });

      it('raw JSON per tier and bad input', async () => {
        expect((await w.visitor.get('/api/notifications/')).statusCode).toBe(401);
        const visitorRead = await w.visitor.post('/api/notifications/read/', { all: true });
        expect(visitorRead.json()).toMatchObject({ error: { code: 'need_auth' } });
        // A signed-in user below 1077 reads the alerts of the lists they hold.
        const signedIn = await w.signedIn.get('/api/notifications/');
        expect(signedIn.statusCode).toBe(200);
        expect(signedIn.json().items.length).toBeGreaterThan(0);
        expect((await w.full.get('/api/notifications/')).json()).toEqual({ unread: 0, items: [] });
        const bad = await w.fullNsd.post('/api/notifications/read/', { ids: [] });
        expect(bad.statusCode).toBe(400);
        expect((await w.fullNsd.post('/api/notifications/read/', { all: false })).statusCode).toBe(
          400,
        );
      });
    });

    describe('the iCal feed', () => {
      it('parses with ical.js, has stable UIDs and the put window as an all-day span', async () => {
        const token = await w.fullNsd.post('/api/watchlist/calendar-token/');
        expect(token.statusCode).toBe(200);
        const { url, token: secret } = token.json();
        expect(url).toMatch(/\/api\/watchlist\/calendar\.ics\?token=/);
        const feed = await w.visitor.get(`/api/watchlist/calendar.ics?token=${secret}`);
        expect(feed.statusCode).toBe(200);
        expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
        const calendar = new ICAL.Component(ICAL.parse(feed.body));
        const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
        const put = events.find((e) => e.uid === `put_window-${putBond}-${PUT_DATE}@bondsight`);
        expect(put).toBeDefined();
        expect(put!.startDate.isDate).toBe(true);
        expect(put!.startDate.toString()).toBe(addDays(PUT_DATE, -14));
        expect(put!.endDate.toString()).toBe(addDays(PUT_DATE, -7));
        expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
        const second = await w.visitor.get(`/api/watchlist/calendar.ics?token=${secret}`);
        expect(second.body).toBe(feed.body);
      });

      it('a wrong or replaced token is 404; the token call needs a session', async () => {
        const first = (await w.fullNsd.post('/api/watchlist/calendar-token/')).json().token;
        const second = (await w.fullNsd.post('/api/watchlist/calendar-token/')).json().token;
        expect((await w.visitor.get(`/api/watchlist/calendar.ics?token=${first}`)).statusCode).toBe(
          404,
        );
        expect(
          (await w.visitor.get(`/api/watchlist/calendar.ics?token=${second}`)).statusCode,
        ).toBe(200);
        expect((await w.visitor.get('/api/watchlist/calendar.ics?token=nope')).statusCode).toBe(
          404,
        );
        expect((await w.visitor.get('/api/watchlist/calendar.ics')).statusCode).toBe(400);
        expect((await w.visitor.post('/api/watchlist/calendar-token/')).statusCode).toBe(401);
        const signedIn = await w.signedIn.post('/api/watchlist/calendar-token/');
        expect(signedIn.statusCode).toBe(200);
      });
    });
  },
);
