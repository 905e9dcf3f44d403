import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MsfoReportOption, MsfoSource, StatementSource } from '@bondsight/contracts';
import { useFormatters } from '../../../lib/use-formatters';
import { Notice } from '../../../widgets/data-state/notice';
import { Hint } from '../../../widgets/hint/hint';
import { useInView } from '../../../widgets/in-view/use-in-view';
import { TabBar } from '../../../widgets/tabs/tab-bar';
import { useReportOptions } from '../api/get-report-options';
import { useMsfoReport } from '../api/get-statements';
import { ReportSelect } from './report-select';
import { StatementBody } from './statement-body';
import './issuer-reports.css';

/**
 * The source tabs (spec section 2): our figures (the spec's '{product}') and a third-party
 * provider's, 'Powered by' exerica. The provider's tab is offered only for a report whose
 * option lists its figures.
 */
const OUR_SOURCE: MsfoSource = 'bondsight';
const PROVIDER_SOURCE: MsfoSource = 'exerica';

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
 * wraps it in <section id="bondMcfo">. On the provider's tab the tables, the export and the
 * archive hold the provider's figures, under its 'Powered by' mark.
 */
export function MsfoBlock({ emitentId }: { emitentId: number }) {
  const options = useReportOptions(emitentId, true);
  const reports = options.data?.msfo ?? [];
  return reports.length > 0 ? <MsfoCard reports={reports} /> : null;
}

function MsfoCard({ reports }: { reports: MsfoReportOption[] }) {
  const { t } = useTranslation(['issuer_reports', 'common']);
  const [ref, seen] = useInView<HTMLDivElement>();
  const [reportId, setReportId] = useState(reports[0]!.id);
  const [picked, setPicked] = useState<MsfoSource>(OUR_SOURCE);
  const option = reports.find((r) => r.id === reportId) ?? reports[0]!;
  const offered = option.sources.includes(PROVIDER_SOURCE);
  // A report without the provider's figures shows ours, whichever tab was open before.
  const source = offered ? picked : OUR_SOURCE;
  const query = useMsfoReport(reportId, seen, source);
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
      <TabBar
        testId="msfo-source-tabs"
        label={t('issuer_reports:source_tabs')}
        variant="pill"
        active={source}
        onSelect={(id) => setPicked(id === PROVIDER_SOURCE ? PROVIDER_SOURCE : OUR_SOURCE)}
        tabs={[
          { id: OUR_SOURCE, ttl: t('common:app_name') },
          { id: PROVIDER_SOURCE, ttl: t('issuer_reports:source_exerica'), hidden: !offered },
        ]}
      />
      {/* The answer of the tab asked for: never the other source's while it loads. */}
      {(!report || report.source.id !== source) && <Notice>{t('common:loading')}</Notice>}
      {report && report.source.id === source && (
        <>
          {source === PROVIDER_SOURCE && <ProviderMark source={report.source} />}
          <StatementBody
            kind="msfo"
            reportId={report.report.id}
            viewKey={source}
            tables={MSFO_TABLE_FIELDS.map((field) => [field, report[field]])}
            exportLink={report.exportLink}
            archLink={report.params?.archLink ?? null}
            methodologyLink={report.methodologyLink}
          />
        </>
      )}
    </div>
  );
}

/** 'Powered by exerica': whose figures the tab holds, in what form, as of when. */
function ProviderMark({ source }: { source: StatementSource }) {
  const { t } = useTranslation(['issuer_reports', 'common']);
  const format = useFormatters();
  return (
    <div className="provider-mark" data-testid="msfo-provider-mark" data-source={source.id}>
      <p className="provider-name">{t('issuer_reports:powered_by', { provider: source.name })}</p>
      <p className="provenance" data-testid="msfo-provider-note">
        {t('issuer_reports:provider_note', {
          provider: source.name,
          date: format.date(source.asOf),
          product: t('common:app_name'),
        })}
      </p>
    </div>
  );
}
