import { sql } from 'drizzle-orm';
import type { Executor } from '../db/transaction';

/**
 * Credit quality in the buckets an analyst groups ratings by, best first: 1 AA and above
 * (AAA…AA−), 2 A, 3 BBB, 4 BB, 5 B, 6 CCC and below (CCC+…C, SD, D). Ranks are a long-term
 * scale's notches, 1 = AAA (rating_scale_points.rank: every scale of the catalogue counts 21
 * letter notches, then SD and D). Null: unrated.
 */
export function creditBucketOf(rank: number | null): number | null {
  if (rank === null || !Number.isFinite(rank) || rank < 1) return null;
  return rank <= 4 ? 1 : rank <= 7 ? 2 : rank <= 10 ? 3 : rank <= 13 ? 4 : rank <= 16 ? 5 : 6;
}

/**
 * Stores every issuer's bucket (emitents.credit_bucket) from its current issuer-level ratings,
 * as lib/current-rating.ts reads them: the latest action per scale (ties by the order
 * recorded), active ones only (withdrawn, nr, pif and suspended no longer speak for the
 * credit), the most conservative (worst rank); no current rating: null. One statement, run
 * after every load of ratings (the generator's, in its transaction); migration 0016 ran the
 * same for stored worlds.
 */
export const REFRESH_CREDIT_BUCKETS_SQL = `
  update emitents e set credit_bucket = b.bucket
  from (
    select i.id, case
        when w.rank is null then null when w.rank <= 4 then 1 when w.rank <= 7 then 2
        when w.rank <= 10 then 3 when w.rank <= 13 then 4 when w.rank <= 16 then 5 else 6
      end as bucket
    from emitents i
    left join (
      select emitent_id, max(rank) as rank
      from (
        select distinct on (a.emitent_id, a.scale_id) a.emitent_id, a.status, p.rank
        from rating_actions a
        left join rating_scale_points p on p.id = a.scale_point_id
        where a.subject = 'emitent' and a.emission_id is null
        order by a.emitent_id, a.scale_id, a.date desc, a.id desc
      ) latest
      where status = 'active' and rank is not null
      group by emitent_id
    ) w on w.emitent_id = i.id
  ) b
  where b.id = e.id and e.credit_bucket is distinct from b.bucket`;

export async function refreshCreditBuckets(db: Executor): Promise<void> {
  await db.execute(sql.raw(REFRESH_CREDIT_BUCKETS_SQL));
}
