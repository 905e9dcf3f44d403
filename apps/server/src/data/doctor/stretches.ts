import { sql } from 'drizzle-orm';
import { COLUMNS, stretchesOf } from '../../db/tick-stretches';
import { sqlCheck } from './types';

/**
 * The tick stretches (db/tick-stretches.ts) that the ticks check reads instead of the ticks:
 * for a random sample of bonds (DoctorContext.sample) they are summed again from the ticks and
 * must be the same, row for row. A writer that went around the triggers (a restore without
 * them, a hand edit of the stretches) shows here.
 */
export const stretchesCheck = sqlCheck(
  'market',
  'tick stretches',
  [
    {
      code: 'tick_stretches_out_of_step',
      title:
        'Tick stretch (the ticks summed per bond and benchmark) that differs from its ticks, for a random sample of bonds: rebuild them with `npm run data -- rebuild-derived`',
      show: ['bond', 'benchmark', 'stored_ticks', 'ticks'],
    },
  ],
  (context) => ({
    offending: sql`
      with sample as (select id from emissions order by random() limit ${context.sample}),
      stored as (
        select ${sql.raw(COLUMNS)} from tick_stretches
        where emission_id in (select id from sample)
      ),
      fresh (${sql.raw(COLUMNS)}) as (
        ${sql.raw(stretchesOf('trading_ticks', 'where t.emission_id in (select id from sample)'))}
      )
      select 'tick_stretches_out_of_step'::text as code,
        coalesce(s.emission_id, f.emission_id) as bond,
        nullif(coalesce(s.benchmark, f.benchmark), '') as benchmark,
        s.ticks as stored_ticks, f.ticks as ticks
      from stored s
      full join fresh f on f.emission_id = s.emission_id and f.benchmark = s.benchmark
      where row(s.*) is distinct from row(f.*)`,
    order: 'bond, benchmark',
  }),
);
