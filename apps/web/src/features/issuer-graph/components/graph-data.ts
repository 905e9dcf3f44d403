import type { RelationItem } from '@bondsight/contracts';
import type { GraphLink, GraphNode } from '../../../widgets/network-graph';

export interface GraphWords {
  /** The main node's note. */
  main: string;
  /** A company without a known role: it owns (a share of) the issuer / the issuer owns it. */
  owner: string;
  subsidiary: string;
  /**
   * A company with its role, from the issuer's side: "Parent company: owns 90 % of the
   * issuer" / "Subsidiary: 90 % owned by the issuer" (share null: unknown).
   */
  ownerRole: (role: string, share: number | null) => string;
  ownedRole: (role: string, share: number | null) => string;
  /** The share as the page writes percentages. */
  share: (share: number) => string;
}

/** What a linked company is to the main issuer, in words. */
function noteOf(item: RelationItem, words: GraphWords): string {
  const owner = item.direction === 'owner';
  if (!item.rel_type_name) return owner ? words.owner : words.subsidiary;
  return owner
    ? words.ownerRole(item.rel_type_name, item.share)
    : words.ownedRole(item.rel_type_name, item.share);
}

/** The issuer page's address (router: /company/$id/). */
export const issuerHref = (id: number) => `/company/${id}/`;

/**
 * The answer as the widget draws it: one node per item (the widget merges repeats), every
 * other node linked to the main issuer (the first item) with its share on the link.
 */
export function graphData(
  items: readonly RelationItem[],
  words: GraphWords,
): { nodes: GraphNode[]; links: GraphLink[] } {
  const main = items.find((item) => item.direction === 'main') ?? items[0];
  if (!main) return { nodes: [], links: [] };
  const nodes: GraphNode[] = items.map((item) => ({
    id: item.emitent_id,
    name: item.emitent_name,
    main: item.emitent_id === main.emitent_id,
    href: issuerHref(item.emitent_id),
    note: item.emitent_id === main.emitent_id ? words.main : noteOf(item, words),
  }));
  const links: GraphLink[] = items
    .filter((item) => item.emitent_id !== main.emitent_id)
    .map((item) => ({
      // Ownership runs from the owner to what it owns.
      source: item.direction === 'owner' ? item.emitent_id : main.emitent_id,
      target: item.direction === 'owner' ? main.emitent_id : item.emitent_id,
      label: item.share === null ? '' : words.share(item.share),
    }));
  return { nodes, links };
}
