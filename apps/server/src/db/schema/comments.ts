import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { emitents } from './issuers';
import { localized } from './reference';
import { provenance } from './provenance';

/** Analytics providers (brokers, banks, agencies) who publish comments on issuers. */
export const commentProviders = pgTable('comment_providers', {
  id: serial('id').primaryKey(),
  names: localized('names'),
  /** Files of a moderated provider are given only to users it approved. */
  moderated: boolean('moderated').notNull().default(false),
});

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => commentProviders.id),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** An interface language code (rus, eng, ...): the flag shown beside the comment. */
    language: text('language').notNull(),
    date: date('date').notNull(),
    /** The attached file (path in the files store), if any. */
    filePath: text('file_path'),
    fileMimetype: text('file_mimetype'),
    ...provenance(),
  },
  (t) => [index('comments_date_idx').on(t.date)],
);

/** Issuers a comment is about (the spec's linked_emitents). */
export const commentEmitents = pgTable(
  'comment_emitents',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    emitentId: integer('emitent_id')
      .notNull()
      .references(() => emitents.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.commentId, t.emitentId] }),
    index('comment_emitents_emitent_idx').on(t.emitentId),
  ],
);
