import { describe, expect, it } from 'vitest';
import { checkPeriod, impliedSharePrice } from '../../../lib/statement-checks';
import { serial } from '../dates';
import type { IssuerPlan } from '../world/types';
import { reportPeriods } from './periods';
import { issuerStatements, type StatementContext } from './statements';

/** Issue 29 point 7: statements that read like a real company's, a bank's on a bank template. */

const periods = reportPeriods(serial('2026-11-28'));

function issuer(over: Partial<IssuerPlan>): IssuerPlan {
  return {
    id: 100,
    kind: 'bank',
    country: 'RU',
    currency: 'RUB',
    regionId: null,
    sector: 'banks',
    names: { eng: 'Bank Test' },
    fullNames: { eng: 'Bank Test JSC' },
    registryCode: '7700000000',
    website: null,
    rank: 8,
    spread: 0.02,
    defaultAt: null,
    bondCount: 1,
    firstBondId: 1,
    reports: ['bank_rsbu', 'msfo'],
    listed: false,
    sponsorId: null,
    showcase: null,
    ...over,
  };
}

const statements = (plan: IssuerPlan, context?: StatementContext) => {
  let id = 0;
  return issuerStatements(7, plan, periods, () => ++id, context).drafts;
};

/** Every period's findings, `distressed` as the issuer's default says. */
const findings = (plan: IssuerPlan, context?: StatementContext) =>
  statements(plan, context).flatMap((d) =>
    [...d.periods].flatMap(([key, values]) =>
      checkPeriod(d.row.standard as 'msfo', values, {
        distressed: context?.defaultOn != null,
        unitExponent: d.row.unitExponent ?? 3,
      }).map((f) => `${plan.id} ${d.row.standard} ${key} ${f.code}: ${f.detail}`),
    ),
  );

describe('generated bank statements', () => {
  it('give a bank IFRS set the bank template, never the industrial lines', () => {
    const msfo = statements(issuer({})).find((d) => d.row.standard === 'msfo')!;
    for (const values of msfo.periods.values()) {
      expect(Object.keys(values.balance_sheet!)).toEqual(
        expect.arrayContaining([
          'loans_to_customers',
          'gross_loans',
          'credit_loss_allowance',
          'customer_accounts',
          'total_liabilities',
        ]),
      );
      expect(Object.keys(values.profit_and_loss!)).toEqual(
        expect.arrayContaining(['net_interest_income', 'credit_loss_expense', 'net_fee_income']),
      );
      for (const industrial of ['inventories', 'current_assets', 'non_current_assets'])
        expect(values.balance_sheet).not.toHaveProperty(industrial);
      for (const industrial of ['revenue', 'gross_profit', 'cost_of_sales', 'ebitda'])
        expect(values.profit_and_loss).not.toHaveProperty(industrial);
      expect(values.params!.capital_adequacy_ratio).toBeGreaterThanOrEqual(8);
    }
  });

  it('keep sixty healthy banks profitable, capitalised and efficient', () => {
    let quarters = 0;
    let losses = 0;
    for (let id = 200; id < 260; id++) {
      const plan = issuer({ id, rank: 1 + (id % 16) });
      expect(findings(plan)).toEqual([]);
      const ras = statements(plan).filter((d) => d.row.standard === 'bank_rsbu');
      const profits = ras.flatMap((d) =>
        [...d.periods]
          .filter(([key]) => key.startsWith('Q'))
          .map(([, v]) => v.profit_and_loss!.net_profit!),
      );
      // Never a bank that loses money quarter after quarter.
      expect(profits.some((p) => p > 0)).toBe(true);
      quarters += profits.length;
      losses += profits.filter((p) => p < 0).length;
    }
    expect(losses / quarters).toBeLessThan(0.1);
  });

  it('tell a defaulting bank by its statements: losses, capital below 8 %, no filing after', () => {
    const defaultOn = { day: '2026-06-15', kind: 'default' as const };
    const plan = issuer({ id: 81 });
    const drafts = statements(plan, { closeAt: null, defaultOn });
    // A defaulted bank files everything in the archive form, and nothing after its default.
    const ras = drafts.filter((d) => d.row.standard === 'bank_rsbu');
    expect(ras.map((d) => d.row.variant)).toEqual(['archive']);
    const keys = [...ras[0]!.periods.keys()].filter((k) => k.startsWith('Q')).sort();
    expect(keys.at(-1)).toBe('Q:2026-03-31');
    const last = ras[0]!.periods.get('Q:2026-03-31')!;
    expect(last.capital_adequacy!.n1_0).toBeLessThan(8);
    expect(last.profit_and_loss!.net_profit).toBeLessThan(0);
    // Healthy a year before the default.
    const before = ras[0]!.periods.get('Q:2025-03-31')!;
    expect(before.capital_adequacy!.n1_0).toBeGreaterThanOrEqual(8);
    expect(before.profit_and_loss!.net_profit).toBeGreaterThan(0);
    // The identities hold all the same; the bank rules are waived for it alone.
    expect(findings(plan, { closeAt: null, defaultOn })).toEqual([]);
    const strict = drafts.flatMap((d) =>
      [...d.periods.values()].flatMap((v) =>
        checkPeriod(d.row.standard as 'msfo', v, { distressed: false, unitExponent: 3 }),
      ),
    );
    expect(strict.map((f) => f.code)).toContain('capital_below_minimum');
  });

  it('let a technical default cost a bank money, not its capital', () => {
    const defaultOn = { day: '2026-02-10', kind: 'technical' as const };
    const drafts = statements(issuer({ id: 90 }), { closeAt: null, defaultOn });
    const ras = drafts.filter((d) => d.row.standard === 'bank_rsbu');
    const all = ras.flatMap((d) => [...d.periods.values()]);
    for (const v of all) expect(v.capital_adequacy!.n1_0).toBeGreaterThanOrEqual(8);
    expect(all.some((v) => v.profit_and_loss!.net_profit! < 0)).toBe(true);
    // It goes on filing after a technical default.
    expect(ras.some((d) => d.periods.has('Q:2026-09-30'))).toBe(true);
  });
});

describe('generated key parameters', () => {
  /** A share that trades at 100 and then halves: the yield cap must hold at the low. */
  const closeAt = (day: string) =>
    day < '2024-06-01' ? null : day < '2025-06-01' ? 100 : day < '2026-01-01' ? 60 : 50;

  it("value the listed company's shares at its own price and hold dividends to a plausible yield", () => {
    for (let id = 300; id < 330; id++) {
      const plan = issuer({
        id,
        kind: 'corporate',
        sector: 'utilities',
        reports: ['msfo'],
        listed: true,
      });
      const msfo = statements(plan, { closeAt, defaultOn: null })[0]!;
      for (const [key, values] of msfo.periods) {
        const params = values.params!;
        expect(params.employees).toBeGreaterThanOrEqual(50);
        expect(params.shares_outstanding).toBeGreaterThan(0);
        const price = impliedSharePrice(params, 3);
        const close = closeAt(key.slice(2));
        if (close === null) {
          // No price on record: no market value either.
          expect(params.market_cap, key).toBeUndefined();
          continue;
        }
        expect(Math.abs(price! / close - 1), key).toBeLessThan(0.01);
        expect(params.dividend_per_share! / price!, key).toBeLessThanOrEqual(0.1 + 1e-3);
      }
      expect(
        [...msfo.periods].flatMap(([, v]) =>
          checkPeriod('msfo', v, { distressed: false, unitExponent: 3 }),
        ),
      ).toEqual([]);
    }
  });
});
