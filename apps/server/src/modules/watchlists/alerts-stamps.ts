/**
 * What each user's stored alerts were last derived from: the data version and the set of held
 * bonds (the derivation reads nothing else; the horizon's as-of day is data too). While both
 * stay, deriving again would upsert the same rows, so the notifications call skips it.
 *
 * Kept in memory per process and per database handle (tests run several apps in one process).
 * That is enough on PostgreSQL too, with no stored column: the data version is read per call
 * and the held bonds are read per call, so an import by another process or an edit through
 * another server process changes the stamp here as well; a process that has not seen a user
 * yet derives once more, which is idempotent.
 */

export interface AlertRange {
  from: string;
  to: string;
  asOf: string;
}

interface Stamp {
  key: string;
  range: AlertRange;
}

/** Users remembered per database; beyond this the least recently derived are forgotten. */
const MAX_USERS = 10_000;

const stamps = new WeakMap<object, Map<number, Stamp>>();

const usersOf = (db: object) => {
  let users = stamps.get(db);
  if (!users) stamps.set(db, (users = new Map()));
  return users;
};

/** The stamp of a derivation: data version and held bonds (in any order, repeats ignored). */
export const stampKey = (dataVersion: number, bondIds: readonly number[]) =>
  `${dataVersion}:${[...new Set(bondIds)].sort((a, b) => a - b).join(',')}`;

/** The horizon of the last derivation if it was made under this stamp, else null. */
export function derivedRange(db: object, userId: number, key: string): AlertRange | null {
  const stamp = usersOf(db).get(userId);
  return stamp?.key === key ? stamp.range : null;
}

export function markDerived(db: object, userId: number, key: string, range: AlertRange) {
  const users = usersOf(db);
  // Re-inserted to be the newest: a Map iterates in insertion order, oldest first.
  users.delete(userId);
  users.set(userId, { key, range });
  if (users.size > MAX_USERS) users.delete(users.keys().next().value!);
}
