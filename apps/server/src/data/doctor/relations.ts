import { sql } from 'drizzle-orm';
import { INVERSE_RELATION, OWNER_RELATION_TYPES, RELATION_TYPES } from '@bondsight/contracts';
import { lit, rulesSql, sqlCheck } from './types';

/**
 * The issuer relationship graph (schema/relations.ts). Every link is stored from both sides:
 * a row says what the related issuer is to this one (its parent, a subsidiary...), and the
 * same link seen from the other side is the row with the ids swapped, the inverse type
 * (contracts' INVERSE_RELATION) and the same share (the owner's, in the owned company).
 *
 * Control is a majority: a parent holds more than half of its subsidiary, a shareholder at
 * most half (else it would be the parent); a company has one parent, its owners hold at most
 * all of it, and no two companies each control the other.
 */
const CONTROL = 50;
/** Shares are stored to two decimals at most: equal within a hundredth of a percent. */
const SHARE_TOLERANCE = 0.01;

const types = (list: readonly string[]) =>
  sql.join(
    list.map((t) => sql`${t}::text`),
    sql`, `,
  );
const inverseOf = sql`case r.rel_type ${sql.join(
  Object.entries(INVERSE_RELATION).map(
    ([t, inverse]) => sql`when ${t}::text then ${inverse}::text`,
  ),
  sql` `,
)} end`;
const CONTROLLED = ['subsidiary', 'spv'];

export const relationsCheck = sqlCheck(
  'relations',
  'issuer relations',
  [
    {
      code: 'relation_without_inverse',
      title:
        'Link stored from one side only: no row from the related issuer with the inverse type (a parent without its subsidiary...)',
      show: ['relation', 'issuer', 'related', 'type'],
    },
    {
      code: 'relation_inverse_share_differs',
      title: 'A link and its inverse say different ownership shares',
      show: ['relation', 'issuer', 'related', 'type', 'share', 'inverse', 'inverse_share'],
    },
    {
      code: 'relation_unknown_type',
      title: `Relation type not one of ${RELATION_TYPES.join(', ')}`,
      show: ['relation', 'issuer', 'related', 'type'],
    },
    {
      code: 'relation_self',
      title: 'Issuer related to itself',
      show: ['relation', 'issuer', 'type'],
    },
    {
      code: 'relation_duplicate',
      title: 'The same link (issuer, related issuer, type) stored twice',
      show: ['relation', 'issuer', 'related', 'type', 'duplicate_of'],
    },
    {
      code: 'relation_share_out_of_range',
      title: 'Ownership share not in (0, 100] %',
      show: ['relation', 'issuer', 'related', 'type', 'share'],
    },
    {
      code: 'relation_type_share_mismatch',
      title: `A parent or subsidiary link at ${CONTROL} % or less, or a shareholder or holding above ${CONTROL} % (a majority is control)`,
      show: ['relation', 'issuer', 'related', 'type', 'share'],
    },
    {
      code: 'relation_control_both_ways',
      title: 'Two issuers each controlling the other (each the parent or sponsor of the other)',
      show: ['relation', 'issuer', 'related', 'type'],
    },
    {
      code: 'relation_two_parents',
      title: 'A company with more than one parent',
      show: ['issuer', 'owners'],
    },
    {
      code: 'relation_shares_over_100',
      title: "The owners' shares of one company add up to more than 100 %",
      show: ['issuer', 'owners', 'total_share'],
    },
    {
      code: 'relation_of_missing_issuer',
      title: 'Relation to an issuer that does not exist',
      show: ['relation', 'issuer', 'related'],
    },
  ],
  () => {
    const rules = rulesSql([
      { code: 'relation_without_inverse', when: sql`${inverseOf} is not null and i.id is null` },
      {
        code: 'relation_inverse_share_differs',
        when: sql`i.id is not null and ((r.share is null) <> (i.share is null)
          or abs(r.share - i.share) > ${lit(SHARE_TOLERANCE)})`,
      },
      { code: 'relation_unknown_type', when: sql`r.rel_type not in (${types(RELATION_TYPES)})` },
      { code: 'relation_self', when: sql`r.emitent_id = r.related_emitent_id` },
      { code: 'relation_duplicate', when: sql`d.id is not null` },
      { code: 'relation_share_out_of_range', when: sql`r.share <= 0 or r.share > 100` },
      {
        code: 'relation_type_share_mismatch',
        when: sql`(r.rel_type in ('parent', 'subsidiary') and r.share <= ${lit(CONTROL)})
          or (r.rel_type in ('shareholder', 'holding') and r.share > ${lit(CONTROL)})`,
      },
      {
        code: 'relation_control_both_ways',
        when: sql`r.rel_type in ('parent', 'sponsor') and exists (
          select 1 from emitent_relations c
          where c.emitent_id = r.emitent_id and c.related_emitent_id = r.related_emitent_id
            and c.rel_type in (${types(CONTROLLED)}))`,
      },
      {
        code: 'relation_of_missing_issuer',
        when: sql`not exists (select 1 from emitents a where a.id = r.emitent_id)
          or not exists (select 1 from emitents b where b.id = r.related_emitent_id)`,
      },
    ]);
    return {
      offending: sql`
        select x.code, r.id as relation, r.emitent_id as issuer, r.related_emitent_id as related,
          r.rel_type as type, r.share, i.id as inverse, i.share as inverse_share,
          d.id as duplicate_of, null::text as owners, null::float8 as total_share
        from emitent_relations r
        left join lateral (
          select i.id, i.share from emitent_relations i
          where i.emitent_id = r.related_emitent_id and i.related_emitent_id = r.emitent_id
            and i.rel_type = ${inverseOf}
          order by i.id limit 1) i on true
        left join lateral (
          select d.id from emitent_relations d
          where d.emitent_id = r.emitent_id and d.related_emitent_id = r.related_emitent_id
            and d.rel_type = r.rel_type and d.id < r.id
          order by d.id limit 1) d on true
        ${rules.lateral}
        where ${rules.any} and x.broken
        union all
        select x.code, null, o.issuer, null, null, null, null, null, null, o.owners, o.total_share
        from (
          select r.emitent_id as issuer,
            string_agg(r.rel_type || ' ' || r.related_emitent_id || ' ' || coalesce(r.share::text, '?'),
              ', ' order by r.related_emitent_id) as owners,
            sum(r.share) as total_share,
            count(*) filter (where r.rel_type = 'parent') as parents
          from emitent_relations r
          where r.rel_type in (${types(OWNER_RELATION_TYPES)}) and r.emitent_id <> r.related_emitent_id
          group by r.emitent_id
        ) o
        cross join lateral (values
          ('relation_two_parents', o.parents > 1),
          ('relation_shares_over_100', o.total_share > 100 + ${lit(SHARE_TOLERANCE)})
        ) as x(code, broken)
        where x.broken`,
      order: 'issuer, related, relation',
    };
  },
);
