import { describe, expect, it } from 'vitest';
import { createFormatters } from './create-formatters';

const eng = createFormatters('eng');
const rus = createFormatters('rus');
const chn = createFormatters('chn');

describe('formatters follow the interface language', () => {
  it('formats numbers with the language separators and fixed decimals', () => {
    expect(eng.number(1234.5, 3)).toBe('1,234.500');
    expect(rus.number(1234.5, 3)).toBe('1\u00a0234,500');
    expect(createFormatters('deu').number(1234.5, 2)).toBe('1.234,50');
  });

  it('groups and separates decimals as eng, rus and chn readers expect', () => {
    expect(eng.price(1234567.891234)).toBe('1,234,567.8912');
    expect(rus.price(1234567.891234)).toBe('1\u00a0234\u00a0567,8912');
    expect(chn.price(1234567.891234)).toBe('1,234,567.8912');
    expect(rus.yield(12.3456)).toBe('12,346');
    expect(chn.volume(98765432.1, 'pieces')).toBe('98,765,432');
  });

  it('shows a missing value blank', () => {
    expect(eng.number(null, 2)).toBe('');
    expect(eng.price(undefined)).toBe('');
    expect(eng.money(null, 'USD')).toBe('');
    expect(eng.compactMoney(null, 'USD')).toBe('');
    expect(eng.date(null)).toBe('');
  });

  it('formats an ISO date as that calendar day whatever the time zone', () => {
    expect(eng.date('2039-03-16')).toBe('16 Mar 2039');
    expect(chn.date('2039-03-16')).toBe('2039年3月16日');
    expect(eng.date('2039-03-16T23:30:00Z')).toBe('16 Mar 2039');
  });

  it('writes a date in digits for a table of many dates, in the language’s order', () => {
    expect(createFormatters('rus').dateDigits('2039-03-06')).toBe('06.03.2039');
    expect(eng.dateDigits('2039-03-06')).toBe('06/03/2039');
    expect(chn.dateDigits('2039-03-06')).toBe('2039/03/06');
    expect(eng.dateDigits(null)).toBe('');
  });
});

describe('the kinds carry the decimals of spec section 9', () => {
  it('prices 4, yields 3, spreads 2, pvbp 4', () => {
    expect(eng.price(101.5)).toBe('101.5000');
    expect(eng.yield(11.5)).toBe('11.500');
    expect(eng.spread(82.456)).toBe('82.46');
    expect(eng.pvbp(0.03514)).toBe('0.0351');
    expect(eng.convexity(16.1)).toBe('16.10');
  });

  it('durations: days 0, years 2', () => {
    expect(eng.duration(1358.46, 'days')).toBe('1,358');
    expect(eng.duration(3.7249, 'years')).toBe('3.72');
  });

  it('volumes: money 2, pieces 0', () => {
    expect(eng.volume(1234567.5, 'money')).toBe('1,234,567.50');
    expect(eng.volume(1234567.5, 'pieces')).toBe('1,234,568');
  });

  it("nkd with the issue's precision, 2 by default", () => {
    expect(eng.nkd(11.4789, 2)).toBe('11.48');
    expect(eng.nkd(11.4789)).toBe('11.48');
    expect(eng.nkd(11.4789, null)).toBe('11.48');
    expect(eng.nkd(0.012345, 5)).toBe('0.01235');
    expect(eng.nkd(11.4789, 0)).toBe('11');
    // A precision Intl cannot take falls back to the default rather than throwing.
    expect(eng.nkd(11.4789, -1)).toBe('11.48');
    expect(eng.nkd(11.4789, 2.5)).toBe('11.48');
  });

  it("percent in the language's way of writing it", () => {
    expect(eng.percent(12.5)).toBe('12.50%');
    expect(rus.percent(12.5)).toBe('12,50\u00a0%');
    expect(createFormatters('tur').percent(12.5, 1)).toBe('%12,5');
    expect(eng.percent(null)).toBe('');
  });

  it('money in its currency with 2 decimals at most', () => {
    expect(eng.money(1000, 'USD')).toBe('US$1,000.00');
    expect(eng.money(1000.005, 'USD')).toBe('US$1,000.01');
  });
});

describe('the display rules', () => {
  it('a yield above 2000 % is blank; 2000 % itself is shown', () => {
    expect(eng.yield(2000)).toBe('2,000.000');
    expect(eng.yield(2000.0001)).toBe('');
    expect(eng.yield(35_000)).toBe('');
  });

  it('durations, spreads, convexity and pvbp are blank when the indicative yield exceeds 20 %', () => {
    const high = { indicativeYield: 20.001 };
    expect(eng.duration(900, 'days', high)).toBe('');
    expect(eng.duration(2.5, 'years', high)).toBe('');
    expect(eng.spread(450, high)).toBe('');
    expect(eng.convexity(12, high)).toBe('');
    expect(eng.pvbp(0.03, high)).toBe('');
    // 20 % exactly, an unknown yield or none at all: the value stands.
    expect(eng.spread(450, { indicativeYield: 20 })).toBe('450.00');
    expect(eng.spread(450, { indicativeYield: null })).toBe('450.00');
    expect(eng.spread(450)).toBe('450.00');
    // The yield itself is not hidden by the 20 % rule.
    expect(eng.yield(22)).toBe('22.000');
  });

  it('a source field without .numeric is blank, with .baddata never a number', () => {
    expect(eng.price({ numeric: 99.5 })).toBe('99.5000');
    expect(eng.price({})).toBe('');
    expect(eng.price({ numeric: null })).toBe('');
    expect(eng.price({ numeric: 99.5, baddata: true })).toBe('');
    expect(eng.price({ numeric: 99.5, baddata: 1 })).toBe('');
    expect(eng.yield({ numeric: 12, baddata: 'outlier' })).toBe('');
    expect(eng.spread(120, { indicativeYield: { numeric: 25, baddata: true } })).toBe('120.00');
    expect(eng.spread(120, { indicativeYield: { numeric: 25 } })).toBe('');
  });

  it('never prints NaN or Infinity', () => {
    expect(eng.price(Number.NaN)).toBe('');
    expect(eng.yield(Number.POSITIVE_INFINITY)).toBe('');
    expect(eng.number(Number.NEGATIVE_INFINITY, 2)).toBe('');
  });
});

describe('negative numbers and rounding', () => {
  it('keeps the sign of negatives and rounds halves away from zero', () => {
    expect(eng.yield(-13.4)).toBe('-13.400');
    expect(eng.spread(-0.125)).toBe('-0.13');
    expect(eng.spread(0.125)).toBe('0.13');
    expect(eng.price(1.00005)).toBe('1.0001');
    expect(eng.price(-1.00005)).toBe('-1.0001');
    expect(eng.number(2.675, 2)).toBe('2.68');
    expect(rus.yield(-1234.5675)).toBe('-1\u00a0234,568');
  });

  it('a negative that rounds to zero shows no minus', () => {
    expect(eng.spread(-0.001)).toBe('0.00');
    expect(eng.duration(-0.4, 'days')).toBe('0');
  });
});
