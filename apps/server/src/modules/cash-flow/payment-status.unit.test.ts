import { describe, expect, it } from 'vitest';
import { flowStatuses, LIVING, optionStatuses, SETTLEMENT_GRACE_DAYS } from './payment-status';

const TODAY = '2026-11-24';
const flow = (date: string, actualPaymentDate: string | null, asOf = '2026-11-20') => ({
  date,
  actualPaymentDate,
  asOf,
});

describe('payment statuses', () => {
  it('marks payments on record paid, the first one to come next and the rest future', () => {
    expect(
      flowStatuses(
        [
          flow('2026-05-20', '2026-05-20'),
          flow('2026-08-20', '2026-08-21'),
          flow('2026-11-24', null),
          flow('2027-02-20', null),
        ],
        TODAY,
      ),
    ).toEqual(['paid', 'paid', 'next', 'future']);
  });

  it('believes a source that records payments: a date it saw pass unpaid is not paid', () => {
    expect(
      flowStatuses([flow('2026-05-20', '2026-05-20'), flow('2026-08-20', null)], TODAY),
    ).toEqual(['paid', 'not_paid']);
  });

  it('reads past dates by the calendar where the source could not have known', () => {
    // The source's as-of is within the settlement grace of the date, or before it.
    const withinGrace = `2026-11-${String(20 - SETTLEMENT_GRACE_DAYS).padStart(2, '0')}`;
    expect(
      flowStatuses(
        [flow('2026-05-20', '2026-05-20'), flow(withinGrace, null), flow('2026-11-22', null)],
        TODAY,
      ),
    ).toEqual(['paid', 'paid', 'paid']);
  });

  it('reads a published schedule (no payments recorded) by the calendar', () => {
    expect(
      flowStatuses([flow('2025-09-16', null, '2025-09-16'), flow('2027-03-16', null)], TODAY),
    ).toEqual(['paid', 'next']);
  });

  it('has no next payment once everything is past', () => {
    expect(flowStatuses([flow('2026-01-01', '2026-01-01')], TODAY)).toEqual(['paid']);
    expect(flowStatuses([], TODAY)).toEqual([]);
  });

  it('marks options past, next and future', () => {
    const options = ['2026-01-10', TODAY, '2028-01-10'].map((date) => ({ date, type: 'put' }));
    expect(optionStatuses(options, TODAY)).toEqual(['past', 'next', 'future']);
  });
});

describe('payment statuses over a bond’s life', () => {
  const called = {
    alive: false,
    state: 'redeemed_early',
    endDate: '2025-07-04',
    endEvent: 'call',
    defaultedOn: null,
  };
  const defaulted = {
    alive: false,
    state: 'default',
    endDate: '2028-07-04',
    endEvent: null,
    defaultedOn: '2026-02-20',
  };

  it('gives a bond that does not live no next payment', () => {
    expect(
      flowStatuses([flow('2025-01-04', null), flow('2025-07-04', null)], TODAY, called),
    ).toEqual(['paid', 'paid']);
    const announced = { ...LIVING, alive: false, state: 'announced', endDate: '2029-01-01' };
    expect(
      flowStatuses([flow('2027-01-01', null), flow('2027-07-01', null)], TODAY, announced),
    ).toEqual(['future', 'future']);
  });

  it('marks an ended bond’s payment on its end day made, that day', () => {
    const maturedToday = { ...called, state: 'matured', endDate: TODAY, endEvent: 'maturity' };
    expect(flowStatuses([flow(TODAY, null)], TODAY, maturedToday)).toEqual(['paid']);
    // A live bond's payment of today is still the next one.
    expect(flowStatuses([flow(TODAY, null)], TODAY)).toEqual(['next']);
  });

  it('marks a defaulted bond’s past payments from its default missed, never paid', () => {
    expect(
      flowStatuses(
        [
          flow('2025-08-20', '2025-08-20'),
          flow('2026-02-20', null),
          // Even a stored payment date does not make a payment after the default paid.
          flow('2026-08-20', '2026-08-20'),
          flow('2027-02-20', null),
        ],
        TODAY,
        defaulted,
      ),
    ).toEqual(['paid', 'not_paid', 'not_paid', 'future']);
  });

  it('marks the option that ended the bond exercised and later ones cancelled', () => {
    const options = [
      { date: '2023-01-04', type: 'put' },
      { date: '2025-07-04', type: 'call' },
      { date: '2027-01-04', type: 'put' },
    ];
    expect(optionStatuses(options, TODAY, called)).toEqual(['past', 'exercised', 'cancelled']);
    // A put on the day a call ended the bond was not what ended it.
    expect(optionStatuses([{ date: '2025-07-04', type: 'put' }], TODAY, called)).toEqual(['past']);
  });

  it('cancels a defaulted bond’s options from its default, and a cancelled issue’s', () => {
    const options = [
      { date: '2025-01-04', type: 'put' },
      { date: '2026-03-01', type: 'put' },
      { date: '2027-01-04', type: 'call' },
    ];
    expect(optionStatuses(options, TODAY, defaulted)).toEqual(['past', 'cancelled', 'cancelled']);
    const cancelled = { ...LIVING, alive: false, state: 'cancelled' };
    expect(optionStatuses(options, TODAY, cancelled)).toEqual([
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
  });

  it('gives a bond that does not live no next option', () => {
    const announced = { ...LIVING, alive: false, state: 'announced' };
    expect(optionStatuses([{ date: '2027-01-04', type: 'put' }], TODAY, announced)).toEqual([
      'future',
    ]);
  });
});
