import { describe, expect, it } from 'vitest';
import { flowStatuses, optionStatuses, SETTLEMENT_GRACE_DAYS } from './payment-status';

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
    expect(optionStatuses(['2026-01-10', TODAY, '2028-01-10'], TODAY)).toEqual([
      'past',
      'next',
      'future',
    ]);
  });
});
