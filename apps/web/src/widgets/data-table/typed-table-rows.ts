/**
 * Which rows the typed second table shows (spec section 2 "Shared tables" item 2, for rows of
 * any shape): group headings formed from consecutive rows of one group key, collapsed groups,
 * removed (hidden) rows waiting for "show hidden rows" or a neighbour's previous / next reveal
 * link, and row numbers that continue across pages. Pure, so the rules are tested without a DOM.
 */
import type { RevealRow } from './second-table-rows';

/** A row's group: the key that joins consecutive rows and the heading's text. */
export interface RowGroup {
  key: string;
  title: string;
}

export interface TypedRowState {
  /** Keys of rows removed from the view. */
  hidden: ReadonlySet<string>;
  /** "Show hidden rows": every removed row back on screen (marked as hidden). */
  showHidden: boolean;
  /** Removed rows revealed one run at a time by a neighbour's reveal link. */
  revealed: ReadonlySet<string>;
  /** Keys of collapsed group headings. */
  collapsed: ReadonlySet<string>;
}

export interface GroupView {
  kind: 'group';
  key: string;
  title: string;
  /** The group's rows on this page (removed ones included: they belong to it). */
  count: number;
  open: boolean;
}

export interface RowView<Row> {
  kind: 'row';
  row: Row;
  key: string;
  /** The row's place in the whole result: offset + index on the page + 1. */
  number: number;
  /** A removed row on screen (through "show hidden rows" or a reveal link). */
  hidden: boolean;
  /** The rows of its group (or page) as the reveal links read them, and its index there. */
  run: RevealRow[];
  runKeys: string[];
  runIndex: number;
}

export type TypedView<Row> = GroupView | RowView<Row>;

interface ViewInput<Row> {
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Group headings from consecutive rows; none: one flat run. */
  groupOf?: ((row: Row) => RowGroup) | undefined;
  /** The page's first row's place in the result (0 on page 1). */
  offset?: number | undefined;
  state: TypedRowState;
}

/** Both reveal links on every row (they appear only beside a removed neighbour), and a second press hides the run again. */
const BOTH_SIDES = { prev: true, next: true, hide: true } as const;

export function typedRowViews<Row>({
  rows,
  rowKey,
  groupOf,
  offset = 0,
  state,
}: ViewInput<Row>): TypedView<Row>[] {
  const runs: { group?: RowGroup; items: { row: Row; key: string; number: number }[] }[] = [];
  rows.forEach((row, index) => {
    const key = rowKey(row);
    const group = groupOf?.(row);
    const last = runs.at(-1);
    const item = { row, key, number: offset + index + 1 };
    if (last && last.group?.key === group?.key) last.items.push(item);
    else runs.push({ group, items: [item] });
  });

  const views: TypedView<Row>[] = [];
  for (const { group, items } of runs) {
    const open = group === undefined || !state.collapsed.has(group.key);
    if (group)
      views.push({ kind: 'group', key: group.key, title: group.title, count: items.length, open });
    if (!open) continue;
    const run: RevealRow[] = items.map((item) => ({
      hidden: state.hidden.has(item.key),
      show: BOTH_SIDES,
    }));
    const runKeys = items.map((item) => item.key);
    items.forEach((item, runIndex) => {
      const hidden = state.hidden.has(item.key);
      if (hidden && !state.showHidden && !state.revealed.has(item.key)) return;
      views.push({ kind: 'row', ...item, hidden, run, runKeys, runIndex });
    });
  }
  return views;
}

/** The removed rows among these (the count of "show hidden rows (N)"). */
export function hiddenCount<Row>(
  rows: readonly Row[],
  rowKey: (row: Row) => string,
  hidden: ReadonlySet<string>,
): number {
  return rows.filter((row) => hidden.has(rowKey(row))).length;
}
