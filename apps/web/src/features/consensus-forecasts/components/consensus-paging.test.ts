import { describe, expect, it } from 'vitest';
import { CONSENSUS_PAGE_SIZE, pageOf } from './consensus-paging';

describe('consensus pages (spec: 6 a page)', () => {
  const items = Array.from({ length: 14 }, (_, i) => i + 1);

  it('cuts the items into pages of 6', () => {
    expect(CONSENSUS_PAGE_SIZE).toBe(6);
    expect(pageOf(items, 1)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageOf(items, 2)).toEqual([7, 8, 9, 10, 11, 12]);
    expect(pageOf(items, 3)).toEqual([13, 14]);
  });

  it('keeps a page past either end inside the items', () => {
    expect(pageOf(items, 9)).toEqual([13, 14]);
    expect(pageOf(items, 0)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageOf([], 1)).toEqual([]);
  });
});
