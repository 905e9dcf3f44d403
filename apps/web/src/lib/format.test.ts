import { describe, expect, it } from 'vitest';
import { createFormatters } from './format';

describe('formatters follow the interface language', () => {
  it('formats numbers with the language separators and fixed decimals', () => {
    expect(createFormatters('eng').number(1234.5, 3)).toBe('1,234.500');
    expect(createFormatters('rus').number(1234.5, 3)).toBe('1\u00a0234,500');
    expect(createFormatters('deu').number(1234.5, 2)).toBe('1.234,50');
  });

  it('shows a missing value blank', () => {
    expect(createFormatters('eng').number(null, 2)).toBe('');
    expect(createFormatters('eng').date(null)).toBe('');
  });

  it('formats an ISO date as that calendar day whatever the time zone', () => {
    expect(createFormatters('eng').date('2039-03-16')).toBe('16 Mar 2039');
    expect(createFormatters('chn').date('2039-03-16')).toBe('2039年3月16日');
  });
});
