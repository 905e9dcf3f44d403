import {
  decideAccess,
  MASKED_VALUE,
  MULTIPLIER_PERIODS,
  pickText,
  PREVIEW_ROWS,
  type AccessSubject,
  type Language,
  type MultiplierGroup,
  type MultiplierPeriod,
  type MultiplierRow,
  type MultipliersResponse,
  type TableGate,
} from '@bondsight/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import * as repo from './issuer-multipliers.repository';
import { formulaLines, readableFormula } from './formula-text';
import { periodHeader } from './period-headers';

type ValueRow = Awaited<ReturnType<typeof repo.findMultipliers>>[number];

/**
 * Why rows past the preview would be masked for this subject: the statements' rule (full
 * access opens the issuer's reports). Multipliers preview 1000 rows (spec section 9), so in
 * practice the block is open to everyone: a public teaser of the statements.
 */
function gateFor(subject: AccessSubject): TableGate | null {
  const decision = decideAccess(subject, 'issuer.reports.files');
  if (decision === 'allowed') return null;
  return decision === 'need_auth' ? 'need_auth' : 'need_get_access';
}

/** A multiplier in percent says so in its own (English) name: "ROE, %". */
const unitOf = (row: ValueRow): MultiplierRow['unit'] =>
  /%\s*$/.test(row.names.eng ?? '') ? 'percent' : 'ratio';

export async function getMultipliers(
  db: Db,
  emitentId: number,
  lang: Language,
  subject: AccessSubject,
): Promise<MultipliersResponse> {
  if (!(await repo.emitentExists(db, emitentId))) throw notFound();
  const rows = await repo.findMultipliers(db, emitentId);
  const lines = formulaLinesOf(rows);
  const names = await repo.findLineNames(
    db,
    [...new Set(lines.map((l) => l.standard))],
    [...new Set(lines.map((l) => l.line))],
  );
  const nameOf = new Map(
    names.map((n) => [`${n.standard}:${n.tableCode}:${n.lineCode}`, pickText(n.names, lang)]),
  );
  const formulaText = (formula: string) =>
    readableFormula(formula, (l) => nameOf.get(`${l.standard}:${l.table}:${l.line}`));
  const gate = gateFor(subject);
  const byPeriod = (period: MultiplierPeriod) =>
    groupsOf(
      rows.filter((r) => r.period === period),
      period,
      lang,
      formulaText,
      gate,
    );
  return {
    1: byPeriod(MULTIPLIER_PERIODS.quarterly),
    2: byPeriod(MULTIPLIER_PERIODS.annual),
  };
}

function formulaLinesOf(rows: readonly ValueRow[]) {
  return [...new Set(rows.map((r) => r.formula))].flatMap(formulaLines);
}

/**
 * One period's groups: every group shares the period's columns, oldest first as the
 * statements run (a ratio reads beside the lines it is computed from), so the tables line
 * up; a multiplier's cell is null for a period it has no value for.
 */
function groupsOf(
  rows: readonly ValueRow[],
  period: MultiplierPeriod,
  lang: Language,
  formulaText: (formula: string) => string,
  gate: TableGate | null,
): MultiplierGroup[] {
  const columns = [...new Set(rows.map((r) => r.periodEnd))].sort();
  const headers = columns.map((end) => periodHeader(end, period, lang));
  const groups = new Map<number, { name: string; codes: Map<string, ValueRow[]> }>();
  // The rows come by group, then the definitions' sort: Map keeps that order.
  for (const row of rows) {
    const group = groups.get(row.groupId) ?? {
      name: pickText(row.groupNames, lang),
      codes: new Map<string, ValueRow[]>(),
    };
    groups.set(row.groupId, group);
    group.codes.set(row.code, [...(group.codes.get(row.code) ?? []), row]);
  }
  return [...groups].map(([groupId, group]) => {
    const body = [...group.codes.values()].map((values, index) =>
      multiplierRow(values, columns, {
        lang,
        formulaText,
        masked: gate !== null && index >= PREVIEW_ROWS.multipliers,
      }),
    );
    return {
      group_id: groupId,
      group_name: group.name,
      headers,
      columns,
      body,
      preview_rows: PREVIEW_ROWS.multipliers,
      gate: body.some((r) => r.masked) ? gate : null,
    };
  });
}

function multiplierRow(
  values: readonly ValueRow[],
  columns: readonly string[],
  how: { lang: Language; formulaText: (formula: string) => string; masked: boolean },
): MultiplierRow {
  const { lang, formulaText, masked } = how;
  const first = values[0]!;
  const byEnd = new Map(values.map((v) => [v.periodEnd, v.value]));
  return {
    code: first.code,
    name: pickText(first.names, lang),
    formula: formulaText(first.formula),
    formula_code: first.formula,
    unit: unitOf(first),
    level: 0,
    // A masked row keeps its shape but none of its numbers (a missing value stays null).
    data: columns.map((end) => {
      const value = byEnd.get(end) ?? null;
      return masked && value !== null
        ? { val: MASKED_VALUE, masked: true, tooltip: 'log_in_to_access' }
        : value;
    }),
    ...(masked ? { masked: true } : {}),
  };
}
