import { addDays } from '@bondsight/bond-math';
import { iso, serial } from '../dates';
import { chance, integer, stream } from '../random';
import type { IssuerPlan } from '../world/types';
import { LINES } from './catalogue';
import type { ReportPeriods } from './periods';
import type { Values } from './statement-lines';
import type { ReportDraft } from './statements';

/**
 * A second provider's IFRS figures (the MSFO block's 'Powered by' tab, source `exerica`): the
 * same statements our set holds, as a data vendor publishes them.
 *
 * - Its own unit: whole millions of the currency (unit exponent 6), whatever ours is.
 * - Its own, coarser template: equity, net loans, customer accounts, net interest and net fee
 *   income without their breakdown; minor lines folded into "other" ones (MERGED); no EBITDA
 *   (not an IFRS measure) and no headcount.
 * - Totals that add up: each total is rounded once and apportioned to its lines by largest
 *   remainder, so every line is its true value rounded down or up (never off by a unit more),
 *   and every total is the exact sum of its lines. The balance sheet's two totals are the same
 *   rounded figure; cash at the end is the balance sheet's cash; the net change in cash is the
 *   closing minus the opening cash; the cash flow's net income is the income statement's.
 * - Its own publication: it loads an issuer's period 10-30 days after the issuer publishes it
 *   (quarters 45 days after their end, years 90, as reports/periods.ts) and delivered its last
 *   batch 1-6 days before the world's date (its as-of). Its periods are a subset of ours.
 *
 * It covers the showcase issuers and about half of the others that file IFRS, by the seed, and
 * only an issuer's consolidated (first) IFRS set.
 */

export const PROVIDER_SOURCE = 'exerica';
/** Whole millions. */
export const PROVIDER_UNIT_EXPONENT = 6;
const COVERAGE = 0.5;
const QUARTER_PUBLISHED_DAYS = 45;
const YEAR_PUBLISHED_DAYS = 90;

/** Its line (a leaf of its template) and the lines of ours it sums, by table. */
const MERGED: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  balance_sheet: { other_nca: ['lt_investments', 'other_nca'] },
  cash_flow_statement: {
    other_operating_cf: ['working_capital_change', 'other_operating_cf'],
    other_investing_cf: ['acquisitions', 'other_investing_cf'],
  },
};
/** Totals it shows as one line, without their breakdown. */
const COLLAPSED = new Set([
  'equity',
  'loans_to_customers',
  'customer_accounts',
  'net_interest_income',
  'net_fee_income',
]);
/** Lines it does not carry. */
const DROPPED = new Set(['ebitda', 'employees']);
/** Lines that are not amounts: carried as they are (ratios, per-share, share counts). */
const NOT_AMOUNTS = new Set(['shares_outstanding', 'dividend_per_share', 'capital_adequacy_ratio']);
/** The balance sheet's cash lines (company, bank): the cash flow statement ends on them. */
const BALANCE_CASH = ['cash', 'cash_and_equivalents'];

/** The IFRS catalogue's parent of each line, by table. */
const PARENT = new Map<string, string | null>();
for (const l of LINES) if (l.standard === 'msfo') PARENT.set(`${l.table}:${l.code}`, l.parent);

const mergedInto = (table: string, code: string) => {
  for (const [target, sources] of Object.entries(MERGED[table] ?? {}))
    if (sources.includes(code)) return target;
  return null;
};

/** Whether a line sits under a total the provider shows without its breakdown. */
function underCollapsed(table: string, code: string): boolean {
  for (let p = PARENT.get(`${table}:${code}`) ?? null; p; p = PARENT.get(`${table}:${p}`) ?? null)
    if (COLLAPSED.has(p)) return true;
  return false;
}

/**
 * Integers that sum to `target`, each its value rounded down or up (the largest fractions go
 * up first): Hamilton's largest remainder method. A target further off than that (a sibling
 * was fixed) moves the same lines by more.
 */
export function apportion(target: number, values: readonly number[]): number[] {
  const out = values.map((v) => Math.floor(v));
  const order = values
    .map((v, i) => ({ i, frac: v - Math.floor(v) }))
    .sort((a, b) => b.frac - a.frac || a.i - b.i)
    .map((x) => x.i);
  let left = target - out.reduce((s, v) => s + v, 0);
  for (let k = 0; left > 0 && order.length > 0; k++, left--) out[order[k % order.length]!]! += 1;
  for (let k = order.length - 1; left < 0 && order.length > 0; k--, left++)
    out[order[((k % order.length) + order.length) % order.length]!]! -= 1;
  return out;
}

/**
 * One table in the provider's template: its lines' true values (in its unit, unrounded) and
 * each total's lines. A total of ours the provider collapses is one of its leaves.
 */
function template(table: string, ours: Record<string, number>, scale: number) {
  const truth = new Map<string, number>();
  for (const [code, value] of Object.entries(ours)) {
    if (DROPPED.has(code) || underCollapsed(table, code)) continue;
    const target = mergedInto(table, code) ?? code;
    const amount = NOT_AMOUNTS.has(code) ? value : value / scale;
    truth.set(target, (truth.get(target) ?? 0) + amount);
  }
  const children = new Map<string, string[]>();
  const roots: string[] = [];
  for (const code of truth.keys()) {
    const parent = PARENT.get(`${table}:${code}`) ?? null;
    if (parent === null || !truth.has(parent)) roots.push(code);
    else children.set(parent, [...(children.get(parent) ?? []), code]);
  }
  return { truth, children, roots };
}

