import { doublePrecision, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { RelationType } from '@bondsight/contracts';
import { emitents } from './issuers';
import { localized } from './reference';
import { provenance } from './provenance';

/**
 * The issuer relationship graph, every link stored from both sides: a row names what the
 * related issuer is to `emitent_id` (its parent, a subsidiary...), and the same link seen from
 * the other side is the row with the ids swapped and the inverse type (INVERSE_RELATION).
 */
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
    /** What the related issuer is to this one (contracts: RELATION_TYPES). */
    relType: text('rel_type').$type<RelationType>().notNull(),
    /** That role's name in every language. */
    relTypeNames: localized('rel_type_names'),
    /** The share the owner holds in the owned company, %, shown on the link. */
    share: doublePrecision('share'),
    ...provenance(),
  },
  (t) => [index('emitent_relations_emitent_idx').on(t.emitentId)],
);
