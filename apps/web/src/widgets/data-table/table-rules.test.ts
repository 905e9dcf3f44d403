import { describe, expect, it } from 'vitest';
import { CELL_CUT, compareValues, cutText, nextSortOrder, visibleSlice } from './table-rules';

describe('nextSortOrder', () => {
  it('cycles none -> asc -> desc -> none', () => {
    expect(nextSortOrder(null)).toBe('asc');
    expect(nextSortOrder('asc')).toBe('desc');
    expect(nextSortOrder('desc')).toBeNull();
  });
});

describe('cutText', () => {
  it('keeps text of 80 characters or fewer whole', () => {
    const text = 'x'.repeat(CELL_CUT);
    expect(CELL_CUT).toBe(80);
    expect(cutText(text)).toEqual({ text, cut: false });
    expect(cutText('')).toEqual({ text: '', cut: false });
  });

  it('cuts longer text at 80 characters and adds the ellipsis', () => {
    const text = 'a'.repeat(80) + 'bcd';
    const result = cutText(text);
    expect(result.cut).toBe(true);
    expect(result.text).toBe('a'.repeat(80) + '…');
    expect(result.text).toHaveLength(81);
  });

  it('takes another limit', () => {
    expect(cutText('abcdef', 3)).toEqual({ text: 'abc…', cut: true });
  });
});

describe('visibleSlice', () => {
  const rows = [1, 2, 3, 4, 5, 6, 7];
  it('shows the first `limit` rows until expanded', () => {
    expect(visibleSlice(rows, 5, false)).toEqual([1, 2, 3, 4, 5]);
    expect(visibleSlice(rows, 5, true)).toEqual(rows);
    expect(visibleSlice(rows, undefined, false)).toEqual(rows);
  });
});

describe('compareValues', () => {
  it('orders numbers numerically, text naturally, blanks last', () => {
    expect([10, 2, 33].sort(compareValues)).toEqual([2, 10, 33]);
    expect(['b10', 'b2', 'a'].sort(compareValues)).toEqual(['a', 'b2', 'b10']);
    expect([null, 1, undefined, 0].sort(compareValues)).toEqual([0, 1, null, undefined]);
  });
});
