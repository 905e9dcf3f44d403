import { describe, expect, it } from 'vitest';
import { bondListSearchParams, filterOf, parseBondListSearch } from './bond-list-search';
import { formatScreenColumns, parseScreenColumns } from './screen-columns-url';

describe("the screen's columns in the URL (cols)", () => {
  it('reads known ids in order, each once, and drops unknown ones', () => {
    expect(parseScreenColumns('name,yield,duration')).toEqual(['name', 'yield', 'duration']);
    expect(parseScreenColumns('yield, praams ,duration,yield,<b>,oas')).toEqual([
      'yield',
      'praams',
      'duration',
    ]);
    expect(parseScreenColumns(['rating', 'gSpread'])).toEqual(['rating', 'gSpread']);
  });

  it('reads nothing from an empty, unknown or non-text value (the reader’s own choice shows)', () => {
    for (const value of ['', ',', 'nope,other', undefined, null, 42, { yield: true }])
      expect(parseScreenColumns(value), JSON.stringify(value)).toBeUndefined();
  });

  it('writes the name column first, then the chosen ones, and nothing for no choice', () => {
    expect(formatScreenColumns(['yield', 'name', 'rating'])).toBe('name,yield,rating');
    expect(formatScreenColumns([])).toBe('name');
    expect(formatScreenColumns(['yield', 'bogus'])).toBe('name,yield');
    expect(formatScreenColumns(undefined)).toBeUndefined();
  });

  it('round-trips through the list’s URL state, apart from the filter', () => {
    const state = parseBondListSearch({ currency: 'RUB', cols: 'name,duration,yield' });
    expect(state.cols).toEqual(['name', 'duration', 'yield']);
    expect(bondListSearchParams(state).cols).toBe('name,duration,yield');
    // The columns are the screen's, not the API's filter: a saved filter or a query never has them.
    expect(filterOf(state)).toEqual({ currency: 'RUB' });
    expect(parseBondListSearch({ cols: 'x,y' }).cols).toBeUndefined();
    expect(bondListSearchParams(parseBondListSearch({})).cols).toBeUndefined();
  });
});
