import { describe, expect, it } from 'vitest';
import {
  addCompareItem,
  compareItemKey,
  formatCompareItems,
  MAX_COMPARE_BONDS,
  MAX_COMPARE_INDEXES,
  parseCompareItems,
  removeCompareItem,
  type CompareItem,
} from './compare-items';

const PAGE = { bondId: 100, tgId: 1 };
const bond = (id: number, tgId = 1): CompareItem => ({ model: 'bonds', id, tgId });
const index = (id: number): CompareItem => ({ model: 'index', id, tgId: 0 });
const bonds = (n: number) => Array.from({ length: n }, (_, i) => bond(i + 1));
const indexes = (n: number) => Array.from({ length: n }, (_, i) => index(i + 1));

describe('compare items: adding', () => {
  it('adds a bond on a ground and an index, in order', () => {
    const first = addCompareItem([], bond(5, 2), PAGE);
    expect(first).toEqual({ items: [bond(5, 2)] });
    const second = addCompareItem(first.items, index(7), PAGE);
    expect(second).toEqual({ items: [bond(5, 2), index(7)] });
  });

  it('does not change the list it was given', () => {
    const items = [bond(5)];
    addCompareItem(items, bond(6), PAGE);
    expect(items).toEqual([bond(5)]);
  });

  it('ignores duplicates, with no alert', () => {
    const items = [bond(5, 2), index(7)];
    expect(addCompareItem(items, bond(5, 2), PAGE)).toEqual({ items });
    expect(addCompareItem(items, index(7), PAGE)).toEqual({ items });
    // An index's ground means nothing: another "ground" is the same index.
    expect(addCompareItem(items, { model: 'index', id: 7, tgId: 3 }, PAGE)).toEqual({ items });
  });

  it('takes the same bond on another ground as another line', () => {
    expect(addCompareItem([bond(5, 2)], bond(5, 3), PAGE).items).toEqual([bond(5, 2), bond(5, 3)]);
  });

  it("refuses the page's bond on its own ground, not on another one", () => {
    expect(addCompareItem([], bond(PAGE.bondId, PAGE.tgId), PAGE)).toEqual({ items: [] });
    expect(addCompareItem([], bond(PAGE.bondId, 4), PAGE).items).toEqual([bond(PAGE.bondId, 4)]);
    // An index with the page bond's id is another thing.
    expect(addCompareItem([], index(PAGE.bondId), PAGE).items).toEqual([index(PAGE.bondId)]);
  });

  it('stores an index with ground 0', () => {
    expect(addCompareItem([], { model: 'index', id: 7, tgId: 9 }, PAGE).items).toEqual([index(7)]);
  });

  it('refuses ids the API does not take', () => {
    for (const item of [bond(0), bond(-1), bond(1.5), bond(5, 0), bond(2 ** 31), index(0)])
      expect(addCompareItem([], item, PAGE)).toEqual({ items: [] });
  });

  it('stops at 9 bonds besides the page bond, with the bond alert', () => {
    expect(MAX_COMPARE_BONDS).toBe(9);
    const eight = addCompareItem(bonds(8), bond(50), PAGE);
    expect(eight.items).toHaveLength(9);
    expect(eight.alert).toBeUndefined();
    const full = addCompareItem(eight.items, bond(51), PAGE);
    expect(full).toEqual({ items: eight.items, alert: 'compare_max_count_alert' });
    // Indexes still fit beside 9 bonds.
    expect(addCompareItem(eight.items, index(1), PAGE).items).toHaveLength(10);
  });

  it('stops at 10 indexes, with the index alert', () => {
    expect(MAX_COMPARE_INDEXES).toBe(10);
    const ten = [...bonds(9), ...indexes(10)];
    expect(addCompareItem(ten, index(50), PAGE)).toEqual({
      items: ten,
      alert: 'compare_max_index_count_alert',
    });
    expect(addCompareItem(indexes(9), index(50), PAGE).items).toHaveLength(10);
  });

  it('ignores a duplicate of a full list without an alert', () => {
    expect(addCompareItem(bonds(9), bond(3), PAGE)).toEqual({ items: bonds(9) });
    expect(addCompareItem(indexes(10), index(3), PAGE)).toEqual({ items: indexes(10) });
  });
});

describe('compare items: removing', () => {
  it('removes that bond on that ground, or that index', () => {
    const items = [bond(5, 2), bond(5, 3), index(5)];
    expect(removeCompareItem(items, bond(5, 2))).toEqual([bond(5, 3), index(5)]);
    expect(removeCompareItem(items, index(5))).toEqual([bond(5, 2), bond(5, 3)]);
    expect(removeCompareItem(items, bond(9))).toEqual(items);
  });
});

describe('compare items: URL form', () => {
  it('writes bonds as b<id>-<ground> and indexes as i<id>, comma-joined', () => {
    expect(formatCompareItems([bond(123, 1), index(7), bond(5, 22)])).toBe('b123-1,i7,b5-22');
    expect(formatCompareItems([])).toBe('');
    expect(compareItemKey(bond(123, 1))).toBe('b123-1');
  });

  it('reads back what it wrote', () => {
    const items = [bond(123, 1), index(7), bond(5, 22), bond(123, 2)];
    expect(parseCompareItems(formatCompareItems(items))).toEqual(items);
    expect(parseCompareItems('')).toEqual([]);
    expect(parseCompareItems(undefined)).toEqual([]);
  });

  it('skips bad parts and keeps the good ones', () => {
    const text = [
      'b1-2',
      'x9',
      'b3',
      'b-1-2',
      'i',
      'i0',
      'b0-1',
      'b4-0',
      'b5-2.5',
      'I8',
      ' i9 ',
      'b99999999999-1',
      'i2147483648',
      'b1e3-1',
      '',
      'i2147483647',
    ].join(',');
    expect(parseCompareItems(text)).toEqual([bond(1, 2), index(9), index(2147483647)]);
  });

  it('drops duplicates and items beyond the limits', () => {
    expect(parseCompareItems('b1-2,i3,b1-2,i3')).toEqual([bond(1, 2), index(3)]);
    const many = [...bonds(12), ...indexes(12)];
    expect(parseCompareItems(formatCompareItems(many))).toEqual([...bonds(9), ...indexes(10)]);
  });
});
