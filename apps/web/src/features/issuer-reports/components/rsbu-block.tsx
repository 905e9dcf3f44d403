import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportOption } from '@bondsight/contracts';
import { Notice } from '../../../widgets/data-state/notice';
import { Hint } from '../../../widgets/hint/hint';
import { useInView } from '../../../widgets/in-view/use-in-view';
import { useReportOptions } from '../api/get-report-options';
import { useRsbuReport } from '../api/get-statements';
import { ExportRangeForm } from './export-range-form';
import { ReportSelect } from './report-select';
import { SwitchableTable } from './switchable-table';
import './issuer-reports.css';

const RSBU_TABLE_FIELDS = ['rsbu_balance', 'rsbu_profit_and_loss', 'report_cash_flow'] as const;

/**
 * The issuer's RSBU statements (spec, issuer blocks, section 2): the report select; balance,
 * profit and loss and cash flow, each with its open and closed variants; the date-range
 * export. Hidden when the issuer files no RSBU. The page wraps it in <section id="rsbuFinReport">.
 */
export function RsbuBlock({ emitentId }: { emitentId: number }) {
  const options = useReportOptions(emitentId, true);
  const reports = options.data?.rsbu ?? [];
  return reports.length > 0 ? <RsbuCard reports={reports} /> : null;
}

function RsbuCard({ reports }: { reports: ReportOption[] }) {
  const { t } = useTranslation(['issuer_reports', 'common']);
  const [ref, seen] = useInView<HTMLDivElement>();
  const [reportId, setReportId] = useState(reports[0]!.id);
  const query = useRsbuReport(reportId, seen);
  const report = query.data;
  if (query.isError) return null;
  return (
    <div ref={ref} className="card issuer-report rsbu" data-testid="rsbu">
      <div className="card-header">
        <h2 id="rsbu-title">{t('issuer_reports:rsbu_title')}</h2>
      </div>
      <Hint>{t('issuer_reports:rsbu_hint')}</Hint>
      <ReportSelect
        options={reports}
        value={reportId}
        onChange={setReportId}
        testId="rsbu-report-select"
      />
      {!report && <Notice>{t('common:loading')}</Notice>}
      {report && (
        <>
          {RSBU_TABLE_FIELDS.map((field) => {
            const table = report[field];
            return table ? (
              <SwitchableTable
                key={`${report.report.id}-${field}`}
                table={table}
                testId={`rsbu-${field}`}
              />
            ) : null;
          })}
          <ExportRangeForm
            key={report.report.id}
            template={report.exportLink}
            testId="rsbu-export"
          />
          <p className="report-links">
            {report.rsbu_profit_and_loss && (
              <a href={report.rsbu_profit_and_loss.archLink} data-testid="rsbu-archive-link">
                {t('issuer_reports:archive_link')}
              </a>
            )}
            {report.methodologyLink && (
              <a
                href={report.methodologyLink}
                target="_blank"
                rel="noreferrer"
                data-testid="rsbu-methodology-link"
              >
                {t('issuer_reports:methodology_link')}
              </a>
            )}
          </p>
        </>
      )}
    </div>
  );
}
