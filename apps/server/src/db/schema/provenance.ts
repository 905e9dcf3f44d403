import { text, timestamp } from 'drizzle-orm/pg-core';

/** Every dataset row knows where it came from and as of when (shown beside the number). */
export const provenance = () => ({
  source: text('source').notNull().default('demo'),
  asOf: timestamp('as_of', { withTimezone: true }).notNull().defaultNow(),
});
