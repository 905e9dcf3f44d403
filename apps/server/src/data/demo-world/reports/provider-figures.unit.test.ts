import { describe, expect, it } from 'vitest';
import { checkPeriod } from '../../../lib/statement-checks';
import { serial } from '../dates';
import type { IssuerPlan } from '../world/types';
import { LINES } from './catalogue';
import { reportPeriods } from './periods';
import { apportion, providerDraft, providerPeriod } from './provider-figures';
import { issuerStatements } from './statements';
import type { Values } from './statement-lines';

/**
 * Issue 30 item 7: the MSFO block's second source. A provider's figures are the same
 * economics as ours, in its own unit, template and publication, and every total adds up.
 */

const AS_OF = '2026-11-28';
const periods = reportPeriods(serial(AS_OF));

function plan(over: Partial<IssuerPlan>): IssuerPlan {
  return {
    id: 100,
    kind: 'corporate',
    country: 'RU',
    currency: 'RUB',
    regionId: null,
    sector: 'utilities',
    names: { eng: 'Test' },
    fullNames: { eng: 'Test JSC' },
    registryCode: '7700000000',
    website: null,
    rank: 8,
    spread: 0.02,
    defaultAt: null,
    bondCount: 1,
    firstBondId: 1,
    reports: ['msfo', 'rsbu'],
    listed: true,
    sponsorId: null,
    showcase: null,
    ...over,
  };
}

const closeAt = (day: string) => (day < '2024-01-01' ? null : 80);

function both(issuer: IssuerPlan) {
  let id = 0;
  const nextId = () => ++id;
  const { drafts } = issuerStatements(7, issuer, periods, nextId, { closeAt, defaultOn: null });
  return { drafts, provided: providerDraft(7, issuer, drafts, periods, AS_OF, nextId) };
}

const NOT_AMOUNTS = ['capital_adequacy_ratio', 'shares_outstanding', 'dividend_per_share'];

/** The IFRS catalogue's lines of each total, by table. */
const KIDS = new Map<string, string[]>();
for (const l of LINES)
  if (l.standard === 'msfo' && l.parent) {
    const key = `${l.table}:${l.parent}`;
    KIDS.set(key, [...(KIDS.get(key) ?? []), l.code]);
  }

/** Totals that are not the exact sum of the lines present under them. */
function totalsOff(values: Values): string[] {
  const off: string[] = [];
  for (const [table, lines] of Object.entries(values))
    for (const [code, value] of Object.entries(lines)) {
      const kids = (KIDS.get(`${table}:${code}`) ?? []).filter((k) => k in lines);
      if (kids.length === 0) continue;
      const sum = kids.reduce((s, k) => s + lines[k]!, 0);
      if (sum !== value) off.push(`${table}.${code} ${value} != ${sum}`);
    }
  return off;
}

describe('apportion (largest remainder)', () => {
  it('sums to the target, each part its value rounded down or up', () => {
    const values = [1.4, 2.6, -3.5, 0.49, 10.01];
    const target = Math.round(values.reduce((s, v) => s + v, 0));
    const parts = apportion(target, values);
    expect(parts.reduce((s, v) => s + v, 0)).toBe(target);
    parts.forEach((p, i) => expect(Math.abs(p - values[i]!)).toBeLessThan(1));
    // A cost never turns into income: -0.4 rounds to 0 or -1.
    expect(apportion(-1, [-0.4, -0.4])).toEqual([0, -1]);
    expect(apportion(5, [])).toEqual([]);
  });
});

