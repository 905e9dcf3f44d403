import { doublePrecision, index, integer, pgTable, serial } from 'drizzle-orm/pg-core';
import { emitents } from './issuers';
import { localized } from './reference';
import { provenance } from './provenance';

/** The issuer relationship graph: owner, subsidiary, guarantor... with a share when known. */
export const emitentRelations = pgTable(
  'emitent_relations',
  {
    id: serial('id').primaryKey(),
    emitentId: integer('emitent_id')
      .notNull()
      .references(() => emitents.id, { onDelete: 'cascade' }),
    relatedEmitentId: integer('related_emitent_id')
      .notNull()
      .references(() => emitents.id, { onDelete: 'cascade' }),
    relTypeNames: localized('rel_type_names'),
    /** Ownership share, %, shown on the link. */
    share: doublePrecision('share'),
    ...provenance(),
  },
  (t) => [index('emitent_relations_emitent_idx').on(t.emitentId)],
);
