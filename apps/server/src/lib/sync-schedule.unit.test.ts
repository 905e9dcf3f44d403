import { describe, expect, it } from 'vitest';
import { nextRunAt, parseSyncAt } from './sync-schedule';

const at = (iso: string) => new Date(iso);

describe('SYNC_AT and the next daily update', () => {
  it('parses a time and an IANA time zone, with clear errors', () => {
    expect(parseSyncAt('19:30 Europe/Moscow')).toEqual({
      hour: 19,
      minute: 30,
      timeZone: 'Europe/Moscow',
    });
    expect(parseSyncAt(' 7:05 UTC ')).toEqual({ hour: 7, minute: 5, timeZone: 'UTC' });
    expect(() => parseSyncAt('19:30')).toThrow(/SYNC_AT must be "HH:MM Time\/Zone"/);
    expect(() => parseSyncAt('25:00 UTC')).toThrow(/SYNC_AT must be/);
    expect(() => parseSyncAt('19:30 Mars/Olympus')).toThrow(/unknown time zone "Mars\/Olympus"/);
  });

  it('comes today when the time is still ahead, else on the next weekday', () => {
    const moscow = parseSyncAt('19:30 Europe/Moscow'); // UTC+3 all year
    // Wednesday 12:00 UTC = 15:00 Moscow: today 16:30 UTC.
    expect(nextRunAt(moscow, at('2025-03-12T12:00:00Z'))).toEqual(at('2025-03-12T16:30:00Z'));
    // Exactly at the time: the next day's.
    expect(nextRunAt(moscow, at('2025-03-12T16:30:00Z'))).toEqual(at('2025-03-13T16:30:00Z'));
  });

  it('skips the weekend in the zone of SYNC_AT', () => {
    const moscow = parseSyncAt('19:30 Europe/Moscow');
    // Friday after the run: Monday.
    expect(nextRunAt(moscow, at('2025-03-14T17:00:00Z'))).toEqual(at('2025-03-17T16:30:00Z'));
    // Friday 22:00 UTC is Saturday 01:00 in Moscow: still Monday.
    expect(nextRunAt(moscow, at('2025-03-14T22:00:00Z'))).toEqual(at('2025-03-17T16:30:00Z'));
    // Sunday: Monday.
    expect(nextRunAt(moscow, at('2025-03-16T10:00:00Z'))).toEqual(at('2025-03-17T16:30:00Z'));
  });

  it('follows daylight saving time: the same wall-clock time, a different UTC one', () => {
    const ny = parseSyncAt('18:00 America/New_York');
    // Before the 9 March 2025 change: EST (UTC-5); after: EDT (UTC-4).
    expect(nextRunAt(ny, at('2025-03-07T12:00:00Z'))).toEqual(at('2025-03-07T23:00:00Z'));
    expect(nextRunAt(ny, at('2025-03-08T12:00:00Z'))).toEqual(at('2025-03-10T22:00:00Z'));
    // Autumn: 2 November 2025 back to EST.
    expect(nextRunAt(ny, at('2025-10-31T23:00:00Z'))).toEqual(at('2025-11-03T23:00:00Z'));
  });

  it('keeps the wall-clock time on the Monday after a night the clocks went forward', () => {
    // The US and European changes fall on Sundays (skipped); Monday 02:30 is EDT.
    const ny = parseSyncAt('02:30 America/New_York');
    expect(nextRunAt(ny, at('2025-03-08T12:00:00Z'))).toEqual(at('2025-03-10T06:30:00Z'));
    const berlin = parseSyncAt('02:30 Europe/Berlin');
    expect(nextRunAt(berlin, at('2025-03-29T12:00:00Z'))).toEqual(at('2025-03-31T00:30:00Z'));
  });
});
