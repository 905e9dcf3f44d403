import { describe, expect, it } from 'vitest';
import { hiddenCount, typedRowViews, type TypedRowState } from './typed-table-rows';

interface Bond {
  id: number;
  issuer: string;
}
const BONDS: Bond[] = [
  { id: 1, issuer: 'Alfa' },
  { id: 2, issuer: 'Alfa' },
  { id: 3, issuer: 'Alfa' },
  { id: 4, issuer: 'Beta' },
  { id: 5, issuer: 'Beta' },
];
const base: TypedRowState = {
  hidden: new Set(),
  showHidden: false,
  revealed: new Set(),
  collapsed: new Set(),
};
const rowKey = (b: Bond) => String(b.id);
const groupOf = (b: Bond) => ({ key: b.issuer, title: `${b.issuer} PJSC` });
const shown = (state: Partial<TypedRowState>, withGroups = true, offset = 0) =>
  typedRowViews({
    rows: BONDS,
    rowKey,
    groupOf: withGroups ? groupOf : undefined,
    offset,
    state: { ...base, ...state },
  }).map((v) => (v.kind === 'group' ? `[${v.title} ${v.count}${v.open ? '' : ' closed'}]` : v.key));

describe('the typed second table rows', () => {
  it('forms a group heading from each run of one key, with the run’s count', () => {
    expect(shown({})).toEqual(['[Alfa PJSC 3]', '1', '2', '3', '[Beta PJSC 2]', '4', '5']);
    expect(shown({}, false)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('hides the rows of a collapsed group, keeping its heading', () => {
    expect(shown({ collapsed: new Set(['Alfa']) })).toEqual([
      '[Alfa PJSC 3 closed]',
      '[Beta PJSC 2]',
      '4',
      '5',
    ]);
  });

  it('numbers rows by their place in the whole result, gaps where rows are removed', () => {
    const views = typedRowViews({
      rows: BONDS,
      rowKey,
      offset: 30,
      state: { ...base, hidden: new Set(['2']) },
    });
    expect(views.map((v) => (v.kind === 'row' ? v.number : 0))).toEqual([31, 33, 34, 35]);
  });

  it('leaves removed rows out until shown, all at once or one run by a neighbour', () => {
    const hidden = new Set(['2', '3']);
    expect(shown({ hidden })).toEqual(['[Alfa PJSC 3]', '1', '[Beta PJSC 2]', '4', '5']);
    expect(shown({ hidden, revealed: new Set(['2']) })).toContain('2');
    const all = typedRowViews({
      rows: BONDS,
      rowKey,
      state: { ...base, hidden, showHidden: true },
    });
    expect(all.filter((v) => v.kind === 'row' && v.hidden).map((v) => v.key)).toEqual(['2', '3']);
    expect(hiddenCount(BONDS, rowKey, hidden)).toBe(2);
    expect(hiddenCount(BONDS, rowKey, new Set(['99']))).toBe(0);
  });

  it('gives each row its group’s run, so reveal links open the removed neighbours of its group only', () => {
    const views = typedRowViews({
      rows: BONDS,
      rowKey,
      groupOf,
      state: { ...base, hidden: new Set(['3', '4']) },
    });
    const first = views.find((v) => v.kind === 'row' && v.key === '1');
    if (first?.kind !== 'row') throw new Error('row 1 missing');
    expect(first.runKeys).toEqual(['1', '2', '3']);
    expect(first.run.map((r) => r.hidden)).toEqual([false, false, true]);
    const five = views.find((v) => v.kind === 'row' && v.key === '5');
    if (five?.kind !== 'row') throw new Error('row 5 missing');
    expect(five.runIndex).toBe(1);
    expect(five.run.map((r) => r.hidden)).toEqual([true, false]);
  });
});
