import type { LocalizedText } from '@bondsight/contracts';
import type {
  financialReports,
  multiplierValues,
  ReportStandard,
  reportValues,
} from '../../../db/schema/index';
import { stream, uniform } from '../random';
import type { IssuerPlan } from '../world/types';
import { bankNetIncome, simulateBank } from './bank-core';
import { FLOW_TABLES, LINES, STOCK_LINES_IN_FLOW_TABLES } from './catalogue';
import { corporateNetIncome, simulateCompany } from './corporate-core';
import { evaluateFormula } from './formula';
import { mainStandard, MULTIPLIERS } from './multipliers';
import { REPORT_NAMES } from './names/report-names';
import type { ReportPeriods } from './periods';
import { bankLeaves, bankMsfoLeaves, msfoLeaves, rsbuLeaves, type Values } from './statement-lines';

export type ReportRow = typeof financialReports.$inferInsert;
export type ReportValueRow = typeof reportValues.$inferInsert;
export type MultiplierRow = typeof multiplierValues.$inferInsert;

const CHILDREN = new Map<string, { table: string; code: string; parent: string | null }[]>();
for (const l of LINES) {
  const key = `${l.standard}:${l.table}`;
  CHILDREN.set(key, [
    ...(CHILDREN.get(key) ?? []),
    { table: l.table, code: l.code, parent: l.parent },
  ]);
}

/**
 * Adds every subtotal: a parent is the sum of its children (catalogue order is parent first).
 * A parent none of whose lines has a value is left out: one catalogue serves companies and
 * banks, and a bank's statements have no "current assets" to show as 0.
 */
export function withSubtotals(standard: ReportStandard, leaves: Values): Values {
  const out: Values = {};
  for (const [table, values] of Object.entries(leaves)) {
    const lines = CHILDREN.get(`${standard}:${table}`) ?? [];
    const all: Record<string, number> = { ...values };
    for (let i = lines.length - 1; i >= 0; i--) {
      const l = lines[i] as { code: string; parent: string | null };
      if (l.parent && l.code in all) all[l.parent] = (all[l.parent] ?? 0) + (all[l.code] as number);
    }
    out[table] = all;
  }
  return out;
}

/** A year: flows add up over its quarters, balances are the fourth quarter's. */
function yearOf(quarters: Values[], last: Values): Values {
  const out: Values = {};
  for (const [table, values] of Object.entries(last)) {
    if (!FLOW_TABLES.has(table)) {
      out[table] = { ...values };
      continue;
    }
    out[table] = {};
    for (const code of Object.keys(values)) {
      const t = out[table] as Record<string, number>;
      if (code === 'cash_beginning' || code === '4450') t[code] = quarters[0]?.[table]?.[code] ?? 0;
      else if (STOCK_LINES_IN_FLOW_TABLES.has(code)) t[code] = values[code] as number;
      else t[code] = quarters.reduce((s, q) => s + (q[table]?.[code] ?? 0), 0);
    }
  }
  return out;
}

export interface ReportDraft {
  row: ReportRow;
  /** Period key `Q:2025-03-31` or `Y:2025-12-31` -> values with subtotals. */
  periods: Map<string, Values>;
}

/** What the statements read from the rest of the world. */
export interface StatementContext {
  /**
   * The close of the issuer's share on the last trading day on or before a date (ISO), the
   * same path its equity prices follow; null before the price history or without a share.
   */
  closeAt: ((day: string) => number | null) | null;
  /** The day the issuer defaulted (ISO), with the kind of default, or null. */
  defaultOn: { day: string; kind: 'default' | 'technical' } | null;
}

const NO_CONTEXT: StatementContext = { closeAt: null, defaultOn: null };
/** The highest dividend yield the generator lets a company pay on its share price. */
const MAX_DIVIDEND_YIELD = 0.1;

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/**
 * A bank's story told by its issuer's default: credit losses start three quarters before a
 * default (a quarter before a technical one) and last until the end (a default) or one
 * quarter past it (technical). A defaulted bank files nothing after the quarter it defaulted
 * in (its licence goes): `filed` is how many quarters it published.
 */
