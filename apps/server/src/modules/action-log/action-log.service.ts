import crypto from 'node:crypto';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import * as repo from './action-log.repository';

/** Who is counted: a user by id, a visitor by their address (hashed: no address is kept). */
export type Visitor = { userId: number } | { address: string };

const visitorKey = (visitor: Visitor) =>
  'userId' in visitor
    ? `user:${visitor.userId}`
    : `address:${crypto.createHash('sha256').update(visitor.address).digest('base64url')}`;

const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Whether the visitor is counted for this on the bond today, the first time only (issue 31: a
 * visitor's 100 calls raised a count 0 -> 100). Now and then the marks of days before
 * yesterday are dropped.
 */
async function firstToday(db: Db, visitor: Visitor, kind: string, bondId: number, now: Date) {
  if (Math.random() < 0.01)
    await repo.dropMarksBefore(db, dayOf(new Date(now.getTime() - 86_400_000)));
  return repo.markOnce(db, { visitor: visitorKey(visitor), kind, bondId, day: dayOf(now) });
}

/**
 * Usage logging (spec: contactActionLog, incrementStatisticView): the pages send it and read
 * no answer. An action is kept with its user (null for a visitor) and its bond (null off a
 * bond page); a page view only counts up the bond's day. A visitor's action is kept once a
 * visitor, action, bond and day.
 */
export async function logAction(
  db: Db,
  entry: { userId: number | null; bondId: number | null; actionId: number },
  visitor: Visitor,
  now: Date = new Date(),
): Promise<void> {
  if (entry.bondId !== null && !(await repo.bondExists(db, entry.bondId))) throw notFound();
  if (
    entry.userId === null &&
    !(await firstToday(db, visitor, `action:${entry.actionId}`, entry.bondId ?? 0, now))
  )
    return;
  await repo.insertAction(db, entry);
}

/** One more view of the bond's page today, once a visitor (user or address) and day. */
export async function countBondView(
  db: Db,
  bondId: number,
  body: { bondId: number },
  visitor: Visitor,
  now: Date = new Date(),
): Promise<void> {
  if (body.bondId !== bondId)
    throw new AppError('validation_failed', 'validation_failed', {
      'body.bondId': 'field_invalid_value',
    });
  if (!(await repo.bondExists(db, bondId))) throw notFound();
  if (!(await firstToday(db, visitor, 'view', bondId, now))) return;
  // The day in UTC, whatever the database server's time zone.
  await repo.countView(db, bondId, dayOf(now));
  recentViews.get(db)?.delete(bondId);
}

/** Days the "recent" count of a bond's views covers, today included. */
export const RECENT_VIEW_DAYS = 30;

/**
 * How long a bond's counts are reused (issue 19: every bond page asks, and each answer took
 * two queries). A view counted by this process drops them at once; one counted by another
 * server process on the same PostgreSQL shows within this time.
 */
export const VIEWS_FRESH_MS = 5_000;
type BondViews = { bondId: number; total: number; last30Days: number };
/** Per database (the tests open many), per bond: the counts, the day and when they were read. */
const recentViews = new WeakMap<Db, Map<number, { at: number; day: string; views: BondViews }>>();

/** How often the bond's page was viewed: in all, and in the last 30 days (UTC). */
export async function getBondViews(db: Db, bondId: number, now: Date = new Date()) {
  const day = now.toISOString().slice(0, 10);
  let known = recentViews.get(db);
  const kept = known?.get(bondId);
  if (kept && kept.day === day && now.getTime() - kept.at < VIEWS_FRESH_MS) return kept.views;
  if (!(await repo.bondExists(db, bondId))) throw notFound();
  const since = new Date(now.getTime() - (RECENT_VIEW_DAYS - 1) * 86_400_000);
  const sums = await repo.sumViews(db, bondId, since.toISOString().slice(0, 10));
  const views = { bondId, total: sums.total, last30Days: sums.recent };
  if (!known) recentViews.set(db, (known = new Map()));
  // Bounded: the counts of bonds no one asked about lately are dropped all at once.
  if (known.size >= 10_000) known.clear();
  known.set(bondId, { at: now.getTime(), day, views });
  return views;
}
