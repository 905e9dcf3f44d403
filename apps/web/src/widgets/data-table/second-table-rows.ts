/**
 * Which rows the second table shows (spec section 2 "Shared tables" item 2): group headings
 * collapse the rows under them, hidden rows wait for "show hidden rows" (or a neighbour's
 * previous / next reveal link), the preview `limit` cuts the list until "show more", and sub
 * rows hang under an opened parent. Pure, so the rules are tested without a DOM.
 */
import type { TableRow } from '@bondsight/contracts';

export interface RowViewState {
  expanded: boolean;
  limit?: number;
  showHidden: boolean;
  /** Codes of collapsed group headings. */
  collapsedGroups: ReadonlySet<string>;
  /** Codes of parents whose sub rows are open. */
  openSubRows: ReadonlySet<string>;
  /** Indices of hidden rows revealed one by one (previous / next links). */
  revealed: ReadonlySet<number>;
}

export interface RowView {
  row: TableRow;
  /** Index in `rows` (top-level) or in the parent's sub rows. */
  index: number;
  /** The parent's code for a sub row. */
  parent?: string;
  /** 1-based number among the shown data rows (group headings and sub rows carry none). */
  number?: number;
}

/** What the reveal links read of a row: hidden or not, and which links it carries. */
export type RevealRow = Pick<TableRow, 'hidden' | 'show'>;

export const isGroup = (row: TableRow) => hasClass(row, 'group');
export const isTotal = (row: TableRow) => hasClass(row, 'total');

function hasClass(row: TableRow, name: string): boolean {
  return (row.class ?? '').split(/\s+/).includes(name);
}

/**
 * Rows under a collapsed heading. When the rows after a heading are deeper (level), they are
 * its members until a row at its level or above; with flat levels, until the next heading.
 */
function collapsedByGroup(rows: TableRow[], collapsed: ReadonlySet<string>): Set<number> {
  const out = new Set<number>();
  rows.forEach((row, index) => {
    if (!isGroup(row) || !collapsed.has(row.code)) return;
    const deep = (rows[index + 1]?.level ?? row.level) > row.level;
    for (let at = index + 1; at < rows.length; at += 1) {
      const next = rows[at]!;
      const ends = deep ? next.level <= row.level : isGroup(next) && next.level <= row.level;
      if (ends) break;
      out.add(at);
    }
  });
  return out;
}

export function visibleRows(
  rows: TableRow[],
  subRows: Record<string, TableRow[]> | undefined,
  state: RowViewState,
): { shown: RowView[]; more: boolean } {
  const underCollapsed = collapsedByGroup(rows, state.collapsedGroups);
  const top = rows
    .map((row, index) => ({ row, index }))
    .filter(({ row, index }) => {
      if (underCollapsed.has(index)) return false;
      return !row.hidden || state.showHidden || state.revealed.has(index);
    });
  const more = state.limit !== undefined && top.length > state.limit;
  const cut = more && !state.expanded ? top.slice(0, state.limit) : top;

  const shown: RowView[] = [];
  let number = 0;
  for (const view of cut) {
    const heading = isGroup(view.row);
    shown.push(heading ? view : { ...view, number: (number += 1) });
    if (!state.openSubRows.has(view.row.code)) continue;
    (subRows?.[view.row.code] ?? []).forEach((row, index) =>
      shown.push({ row, index, parent: view.row.code }),
    );
  }
  return { shown, more };
}

/**
 * The hidden rows right before (prev) or after (next) a row: what its reveal link opens.
 */
export function hiddenRun(
  rows: readonly RevealRow[],
  index: number,
  side: 'prev' | 'next',
): number[] {
  const step = side === 'prev' ? -1 : 1;
  const run: number[] = [];
  for (let at = index + step; at >= 0 && at < rows.length && rows[at]!.hidden; at += step) {
    run.push(at);
  }
  return run;
}

export function hasHiddenRows(rows: readonly RevealRow[]): boolean {
  return rows.some((row) => row.hidden === true);
}
