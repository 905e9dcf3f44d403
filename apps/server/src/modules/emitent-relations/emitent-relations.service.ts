import {
  OWNER_RELATION_TYPES,
  pickText,
  type Language,
  type RelationsResponse,
} from '@bondsight/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import * as repo from './emitent-relations.repository';

/**
 * The graph's items: the main issuer first (no link type, no share), then every issuer linked
 * to it, the largest share first, each with what it is to the main issuer (its parent, a
 * subsidiary...): the web says who owns whom from the issuer's side. A self-link (a data
 * error) would draw a loop on the main node: it is left out.
 */
export async function getRelations(
  db: Db,
  emitentId: number,
  lang: Language,
): Promise<RelationsResponse> {
  const main = await repo.findEmitentNames(db, emitentId);
  if (!main) throw notFound();
  const links = await repo.findLinks(db, emitentId);
  return [
    {
      emitent_id: main.id,
      emitent_name: pickText(main.names, lang),
      rel_type: null,
      rel_type_name: null,
      share: null,
      direction: 'main' as const,
    },
    ...links
      .filter((link) => link.otherId !== emitentId)
      .map((link) => ({
        emitent_id: link.otherId,
        emitent_name: pickText(link.otherNames, lang),
        rel_type: link.relType,
        rel_type_name: pickText(link.relTypeNames, lang) || null,
        share: link.share,
        direction: OWNER_RELATION_TYPES.includes(link.relType)
          ? ('owner' as const)
          : ('subsidiary' as const),
      })),
  ];
}