describe("a second provider's IFRS figures", () => {
  const companies = Array.from({ length: 40 }, (_, k) => plan({ id: 400 + k }));
  const banks = Array.from({ length: 20 }, (_, k) =>
    plan({ id: 500 + k, kind: 'bank', sector: 'banks', reports: ['bank_rsbu', 'msfo'] }),
  );

  it('covers about half of the issuers, the showcases always, by the seed', () => {
    const covered = companies.filter((c) => both(c).provided !== null).length;
    expect(covered).toBeGreaterThan(10);
    expect(covered).toBeLessThan(30);
    expect(both(plan({ id: 401, showcase: 'corporate' })).provided).not.toBeNull();
    // The same seed, the same answer.
    expect(companies.map((c) => both(c).provided?.row.asOf)).toEqual(
      companies.map((c) => both(c).provided?.row.asOf),
    );
  });

  it('is a row of its own: source exerica, whole millions, pointing at our consolidated set', () => {
    const { drafts, provided } = both(plan({ id: 401, showcase: 'corporate' }));
    const ours = drafts.find((d) => d.row.standard === 'msfo')!;
    expect(provided!.row).toMatchObject({
      emitentId: 401,
      standard: 'msfo',
      source: 'exerica',
      unitExponent: 6,
      providerOf: ours.row.id,
      names: ours.row.names,
    });
    expect(provided!.row.id).toBeGreaterThan(Math.max(...drafts.map((d) => d.row.id!)));
    // Delivered a few days before the world's date; its periods are ours, the latest maybe not yet.
    const asOf = provided!.row.asOf!.toISOString().slice(0, 10);
    expect(asOf < AS_OF).toBe(true);
    expect(asOf >= '2026-11-22').toBe(true);
    for (const key of provided!.periods.keys()) expect(ours.periods.has(key)).toBe(true);
    expect(provided!.periods.size).toBeGreaterThan(ours.periods.size - 3);
  });

  it('tells the same economics in its own rounding, template and totals that add up', () => {
    let checked = 0;
    for (const issuer of [...companies, ...banks]) {
      const { drafts, provided } = both(issuer);
      if (!provided) continue;
      const ours = drafts.find((d) => d.row.id === provided.row.providerOf)!;
      const scale = 10 ** (6 - ours.row.unitExponent!);
      for (const [key, theirs] of provided.periods) {
        const mine = ours.periods.get(key)!;
        expect(totalsOff(theirs), `${issuer.id} ${key}`).toEqual([]);
        expect(
          checkPeriod('msfo', theirs, { distressed: false, unitExponent: 6 }),
          `${issuer.id} ${key}`,
        ).toEqual([]);
        // Every line it shows as ours is ours rounded to a million, within one.
        for (const [table, lines] of Object.entries(theirs))
          for (const [code, value] of Object.entries(lines)) {
            const our = mine[table]![code];
            // The lines it folds others into, and net debt (from its rounded parts), aside.
            if (our === undefined || code.startsWith('other_') || code === 'net_debt') continue;
            const exact = NOT_AMOUNTS.includes(code);
            const gap = Math.abs(value - (exact ? our : our / scale));
            expect(gap, `${issuer.id} ${key} ${table}.${code}`).toBeLessThan(exact ? 1e-9 : 1);
            checked++;
          }
        // Its template: no breakdown of equity, no EBITDA or headcount.
        expect(theirs.balance_sheet).not.toHaveProperty('share_capital');
        expect(theirs.profit_and_loss).not.toHaveProperty('ebitda');
        expect(theirs.params ?? {}).not.toHaveProperty('employees');
        expect(Object.keys(theirs.balance_sheet!).length).toBeLessThan(
          Object.keys(mine.balance_sheet!).length,
        );
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('keeps a rounded period consistent across its tables', () => {
    const values = providerPeriod(
      {
        balance_sheet: {
          total_assets: 10_500,
          non_current_assets: 6_400,
          ppe: 6_400,
          current_assets: 4_100,
          cash: 1_700,
          inventories: 2_400,
          total_equity_liabilities: 10_500,
          equity: 4_500,
          share_capital: 4_500,
          current_liabilities: 6_000,
          trade_payables: 6_000,
        },
        profit_and_loss: { net_income: 1_600, profit_before_tax: 2_100, income_tax: -500 },
        cash_flow_statement: {
          net_change_in_cash: 900,
          cfo: 900,
          cf_net_income: 1_600,
          other_operating_cf: -700,
          cash_beginning: 800,
          cash_end: 1_700,
        },
      },
      3,
    );
    expect(values.balance_sheet).toEqual({
      total_assets: 11,
      // 6.4 and 4.1 make 11: the larger remainder (0.4) goes up.
      non_current_assets: 7,
      ppe: 7,
      current_assets: 4,
      // Cash is the cash flow's closing cash (1.7 rounded); inventories take the rest.
      cash: 2,
      inventories: 2,
      total_equity_liabilities: 11,
      equity: 5,
      current_liabilities: 6,
      trade_payables: 6,
    });
    expect(values.cash_flow_statement!.cash_end).toBe(values.balance_sheet!.cash);
    expect(values.cash_flow_statement!.net_change_in_cash).toBe(1);
    expect(values.cash_flow_statement!.cf_net_income).toBe(values.profit_and_loss!.net_income);
  });
});
