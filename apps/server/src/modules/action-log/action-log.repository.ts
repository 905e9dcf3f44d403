import { eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import { actionLog, bondViews, emissions, usageMarks } from '../../db/schema/index';

export async function bondExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: emissions.id })
    .from(emissions)
    .where(eq(emissions.id, id))
    .limit(1);
  return row !== undefined;
}

export async function insertAction(
  db: Executor,
  row: { userId: number | null; bondId: number | null; actionId: number },
): Promise<void> {
  await db.insert(actionLog).values(row);
}

/** One more view of the bond on the day (one row a bond and day, counted up in place). */
export async function countView(db: Executor, bondId: number, day: string): Promise<void> {
  await db
    .insert(bondViews)
    .values({ bondId, day, views: 1 })
    .onConflictDoUpdate({
      target: [bondViews.bondId, bondViews.day],
      set: { views: sql`${bondViews.views} + 1` },
    });
}

/** The bond's views in all, and since a day (inclusive). */
export async function sumViews(db: Executor, bondId: number, since: string) {
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(${bondViews.views}), 0)`.mapWith(Number),
      recent:
        sql<number>`coalesce(sum(${bondViews.views}) filter (where ${bondViews.day} >= ${since}), 0)`.mapWith(
          Number,
        ),
    })
    .from(bondViews)
    .where(eq(bondViews.bondId, bondId));
  return row ?? { total: 0, recent: 0 };
}

/** Marks the visitor counted for `kind` on the bond and day: false when they already were. */
export async function markOnce(
  db: Executor,
  mark: { visitor: string; kind: string; bondId: number; day: string },
): Promise<boolean> {
  const rows = await db
    .insert(usageMarks)
    .values(mark)
    .onConflictDoNothing()
    .returning({ day: usageMarks.day });
  return rows.length > 0;
}

/** Drops the marks of days before `day`. */
export async function dropMarksBefore(db: Executor, day: string): Promise<void> {
  await db.delete(usageMarks).where(lt(usageMarks.day, day));
}
