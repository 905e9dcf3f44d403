import type { FastifyInstance } from 'fastify';
import * as repo from './session.repository';

/** Whom a session token (its hash) signs in: the user, or null. */
export type SessionLookup = (tokenHash: string) => Promise<repo.UserRow | null>;

/** Sessions kept at most; past it the memory starts again (the reads refill it). */
const MAX_KEPT = 10_000;

/**
 * A session's user is kept in memory until its end or until a write to sessions or users (the
 * trigger's notice, migration 0008) forgets them all: this process's own writes tell it before
 * they return, another process's (`npm run user`) a moment after its commit (db/pg-notices.ts).
 * The join costs milliseconds of PGlite's one thread and a round trip on PostgreSQL.
 */
export async function sessionLookup(app: FastifyInstance): Promise<SessionLookup> {
  const known = new Map<string, { user: repo.UserRow; expiresAt: number }>();
  // Bumped by every notice: a read that overlapped a write is used, never kept.
  let generation = 0;
  await app.database.listen('sessions_changed', () => {
    generation++;
    known.clear();
  });
  return async (hash) => {
    const hit = known.get(hash);
    if (hit && hit.expiresAt > Date.now()) return hit.user;
    const before = generation;
    const row = await repo.findSessionUser(app.db, hash);
    if (row && generation === before) {
      if (known.size >= MAX_KEPT) known.clear();
      known.set(hash, { user: row.user, expiresAt: row.expiresAt.getTime() });
    }
    return row?.user ?? null;
  };
}
