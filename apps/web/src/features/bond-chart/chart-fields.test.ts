import { describe, expect, it } from 'vitest';
import { chartFields } from './chart-fields';
import type { CompareItem } from './compare-items';

const main: CompareItem = { model: 'bonds', id: 12, tgId: 1 };
const other: CompareItem = { model: 'bonds', id: 13, tgId: 1 };
const index: CompareItem = { model: 'index', id: 3, tgId: 0 };

describe('the fields the bond chart asks for', () => {
  it('asks a comparison for one value a line: the kind of the bond lines and the index level', () => {
    expect(chartFields('price', [main, other, index])).toEqual(['last_price', 'value']);
    expect(chartFields('yield', [main, index])).toEqual(['ytm_last', 'value']);
    expect(chartFields('g_spread', [main, other])).toEqual(['g_spread']);
  });

  it("asks the page's bond alone for every field of its kind: candles, volume and the archive", () => {
    expect(chartFields('price', [main])).toEqual([
      'last_price',
      'open_price',
      'min_price',
      'max_price',
      'volume',
    ]);
    expect(chartFields('yield', [main])).toEqual(['ytm_last']);
    expect(chartFields('g_spread', [main])).toEqual(['g_spread']);
  });
});
