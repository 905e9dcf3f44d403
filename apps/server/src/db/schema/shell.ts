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
import { accessRequests } from './requests';
import { users } from './users';

/** One-time phone confirmation codes; only a hash of the code is kept. */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** E.164, e.g. +79161234567. */
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [
    index('phone_codes_user_idx').on(t.userId, t.createdAt),
    index('phone_codes_phone_idx').on(t.phone, t.createdAt),
  ],
);

/** Every admin decision, with who and when: the review page's log. */
export const adminDecisions = pgTable(
  'admin_decisions',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => users.id),
    requestId: integer('request_id').references(() => accessRequests.id, { onDelete: 'set null' }),
    /** approve | reject | reply ... */
    action: text('action').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_decisions_request_idx').on(t.requestId)],
);

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    status: text('status').$type<'open' | 'closed'>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_tickets_user_idx').on(t.userId)],
);

/**
 * A message in a ticket. The spec's message has status_id (1 unread, 2 read, by the reader
 * it is addressed to) and contacts_id (the author's contact: the user, or staff).
 */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    fromStaff: boolean('from_staff').notNull().default(false),
    body: text('body').notNull(),
    statusId: integer('status_id').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_messages_ticket_idx').on(t.ticketId)],
);

/** Operator settings shown in the shell: the house banner, the main menu. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
});
