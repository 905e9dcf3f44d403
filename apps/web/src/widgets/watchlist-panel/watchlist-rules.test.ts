import { describe, expect, it } from 'vitest';
import {
  applyNsdRule,
  detailsPage,
  entryError,
  hasErrors,
  intoColumns,
  parseCount,
  parsePrice,
  primaryAction,
  savePlan,
  validate,
  type WatchlistItem,
} from './watchlist-rules';

const item = (over: Partial<WatchlistItem>): WatchlistItem => ({
  id: 1,
  name: 'List',
  checked: false,
  existing: false,
  price: null,
  count: null,
  buyDate: null,
  ...over,
});

describe('price entry (spec section 5)', () => {
  it('is numeric and rounded to 3 decimals, a comma read as the decimal point', () => {
    expect(parsePrice('101.23456')).toBe(101.235);
    expect(parsePrice('99,9996')).toBe(100);
    expect(parsePrice('1.0005')).toBe(1.001);
    expect(parsePrice(98.12345)).toBe(98.123);
  });
  it('is no price when blank or not a number', () => {
    expect(parsePrice('')).toBeNull();
    expect(parsePrice('  ')).toBeNull();
    expect(parsePrice('abc')).toBeNull();
    expect(parsePrice(null)).toBeNull();
  });
  it('counts are positive numbers', () => {
    expect(parseCount('10')).toBe(10);
    expect(parseCount('0')).toBeNull();
    expect(parseCount('-3')).toBeNull();
    expect(parseCount('')).toBeNull();
  });
});

describe('entry errors (spec section 5)', () => {
  it('a price without a date, a date without a price; both or neither is fine', () => {
    expect(entryError({ price: 100, buyDate: null })).toBe('wl_error_no_date');
    expect(entryError({ price: null, buyDate: '2026-11-02' })).toBe('wl_error_no_price');
    expect(entryError({ price: 100, buyDate: '2026-11-02' })).toBeNull();
    expect(entryError({ price: null, buyDate: null })).toBeNull();
  });
  it('any checked item in error blocks the save; unchecked items are not checked', () => {
    const bad = item({ checked: true, price: 100 });
    expect(hasErrors([bad])).toBe(true);
    expect(hasErrors([{ ...bad, checked: false }])).toBe(false);
    expect(validate([bad, item({ id: 2, price: 5 })]).map((i) => i.error)).toEqual([
      'wl_error_no_date',
      null,
    ]);
  });
});

describe('NSD item 381 (spec section 5)', () => {
  const nsd = item({ id: 381, checked: true });
  it('is unchecked and the save abandoned without NSD access, when errors show', () => {
    const outcome = applyNsdRule([nsd, item({ id: 2, checked: true })], {
      nsdAccess: false,
      showErrors: true,
    });
    expect(outcome.forbidden).toBe(true);
    expect(outcome.items.map((i) => i.checked)).toEqual([false, true]);
  });
  it('is unchecked silently when error messages are off', () => {
    const outcome = applyNsdRule([nsd], { nsdAccess: false, showErrors: false });
    expect(outcome).toEqual({ items: [{ ...nsd, checked: false }], forbidden: false });
  });
  it('applies to any list the server flags NSD-only', () => {
    const flagged = item({ id: 12, nsdOnly: true, checked: true });
    expect(applyNsdRule([flagged], { nsdAccess: false, showErrors: true }).forbidden).toBe(true);
  });
  it('is added with NSD access', () => {
    expect(applyNsdRule([nsd], { nsdAccess: true, showErrors: true }).forbidden).toBe(false);
  });
});

describe('save plan (spec sections 3 and 5)', () => {
  it('adds checked ids above 0 with their entries, removes unchecked existing ones', () => {
    const plan = savePlan([
      item({ id: 3, checked: true, price: 101.5, count: 10, buyDate: '2026-11-02' }),
      item({ id: 0, checked: true }),
      item({ id: -1, checked: true }),
      item({ id: 7, checked: false, existing: true }),
      item({ id: 8, checked: false }),
      item({ id: 9, checked: true, existing: true }),
    ]);
    expect(plan).toEqual({
      add: [3, 9],
      qnt: [10, null],
      price: [101.5, null],
      date: ['2026-11-02', null],
      remove: [7],
    });
  });
  it('never touches read-only items', () => {
    expect(
      savePlan([
        item({ id: 4, checked: true, readonly: true }),
        item({ id: 5, readonly: true, existing: true }),
      ]),
    ).toEqual({ add: [], qnt: [], price: [], date: [], remove: [] });
  });
});

describe('layout (spec section 9)', () => {
  it('deals the lists into at most 4 columns', () => {
    expect(intoColumns([1, 2, 3, 4, 5, 6, 7, 8, 9])).toEqual([
      [1, 2, 3],
      [4, 5, 6],
      [7, 8, 9],
    ]);
    expect(intoColumns([1, 2, 3, 4, 5])).toEqual([[1, 2], [3, 4], [5]]);
    expect(intoColumns([1, 2, 3, 4, 5, 6, 7, 8]).length).toBe(4);
    expect(intoColumns([])).toEqual([]);
  });
  it('shows 6 chosen lists a page in the details step', () => {
    const ids = Array.from({ length: 14 }, (_, i) => i + 1);
    expect(detailsPage(ids, 1)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(detailsPage(ids, 3)).toEqual([13, 14]);
  });
  it('offers move-next once something is checked, save otherwise', () => {
    expect(primaryAction([item({ checked: true })])).toBe('next');
    expect(primaryAction([item({}), item({ existing: true })])).toBe('save');
  });
});
