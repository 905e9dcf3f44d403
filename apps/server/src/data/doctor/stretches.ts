import { sql } from 'drizzle-orm';
import { COLUMNS, stretchesOf } from '../../db/tick-stretches';
import { sampledDerivedOffending } from './sampled-derived';
import { sqlCheck } from './types';

/**
 * The tick stretches (db/tick-stretches.ts) that the ticks check reads instead of the ticks:
 * for a random sample of bonds (DoctorContext.sample) they are summed again from the ticks and
 * must be the same, row for row.
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
    offending: sampledDerivedOffending({
      code: 'tick_stretches_out_of_step',
      sample: sql`select id from emissions where ${context.judged('id')}`,
      limit: context.sample,
      table: 'tick_stretches',
      columns: COLUMNS,
      key: 'emission_id',
      fresh: sql.raw(
        stretchesOf('trading_ticks', 'where t.emission_id in (select id from sample)'),
      ),
      identity: ['emission_id', 'benchmark'],
      show: sql`coalesce(s.emission_id, f.emission_id) as bond,
        nullif(coalesce(s.benchmark, f.benchmark), '') as benchmark,
        s.ticks as stored_ticks, f.ticks as ticks`,
    }),
    order: 'bond, benchmark',
  }),
  { perBond: true },
);
