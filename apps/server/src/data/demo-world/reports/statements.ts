import type { LocalizedText } from '@bondsight/contracts';
import type {
  financialReports,
  multiplierValues,
  ReportStandard,
  reportValues,
} from '../../../db/schema/index';
import { integer, stream, uniform } from '../random';
import type { IssuerPlan } from '../world/types';
import { simulateBank } from './bank-core';
import { FLOW_TABLES, LINES, STOCK_LINES_IN_FLOW_TABLES } from './catalogue';
import { simulateCompany } from './corporate-core';
import { evaluateFormula } from './formula';
import { mainStandard, MULTIPLIERS } from './multipliers';
import { REPORT_NAMES } from './names/report-names';
import type { ReportPeriods } from './periods';
import { bankLeaves, msfoLeaves, rsbuLeaves, type Values } from './statement-lines';

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

/** Adds every subtotal: a parent is the sum of its children (catalogue order is parent first). */
export function withSubtotals(standard: ReportStandard, leaves: Values): Values {
  const out: Values = {};
  for (const [table, values] of Object.entries(leaves)) {
    const lines = CHILDREN.get(`${standard}:${table}`) ?? [];
    const all: Record<string, number> = { ...values };
    for (const l of lines)
      if (!(l.code in all) && lines.some((c) => c.parent === l.code)) all[l.code] = 0;
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

interface ReportDraft {
  row: ReportRow;
  /** Period key `Q:2025-03-31` or `Y:2025-12-31` -> values with subtotals. */
  periods: Map<string, Values>;
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
): { drafts: ReportDraft[]; multipliers: MultiplierRow[] } {
  const random = stream(seed, 'statements', issuer.id);
  const n = periods.quarters.length;
  const rub = issuer.currency === 'RUB';
  const unit = rub ? 1e3 : 1e6;
  const size =
    ((issuer.showcase ? 4 : 1) * (issuer.kind === 'bank' ? 3e11 : 5e10)) / (rub ? 1 : 80);
  const drafts: ReportDraft[] = [];
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
    quarterValues.forEach((v, i) =>
      d.periods.set(`Q:${periods.quarters[i]}`, withSubtotals(standard, v)),
    );
    for (const y of periods.years)
      d.periods.set(`Y:${y.end}`, withSubtotals(standard, yearBuilder(y)));
    drafts.push(d);
  };
  const corporate = (standard: 'msfo' | 'rsbu', names: LocalizedText, scale: number) => {
    const qs = simulateCompany(random, scale / unit, n);
    const shares = integer(random, 100, 5000);
    const employees = integer(random, 500, 60_000);
    const capMultiple = uniform(random, 0.6, 1.8);
    const leaves = qs.map((q, i) => {
      if (standard === 'rsbu') return rsbuLeaves(q);
      const ttm = qs.slice(Math.max(0, i - 3), i + 1).reduce((s, x) => s + x.dividends, 0);
      const equity = q.shareCapital + q.retained + q.otherReserves;
      return msfoLeaves(
        q,
        ttm,
        shares,
        issuer.listed ? Math.round(equity * capMultiple) : null,
        employees,
      );
    });
    draft(standard, names, 'actual', leaves, (y) =>
      yearOf(
        y.quarters.map((i) => leaves[i] as Values),
        leaves[y.quarters[3] as number] as Values,
      ),
    );
  };
  for (const standard of issuer.reports) {
    if (standard === 'bank_rsbu') {
      const qs = simulateBank(random, size / unit, n);
      const ratios = qs.map(() => ({
        n2: Math.round(uniform(random, 50, 120) * 100) / 100,
        n3: Math.round(uniform(random, 70, 150) * 100) / 100,
        n4: Math.round(uniform(random, 40, 100) * 100) / 100,
      }));
      const netOf = (i: number) => {
        const q = qs[i];
        return q
          ? q.interestIncome +
              q.interestExpense +
              q.feeIncome +
              q.feeExpense +
              q.trading +
              q.provisions +
              q.opex +
              q.tax
          : 0;
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
          d.periods.set(`Q:${periods.quarters[i]}`, withSubtotals(standard, leaves[i] as Values));
        for (const y of periods.years)
          if (y.quarters[0] >= from && y.quarters[3] < to)
            d.periods.set(`Y:${y.end}`, withSubtotals(standard, year(y)));
        drafts.push(d);
      };
      // A bank in default, and one bank in four besides, stopped filing the current form (a
      // licence revoked, a merger under way): all it filed lives in the archive form, so the
      // page shows the Archive tab alone (spec: Actual missing falls back to Archive).
      const stoppedFiling =
        !issuer.showcase && (issuer.defaultAt?.kind === 'default' || issuer.id % 4 === 3);
      if (stoppedFiling) {
        split(0, n, 'archive');
      } else {
        split(cut, n, 'actual');
        split(0, cut, 'archive');
      }
    } else {
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
