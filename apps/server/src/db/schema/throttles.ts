import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
