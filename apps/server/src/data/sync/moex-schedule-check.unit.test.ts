import { describe, expect, it } from 'vitest';
import { scheduleChange, type StoredSchedule } from './moex-schedule-check';

const stored = (): StoredSchedule => ({
  maturityDate: '2027-06-01',
  faceValue: 1000,
  repaidBefore: 250,
  repaidOnDay: 0,
  coupons: new Map<string, number | null>([
    ['2026-12-01', 30.5],
    ['2027-03-01', null],
  ]),
  offers: new Set(['2027-03-01']),
});
const row = (more: Record<string, unknown> = {}) => ({
  SECID: 'RU000A0TEST1',
  MATDATE: '2027-06-01',
  NEXTCOUPON: '2026-12-01',
  COUPONVALUE: 30.5,
  FACEVALUE: 750,
  OFFERDATE: '2027-03-01',
  PUTOPTIONDATE: null,
  ...more,
});
const AS_OF = '2026-11-30';

describe('when a stored bond is read again (the list row against the stored schedule)', () => {
  it('nothing to read when the list agrees with the schedule', () => {
    expect(scheduleChange(row(), stored(), AS_OF)).toBeNull();
    // An amount the exchange has not fixed either: not asked for every day.
    expect(
      scheduleChange(row({ NEXTCOUPON: '2027-03-01', COUPONVALUE: 0 }), stored(), AS_OF),
    ).toBeNull();
    // Today's amortisation paid or not yet: either face is ours.
    const paying = { ...stored(), repaidOnDay: 250 };
    expect(scheduleChange(row({ FACEVALUE: 500 }), paying, AS_OF)).toBeNull();
  });
  it('reads it again when the next coupon, the face, the maturity or an offer moved', () => {
    expect(scheduleChange(row({ COUPONVALUE: 31.2 }), stored(), AS_OF)).toMatch(
      /next coupon 2026-12-01: 30.5 -> 31.2/,
    );
    expect(
      scheduleChange(row({ NEXTCOUPON: '2027-03-01', COUPONVALUE: 28 }), stored(), AS_OF),
    ).toMatch(/unknown -> 28/);
    expect(scheduleChange(row({ NEXTCOUPON: '2026-12-15' }), stored(), AS_OF)).toMatch(
      /not in the schedule/,
    );
    expect(scheduleChange(row({ FACEVALUE: 500 }), stored(), AS_OF)).toMatch(
      /face value 750 -> 500/,
    );
    expect(scheduleChange(row({ MATDATE: '2026-12-15' }), stored(), AS_OF)).toMatch(/maturity/);
    expect(scheduleChange(row({ PUTOPTIONDATE: '2026-12-20' }), stored(), AS_OF)).toMatch(
      /new offer 2026-12-20/,
    );
    // An offer already past is not news.
    expect(scheduleChange(row({ OFFERDATE: '2026-11-01' }), stored(), AS_OF)).toBeNull();
  });
});
