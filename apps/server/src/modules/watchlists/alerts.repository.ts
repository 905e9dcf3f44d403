import { and, desc, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import {
  calendarFeeds,
  emissions,
  ratingActions,
  ratingAgencies,
  ratingScalePoints,
  ratingScales,
  watchlistAlerts,
} from '../../db/schema/index';

/** Rating actions on the bonds or their issuers in [from, to], with the grade's name. */
export async function findRatingActions(
  db: Executor,
  bondIds: number[],
  range: { from: string; to: string },
) {
  if (bondIds.length === 0) return [];
  const issuers = db
    .select({ id: emissions.emitentId })
    .from(emissions)
    .where(inArray(emissions.id, bondIds));
  return db
    .select({
      id: ratingActions.id,
      subject: ratingActions.subject,
      emissionId: ratingActions.emissionId,
      emitentId: ratingActions.emitentId,
      scaleId: ratingActions.scaleId,
      agency: ratingAgencies.code,
      grade: ratingScalePoints.name,
      rank: ratingScalePoints.rank,
      status: ratingActions.status,
      outlook: ratingActions.outlook,
      date: ratingActions.date,
    })
    .from(ratingActions)
    .innerJoin(ratingScales, eq(ratingScales.id, ratingActions.scaleId))
    .innerJoin(ratingAgencies, eq(ratingAgencies.id, ratingScales.agencyId))
    .leftJoin(ratingScalePoints, eq(ratingScalePoints.id, ratingActions.scalePointId))
    .where(
      and(
        or(
          inArray(ratingActions.emissionId, bondIds),
          and(eq(ratingActions.subject, 'emitent'), inArray(ratingActions.emitentId, issuers)),
        ),
        gte(ratingActions.date, range.from),
        lte(ratingActions.date, range.to),
      ),
    )
    .orderBy(ratingActions.date, ratingActions.id);
}

/** The previous action of the same subject and scale before a date (what changed). */
export async function findPreviousGrade(
  db: Executor,
  action: {
    emissionId: number | null;
    emitentId: number | null;
    scaleId: number;
    date: string;
    id: number;
  },
) {
  const [row] = await db
    .select({
      grade: ratingScalePoints.name,
      rank: ratingScalePoints.rank,
      status: ratingActions.status,
    })
    .from(ratingActions)
    .leftJoin(ratingScalePoints, eq(ratingScalePoints.id, ratingActions.scalePointId))
    .where(
      and(
        eq(ratingActions.scaleId, action.scaleId),
        action.emissionId === null
          ? eq(ratingActions.emitentId, action.emitentId ?? -1)
          : eq(ratingActions.emissionId, action.emissionId),
        or(
          lt(ratingActions.date, action.date),
          and(eq(ratingActions.date, action.date), lt(ratingActions.id, action.id)),
        ),
      ),
    )
    .orderBy(desc(ratingActions.date), desc(ratingActions.id))
    .limit(1);
  return row ?? null;
}

export interface AlertRow {
  userId: number;
  emissionId: number;
  kind: string;
  eventDate: string;
  windowStart: string | null;
  details: Record<string, unknown>;
}

/** Stores the derived alerts; one already stored keeps its read mark, its details refreshed. */
export async function upsertAlerts(db: Executor, rows: AlertRow[]) {
  if (rows.length === 0) return;
  await db
    .insert(watchlistAlerts)
    .values(rows)
    .onConflictDoUpdate({
      target: [
        watchlistAlerts.userId,
        watchlistAlerts.emissionId,
        watchlistAlerts.kind,
        watchlistAlerts.eventDate,
      ],
      set: {
        windowStart: sql`excluded.window_start`,
        details: sql`excluded.details`,
      },
    });
}

/** Deletes the user's stored alerts of `bondIds` dated in [from, to] not among `derived`. */
export async function deleteAlertsNotDerived(
  db: Executor,
  userId: number,
  bondIds: number[],
  range: { from: string; to: string },
  derived: readonly AlertRow[],
) {
  if (bondIds.length === 0) return;
  const keep = new Set(derived.map((r) => `${r.emissionId} ${r.kind} ${r.eventDate}`));
  const stored = await db
    .select({
      id: watchlistAlerts.id,
      emissionId: watchlistAlerts.emissionId,
      kind: watchlistAlerts.kind,
      eventDate: watchlistAlerts.eventDate,
    })
    .from(watchlistAlerts)
    .where(
      and(
        eq(watchlistAlerts.userId, userId),
        inArray(watchlistAlerts.emissionId, bondIds),
        gte(watchlistAlerts.eventDate, range.from),
        lte(watchlistAlerts.eventDate, range.to),
      ),
    );
  const gone = stored
    .filter((r) => !keep.has(`${r.emissionId} ${r.kind} ${r.eventDate}`))
    .map((r) => r.id);
  if (gone.length > 0) await db.delete(watchlistAlerts).where(inArray(watchlistAlerts.id, gone));
}

/** The user's alerts of held bonds: those in [from, to] and the unread ones before. */
export async function findAlerts(
  db: Executor,
  userId: number,
  bondIds: number[],
  range: { from: string; to: string },
) {
  if (bondIds.length === 0) return [];
  return db
    .select({
      id: watchlistAlerts.id,
      bondId: watchlistAlerts.emissionId,
      names: emissions.names,
      kind: watchlistAlerts.kind,
      eventDate: watchlistAlerts.eventDate,
      windowStart: watchlistAlerts.windowStart,
      details: watchlistAlerts.details,
      readAt: watchlistAlerts.readAt,
      createdAt: watchlistAlerts.createdAt,
    })
    .from(watchlistAlerts)
    .innerJoin(emissions, eq(emissions.id, watchlistAlerts.emissionId))
    .where(
      and(
        eq(watchlistAlerts.userId, userId),
        inArray(watchlistAlerts.emissionId, bondIds),
        lte(watchlistAlerts.eventDate, range.to),
        or(gte(watchlistAlerts.eventDate, range.from), isNull(watchlistAlerts.readAt)),
      ),
    )
    .orderBy(desc(watchlistAlerts.eventDate), desc(watchlistAlerts.id));
}

export async function markRead(db: Executor, userId: number, ids: number[] | 'all') {
  await db
    .update(watchlistAlerts)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(watchlistAlerts.userId, userId),
        isNull(watchlistAlerts.readAt),
        ids === 'all' ? undefined : inArray(watchlistAlerts.id, ids),
      ),
    );
}

export async function upsertCalendarToken(db: Executor, userId: number, token: string) {
  await db
    .insert(calendarFeeds)
    .values({ userId, token })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, createdAt: new Date() } });
}

export async function findCalendarUser(db: Executor, token: string) {
  const [row] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.token, token));
  return row?.userId ?? null;
}
