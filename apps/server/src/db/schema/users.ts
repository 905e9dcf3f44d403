import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { countries } from './reference';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  /** Stored lower-cased; unique. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  /** 0 visitor (never stored), >0 signed in, 1077 full access. */
  level: integer('level').notNull().default(1),
  nsdAccess: boolean('nsd_access').notNull().default(false),
  tariffs: integer('tariffs').array().notNull().default([]),
  isAdmin: boolean('is_admin').notNull().default(false),
  language: text('language').notNull().default('eng'),
  countryId: integer('country_id').references(() => countries.id),
  /** Confirmed mobile phone (E.164) and when it was confirmed. */
  phone: text('phone'),
  phoneConfirmedAt: timestamp('phone_confirmed_at', { withTimezone: true }),
  /**
   * When the owner proved the address (issue 31): sign-up stores null until the link mailed to
   * it is followed, and an unverified account cannot sign in. Accounts an operator makes (the
   * user tool, demo accounts) and those older than the rule count as verified when made.
   */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }).defaultNow(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A link that proves a sign-up's address, known by the SHA-256 of its token; used once. */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('email_verifications_user_idx').on(t.userId)],
);

/** A session is known only by the SHA-256 of its cookie token: a leaked table signs no one in. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const userSettings = pgTable('user_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
});
