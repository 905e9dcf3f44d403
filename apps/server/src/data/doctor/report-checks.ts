import { sql } from 'drizzle-orm';
import { COLUMNS, periodChecksOf } from '../../db/report-period-checks';
import { sampledDerivedOffending } from './sampled-derived';
import { sqlCheck } from './types';

/**
 * The report period checks (db/report-period-checks.ts) that the statement checks read instead
 * of the values: for a random sample of reports (DoctorContext.sample) they are judged again
 * from the values and must be the same, row for row.
 */
export const reportChecksCheck = sqlCheck(
  'statements',
  'report period checks',
  [
    {
      code: 'report_period_checks_out_of_step',
      title:
        'Report period check (the statement values the rules read, and the totals that do not add up) that differs from the statements, for a random sample of reports: rebuild them with `npm run data -- rebuild-derived`',
      show: ['report', 'period', 'stored_mismatches', 'mismatches'],
    },
  ],
  (context) => ({
    offending: sampledDerivedOffending({
      code: 'report_period_checks_out_of_step',
      sample: 'select id from financial_reports',
      limit: context.sample,
      table: 'report_period_checks',
      columns: COLUMNS,
      key: 'report_id',
      fresh: sql.raw(periodChecksOf('select id from sample')),
      identity: ['report_id', 'period_type', 'period_end'],
      show: sql`coalesce(s.report_id, f.report_id) as report,
        coalesce(s.period_type, f.period_type) || ' ' || coalesce(s.period_end, f.period_end)
          as period,
        s.total_mismatches as stored_mismatches, f.total_mismatches as mismatches`,
    }),
    order: 'report, period',
  }),
);
