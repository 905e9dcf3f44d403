import { describe, expect, it } from 'vitest';
import { dayIn, isStale } from './sync-staleness';

const at = (iso: string) => new Date(iso);

describe('a sync source is stale after 2 trading days without a successful run', () => {
  it('counts whole MOEX trading days in Moscow time: a Friday run is fresh through Tuesday', () => {
    // Friday 2025-03-14, 19:40 Moscow (16:40 UTC).
    const friday = at('2025-03-14T16:40:00Z');
    expect(isStale('moex', friday, at('2025-03-17T09:00:00Z'))).toBe(false); // Monday
    expect(isStale('moex', friday, at('2025-03-18T20:59:00Z'))).toBe(false); // Tue 23:59 MSK
    expect(isStale('moex', friday, at('2025-03-18T21:00:00Z'))).toBe(true); // Wed 00:00 MSK
  });

  it('skips the exchange holidays (New Year) and the weekend', () => {
    const dec30 = at('2024-12-30T16:40:00Z');
    // The exchange closed 31 Dec 2024 to 2 Jan 2025, traded 3 Jan, then the weekend, then 6 Jan.
    expect(isStale('moex', dec30, at('2025-01-06T12:00:00Z'))).toBe(false);
    expect(isStale('moex', dec30, at('2025-01-06T21:00:00Z'))).toBe(true); // 7 Jan, Moscow
  });

  it('takes the day of a run in its own time zone', () => {
    // 22:30 UTC Friday is already Saturday in Moscow, still Friday in New York.
    const late = at('2025-03-14T22:30:00Z');
    expect(dayIn(late, 'Europe/Moscow')).toBe('2025-03-15');
    expect(dayIn(late, 'America/New_York')).toBe('2025-03-14');
    // US days: Monday 17 and Tuesday 18 March end, stale on Wednesday New York time.
    expect(isStale('ust', late, at('2025-03-19T03:59:00Z'))).toBe(false);
    expect(isStale('ust', late, at('2025-03-19T04:00:00Z'))).toBe(true);
  });

  it('follows the US calendar for ust: a federal holiday is not a missed day', () => {
    // Friday 17 Jan 2025; Monday 20 Jan is Martin Luther King Day.
    const friday = at('2025-01-17T21:00:00Z');
    expect(isStale('ust', friday, at('2025-01-22T12:00:00Z'))).toBe(false); // only Tue ended
    expect(isStale('ust', friday, at('2025-01-23T12:00:00Z'))).toBe(true);
  });

  it('a source that never succeeded is stale; an unknown one counts weekdays in UTC', () => {
    expect(isStale('moex', null, at('2025-03-14T12:00:00Z'))).toBe(true);
    const monday = at('2025-03-10T12:00:00Z');
    expect(isStale('other', monday, at('2025-03-12T23:00:00Z'))).toBe(false);
    expect(isStale('other', monday, at('2025-03-13T00:00:00Z'))).toBe(true);
  });
});
