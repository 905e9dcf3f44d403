import { describe, expect, it } from 'vitest';
import {
  afterDateChosen,
  afterMonthChosen,
  afterYearChosen,
  needsConfirm,
  openingPanel,
} from './panel-flow';

describe('panel flow', () => {
  it('opens the panel of the type', () => {
    expect(openingPanel('date')).toBe('date');
    expect(openingPanel('datetime')).toBe('date');
    expect(openingPanel('daterange')).toBe('date');
    expect(openingPanel('datetimerange')).toBe('date');
    expect(openingPanel('month')).toBe('month');
    expect(openingPanel('year')).toBe('year');
    expect(openingPanel('time')).toBe('time');
  });

  it('drills year -> month -> date, and picks at the type’s own unit', () => {
    expect(afterYearChosen('date')).toBe('month');
    expect(afterYearChosen('month')).toBe('month');
    expect(afterYearChosen('year')).toBe('pick');
    expect(afterMonthChosen('date')).toBe('date');
    expect(afterMonthChosen('datetime')).toBe('date');
    expect(afterMonthChosen('month')).toBe('pick');
  });

  it('goes from date to time for datetime types', () => {
    expect(afterDateChosen('date', false)).toBe('pick');
    expect(afterDateChosen('datetime', false)).toBe('time');
    expect(afterDateChosen('daterange', false)).toBe('date');
    expect(afterDateChosen('daterange', true)).toBe('date');
    expect(afterDateChosen('datetimerange', false)).toBe('date');
    expect(afterDateChosen('datetimerange', true)).toBe('time');
  });

  it('waits for confirm in datetime, time and range types only', () => {
    expect(needsConfirm('date')).toBe(false);
    expect(needsConfirm('month')).toBe(false);
    expect(needsConfirm('year')).toBe(false);
    expect(needsConfirm('datetime')).toBe(true);
    expect(needsConfirm('time')).toBe(true);
    expect(needsConfirm('daterange')).toBe(true);
    expect(needsConfirm('datetimerange')).toBe(true);
  });
});
