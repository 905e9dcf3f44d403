import { z } from 'zod';
import { endpoint, endpointGroup } from '../endpoint';
import { ErrorBody } from '../errors';
import { EmitentIdParam } from './issuer-comments';

/*
 * The issuer's relationship network graph (spec, issuer blocks, sections 2 "Relationship
 * network graph", 3 "Network graph item", 7 "GET {url} (configurable)" and 9): the issuer and
 * every issuer it is linked to by ownership, in both directions.
 */

/**
 * What the other company is to the issuer: its owner (parent company, minority shareholder,
 * the sponsor an SPV borrows for) or owned by it (subsidiary, minority holding, its SPV).
 * Every link is stored from both sides, each row naming the other side's role, so a page
 * reads its own rows and says who owns whom from the issuer's side.
 */
export const RELATION_TYPES = [
  'parent',
  'shareholder',
  'sponsor',
  'subsidiary',
  'holding',
  'spv',
] as const;
export type RelationType = (typeof RELATION_TYPES)[number];

/** The roles of an owner: the other company owns (a share of) the issuer. */
export const OWNER_RELATION_TYPES: readonly RelationType[] = ['parent', 'shareholder', 'sponsor'];

/** The same link seen from the other side (a parent's row for its subsidiary, and back). */
export const INVERSE_RELATION: Readonly<Record<RelationType, RelationType>> = {
  parent: 'subsidiary',
  subsidiary: 'parent',
  shareholder: 'holding',
  holding: 'shareholder',
  sponsor: 'spv',
  spv: 'sponsor',
};

/** Which side of the link the other issuer is on, seen from the issuer asked about. */
export const RELATION_DIRECTIONS = ['main', 'owner', 'subsidiary'] as const;
export type RelationDirection = (typeof RELATION_DIRECTIONS)[number];

export const RelationItem = z
  .object({
    emitent_id: z.number().int(),
    emitent_name: z.string().meta({ description: "The issuer's name in the interface language" }),
    rel_type: z.enum(RELATION_TYPES).nullable().meta({
      description:
        'What the other company is to the main issuer (its parent, a subsidiary...); null for the main issuer',
    }),
    rel_type_name: z
      .string()
      .nullable()
      .meta({
        description:
          'That role in the interface language, from the main issuer\'s side ("Parent ' +
          'company", "Subsidiary"); null for the main issuer',
      }),
    share: z.number().nullable().meta({
      description:
        'The share the owner holds in the owned company, %, shown on the link; null when unknown',
    }),
    direction: z.enum(RELATION_DIRECTIONS).meta({
      description:
        'main: the issuer asked about (drawn blue); owner: it owns a share of the main ' +
        'issuer; subsidiary: the main issuer owns a share of it (both drawn orange)',
    }),
  })
  .meta({ description: 'One node of the graph; every other node links to the main issuer' });
export type RelationItem = z.infer<typeof RelationItem>;

export const RelationsResponse = z
  .array(RelationItem)
  .meta({ description: 'The main issuer first, then its links, the largest share first' });
export type RelationsResponse = z.infer<typeof RelationsResponse>;

export const emitentRelationsEndpoints = endpointGroup(
  endpoint({
    method: 'GET',
    path: '/api/company/:emitentId/relations/',
    operationId: 'getEmitentRelations',
    summary: "An issuer's relationship network: its owners and subsidiaries",
    description:
      'The default data url of the network graph widget: an array of relationship items ' +
      '(emitent_id, emitent_name, rel_type_name, share), the main issuer first. Names and ' +
      'link types in the interface language. Open to everyone (the spec gates nothing in ' +
      'the graph). 404 `not_found` for an unknown issuer, 400 for an id that is not one.',
    tag: 'issuer relations',
    params: EmitentIdParam,
    responses: { 200: RelationsResponse, 404: ErrorBody },
  }),
);
