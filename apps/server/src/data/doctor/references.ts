import { sql, type SQL } from 'drizzle-orm';
import { aliveOnSql } from '../../lib/bond-life';
import { rulesSql, sqlCheck } from './types';

/**
 * What hangs off a bond or an issuer: rows whose bond or issuer is missing (a bulk load runs
 * with the foreign-key triggers off, so the schema's keys do not prove it), and facts that
 * contradict the bond's life (a rating of a bond never placed, an offer after maturity, an
 * index holding a bond after it ended). The trading ticks, quotes and cash flows are checked
 * for missing bonds in their own passes.
 */

/** (table, key column, the table it points to) of the data's references to bonds and issuers. */
const REFERENCES: readonly [string, string, 'emissions' | 'emitents'][] = [
  ['emissions', 'emitent_id', 'emitents'],
  ['emission_offers', 'emission_id', 'emissions'],
  ['documents', 'emission_id', 'emissions'],
  ['documents', 'emitent_id', 'emitents'],
  ['rating_actions', 'emission_id', 'emissions'],
  ['rating_actions', 'emitent_id', 'emitents'],
  ['bond_facts', 'emission_id', 'emissions'],
  ['bond_facts', 'emitent_id', 'emitents'],
  ['bond_facts', 'counterparty_id', 'emitents'],
  ['index_constituents', 'emission_id', 'emissions'],
  ['financial_reports', 'emitent_id', 'emitents'],
  ['multiplier_values', 'emitent_id', 'emitents'],
  ['consensus_forecasts', 'emitent_id', 'emitents'],
  ['report_files', 'emitent_id', 'emitents'],
  ['equities', 'emitent_id', 'emitents'],
];

function orphans(): SQL {
  return sql.join(
    REFERENCES.map(([table, column, parent]) => {
      const t = sql.raw(table);
      const c = sql.raw(`x.${column}`);
      return sql`select ${`${table}.${column}`}::text as reference, ${c} as missing, count(*) as n
        from ${t} x
        where ${c} is not null and not exists (select 1 from ${sql.raw(parent)} p where p.id = ${c})
        group by ${c}`;
    }),
    sql` union all `,
  );
}

export const referencesCheck = sqlCheck(
  'references',
  'references',
  [
    {
      code: 'row_of_missing_parent',
      title: 'Row pointing to a bond or issuer that does not exist (counted in rows)',
      show: ['reference', 'missing', 'rows'],
    },
    {
      code: 'document_without_owner',
      title: 'Document of neither a bond nor an issuer',
      show: ['document'],
    },
    {
      code: 'rating_of_unplaced',
      title: 'Rating action on a cancelled bond (status 64): it never existed',
      show: ['rating', 'bond', 'date'],
    },
    {
      code: 'rating_after_end',
      title:
        "Active rating action on a bond dated after the bond's end (an agency withdraws, not rates, an ended bond); defaulted bonds excepted",
      show: ['rating', 'bond', 'date', 'end_date'],
    },
    {
      code: 'rating_inconsistent',
      title:
        'Rating action whose subject has no id, whose grade is on another scale, or that is active with no grade',
      show: ['rating', 'reason'],
    },
    {
      code: 'offer_after_maturity',
      title: 'Put or call offer dated after the bond matures',
      show: ['offer', 'bond', 'date', 'maturity'],
    },
    {
      code: 'index_member_after_end',
      title: "Index holding a bond outside the bond's life (before issue or after its end)",
      show: ['index', 'bond', 'from', 'to', 'issue', 'end_date'],
    },
    {
      code: 'exchange_listing_missing',
      title:
        'Live bond traded on the Moscow Exchange (ground 1) without a listing level or an exchange code (secid or ISIN)',
      show: ['bond', 'listing_level', 'isin'],
    },
  ],
  (context) => {
    const ratingRules = rulesSql([
      {
        code: 'rating_inconsistent',
        when: sql`(a.subject = 'emission' and a.emission_id is null)
          or (a.subject <> 'emission' and a.emitent_id is null)`,
        reason: 'subject without its id',
      },
      {
        code: 'rating_inconsistent',
        when: sql`g.scale_id <> a.scale_id`,
        reason: 'grade of another scale',
      },
      {
        code: 'rating_inconsistent',
        when: sql`a.status = 'active' and a.scale_point_id is null`,
        reason: 'active without a grade',
      },
      { code: 'rating_of_unplaced', when: sql`a.subject = 'emission' and e.status_id = 64` },
      {
        code: 'rating_after_end',
        when: sql`a.subject = 'emission' and a.status = 'active'
          and e.status_id <> 256 and e.defaulted_on is null
          and a.date > coalesce(e.redeemed_on, e.maturity_date)`,
      },
    ]);
    const day = context.dayOf('e');
    return {
      offending: sql`
        select 'row_of_missing_parent'::text as code, o.reference, o.missing, o.n as rows,
          null::int as document, null::int as rating, null::int as offer, null::int as index,
          null::int as bond, null::date as date, null::date as end_date, null::date as maturity,
          null::date as issue, null::date as "from", null::date as "to", null::text as reason,
          null::int as listing_level, null::text as isin
        from (${orphans()}) o
        union all
        select 'document_without_owner', null, null, null, d.id, null, null, null, null, d.date,
          null, null, null, null, null, null, null, null
        from documents d where d.emission_id is null and d.emitent_id is null
        union all
        select x.code, null, null, null, null, a.id, null, null, a.emission_id, a.date,
          coalesce(e.redeemed_on, e.maturity_date), null, null, null, null, x.reason, null, null
        from rating_actions a
        left join emissions e on e.id = a.emission_id
        left join rating_scale_points g on g.id = a.scale_point_id
        ${ratingRules.lateral}
        where ${ratingRules.any} and x.broken
        union all
        select 'offer_after_maturity', null, null, null, null, null, o.id, null, o.emission_id,
          o.date, null, e.maturity_date, null, null, null, null, null, null
        from emission_offers o join emissions e on e.id = o.emission_id
        where o.date > e.maturity_date
        union all
        select 'index_member_after_end', null, null, null, null, null, null, c.index_id,
          c.emission_id, null, coalesce(e.redeemed_on, e.maturity_date), null, e.issue_date,
          c.from_date, c.to_date, null, null, null
        from index_constituents c join emissions e on e.id = c.emission_id
        where c.from_date < e.issue_date
          or coalesce(c.to_date, 'infinity'::date) > coalesce(e.redeemed_on, e.maturity_date)
        union all
        select 'exchange_listing_missing', null, null, null, null, null, null, null, e.id, null,
          null, null, null, null, null, null, e.listing_level, e.isin
        from emissions e
        where (e.listing_level is null or coalesce(e.secid, e.isin) is null)
          and ${aliveOnSql('e', day)}
          and exists (select 1 from trading_ticks t
            where t.emission_id = e.id and t.trading_ground_id = 1)`,
      order: 'reference, missing, bond, rating, offer, index, document',
      count: "sum(case when o.code = 'row_of_missing_parent' then o.rows else 1 end)",
    };
  },
);
