import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A signed-in user's named filter of a list page (the spec's savedFilterName; `uss` calls). */
export const savedFilters = pgTable(
  'saved_filters',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Which list the filter belongs to, e.g. 'home-bonds'. */
    page: text('page').notNull(),
    name: text('name').notNull(),
    conditions: jsonb('conditions').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_filters_user_idx').on(t.userId, t.page)],
);