/**
 * The provider's figures of one period of ours (values with subtotals, in our unit `10^exponent`):
 * its template, rounded to whole millions with every total the sum of its lines.
 */
export function providerPeriod(ours: Values, exponent: number): Values {
  const scale = 10 ** (PROVIDER_UNIT_EXPONENT - exponent);
  const out: Values = {};
  /** Lines whose rounded value is decided elsewhere (cash, net income), by table. */
  const fixed = new Map<string, number>();
  const settle = (table: string, t: ReturnType<typeof template>, code: string, value: number) => {
    out[table]![code] = value;
    const kids = t.children.get(code);
    if (!kids) return;
    const free = kids.filter((k) => !fixed.has(k));
    const taken = kids.reduce((s, k) => s + (fixed.get(k) ?? 0), 0);
    const shares = apportion(
      value - taken,
      free.map((k) => t.truth.get(k)!),
    );
    for (const k of kids) settle(table, t, k, fixed.get(k) ?? shares[free.indexOf(k)]!);
  };
  const build = (table: string, rootTarget: (code: string, truth: number) => number) => {
    const values = ours[table];
    if (!values) return;
    const t = template(table, values, scale);
    out[table] = {};
    for (const root of t.roots) {
      const truth = t.truth.get(root)!;
      settle(table, t, root, NOT_AMOUNTS.has(root) ? truth : rootTarget(root, truth));
    }
  };
  build('profit_and_loss', (_code, truth) => Math.round(truth));
  const netIncome = out.profit_and_loss?.net_income;
  const cashFlow = ours.cash_flow_statement;
  const round = (v: number | undefined) => (v === undefined ? 0 : Math.round(v / scale));
  for (const code of BALANCE_CASH) {
    const cash = ours.balance_sheet?.[code];
    if (cash !== undefined) fixed.set(code, Math.round(cash / scale));
  }
  const assets = Math.round((ours.balance_sheet?.total_assets ?? 0) / scale);
  build('balance_sheet', (code, truth) =>
    code === 'total_assets' || code === 'total_equity_liabilities' ? assets : Math.round(truth),
  );
  if (netIncome !== undefined) fixed.set('cf_net_income', netIncome);
  build('cash_flow_statement', (code, truth) =>
    code === 'net_change_in_cash'
      ? round(cashFlow?.cash_end) - round(cashFlow?.cash_beginning)
      : Math.round(truth),
  );
  build('params', (_code, truth) => Math.round(truth));
  // Net debt on its own balance sheet: borrowings less cash, as it rounded them.
  const balance = out.balance_sheet ?? {};
  if (out.params?.net_debt !== undefined)
    out.params.net_debt = (balance.lt_debt ?? 0) + (balance.st_debt ?? 0) - (balance.cash ?? 0);
  return out;
}

/** When the provider had loaded a period of ours (`Q:2026-03-31`, `Y:2025-12-31`), ISO. */
function loadedOn(key: string, lagDays: number): string {
  const published = key.startsWith('Y') ? YEAR_PUBLISHED_DAYS : QUARTER_PUBLISHED_DAYS;
  return iso(addDays(serial(key.slice(2)), published + lagDays));
}

/**
 * The provider's set of an issuer's consolidated IFRS statements, or null when it does not
 * cover the issuer. `ours` are the issuer's drafts (the first IFRS one is its consolidated set);
 * the id comes from `nextId`, after ours.
 */
export function providerDraft(
  seed: number,
  issuer: IssuerPlan,
  ours: readonly ReportDraft[],
  periods: ReportPeriods,
  asOfIso: string,
  nextId: () => number,
): ReportDraft | null {
  const random = stream(seed, 'provider-figures', issuer.id);
  const covered = chance(random, COVERAGE) || issuer.showcase !== null;
  const consolidated = ours.find((d) => d.row.standard === 'msfo');
  if (!covered || !consolidated || periods.quarters.length === 0) return null;
  const lag = integer(random, 10, 30);
  const asOf = iso(addDays(serial(asOfIso), -integer(random, 1, 6)));
  const draft: ReportDraft = {
    row: {
      id: nextId(),
      emitentId: issuer.id,
      standard: 'msfo',
      names: consolidated.row.names,
      variant: consolidated.row.variant ?? 'actual',
      currency: consolidated.row.currency,
      unitExponent: PROVIDER_UNIT_EXPONENT,
      providerOf: consolidated.row.id,
      source: PROVIDER_SOURCE,
      asOf: new Date(`${asOf}T00:00:00Z`),
    },
    periods: new Map(),
  };
  const exponent = consolidated.row.unitExponent ?? 3;
  for (const [key, values] of consolidated.periods)
    if (loadedOn(key, lag) <= asOf) draft.periods.set(key, providerPeriod(values, exponent));
  return draft.periods.size > 0 ? draft : null;
}
