import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportOption } from '@bondsight/contracts';
import { Notice } from '../../../widgets/data-state/notice';
import { Hint } from '../../../widgets/hint/hint';
import { useInView } from '../../../widgets/in-view/use-in-view';
import { TabBar } from '../../../widgets/tabs/tab-bar';
import { useReportOptions } from '../api/get-report-options';
import { useMsfoReport } from '../api/get-statements';
import { ReportSelect } from './report-select';
import { StatementBody } from './statement-body';
import './issuer-reports.css';

/** The source tabs (spec section 2): our figures, and third-party ones 'Powered by' exerica. */
const PRODUCT_SOURCE = 'product';
const EXERICA_SOURCE = 'exerica';

const MSFO_TABLE_FIELDS = [
  'balance_sheet',
  'profit_and_loss',
  'cash_flow_statement',
  'params',
] as const;

/**
 * The issuer's IFRS (MSFO) statements (spec, issuer blocks, sections 2 and 4): the report
 * select, the source tabs, four tables with their closed/open switch, the date-range export,
 * the archive and methodology links. Hidden when the issuer has no MSFO report. The page
 * wraps it in <section id="bondMcfo">.
 */
export function MsfoBlock({ emitentId }: { emitentId: number }) {
  const options = useReportOptions(emitentId, true);
  const reports = options.data?.msfo ?? [];
  return reports.length > 0 ? <MsfoCard reports={reports} /> : null;
}

function MsfoCard({ reports }: { reports: ReportOption[] }) {
  const { t } = useTranslation(['issuer_reports', 'common']);
  const [ref, seen] = useInView<HTMLDivElement>();
  const [reportId, setReportId] = useState(reports[0]!.id);
  const [source, setSource] = useState<string>(PRODUCT_SOURCE);
  const query = useMsfoReport(reportId, seen);
  const report = query.data;
  if (query.isError) return null;
  return (
    <div ref={ref} className="card issuer-report msfo" data-testid="msfo">
      <div className="card-header">
        <h2 id="msfo-title">{t('issuer_reports:msfo_title')}</h2>
      </div>
      <Hint>{t('issuer_reports:msfo_hint')}</Hint>
      <ReportSelect
        options={reports}
        value={reportId}
        onChange={setReportId}
        testId="msfo-report-select"
      />
      {/* Only our own figures exist: the exerica tab stays hidden until third-party data does. */}
      <TabBar
        testId="msfo-source-tabs"
        label={t('issuer_reports:source_tabs')}
        variant="pill"
        active={source}
        onSelect={(id) => setSource(String(id))}
        tabs={[
          { id: PRODUCT_SOURCE, ttl: t('common:app_name') },
          { id: EXERICA_SOURCE, ttl: t('issuer_reports:source_exerica'), hidden: true },
        ]}
      />
      {!report && <Notice>{t('common:loading')}</Notice>}
      {report && (
        <StatementBody
          kind="msfo"
          reportId={report.report.id}
          tables={MSFO_TABLE_FIELDS.map((field) => [field, report[field]])}
          exportLink={report.exportLink}
          archLink={report.params?.archLink ?? null}
          methodologyLink={report.methodologyLink}
        />
      )}
    </div>
  );
}
