import { pickText, PREVIEW_ROWS, type LocalizedText } from '@bondsight/contracts';

/*
 * The methodology document: how Bondsight builds the statement figures and multipliers
 * (spec: the methodology link of the IFRS, RAS and multipliers blocks). Written from the
 * rules this module applies and the stored multiplier definitions, so it cannot drift from
 * the numbers it explains. One page of the shared record PDF (lib/record-pdf.ts, built by
 * methodology.service.ts): every line stays short. This folder holds text only, no imports
 * of the server's layers.
 */

/** A `label: value` line of the record PDF. */
export interface PdfLine {
  label: string;
  value: string;
}

/** The column rules the document states (from periods.ts). */
export interface ColumnRules {
  bankQuarters: number;
  years: number;
}

export const METHODOLOGY_TITLE = 'Bondsight: how the financial statements are built';

export interface MultiplierFormula {
  names: LocalizedText;
  formula: string;
}

const STANDARD_NAMES: Record<string, string> = {
  msfo: 'IFRS',
  rsbu: 'RAS',
  bank_rsbu: 'bank RAS',
};

/** `100 * msfo:profit_and_loss:net_income / ...` -> `100 * net_income / ...`. */
export function shortFormula(formula: string): { text: string; standard: string } {
  const standard = /([a-z_]+):[a-z0-9_]+:/.exec(formula)?.[1] ?? '';
  return {
    text: formula.replace(/[a-z_]+:[a-z0-9_]+:([a-z0-9_.]+)/g, '$1').replace(/\s+/g, ' '),
    standard: STANDARD_NAMES[standard] ?? standard,
  };
}

const prose = (columns: ColumnRules): PdfLine[] => [
  { label: 'Sources', value: 'statements as issuers file them; each set keeps its source, date' },
  { label: 'Standards', value: 'bank RAS (actual and archive forms), IFRS (MSFO), RAS (RSBU)' },
  { label: 'Line catalogue', value: 'each table is a tree of lines, each with a parent code' },
  { label: 'Subtotal rule', value: 'a line with children is the sum of them (costs negative)' },
  { label: 'Balance check', value: 'total assets = liabilities + equity in every column' },
  { label: 'Periods', value: 'quarters and years; columns run from oldest to latest' },
  { label: 'Bank tables', value: `the latest ${columns.bankQuarters} quarters of the form` },
  {
    label: 'IFRS, RAS tables',
    value: `the latest ${columns.years} years, then the quarters since`,
  },
  { label: 'Flow lines', value: 'profit and loss and cash flows are flows of the period' },
  { label: 'Flows of a year', value: 'the sum of its four quarters (cash at start: Q1)' },
  { label: 'Stock lines', value: 'balance lines are as at the period end (a year: its Q4)' },
  { label: 'Units', value: 'thousands (RUB) or millions (other currencies); ratios in %' },
  { label: 'Closed lines', value: 'detailed lines: twelve IFRS data-set types, six RAS lines' },
  {
    label: 'Preview rows',
    value:
      `${PREVIEW_ROWS.msfo} (bank, IFRS, RAS balance), ${PREVIEW_ROWS.rsbuProfitAndLoss} ` +
      `(RAS P&L), ${PREVIEW_ROWS.rsbuCashFlowClosed} (RAS cash flow)`,
  },
  { label: 'Masking', value: "other rows and closed lines are sent as '*' without the value" },
  { label: 'Full access', value: 'level 1077 sees every value and exports the CSV file' },
  { label: 'Multipliers', value: 'a quarter: its flows and its end balances; a year: likewise' },
];

/** The widest line the page prints whole (Helvetica 11 pt across the text width). */
export const MAX_LINE = 84;

/** A formula too long for one line goes on two, split at its last top-level division. */
function formulaLines(label: string, formula: string): PdfLine[] {
  if (label.length + 2 + formula.length <= MAX_LINE) return [{ label, value: formula }];
  let depth = 0;
  let split = -1;
  for (let i = 0; i < formula.length; i++) {
    const c = formula[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '/' && depth === 0) split = i;
  }
  if (split < 0) return [{ label, value: formula }];
  return [
    { label, value: formula.slice(0, split).trim() },
    { label: '    divided by', value: formula.slice(split + 1).trim() },
  ];
}

/** The document's lines: the rules, then each standard's multipliers with their formulas. */
export function methodologyLines(
  multipliers: readonly MultiplierFormula[],
  columns: ColumnRules,
): PdfLine[] {
  const byStandard = new Map<string, PdfLine[]>();
  for (const m of multipliers) {
    const { text, standard } = shortFormula(m.formula);
    const lines = byStandard.get(standard) ?? [];
    lines.push(...formulaLines(`  ${pickText(m.names, 'eng')}`, text));
    byStandard.set(standard, lines);
  }
  return [
    ...prose(columns),
    ...[...byStandard].flatMap(([standard, lines]) => [
      {
        label: `Multipliers from ${standard}`,
        value: standard === 'RAS' ? 'lines by form line number' : 'lines by catalogue code',
      },
      ...lines,
    ]),
  ];
}

export const METHODOLOGY_NOTE =
  'Bondsight. Figures are stored as filed; subtotals and multipliers are recomputed and checked.';
