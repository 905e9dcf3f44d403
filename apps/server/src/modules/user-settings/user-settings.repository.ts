import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import { userSettings } from '../../db/schema/index';

export async function findSettings(db: Executor, userId: number) {
  const [row] = await db
    .select({ settings: userSettings.settings })
    .from(userSettings)
    .where(eq(userSettings.userId, userId))
    .limit(1);
  return row?.settings ?? {};
}

/** Merges the patch into the stored object (jsonb ||): keys not in it are kept. */
export async function mergeSettings(db: Executor, userId: number, patch: Record<string, unknown>) {
  const [row] = await db
    .insert(userSettings)
    .values({ userId, settings: patch })
    .onConflictDoUpdate({
      target: userSettings.userId,
      set: { settings: sql`${userSettings.settings} || excluded.settings` },
    })
    .returning({ settings: userSettings.settings });
  return row?.settings ?? patch;
}
