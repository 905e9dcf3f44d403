import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLabels } from '@bondsight/labels';
import { CashFlowResponse, FULL_ACCESS_LEVEL } from '@bondsight/contracts';
import type { App } from '../src/app';
import { emissionCashFlows, emissionOffers } from '../src/db/schema/index';
import { noticeDays, publishedNotice } from '../src/lib/notice-days';
import { flowStatuses } from '../src/modules/cash-flow/payment-status';
import { createSeededTestApp, databaseKind, databaseMissing, TestClient } from './support/test-app';
import { signedInClient } from './support/user-fixtures';

/** GET /api/bonds/{id}/cash-flow/ (spec, bond page section 3): the cash flow and options. */

type Row = Record<string, unknown>;
const today = () => new Date().toISOString().slice(0, 10);

describe.skipIf(databaseMissing)(`bond cash flow and options on ${databaseKind}`, () => {
  let app: App;
  /** The showcase's bonds: a fixed coupon with a put, a floater, an amortizing bond with a call. */
  let withPut: number;
  let floater: number;
  let amortizing: number;
  const tiers: Record<string, TestClient> = {};
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await app.db.execute(query)) as unknown as { rows: Row[] }).rows;

  beforeAll(async () => {
    app = await createSeededTestApp();
    const showcase = (
      await rows(
        sql`select e.id from emissions e join emitents i on i.id = e.emitent_id
            where i.names->>'eng' = 'Volga Energy' order by e.id`,
      )
    ).map((r) => Number(r.id));
    [withPut, floater, amortizing] = showcase as [number, number, number];
    tiers.visitor = new TestClient(app);
    tiers.signedIn = await signedInClient(app, 'basic@example.com', 1);
    tiers.full = await signedInClient(app, 'full@example.com', FULL_ACCESS_LEVEL);
  });
  afterAll(() => app?.close());

  const cashFlow = async (id: number, lang = 'eng') => {
    const response = await app.inject(`/api/bonds/${id}/cash-flow/?lang=${lang}`);
    expect(response.statusCode, response.body).toBe(200);
    return CashFlowResponse.parse(response.json());
  };

  it('gives every stored payment under the spec field names, by number', async () => {
    const body = await cashFlow(withPut);
    const stored = await app.db
      .select()
      .from(emissionCashFlows)
      .where(eq(emissionCashFlows.emissionId, withPut))
      .orderBy(asc(emissionCashFlows.num));
    expect(stored.length).toBeGreaterThan(4);
    expect(body).toMatchObject({ currency: 'RUB', faceValue: 1000, today: today() });
    expect(body.flows.map((f) => Object.keys(f).sort())[0]).toEqual(
      [
        'num',
        'date',
        'actual_payment_date',
        'record_date',
        'nontrading_start_date',
        'cupon_rate',
        'cupon_sum',
        'redemtion',
        'pool_factor',
        'coupon_is_estimated_text',
        'status',
      ].sort(),
    );
    expect(body.flows.map(({ status: _, coupon_is_estimated_text: __, ...f }) => f)).toEqual(
      stored.map((f) => ({
        num: f.num,
        date: f.date,
        actual_payment_date: f.actualPaymentDate,
        record_date: f.recordDate,
        nontrading_start_date: f.nontradingStartDate,
        cupon_rate: f.couponRate,
        cupon_sum: f.couponSum,
        redemtion: f.redemption,
        pool_factor: f.poolFactor,
      })),
    );
    // The final redemption names the day trading stops: its record date (the business day
    // before it; the last trades settle on it).
    expect(body.flows.at(-1)!.nontrading_start_date).toBe(body.flows.at(-1)!.record_date);
    expect(body.flows.at(-1)!.nontrading_start_date! < body.flows.at(-1)!.date).toBe(true);
    expect(body.provenance).toEqual({ source: 'demo', asOf: '2026-11-20T00:00:00.000Z' });
  });

  it('marks past payments paid and highlights the next one', async () => {
    const body = await cashFlow(withPut);
    const stored = await app.db
      .select()
      .from(emissionCashFlows)
      .where(eq(emissionCashFlows.emissionId, withPut))
      .orderBy(asc(emissionCashFlows.num));
    const expected = flowStatuses(
      stored.map((f) => ({
        date: f.date,
        actualPaymentDate: f.actualPaymentDate,
        asOf: f.asOf.toISOString().slice(0, 10),
      })),
      today(),
    );
    expect(body.flows.map((f) => f.status)).toEqual(expected);
    const paid = body.flows.filter((f) => f.status === 'paid');
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.every((f) => f.date < today())).toBe(true);
    const next = body.flows.filter((f) => f.status === 'next');
    expect(next).toHaveLength(1);
    expect(next[0]!.date >= today()).toBe(true);
    expect(body.flows.find((f) => f.status !== 'paid')).toBe(next[0]);
  });

  it('notes a floater’s coupons that are not fixed yet, in the asked language', async () => {
    const [eng, rus] = [await cashFlow(floater), await cashFlow(floater, 'rus')];
    const stored = await app.db
      .select({ estimated: emissionCashFlows.couponIsEstimated })
      .from(emissionCashFlows)
      .where(eq(emissionCashFlows.emissionId, floater))
      .orderBy(asc(emissionCashFlows.num));
    expect(stored.some((f) => f.estimated)).toBe(true);
    expect(eng.flows.map((f) => f.coupon_is_estimated_text !== null)).toEqual(
      stored.map((f) => f.estimated),
    );
    const noted = eng.flows.find((f) => f.coupon_is_estimated_text)!;
    expect(noted.coupon_is_estimated_text).toBe(readLabels('eng', 'cash_flow')!.coupon_estimated);
    expect(rus.flows.find((f) => f.coupon_is_estimated_text)!.coupon_is_estimated_text).toBe(
      readLabels('rus', 'cash_flow')!.coupon_estimated,
    );
    // A fixed coupon is never an estimate.
    expect((await cashFlow(withPut)).flows.every((f) => f.coupon_is_estimated_text === null)).toBe(
      true,
    );
  });

  it('gives the put and call options with every field, past ones and the next one marked', async () => {
    for (const [id, type] of [
      [withPut, 'put'],
      [amortizing, 'call'],
    ] as const) {
      const body = await cashFlow(id);
      const stored = await app.db
        .select()
        .from(emissionOffers)
        .where(eq(emissionOffers.emissionId, id))
        .orderBy(asc(emissionOffers.date));
      expect(stored.length).toBeGreaterThan(0);
      expect(body.options.map(({ status: _, ...o }) => o)).toEqual(
        stored.map((o) => ({
          id: o.id,
          date: o.date,
          period: o.period,
          type: o.type,
          option_type: o.optionType,
          notice_days: noticeDays(o.noticePeriod),
          notice_period: publishedNotice(o.noticePeriod),
          benchmark_spread: o.benchmarkSpread,
          price: o.price,
          repurchased_amount: o.repurchasedAmount,
        })),
      );
      expect(body.options.some((o) => o.type === type)).toBe(true);
      for (const option of body.options)
        expect(option.status === 'past').toBe(option.date < today());
      expect(body.options.filter((o) => o.status === 'next').length).toBeLessThanOrEqual(1);
    }
  });

  it('gives the notice period as a number of days, never as English text', async () => {
    const stored = await app.db.select().from(emissionOffers);
    // The demo world stores data, not words: a Russian reader saw "14 days".
    expect(stored.every((o) => o.noticePeriod === null || /^\d+$/.test(o.noticePeriod))).toBe(true);
    for (const lang of ['rus', 'chn']) {
      const body = await cashFlow(withPut, lang);
      const puts = body.options.filter((o) => o.type === 'put');
      expect(puts.length).toBeGreaterThan(0);
      for (const put of puts) {
        expect(put.notice_days).toBe(14);
        expect(put.notice_period).toBeNull();
      }
    }
  });

  it('answers a bond without options with an empty list', async () => {
    const [plain] = await rows(
      sql`select e.id from emissions e where not exists
          (select 1 from emission_offers o where o.emission_id = e.id) order by e.id limit 1`,
    );
    expect((await cashFlow(Number(plain!.id))).options).toEqual([]);
  });

  it('answers an unknown bond with 404 and bad ids with 400 naming the field', async () => {
    expect((await app.inject('/api/bonds/999999/cash-flow/')).statusCode).toBe(404);
    for (const id of ['abc', '0', '-5', '1.5', '2147483648']) {
      const response = await app.inject(`/api/bonds/${id}/cash-flow/`);
      expect(response.statusCode, id).toBe(400);
      expect(response.json().error.fields).toHaveProperty('params.id');
    }
  });

  it('shows every tier the same raw JSON: the cash flow is open to everyone', async () => {
    const raw = async (tier: string) => {
      const response = await tiers[tier]!.get(`/api/bonds/${withPut}/cash-flow/`);
      expect(response.statusCode).toBe(200);
      return response.body;
    };
    const visitor = await raw('visitor');
    expect(await raw('signedIn')).toBe(visitor);
    expect(await raw('full')).toBe(visitor);
  });
});
