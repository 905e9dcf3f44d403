import {
  MASKED_VALUE,
  pickText,
  type Language,
  type ReportTable,
  type SwitchableReportTable,
  type TableCell,
  type TableGate,
  type TableRow,
} from '@bondsight/contracts';
import type { LineValues } from './issuer-reports.repository';
import { periodKey, type Period } from './periods';
import { periodHeader, tableTitle, type StatementUnits } from './report-texts';
import { lineUnit, MASKED_TOOLTIP, tableDimension, type TableRule } from './statement-rules';

/** What every table of one answer shares. */
export interface TableContext {
  lang: Language;
  /** The statement's units (amounts: currency and power of ten), localized. */
  units: StatementUnits;
  /** The columns, oldest first. */
  periods: readonly Period[];
  /** Why values past the preview are withheld from this subject; null: full access. */
  gate: TableGate | null;
}

const MASKED_CELL: TableCell = { val: MASKED_VALUE, masked: true, tooltip: MASKED_TOOLTIP };

/** Each line's depth in its table's tree (0 = top), from the parent codes. */
function depths(lines: readonly LineValues[]): Map<string, number> {
  const parent = new Map(lines.map((l) => [l.lineCode, l.parentCode]));
  const depth = new Map<string, number>();
  for (const line of lines) {
    let d = 0;
    for (let p = line.parentCode; p && d < lines.length; p = parent.get(p) ?? null) d++;
    depth.set(line.lineCode, d);
  }
  return depth;
}

/**
 * One variant of a table: the catalogue's lines in order (the statement as printed; `level`
 * is the indentation), those without any value in the shown periods left out. For a subject
 * without full access every row past the preview and every closed line carries '*' cells
 * only: the number itself never leaves the server. A missing value stays null (it hides
 * nothing). Null when no line has a value.
 */
function variantOf(
  all: readonly LineValues[],
  rule: TableRule,
  ctx: TableContext,
  closed: boolean,
): (ReportTable & { dimensions: string[] }) | null {
  const depth = depths(all);
  const parents = new Set(all.map((l) => l.parentCode).filter(Boolean));
  const columns = ctx.periods.map(periodKey);
  const preview = (closed && rule.closedPreview) || rule.preview;
  const shown = all
    .filter((l) => closed || !l.closed)
    .map((line) => {
      const byPeriod = new Map(line.values.map(([type, end, v]) => [`${type}:${end}`, v]));
      return { line, cells: columns.map((key) => byPeriod.get(key) ?? null) };
    })
    .filter((r) => r.cells.some((v) => v !== null));
  if (shown.length === 0) return null;
  let anyMasked = false;
  const rows = shown.map(({ line, cells }, index): TableRow => {
    const masked = ctx.gate !== null && (index >= preview || line.closed);
    anyMasked ||= masked;
    const level = depth.get(line.lineCode) ?? 0;
    return {
      code: line.lineCode,
      data: masked ? cells.map((v) => (v === null ? null : MASKED_CELL)) : cells,
      level,
      ...(level === 0 && parents.has(line.lineCode) ? { class: 'total' } : {}),
      ...(masked ? { masked: true } : {}),
    };
  });
  const tableLines = shown.map((r) => r.line);
  const dimension = tableDimension(tableLines, ctx.units);
  return {
    code: rule.code,
    title: tableTitle(rule.code, ctx.lang),
    dimension,
    dimensions: tableLines.map((l) => lineUnit(l.lineCode, ctx.units)),
    scroll_head: ctx.periods.map((p) => periodHeader(p.type, p.end, ctx.lang)),
    scroll_clmn: tableLines.map((l) => pickText(l.names, ctx.lang)),
    scroll_body: rows,
    // Every line is in scroll_body, in the catalogue's order with its level: the trees go
    // up to five deep (revenue under gross profit under operating profit...), and rows hung
    // under parents would bury the main lines and give the preview no stable meaning.
    sub_rows: {},
    showMore: rows.length > preview,
    preview_rows: preview,
    gate: anyMasked ? ctx.gate : null,
    action_id: rule.actionId,
    data_set_type: tableLines.find((l) => l.dataSetType !== null)?.dataSetType ?? null,
  };
}

const linesOf = (lines: readonly LineValues[], code: string) =>
  lines.filter((l) => l.tableCode === code);

/** A table with a single variant (bank RSBU). */
export function plainTable(
  lines: readonly LineValues[],
  rule: TableRule,
  ctx: TableContext,
): ReportTable | null {
  return variantOf(linesOf(lines, rule.code), rule, ctx, false);
}

/**
 * A table with its open variant and, when the table has closed lines, the closed (detailed)
 * one, which is then the default view where the rule says so (spec section 4).
 */
export function switchableTable(
  lines: readonly LineValues[],
  rule: TableRule,
  ctx: TableContext,
): SwitchableReportTable | null {
  const own = linesOf(lines, rule.code);
  // One catalogue serves companies and banks: only the lines this report fills decide whether
  // the table has a closed variant (a bank's balance sheet has none of the closed lines).
  const filled = own.filter((l) => l.values.length > 0);
  const closed = filled.some((l) => l.closed) ? variantOf(own, rule, ctx, true) : null;
  const open = variantOf(own, rule, ctx, false) ?? (closed && emptyLike(closed, rule));
  if (!open) return null;
  return {
    ...open,
    closed_data: closed,
    closed_by_default: closed !== null && rule.closedByDefault(filled),
  };
}

/** The open variant of a table whose every line is closed: no rows, the closed one says all. */
function emptyLike(closed: ReportTable & { dimensions: string[] }, rule: TableRule) {
  return {
    ...closed,
    dimensions: [],
    scroll_clmn: [],
    scroll_body: [],
    showMore: false,
    preview_rows: rule.preview,
    gate: null,
  };
}
