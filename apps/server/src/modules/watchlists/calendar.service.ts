import crypto from 'node:crypto';
import ICAL from 'ical.js';
import { ALERT_HORIZON_DAYS, pickText, type CalendarTokenResponse } from '@bondsight/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import * as alerts from './alerts.repository';
import { deriveEvents } from './alerts.service';
import * as repo from './holdings.repository';
import { addDays, type LifecycleEvent } from './lifecycle';

/**
 * The user's iCal feed: the lifecycle events of the holdings as all-day events, a put's
 * submission window spanning the window. UIDs are built from the event's identity (bond,
 * kind, day), so a calendar app updates an event rather than adding it again.
 */

/** Days back the feed still carries (a calendar keeps its past; a short tail is enough). */
export const CALENDAR_PAST_DAYS = 30;

export const CALENDAR_PATH = '/api/watchlist/calendar.ics';

/** A new secret token (the old one stops working): the feed address to give a calendar app. */
export async function createToken(
  db: Db,
  userId: number,
  origin: string,
): Promise<CalendarTokenResponse> {
  const token = crypto.randomBytes(24).toString('base64url');
  await alerts.upsertCalendarToken(db, userId, token);
  return { token, url: `${origin}${CALENDAR_PATH}?token=${token}` };
}

/** Feed texts are English: a calendar app shows them without the site's label catalogue. */
const TITLES: Record<LifecycleEvent['kind'], string> = {
  put_window: 'Put offer: submission window',
  coupon_reset: 'Floater coupon reset',
  call: 'Call date',
  early_redemption: 'Early redemption',
  amortisation: 'Amortisation payment',
  maturity: 'Maturity',
  rating_change: 'Rating change',
  default: 'Default',
};

function describe(event: LifecycleEvent): string {
  const d = event.details;
  const parts = Object.entries(d)
    .filter(([, v]) => v !== null && v !== undefined && typeof v !== 'object')
    .map(([k, v]) => `${k}: ${String(v)}`);
  return parts.join('\n');
}

function toVevent(event: LifecycleEvent, bondName: string, stamp: ICAL.Time) {
  const vevent = new ICAL.Component('vevent');
  const e = new ICAL.Event(vevent);
  e.uid = `${event.kind}-${event.bondId}-${event.eventDate}@bondsight`;
  // The call that ended the bond is said as such: it happened, it is no date to watch.
  const title =
    event.details.exercised === true ? 'Call exercised, bond redeemed' : TITLES[event.kind];
  e.summary = `${title}: ${bondName}`;
  e.description = describe(event);
  const windowEnd = typeof event.details.window_end === 'string' ? event.details.window_end : null;
  const start =
    event.kind === 'put_window' && event.windowStart ? event.windowStart : event.eventDate;
  const last = event.kind === 'put_window' && windowEnd ? windowEnd : start;
  e.startDate = ICAL.Time.fromDateString(start);
  // DTEND of an all-day event is the day after the last one (exclusive).
  e.endDate = ICAL.Time.fromDateString(addDays(last, 1));
  vevent.addPropertyWithValue('dtstamp', stamp);
  return vevent;
}

export async function calendarFeed(db: Db, token: string): Promise<string> {
  const userId = await alerts.findCalendarUser(db, token);
  if (userId === null) throw notFound();
  const asOf = await repo.findDataAsOf(db);
  const holdings = await repo.findHoldings(db, userId);
  const range = {
    from: addDays(asOf, -CALENDAR_PAST_DAYS),
    to: addDays(asOf, ALERT_HORIZON_DAYS),
    asOf,
  };
  const events = await deriveEvents(db, holdings, range);
  const names = new Map(holdings.map((h) => [h.bondId, pickText(h.names, 'eng')]));
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.addPropertyWithValue('prodid', '-//Bondsight//Watchlist lifecycle events//EN');
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('calscale', 'GREGORIAN');
  calendar.addPropertyWithValue('x-wr-calname', 'Bondsight watchlist');
  // One stamp per feed, from the data's day: the same data gives the same text.
  const stamp = ICAL.Time.fromDateTimeString(`${asOf}T00:00:00Z`);
  const seen = new Set<string>();
  for (const event of events.sort(
    (a, b) => a.eventDate.localeCompare(b.eventDate) || a.bondId - b.bondId,
  )) {
    const uid = `${event.kind}-${event.bondId}-${event.eventDate}`;
    if (seen.has(uid)) continue;
    seen.add(uid);
    calendar.addSubcomponent(toVevent(event, names.get(event.bondId) ?? '', stamp));
  }
  return calendar.toString();
}