export function bankStory(
  issuer: IssuerPlan,
  quarters: readonly string[],
  defaultOn: StatementContext['defaultOn'],
) {
  const weak = issuer.rank >= 15;
  if (!defaultOn)
    return { profile: { distressFrom: null, distress: null, weak }, filed: quarters.length };
  const lead = defaultOn.kind === 'default' ? 274 : 91;
  const first = quarters.findIndex((q) => daysBetween(q, defaultOn.day) <= lead);
  const at = quarters.findIndex((q) => q >= defaultOn.day);
  const filed = defaultOn.kind === 'default' ? (at < 0 ? quarters.length : at) : quarters.length;
  return {
    profile: {
      distressFrom: first < 0 ? null : first,
      distressUntil:
        defaultOn.kind === 'default' ? null : at < 0 ? null : Math.min(quarters.length, at + 2),
      distress: first < 0 ? null : defaultOn.kind,
      weak,
    },
    filed,
  };
}

/**
 * An issuer's statement sets with every period's values, and its multipliers. Report ids are
 * handed out by `nextId` so the caller can stream them.
 */
export function issuerStatements(
  seed: number,
  issuer: IssuerPlan,
  periods: ReportPeriods,
  nextId: () => number,
  context: StatementContext = NO_CONTEXT,
): { drafts: ReportDraft[]; multipliers: MultiplierRow[] } {
  const random = stream(seed, 'statements', issuer.id);
  const rub = issuer.currency === 'RUB';
  const unit = rub ? 1e3 : 1e6;
  /** A rough rouble value of one currency unit, for sizes and headcounts. */
  const fx = rub ? 1 : 80;
  const size =
    ((issuer.showcase ? 4 : 1) * (issuer.kind === 'bank' ? 3e11 : 5e10)) / (rub ? 1 : 80);
  const drafts: ReportDraft[] = [];
  const story =
    issuer.kind === 'bank' ? bankStory(issuer, periods.quarters, context.defaultOn) : null;
  // A defaulted bank files nothing after its default: its periods end there.
  const quarters = periods.quarters.slice(0, story?.filed ?? periods.quarters.length);
  const years = periods.years.filter((y) => y.quarters[3] < quarters.length);
  const n = quarters.length;
  if (n === 0) return { drafts, multipliers: [] };
  const draft = (
    standard: ReportStandard,
    names: LocalizedText,
    variant: string,
    quarterValues: Values[],
    yearBuilder: (y: { quarters: number[] }) => Values,
  ) => {
    const d: ReportDraft = {
      row: {
        id: nextId(),
        emitentId: issuer.id,
        standard,
        names,
        variant,
        currency: issuer.currency,
        unitExponent: rub ? 3 : 6,
      },
      periods: new Map(),
    };
    quarterValues.forEach((v, i) => d.periods.set(`Q:${quarters[i]}`, withSubtotals(standard, v)));
    for (const y of years) d.periods.set(`Y:${y.end}`, withSubtotals(standard, yearBuilder(y)));
    drafts.push(d);
  };
  /**
   * The share. Its market value at the first price on record is the first year's profit at a
   * price/earnings ratio of 5-10 (banks 4-8), kept within 0.3-3 times the book value (a
   * company that loses money: 0.3-0.8 times); as many shares as that value buys at that
   * price. From there the market value follows the share's own price path (equity-prices.ts),
   * so market cap / shares is the price on the chart, and dividends are held to
   * MAX_DIVIDEND_YIELD of the lowest market value over the four quarters they count in.
   * `basis`: the books the share is valued on, from a dry run of the same simulation.
   */
  const share = (bank: boolean, basis: { equity: number; earnings: number }) => {
    const closes = quarters.map((q) => context.closeAt?.(q) ?? null);
    const firstClose =
      closes.find((c) => c !== null) ?? context.closeAt?.(periods.quarters.at(-1) ?? '') ?? null;
    const priceEarnings = bank ? uniform(random, 4, 8) : uniform(random, 5, 10);
    const lossMultiple = uniform(random, 0.3, 0.8);
    const nominal = uniform(random, 100, 1000);
    const book = Math.max(1, basis.equity);
    const value =
      (basis.earnings > 0
        ? Math.min(3 * book, Math.max(0.3 * book, basis.earnings * priceEarnings))
        : book * lossMultiple) * unit;
    const sharesMillions = Math.max(0.01, Math.round(value / (firstClose ?? nominal) / 1e4) / 100);
    const cap = (q: number) => {
      const prices = closes.slice(q, q + 4).filter((c): c is number => c !== null);
      if (prices.length === 0) return Infinity;
      return (MAX_DIVIDEND_YIELD * sharesMillions * 1e6 * Math.min(...prices)) / unit;
    };
    const marketCap = (i: number) => {
      const close = closes[i];
      return issuer.listed && close != null
        ? Math.round((sharesMillions * 1e6 * close) / unit)
        : null;
    };
    return { sharesMillions, cap, marketCap };
  };
  /** The first year's books: equity after the first quarter, profit over the first four. */
  const basisOf = (
    first: { equity: number } | undefined,
    profits: number[],
  ): { equity: number; earnings: number } => ({
    equity: first?.equity ?? 0,
    earnings: (profits.slice(0, 4).reduce((s, x) => s + x, 0) * 4) / Math.max(1, Math.min(4, n)),
  });
  const ttm = (dividends: number[], i: number) =>
    dividends.slice(Math.max(0, i - 3), i + 1).reduce((s, x) => s + x, 0);
  const corporate = (standard: 'msfo' | 'rsbu', names: LocalizedText, scale: number) => {
    // The company draws from its own stream: a dry run on a twin stream gives the books its
    // share is valued on, and the run that counts holds its dividends to that share's price.
    const twin = () => stream(seed, `statements:${standard}:${scale}`, issuer.id);
    const dry = simulateCompany(twin(), scale / unit, n);
    const stock = share(
      false,
      basisOf(
        dry[0] && { equity: dry[0].shareCapital + dry[0].retained + dry[0].otherReserves },
        dry.map(corporateNetIncome),
      ),
    );
    const qs = simulateCompany(twin(), scale / unit, n, stock.cap);
    const perEmployee = uniform(random, 6e6, 3e7);
    const firstYearRevenue =
      qs.slice(0, 4).reduce((s, q) => s + q.revenue, 0) * (4 / Math.min(4, n));
    const employees = Math.max(50, Math.round((firstYearRevenue * unit * fx) / perEmployee));
    const dividends = qs.map((q) => q.dividends);
    const leaves = qs.map((q, i) =>
      standard === 'rsbu'
        ? rsbuLeaves(q)
        : msfoLeaves(q, {
            sharesMillions: stock.sharesMillions,
            ttmDividends: ttm(dividends, i),
            marketCap: stock.marketCap(i),
            unit,
            employees,
          }),
    );
    draft(standard, names, 'actual', leaves, (y) =>
      yearOf(
        y.quarters.map((i) => leaves[i] as Values),
        leaves[y.quarters[3] as number] as Values,
      ),
    );
  };
  // One bank behind both of its standards: the RAS forms and the IFRS statements tell the
  // same story (the IFRS set is the bank template: loans, deposits, interest, credit losses).
  const bankTwin = () => stream(seed, 'statements:bank', issuer.id);
  const bankDry = story ? simulateBank(bankTwin(), size / unit, n, story.profile) : null;
  const bankStock =
    story && bankDry
      ? share(
          true,
          basisOf(
            bankDry[0] && {
              equity: bankDry[0].shareCapital + bankDry[0].retained + bankDry[0].reserves,
            },
            bankDry.map(bankNetIncome),
          ),
        )
      : null;
  const bank =
    story && bankStock
      ? simulateBank(bankTwin(), size / unit, n, { ...story.profile, dividendCap: bankStock.cap })
      : null;
  for (const standard of issuer.reports) {
    if (standard === 'bank_rsbu' && bank) {
      const qs = bank;
      const ratios = qs.map(() => ({
        n2: Math.round(uniform(random, 50, 120) * 100) / 100,
        n3: Math.round(uniform(random, 70, 150) * 100) / 100,
        n4: Math.round(uniform(random, 40, 100) * 100) / 100,
      }));
      const netOf = (i: number) => {
        const q = qs[i];
        return q ? bankNetIncome(q) : 0;
      };
      const leaves = qs.map((q, i) =>
        bankLeaves(q, 4, netOf(i), ratios[i] as { n2: number; n3: number; n4: number }),
      );
      const cut = Math.min(4, n);
      const year = (y: { quarters: number[] }) => {
        const last = y.quarters[3] as number;
        const annual = bankLeaves(
          qs[last] as NonNullable<(typeof qs)[number]>,
          1,
          y.quarters.reduce((s, i) => s + netOf(i), 0),
          ratios[last] as { n2: number; n3: number; n4: number },
        );
        return yearOf(
          y.quarters.map((i) => leaves[i] as Values),
          annual,
        );
      };
      // The archive holds the oldest year of quarters, the actual form the rest.
      const split = (from: number, to: number, variant: 'actual' | 'archive') => {
        const d: ReportDraft = {
          row: {
            id: nextId(),
            emitentId: issuer.id,
            standard,
            names: REPORT_NAMES[variant],
            variant,
            currency: issuer.currency,
            unitExponent: rub ? 3 : 6,
          },
          periods: new Map(),
        };
        for (let i = from; i < to; i++)
          d.periods.set(`Q:${quarters[i]}`, withSubtotals(standard, leaves[i] as Values));
        for (const y of years)
          if (y.quarters[0] >= from && y.quarters[3] < to)
            d.periods.set(`Y:${y.end}`, withSubtotals(standard, year(y)));
        drafts.push(d);
      };
      // A bank in default, and one bank in four besides, stopped filing the current form (a
      // licence revoked, a merger under way): all it filed lives in the archive form, so the
      // page shows the Archive tab alone (spec: Actual missing falls back to Archive).
      const stoppedFiling =
        !issuer.showcase && (context.defaultOn?.kind === 'default' || issuer.id % 4 === 3);
      if (stoppedFiling) {
        split(0, n, 'archive');
      } else {
        split(cut, n, 'actual');
        split(0, cut, 'archive');
      }
    } else if (standard === 'msfo' && bank && bankStock) {
      const perEmployee = uniform(random, 6e7, 2e8);
      const first = bank[0] as NonNullable<(typeof bank)[number]>;
      const employees = Math.max(
        50,
        Math.round(((first.loansCorporate + first.loansRetail) * 1.5 * unit * fx) / perEmployee),
      );
      const dividends = bank.map((q) => q.dividends);
      const leaves = bank.map((q, i) =>
        bankMsfoLeaves(q, {
          sharesMillions: bankStock.sharesMillions,
          ttmDividends: ttm(dividends, i),
          marketCap: bankStock.marketCap(i),
          unit,
          employees,
        }),
      );
      draft('msfo', REPORT_NAMES.msfo, 'actual', leaves, (y) =>
        yearOf(
          y.quarters.map((i) => leaves[i] as Values),
          leaves[y.quarters[3] as number] as Values,
        ),
      );
    } else if (standard !== 'bank_rsbu') {
      corporate(standard, REPORT_NAMES[standard], size);
      if (standard === 'msfo' && issuer.showcase === 'corporate')
        corporate('msfo', REPORT_NAMES.msfo_sub, size * 0.3);
    }
  }
  return { drafts, multipliers: multipliersOf(issuer, drafts) };
}

