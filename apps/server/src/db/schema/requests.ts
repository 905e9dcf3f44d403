import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Every request a user makes of the portal and an admin decides: paid access and its
 * expansion, quotes access per trading ground, a comment provider's files.
 */
export const ACCESS_REQUEST_KINDS = [
  'paid_access',
  'paid_access_expand',
  'quotes',
  'comment_file',
] as const;

export const accessRequests = pgTable(
  'access_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<(typeof ACCESS_REQUEST_KINDS)[number]>().notNull(),
    /** The trading ground (quotes) or comment provider (comment_file) asked about. */
    subjectId: integer('subject_id'),
    tariff: integer('tariff'),
    status: text('status').$type<'sent' | 'approved' | 'rejected'>().notNull().default('sent'),
    /** An admin has looked at it (the spec's comment "checked" flag). */
    checked: boolean('checked').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id),
  },
  (t) => [index('access_requests_user_idx').on(t.userId, t.kind)],
);
