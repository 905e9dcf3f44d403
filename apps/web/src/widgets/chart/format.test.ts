import { describe, expect, it } from 'vitest';
import { formatAxisValue, formatValue, inMillions } from './format';
import { entityPageUrl, legendLink } from './legend-link';

describe('mln formatting', () => {
  it('switches to millions at 100,000', () => {
    expect(inMillions(99_999)).toBe(false);
    expect(inMillions(100_000)).toBe(true);
    expect(inMillions(-250_000)).toBe(true);
    expect(formatAxisValue(99_999, 'mln', 'en-GB')).toBe('99,999');
    expect(formatAxisValue(250_000, 'mln', 'en-GB')).toBe('0.25 mln');
    expect(formatAxisValue(12_345_678, 'млн', 'ru-RU')).toBe('12,346 млн');
  });

  it('keeps up to 4 decimals below the threshold and shows a dash for no value', () => {
    expect(formatValue(101.23456, 'mln', 'en-GB')).toBe('101.2346');
    expect(formatValue(null, 'mln', 'en-GB')).toBe('—');
  });
});

describe('legend links', () => {
  const origin = 'https://bondsight.example';

  it('builds the entity page of each model', () => {
    expect(entityPageUrl('bond', 7, origin)).toBe(`${origin}/bonds/7/`);
    expect(entityPageUrl('index', 8, origin)).toBe(`${origin}/indexes/8/`);
    expect(entityPageUrl('stock', 9, origin)).toBe(`${origin}/stocks/9/`);
    expect(entityPageUrl('etf', 10, origin)).toBe(`${origin}/etf/10/`);
  });

  it('links only when asked, and makes a given path absolute', () => {
    const base = { id: 's', name: 'S', data: [], model: 'bond' as const, entityId: 3 };
    expect(legendLink(base, origin)).toBeNull();
    expect(legendLink({ ...base, link: true }, origin)).toBe(`${origin}/bonds/3/`);
    expect(legendLink({ ...base, link: '/indexes/5/' }, origin)).toBe(`${origin}/indexes/5/`);
  });
});
