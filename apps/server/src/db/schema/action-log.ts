import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { emissions } from './bonds';
import { users } from './users';

/**
 * What users did on the pages (spec: contactActionLog; action ids such as 297 comparison,
 * 299 issuer map, 80 and 76 the report tables): one row an action, with the user (null for a
 * visitor, or once the account is gone) and the bond the page was about (null off a bond page).
 */
export const actionLog = pgTable(
  'action_log',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    bondId: integer('bond_id').references(() => emissions.id, { onDelete: 'cascade' }),
    actionId: integer('action_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('action_log_action_idx').on(t.actionId, t.createdAt)],
);

/**
 * Bond page views (spec: incrementStatisticView), counted a day per bond: a row a view would
 * grow with traffic and say nothing more, and no user is kept for a mere view.
 */
export const bondViews = pgTable(
  'bond_views',
  {
    bondId: integer('bond_id')
      .notNull()
      .references(() => emissions.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bondId, t.day] })],
);

/**
 * That a visitor (a user, or a visitor's address, hashed) was counted for something on a day:
 * a bond's view, or a visitor's logged action on a bond (0 off a bond page). A page view or
 * action counts once a visitor, bond and day (issue 31: 100 calls raised a count 0 -> 100).
 * Rows of days before yesterday are dropped now and then.
 */
export const usageMarks = pgTable(
  'usage_marks',
  {
    visitor: text('visitor').notNull(),
    kind: text('kind').notNull(),
    bondId: integer('bond_id').notNull(),
    day: date('day').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.visitor, t.kind, t.bondId, t.day] }),
    index('usage_marks_day_idx').on(t.day),
  ],
);
