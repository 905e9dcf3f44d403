import { describe, expect, it } from 'vitest';
import type { TableRow } from '@bondsight/contracts';
import { hiddenRun, visibleRows, type RowViewState } from './second-table-rows';

const row = (code: string, extra: Partial<TableRow> = {}): TableRow => ({
  code,
  data: [1],
  level: 0,
  ...extra,
});

const ROWS: TableRow[] = [
  row('assets', { class: 'group' }),
  row('cash', { level: 1 }),
  row('loans', { level: 1, hidden: true }),
  row('other', { level: 1, hidden: true, show: { prev: true } }),
  row('total', { class: 'total', level: 1, show: { prev: true, hide: true } }),
  row('liabilities', { class: 'group' }),
  row('deposits', { level: 1 }),
];

const base: RowViewState = {
  expanded: false,
  showHidden: false,
  collapsedGroups: new Set(),
  openSubRows: new Set(),
  revealed: new Set(),
};
const codes = (state: Partial<RowViewState>, subRows?: Record<string, TableRow[]>) =>
  visibleRows(ROWS, subRows, { ...base, ...state }).shown.map(
    (v) => (v.parent ? `${v.parent}/` : '') + v.row.code,
  );

describe('visibleRows', () => {
  it('leaves hidden rows out until shown or revealed', () => {
    expect(codes({})).toEqual(['assets', 'cash', 'total', 'liabilities', 'deposits']);
    expect(codes({ showHidden: true })).toHaveLength(7);
    expect(codes({ revealed: new Set([3]) })).toContain('other');
  });

  it('collapses flat rows under a group heading until the next heading', () => {
    const flat = ROWS.map((r) => ({ ...r, level: 0 }));
    const shown = visibleRows(flat, undefined, { ...base, collapsedGroups: new Set(['assets']) });
    expect(shown.shown.map((v) => v.row.code)).toEqual(['assets', 'liabilities', 'deposits']);
  });

  it('collapses the deeper rows under a group heading', () => {
    expect(codes({ collapsedGroups: new Set(['assets']) })).toEqual([
      'assets',
      'liabilities',
      'deposits',
    ]);
  });

  it('cuts the list at the limit until expanded, and says more exist', () => {
    const cut = visibleRows(ROWS, undefined, { ...base, limit: 3 });
    expect(cut.more).toBe(true);
    expect(cut.shown.map((v) => v.row.code)).toEqual(['assets', 'cash', 'total']);
    expect(visibleRows(ROWS, undefined, { ...base, limit: 3, expanded: true }).shown).toHaveLength(
      5,
    );
    expect(visibleRows(ROWS, undefined, { ...base, limit: 5 }).more).toBe(false);
  });

  it('numbers data rows, not headings', () => {
    const shown = visibleRows(ROWS, undefined, base).shown;
    expect(shown.map((v) => v.number)).toEqual([undefined, 1, 2, undefined, 3]);
  });

  it('hangs sub rows under an opened parent', () => {
    const subRows = { cash: [row('cash-rub', { level: 2 }), row('cash-usd', { level: 2 })] };
    expect(codes({}, subRows)).not.toContain('cash/cash-rub');
    expect(codes({ openSubRows: new Set(['cash']) }, subRows)).toEqual([
      'assets',
      'cash',
      'cash/cash-rub',
      'cash/cash-usd',
      'total',
      'liabilities',
      'deposits',
    ]);
  });
});

describe('hiddenRun', () => {
  it('finds the hidden rows right before or after a row', () => {
    expect(hiddenRun(ROWS, 4, 'prev')).toEqual([3, 2]);
    expect(hiddenRun(ROWS, 1, 'next')).toEqual([2, 3]);
    expect(hiddenRun(ROWS, 6, 'prev')).toEqual([]);
  });
});
