import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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
    /** The screen's column ids in order; null (rows saved before screens): the defaults. */
    columns: jsonb('columns').$type<string[]>(),
    /** The user's default screen of the page, applied when the page opens without one. */
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_filters_user_idx').on(t.userId, t.page),
    // One default per user and page, whatever the service does.
    uniqueIndex('saved_filters_one_default_idx')
      .on(t.userId, t.page)
      .where(sql`${t.isDefault}`),
  ],
);
