import { sql } from 'drizzle-orm';
import { lit, rulesSql, sqlCheck } from './types';

/**
 * The issuer relationship graph (schema/relations.ts). A link is stored once, from the company
 * to its owner (emitent -> related, with the owner's share), and each side reads it from its
 * own side: the owner's page shows the inverse. So a second row for the same pair is either a
 * duplicate or an inverse, and an inverse must not contradict the link: two companies cannot
 * each control (own more than half of) the other, nor own themselves; the owners of one company
 * hold at most all of it.
 */
const CONTROL = 50;

export const relationsCheck = sqlCheck(
  'relations',
  'issuer relations',
  [
    {
      code: 'relation_self',
      title: 'Issuer related to itself',
      show: ['relation', 'issuer', 'related'],
    },
    {
      code: 'relation_inverse_contradicts',
      title: `A link and its inverse both stored with control (over ${CONTROL} %): each would own the other`,
      show: ['relation', 'issuer', 'related', 'share', 'inverse', 'inverse_share'],
    },
    {
      code: 'relation_duplicate',
      title: 'The same link (issuer, related issuer, type) stored twice',
      show: ['relation', 'issuer', 'related', 'type', 'duplicate_of'],
    },
    {
      code: 'relation_share_out_of_range',
      title: 'Ownership share not in (0, 100] %',
      show: ['relation', 'issuer', 'related', 'share'],
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
      { code: 'relation_self', when: sql`r.emitent_id = r.related_emitent_id` },
      {
        code: 'relation_inverse_contradicts',
        when: sql`r.share > ${lit(CONTROL)} and i.share > ${lit(CONTROL)}`,
      },
      { code: 'relation_duplicate', when: sql`d.id is not null` },
      { code: 'relation_share_out_of_range', when: sql`r.share <= 0 or r.share > 100` },
      {
        code: 'relation_of_missing_issuer',
        when: sql`not exists (select 1 from emitents a where a.id = r.emitent_id)
          or not exists (select 1 from emitents b where b.id = r.related_emitent_id)`,
      },
    ]);
    return {
      offending: sql`
        select x.code, r.id as relation, r.emitent_id as issuer, r.related_emitent_id as related,
          r.share, r.rel_type_names->>'eng' as type, i.id as inverse, i.share as inverse_share,
          d.id as duplicate_of, null::text as owners, null::float8 as total_share
        from emitent_relations r
        left join lateral (
          select i.id, i.share from emitent_relations i
          where i.emitent_id = r.related_emitent_id and i.related_emitent_id = r.emitent_id
            and i.emitent_id <> i.related_emitent_id
          order by i.share desc nulls last, i.id limit 1) i on true
        left join lateral (
          select d.id from emitent_relations d
          where d.emitent_id = r.emitent_id and d.related_emitent_id = r.related_emitent_id
            and d.rel_type_names->>'eng' is not distinct from r.rel_type_names->>'eng'
            and d.id < r.id
          order by d.id limit 1) d on true
        ${rules.lateral}
        where ${rules.any} and x.broken
        union all
        select 'relation_shares_over_100', null, r.emitent_id, null, null, null, null, null, null,
          string_agg(r.related_emitent_id || ':' || r.share, ' ' order by r.related_emitent_id),
          sum(r.share)
        from emitent_relations r
        where r.share > 0 and r.emitent_id <> r.related_emitent_id
        group by r.emitent_id
        having sum(r.share) > 100.01`,
      order: 'issuer, related, relation',
    };
  },
);
