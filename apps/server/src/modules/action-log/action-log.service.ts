import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import * as repo from './action-log.repository';

/**
 * Usage logging (spec: contactActionLog, incrementStatisticView): the pages send it and read
 * no answer. An action is kept with its user (null for a visitor) and its bond (null off a
 * bond page); a page view only counts up the bond's day.
 */
export async function logAction(
  db: Db,
  entry: { userId: number | null; bondId: number | null; actionId: number },
): Promise<void> {
  if (entry.bondId !== null && !(await repo.bondExists(db, entry.bondId))) throw notFound();
  await repo.insertAction(db, entry);
}

export async function countBondView(
  db: Db,
  bondId: number,
  body: { bondId: number },
  now: Date = new Date(),
): Promise<void> {
  if (body.bondId !== bondId)
    throw new AppError('validation_failed', 'validation_failed', {
      'body.bondId': 'field_invalid_value',
    });
  if (!(await repo.bondExists(db, bondId))) throw notFound();
  // The day in UTC, whatever the database server's time zone.
  await repo.countView(db, bondId, now.toISOString().slice(0, 10));
}

/** Days the "recent" count of a bond's views covers, today included. */
export const RECENT_VIEW_DAYS = 30;

/** How often the bond's page was viewed: in all, and in the last 30 days (UTC). */
export async function getBondViews(db: Db, bondId: number, now: Date = new Date()) {
  if (!(await repo.bondExists(db, bondId))) throw notFound();
  const since = new Date(now.getTime() - (RECENT_VIEW_DAYS - 1) * 86_400_000);
  const sums = await repo.sumViews(db, bondId, since.toISOString().slice(0, 10));
  return { bondId, total: sums.total, last30Days: sums.recent };
}
