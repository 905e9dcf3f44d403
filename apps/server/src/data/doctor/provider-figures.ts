import { sql } from 'drizzle-orm';
import { sqlCheck } from './types';

/**
 * A third-party provider's figures of one of our statement sets (financial_reports.provider_of,
 * the MSFO block's 'Powered by' tab): a row of their own, judged by the statement checks like
 * ours, and here against ours. They must be of a set of ours (same issuer, same standard), and
 * tell the same economics: where both have a period, total assets, total equity and
 * liabilities, cash at the end and market value agree within one unit of the coarser of the
 * two statements (a provider rounds to its own unit, whole millions for exerica). Read from
 * report_period_checks, which holds those values per report period.
 */

/** The values compared, as report_period_checks' columns. */
const COMPARED = ['assets', 'liabilities_equity', 'cash_end', 'market_cap'] as const;

export const providerFiguresCheck = sqlCheck(
  'statements',
  'provider figures',
  [
    {
      code: 'provider_report_unlinked',
      title:
        "A provider's figures (provider_of) of a statement set that does not exist, is of " +
        "another issuer or standard, or is itself a provider's",
      show: ['issuer', 'report', 'of_report'],
    },
    {
      code: 'provider_figures_disagree',
      title:
        "A provider's total assets, total equity and liabilities, closing cash or market value " +
        'that differ from ours for the same period by more than one unit of the coarser statement',
      show: ['issuer', 'report', 'of_report', 'period', 'detail'],
    },
  ],
  () => {
    const off = (column: string) =>
      sql.raw(`coalesce(abs(c.${column} * u.theirs - d.${column} * u.ours) > u.tolerance, false)`);
    const said = (column: string) =>
      sql`case when ${off(column)} then ${sql.raw(`'${column} '`)} || round(${sql.raw(`c.${column}`)}::numeric)
        || ' vs ' || round(${sql.raw(`d.${column}`)}::numeric) end`;
    return {
      offending: sql`
        select 'provider_report_unlinked'::text as code, p.emitent_id as issuer, p.id as report,
          p.provider_of as of_report, null::text as period, null::text as detail
        from financial_reports p
        left join financial_reports o on o.id = p.provider_of
        where p.provider_of is not null and (o.id is null or o.emitent_id <> p.emitent_id
          or o.standard <> p.standard or o.provider_of is not null)
        union all
        select 'provider_figures_disagree', p.emitent_id, p.id, p.provider_of,
          c.period_type || ' ' || c.period_end,
          concat_ws(' ', ${sql.join(
            COMPARED.map((c) => said(c)),
            sql`, `,
          )})
        from financial_reports p
        join financial_reports o on o.id = p.provider_of
        join report_period_checks c on c.report_id = p.id
        join report_period_checks d on d.report_id = o.id and d.period_type = c.period_type
          and d.period_end = c.period_end
        cross join lateral (select power(10::float8, p.unit_exponent) as theirs,
          power(10::float8, o.unit_exponent) as ours,
          power(10::float8, greatest(p.unit_exponent, o.unit_exponent)) as tolerance) u
        where p.provider_of is not null and (${sql.join(
          COMPARED.map((c) => off(c)),
          sql` or `,
        )})`,
      order: 'issuer, report, period',
    };
  },
);
