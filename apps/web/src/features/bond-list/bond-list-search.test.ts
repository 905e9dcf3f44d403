import { describe, expect, it } from 'vitest';
import {
  bondListQuery,
  bondListSearchParams,
  filterOf,
  parseBondListSearch,
  stateOfFilter,
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
    expect(state).toMatchObject({
      page: 67,
      currency: 'USD',
      status: 'live',
      kind: 'bank',
      maturityFrom: '2027-01-01',
      maturityTo: '2030-12-31',
      sort: 'maturity',
      order: 'desc',
    });
    const params = Object.fromEntries(
      Object.entries(bondListSearchParams(state)).filter(([, v]) => v !== undefined),
    );
    expect(params).toEqual({ ...query, page: 67, currency: 'USD' });
    expect(bondListQuery(state)).toMatchObject({ limit: 30, offset: 66 * 30, sort: 'maturity' });
  });

  it("round-trips every screener filter: URL -> state -> URL -> state, and the API's query", () => {
    // As the router hands them over: JSON-looking values already parsed.
    const query = {
      q: 'Gazprom',
      yieldMin: 5,
      yieldMax: 30,
      durationMin: 0.5,
      durationMax: 3,
      gSpreadMin: -50,
      gSpreadMax: 400,
      tradedDaysMin: 1,
      couponType: 'floating',
      country: 'ru',
      sector: 'oil_gas',
      listingLevel: 2,
      ground: 2,
      amortizing: true,
      subordinated: false,
      inIndex: 'true',
      offerType: 'put',
      offerWithinDays: 365,
      zSpreadMin: 100,
      zSpreadMax: 900,
      ratingMin: 'A-',
      ratingMax: 'BB',
      hasPut: true,
      hasCall: false,
      lombard: 'true',
      sort: 'yield',
      order: 'desc',
    };
    const state = parseBondListSearch(query);
    const expected = { ...query, country: 'RU', inIndex: true, lombard: true };
    expect(state).toMatchObject(expected);
    const params = bondListSearchParams(state);
    expect(parseBondListSearch(params)).toEqual(state);
    expect(bondListQuery(state)).toEqual({ limit: 30, offset: 0, ...expected });
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
        q: 'x',
        yieldMin: 'lots',
        durationMax: 101,
        tradedDaysMin: 1.5,
        couponType: 'silver',
        country: 'Russia',
        listingLevel: 4,
        ground: 'spb',
        amortizing: 'maybe',
        offerType: 'both',
        offerWithinDays: -1,
        sector: 'x'.repeat(61),
        ratingMin: 'A1',
        hasPut: 'yes',
        zSpreadMax: 'wide',
      }),
    ).toEqual(parseBondListSearch({ page: 1, from: '2030-01-01' }));
    expect(parseBondListSearch({ page: '2.5', from: '2026-13-45' }).page).toBe(1);
  });

  it('keeps the start of a reversed range and drops its end', () => {
    const state = parseBondListSearch({
      yieldMin: 30,
      yieldMax: 5,
      gSpreadMin: 10,
      gSpreadMax: 10,
      ratingMin: 'BBB',
      ratingMax: 'A',
    });
    expect(state).toMatchObject({
      yieldMin: 30,
      yieldMax: undefined,
      gSpreadMin: 10,
      gSpreadMax: 10,
      ratingMin: 'BBB',
      ratingMax: undefined,
    });
  });

  it('keeps defaults out of the URL and out of a saved filter', () => {
    const state = parseBondListSearch({ sort: 'name' });
    expect(bondListSearchParams(state)).toMatchObject({ page: undefined, order: undefined });
    expect(filterOf(state)).toEqual({ sort: 'name', order: 'asc' });
    expect(filterOf(parseBondListSearch({ order: 'desc' }))).toEqual({});
  });

  it('applies a saved filter through the same checks, clearing what it leaves out', () => {
    const state = stateOfFilter({ yieldMin: 5, amortizing: false, currency: 'EUR' });
    expect(filterOf(state)).toEqual({ yieldMin: 5, amortizing: false, currency: 'EUR' });
    expect(Object.keys(state)).toContain('durationMax');
  });

  it('keeps the group rows in the URL and the API query; an unknown group is dropped', () => {
    const state = parseBondListSearch({ group: 'issuer', sort: 'yield', page: '3' });
    expect(state.group).toBe('issuer');
    expect(bondListSearchParams(state).group).toBe('issuer');
    expect(bondListQuery(state)).toMatchObject({ group: 'issuer', sort: 'yield', offset: 60 });
    expect(parseBondListSearch({ group: 'sector' }).group).toBeUndefined();
    expect(bondListSearchParams(parseBondListSearch({})).group).toBeUndefined();
  });
});
