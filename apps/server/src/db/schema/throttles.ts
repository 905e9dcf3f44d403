import { bigint, bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One attempt counted against a throttle (a sign-in, a sign-up), by its key (e.g.
 * `sign-in:address:203.0.113.9`). In the database, so that every instance counts the same
 * attempts; reserved before the work it guards (modules/auth/throttle.repository.ts).
 */
export const throttleAttempts = pgTable(
  'throttle_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('throttle_attempts_key_at_idx').on(t.key, t.at),
    index('throttle_attempts_at_idx').on(t.at),
  ],
);

/**
 * A browser that signed in to an account, known by the SHA-256 of its cookie token: the
 * account-wide cap on failed sign-ins does not hold it back, so strangers' guesses cannot lock
 * the owner out (issue 31).
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastSignIn: timestamp('last_sign_in', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('known_devices_user_idx').on(t.userId)],
);

/**
 * The site rate limit's count per client key (RATE_LIMIT_PER_MINUTE), shared by every server
 * instance on this database: its window (from the first hit, as @fastify/rate-limit's own
 * store counts, in epoch milliseconds) and the hits in it. Each instance counts in memory and
 * adds its hits here every few hundred milliseconds, reading back the sum
 * (plugins/shared-rate-limit.ts, ADR 0027): no request waits for it. Ended windows are
 * dropped now and then.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    windowStart: bigint('window_start', { mode: 'number' }).notNull(),
    windowMs: integer('window_ms').notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [index('rate_limit_hits_window_idx').on(t.windowStart)],
);
