import { describe, expect, it } from 'vitest';
import { FILTERS, type NumberDef, type RangeDef, type TextDef } from './screen-filters';
import { numberOutcome, rangeOutcome, textOutcome } from './screen-form-rules';

const def = <T>(test: (d: (typeof FILTERS)[number]) => boolean) => FILTERS.find(test) as T;
const yieldRange = def<RangeDef>((d) => d.type === 'range' && d.id === 'yield');
const traded = def<NumberDef>((d) => d.type === 'number' && d.key === 'tradedDaysMin');
const search = def<TextDef>((d) => d.type === 'text');

describe("the screener form's typed fields", () => {
  it('sends a valid range, decimal commas included, and an emptied end as a clear', () => {
    expect(rangeOutcome(yieldRange, '5', '30,5')).toEqual({
      send: { yieldMin: 5, yieldMax: 30.5 },
      problems: {},
    });
    expect(rangeOutcome(yieldRange, '', '12').send).toEqual({ yieldMin: undefined, yieldMax: 12 });
  });

  it('shows a non-number or out-of-bounds end at its field and sends only the other end', () => {
    expect(rangeOutcome(yieldRange, 'abc', '30')).toEqual({
      send: { yieldMax: 30 },
      problems: { yieldMin: 'not_number' },
    });
    expect(rangeOutcome(yieldRange, '5', '5000')).toEqual({
      send: { yieldMin: 5 },
      problems: { yieldMax: 'out_of_bounds' },
    });
  });

  it('sends nothing for a reversed range and marks its max', () => {
    expect(rangeOutcome(yieldRange, '30', '5')).toEqual({
      send: null,
      problems: { yieldMax: 'reversed' },
    });
  });

  it('takes whole numbers of days only, within the 30-day window', () => {
    expect(numberOutcome(traded, '1').send).toEqual({ tradedDaysMin: 1 });
    expect(numberOutcome(traded, '1.5').problems).toEqual({ tradedDaysMin: 'not_integer' });
    expect(numberOutcome(traded, '31').problems).toEqual({ tradedDaysMin: 'out_of_bounds' });
    expect(numberOutcome(traded, '').send).toEqual({ tradedDaysMin: undefined });
  });

  it('sends text of two characters or more, clears on empty, holds one character back', () => {
    expect(textOutcome(search, ' RU0 ').send).toEqual({ q: 'RU0' });
    expect(textOutcome(search, 'R')).toEqual({ send: null, problems: { q: 'too_short' } });
    expect(textOutcome(search, '').send).toEqual({ q: undefined });
  });
});
