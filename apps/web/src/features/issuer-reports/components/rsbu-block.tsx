import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportOption } from '@bondsight/contracts';
import { Notice } from '../../../widgets/data-state/notice';
import { Hint } from '../../../widgets/hint/hint';
import { useInView } from '../../../widgets/in-view/use-in-view';
import { useReportOptions } from '../api/get-report-options';
import { useRsbuReport } from '../api/get-statements';
import { ReportSelect } from './report-select';
import { StatementBody } from './statement-body';
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
        <StatementBody
          kind="rsbu"
          reportId={report.report.id}
          tables={RSBU_TABLE_FIELDS.map((field) => [field, report[field]])}
          exportLink={report.exportLink}
          archLink={report.rsbu_profit_and_loss?.archLink ?? null}
          methodologyLink={report.methodologyLink}
        />
      )}
    </div>
  );
}
