import { describe, expect, it } from 'vitest';
import {
  bondListQuery,
  bondListSearchParams,
  filterOf,
  parseBondListSearch,
} from './bond-list-search';

describe("the home list's state in the URL", () => {
  it('reads page, filters and order, and writes them back the same', () => {
    const query = {
      page: 67,
      currency: 'usd',
      status: 'live',
      kind: 'bank',
      from: '2027-01-01',
      to: '2030-12-31',
      sort: 'maturity',
      order: 'desc',
    };
    const state = parseBondListSearch(query);
    expect(state).toEqual({
      page: 67,
      currency: 'USD',
      status: 'live',
      kind: 'bank',
      maturityFrom: '2027-01-01',
      maturityTo: '2030-12-31',
      sort: 'maturity',
      order: 'desc',
    });
    expect(bondListSearchParams(state)).toEqual({ ...query, page: 67, currency: 'USD' });
    expect(bondListQuery(state)).toMatchObject({ limit: 30, offset: 66 * 30, sort: 'maturity' });
  });

  it('drops what the server would refuse instead of sending it', () => {
    expect(
      parseBondListSearch({
        page: -3,
        currency: 'dollars',
        status: 'alive',
        kind: 'pirate',
        from: '2030-01-01',
        to: '2020-01-01',
        sort: 'moon',
        order: 'desc',
      }),
    ).toEqual({
      page: 1,
      currency: undefined,
      status: undefined,
      kind: undefined,
      maturityFrom: '2030-01-01',
      maturityTo: undefined,
      sort: undefined,
      order: undefined,
    });
    expect(parseBondListSearch({ page: '2.5', from: '2026-13-45' }).page).toBe(1);
  });

  it('keeps defaults out of the URL and out of a saved filter', () => {
    const state = parseBondListSearch({ sort: 'name' });
    expect(bondListSearchParams(state)).toMatchObject({ page: undefined, order: undefined });
    expect(filterOf(state)).toEqual({ sort: 'name', order: 'asc' });
    expect(filterOf(parseBondListSearch({ order: 'desc' }))).toEqual({});
  });
});
