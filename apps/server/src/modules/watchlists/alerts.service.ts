import {
  ALERT_HORIZON_DAYS,
  pickText,
  type AlertKind,
  type Language,
  type NotificationsResponse,
} from '@bondsight/contracts';
import type { Db } from '../../db/client';
import { findLives } from '../../lib/bond-life-query';
import { readDataVersion } from '../../plugins/cached-answers.repository';
import * as alerts from './alerts.repository';
import type { AlertRow } from './alerts.repository';
import { derivedRange, markDerived, stampKey } from './alerts-stamps';
import { expectedFlows } from './holding-figures';
import { flowsByBond } from './holdings.service';
import * as repo from './holdings.repository';
import { addDays, lifecycleEvents, type LifecycleEvent } from './lifecycle';

/** How far back a rating action still makes an alert (an unread one stays after that). */
export const RATING_LOOKBACK_DAYS = 30;

type HoldingRow = Awaited<ReturnType<typeof repo.findHoldings>>[number];
type RatingRow = Awaited<ReturnType<typeof alerts.findRatingActions>>[number];

async function ratingEvents(
  db: Db,
  bonds: { bondId: number; emitentId: number }[],
  actions: RatingRow[],
): Promise<LifecycleEvent[]> {
  const events: LifecycleEvent[] = [];
  for (const action of actions) {
    const previous = await alerts.findPreviousGrade(db, action);
    if (previous && previous.grade === action.grade && previous.status === action.status) continue;
    const details = {
      agency: action.agency,
      rating: action.grade,
      previous: previous?.grade ?? null,
      status: action.status,
      outlook: action.outlook,
      direction:
        previous?.rank != null && action.rank != null
          ? Math.sign(previous.rank - action.rank)
          : null,
      on: action.subject === 'emitent' ? 'issuer' : 'bond',
    };
    const held = bonds.filter((b) =>
      action.emissionId !== null
        ? b.bondId === action.emissionId
        : b.emitentId === action.emitentId,
    );
    for (const b of held)
      events.push({
        bondId: b.bondId,
        kind: 'rating_change',
        eventDate: action.date,
        windowStart: null,
        details,
      });
  }
  return events;
}

/** One row per (bond, kind, day), as the table's unique key wants; later facts win. */
function uniqueRows(userId: number, events: LifecycleEvent[]): AlertRow[] {
  const rows = new Map<string, AlertRow>();
  for (const e of events)
    rows.set(`${e.bondId} ${e.kind} ${e.eventDate}`, {
      userId,
      emissionId: e.bondId,
      kind: e.kind,
      eventDate: e.eventDate,
      windowStart: e.windowStart,
      details: e.details,
    });
  return [...rows.values()];
}

/**
 * Every held bond's lifecycle events from `from` to `to`, rating changes included. Each bond's
 * life on the data's as-of day (lib/bond-life.ts) decides what may still happen: no payment or
 * option after its end or from its default, and its end once, as what it was.
 */
export async function deriveEvents(
  db: Db,
  holdings: HoldingRow[],
  range: { from: string; to: string; asOf: string },
) {
  const bondIds = [...new Set(holdings.map((h) => h.bondId))];
  const [flows, offers, actions, lives] = await Promise.all([
    repo.findCashFlows(db, bondIds),
    repo.findOffers(db, bondIds),
    alerts.findRatingActions(db, bondIds, {
      from: addDays(range.asOf, -RATING_LOOKBACK_DAYS),
      to: range.to,
    }),
    findLives(db, bondIds, range.asOf),
  ]);
  const flowMap = flowsByBond(flows);
  const bonds = new Map(holdings.map((h) => [h.bondId, h]));
  const events = [...bonds.values()].flatMap((b) => {
    const life = lives.get(b.bondId);
    if (!life) return [];
    return lifecycleEvents(
      b,
      expectedFlows(flowMap.get(b.bondId) ?? [], life),
      offers.filter((o) => o.bondId === b.bondId),
      range,
      life,
    );
  });
  const issuers = [...bonds.values()].map((b) => ({ bondId: b.bondId, emitentId: b.emitentId }));
  // Nothing happens to a bond after it ended: not even its issuer's rating changes concern it.
  const afterEnd = (e: LifecycleEvent) => {
    const life = lives.get(e.bondId);
    const ended = life?.state === 'matured' || life?.state === 'redeemed_early';
    return ended && life.endDate !== null && e.eventDate > life.endDate;
  };
  return [...events, ...(await ratingEvents(db, issuers, actions))].filter((e) => !afterEnd(e));
}

/**
 * The user's alerts in the horizon, derived and stored (read marks survive) only when the data
 * version or the held bonds moved since the last derivation: the unread counter asks on every
 * page, and re-deriving unchanged data would rewrite every row each time.
 */
async function refreshAlerts(db: Db, userId: number) {
  // Read before the data: if the data moves meanwhile, the stamp is older than what was read
  // and the next call derives again (never the reverse).
  const version = await readDataVersion(db);
  const holdings = await repo.findHoldings(db, userId);
  const bondIds = [...new Set(holdings.map((h) => h.bondId))];
  const key = stampKey(version, bondIds);
  const known = derivedRange(db, userId, key);
  if (known) return { range: known, bondIds };
  const asOf = await repo.findDataAsOf(db);
  const range = { from: asOf, to: addDays(asOf, ALERT_HORIZON_DAYS), asOf };
  const events = await deriveEvents(db, holdings, range);
  const rows = uniqueRows(userId, events);
  await alerts.upsertAlerts(db, rows);
  // An alert stored before that the data no longer gives (a bond's call after it ended, say)
  // is no longer a fact: it goes.
  await alerts.deleteAlertsNotDerived(db, userId, bondIds, range, rows);
  markDerived(db, userId, key, range);
  return { range, bondIds };
}

export async function notifications(
  db: Db,
  userId: number,
  lang: Language,
): Promise<NotificationsResponse> {
  const { range, bondIds } = await refreshAlerts(db, userId);
  const rows = await alerts.findAlerts(db, userId, bondIds, range);
  const items = rows.map((r) => ({
    id: r.id,
    bond_id: r.bondId,
    bond_name: pickText(r.names, lang),
    kind: r.kind as AlertKind,
    event_date: r.eventDate,
    window_start: r.windowStart,
    window_end: typeof r.details.window_end === 'string' ? r.details.window_end : null,
    details: r.details,
    read: r.readAt !== null,
    created_at: r.createdAt.toISOString(),
  }));
  return { unread: items.filter((i) => !i.read).length, items };
}

export async function markRead(db: Db, userId: number, ids: number[] | 'all') {
  await alerts.markRead(db, userId, ids);
  return { unread: (await notifications(db, userId, 'eng')).unread };
}
