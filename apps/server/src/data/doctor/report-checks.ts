import { sql } from 'drizzle-orm';
import { COLUMNS, periodChecksOf } from '../../db/report-period-checks';
import { sqlCheck } from './types';

/**
 * The report period checks (db/report-period-checks.ts) that the statement checks read instead
 * of the values: for a random sample of reports (DoctorContext.sample) they are judged again
 * from the values and must be the same, row for row. A writer that went around the triggers (a
 * restore without them, a hand edit of the table) shows here.
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
    offending: sql`
      with sample as (select id from financial_reports order by random() limit ${context.sample}),
      stored as (
        select ${sql.raw(COLUMNS)} from report_period_checks
        where report_id = any(array(select id from sample))
      ),
      fresh (${sql.raw(COLUMNS)}) as (${sql.raw(periodChecksOf('select id from sample'))})
      select 'report_period_checks_out_of_step'::text as code,
        coalesce(s.report_id, f.report_id) as report,
        coalesce(s.period_type, f.period_type) || ' ' || coalesce(s.period_end, f.period_end)
          as period,
        s.total_mismatches as stored_mismatches, f.total_mismatches as mismatches
      from stored s
      full join fresh f on f.report_id = s.report_id and f.period_type = s.period_type
        and f.period_end = s.period_end
      where row(s.*) is distinct from row(f.*)`,
    order: 'report, period',
  }),
);