/** Multipliers of the main standard; a line comes from the lowest-id report that has the period. */
export function multipliersOf(issuer: IssuerPlan, drafts: ReportDraft[]): MultiplierRow[] {
  const standard = mainStandard(issuer.reports, issuer.kind === 'bank');
  if (!standard) return [];
  const own = drafts
    .filter((d) => d.row.standard === standard)
    .sort((a, b) => (a.row.id ?? 0) - (b.row.id ?? 0));
  const keys = [...new Set(own.flatMap((d) => [...d.periods.keys()]))];
  const rows: MultiplierRow[] = [];
  for (const key of keys) {
    const values = own.find((d) => d.periods.has(key))?.periods.get(key);
    if (!values) continue;
    for (const def of MULTIPLIERS.filter((m) => m.standard === standard)) {
      const value = evaluateFormula(def.formula, (_s, table, line) => values[table]?.[line]);
      if (!Number.isFinite(value)) continue;
      rows.push({
        emitentId: issuer.id,
        code: def.code,
        period: key.startsWith('Q') ? 1 : 2,
        periodEnd: key.slice(2),
        value,
      });
    }
  }
  return rows;
}

export function valueRows(d: ReportDraft): ReportValueRow[] {
  const rows: ReportValueRow[] = [];
  for (const [key, tables] of d.periods)
    for (const [table, values] of Object.entries(tables))
      for (const [line, value] of Object.entries(values))
        rows.push({
          reportId: d.row.id as number,
          tableCode: table,
          lineCode: line,
          periodType: key.slice(0, 1) as 'Q' | 'Y',
          periodEnd: key.slice(2),
          value,
        });
  return rows;
}
