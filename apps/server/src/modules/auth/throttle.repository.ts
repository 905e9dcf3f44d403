import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { knownDevices, throttleAttempts, users } from '../../db/schema/index';

/** At most `limit` attempts under `key` in any `windowSeconds`. */
export interface Throttle {
  key: string;
  limit: number;
  windowSeconds: number;
}

/** Attempts older than every window are forgotten (the longest window is an hour). */
const KEEP_SECONDS = 3_600;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Counts one attempt under every throttle, or under none when any of them is full: then the
 * answer is the whole seconds until each is open again. Atomic per key (a transaction-scoped
 * advisory lock on each key, taken in one order), so that a burst of concurrent attempts, on
 * one instance or several, reserves at most the limit: the work it guards (a password hash)
 * runs only for reserved attempts.
 */
export async function reserveAttempt(
  db: Db,
  throttles: readonly Throttle[],
): Promise<{ ids: number[] } | { waitSeconds: number }> {
  const keys = [...new Set(throttles.map((t) => t.key))].sort();
  return inTransaction(db, async (tx) => {
    for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    let waitSeconds = 0;
    for (const { key, limit, windowSeconds } of throttles) {
      // The limit-th newest attempt in the window: once it ages out, one more may come.
      const [full] = rowsOf<{ left: number }>(
        await tx.execute(sql`
          select extract(epoch from at - (now() - make_interval(secs => ${windowSeconds})))::float8
            as left
          from throttle_attempts
          where key = ${key} and at > now() - make_interval(secs => ${windowSeconds})
          order by at desc offset ${limit - 1} limit 1`),
      );
      if (full) waitSeconds = Math.max(waitSeconds, Math.max(1, Math.ceil(full.left)));
    }
    if (waitSeconds > 0) return { waitSeconds };
    const rows = await tx
      .insert(throttleAttempts)
      .values(keys.map((key) => ({ key })))
      .returning({ id: throttleAttempts.id });
    await tx
      .delete(throttleAttempts)
      .where(
        and(
          inArray(throttleAttempts.key, keys),
          lt(throttleAttempts.at, sql`now() - make_interval(secs => ${KEEP_SECONDS})`),
        ),
      );
    return { ids: rows.map((r) => r.id) };
  });
}

/** Gives reserved attempts back (the attempt succeeded: it counts against nothing). */
export async function releaseAttempts(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await db.delete(throttleAttempts).where(inArray(throttleAttempts.id, ids));
}

/** Forgets every attempt under a key (the owner signed in: their own failures are past). */
export async function forgetAttempts(db: Db, key: string): Promise<void> {
  await db.delete(throttleAttempts).where(eq(throttleAttempts.key, key));
}

/** Attempts past every window, of keys that never came back: dropped now and then. */
export async function dropOldAttempts(db: Db): Promise<void> {
  await db
    .delete(throttleAttempts)
    .where(lt(throttleAttempts.at, sql`now() - make_interval(secs => ${KEEP_SECONDS})`));
}

/** Whether this browser's device token signed in to the account of this e-mail before. */
export async function isKnownDevice(db: Db, tokenHash: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: knownDevices.userId })
    .from(knownDevices)
    .innerJoin(users, eq(users.id, knownDevices.userId))
    .where(and(eq(knownDevices.tokenHash, tokenHash), eq(users.email, email)))
    .limit(1);
  return row !== undefined;
}

export async function rememberDevice(db: Db, tokenHash: string, userId: number): Promise<void> {
  await db
    .insert(knownDevices)
    .values({ tokenHash, userId })
    .onConflictDoUpdate({
      target: knownDevices.tokenHash,
      set: { userId, lastSignIn: sql`now()` },
    });
}
