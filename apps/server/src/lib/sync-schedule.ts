/**
 * SYNC_AT: the daily update's time of day in a time zone ("19:30 Europe/Moscow", after the
 * exchange's close), and the next moment it comes (issue 34 item 4).
 */
export interface SyncAt {
  hour: number;
  minute: number;
  timeZone: string;
}

const ZONE_PARTS = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    weekday: 'short',
  });

/** Parses "HH:MM Area/City" (or "HH:MM UTC"); throws a message naming the variable. */
export function parseSyncAt(text: string, name = 'SYNC_AT'): SyncAt {
  const m = /^\s*(\d{1,2}):(\d{2})\s+(\S+)\s*$/.exec(text);
  const hour = Number(m?.[1]);
  const minute = Number(m?.[2]);
  if (!m || hour > 23 || minute > 59)
    throw new Error(`${name} must be "HH:MM Time/Zone", e.g. "19:30 Europe/Moscow", got "${text}"`);
  const timeZone = m[3] as string;
  try {
    ZONE_PARTS(timeZone);
  } catch {
    throw new Error(
      `${name}: unknown time zone "${timeZone}" (an IANA name such as Europe/Moscow)`,
    );
  }
  return { hour, minute, timeZone };
}

/** The wall-clock fields of a moment in a time zone, and its weekday (1 Monday .. 7 Sunday). */
function wallClock(moment: Date, timeZone: string) {
  const parts = Object.fromEntries(
    ZONE_PARTS(timeZone)
      .formatToParts(moment)
      .map((p) => [p.type, p.value]),
  );
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday!) + 1;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday,
  };
}

/** The moment a wall-clock time of a day has in a time zone (DST: the zone's offset then). */
function momentOf(y: number, mo: number, d: number, h: number, mi: number, timeZone: string) {
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  // The zone's offset at that moment, found by reading the guess back (twice: a guess on the
  // other side of a DST change moves by the change).
  let guess = asUtc;
  for (let i = 0; i < 2; i++) {
    const w = wallClock(new Date(guess), timeZone);
    const shown = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
    guess = asUtc - (shown - guess);
  }
  return new Date(guess);
}

/**
 * The next daily update after `now`: SYNC_AT's time on the next weekday (Monday to Friday in
 * SYNC_AT's zone: no market trades on a weekend; an exchange holiday's run fetches nothing
 * new and costs a few requests). The wall-clock time holds across DST changes (the UTC moment
 * moves); the US and European changes fall on Sundays, so no weekday's time is in a gap.
 */
export function nextRunAt(at: SyncAt, now: Date): Date {
  const today = wallClock(now, at.timeZone);
  for (let ahead = 0; ahead < 8; ahead++) {
    const day = new Date(Date.UTC(today.year, today.month - 1, today.day + ahead));
    const weekday = ((today.weekday - 1 + ahead) % 7) + 1;
    if (weekday >= 6) continue;
    const moment = momentOf(
      day.getUTCFullYear(),
      day.getUTCMonth() + 1,
      day.getUTCDate(),
      at.hour,
      at.minute,
      at.timeZone,
    );
    if (moment.getTime() > now.getTime()) return moment;
  }
  throw new Error('no weekday in the next 8 days');
}
