import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { IssuerReportOptions, ReportTable, SwitchableReportTable } from '@bondsight/contracts';
import { Notice } from '../../../widgets/data-state/notice';
import { Hint } from '../../../widgets/hint/hint';
import { useInView } from '../../../widgets/in-view/use-in-view';
import { useBankRsbuVariants } from '../api/get-bank-rsbu';
import { useReportOptions } from '../api/get-report-options';
import { useMsfoReport, useRsbuReport } from '../api/get-statements';
import { initialBankTab, ACTUAL_TAB } from '../bank-tabs';
import { StatementTable } from './statement-table';
import { opensClosed } from './switchable-table';
import './issuer-reports.css';

interface IndicatorsProps {
  emitentId: number;
  bondId: number;
}

/** The variant the issuer page opens a table in, for the same lines on the bond page. */
const defaultView = (table: SwitchableReportTable): ReportTable =>
  opensClosed(table) && table.closed_data ? table.closed_data : table;

/**
 * The bond page's IFRS indicators (spec 000, side menu): the first lines of the issuer's main
 * MSFO balance sheet, profit and loss and parameters (assets, equity, revenue, net profit,
 * net debt…), each expandable (logged as 80 against the bond), with a link to the full
 * statements on the issuer page. Hidden when the issuer has no MSFO report.
 */
export function IfrsIndicators({ emitentId, bondId }: IndicatorsProps) {
  const options = useReportOptions(emitentId, true);
  const main = options.data?.msfo[0];
  return main ? <IfrsCard reportId={main.id} emitentId={emitentId} bondId={bondId} /> : null;
}

function IfrsCard({ reportId, emitentId, bondId }: IndicatorsProps & { reportId: number }) {
  const [ref, seen] = useInView<HTMLDivElement>();
  const query = useMsfoReport(reportId, seen);
  if (query.isError) return null;
  const report = query.data;
  const tables = report
    ? [report.balance_sheet, report.profit_and_loss, report.params].filter((t) => t !== null)
    : null;
  return (
    <IndicatorsCard
      cardRef={ref}
      kind="ifrs"
      href={`/company/${emitentId}/#bondMcfo`}
      caption={report?.report.text}
    >
      {tables?.map((table) => (
        <StatementTable
          key={table.code}
          table={defaultView(table)}
          testId={`ifrs-${table.code}`}
          bondId={bondId}
        />
      ))}
    </IndicatorsCard>
  );
}

/**
 * The bond page's RAS indicators: the first lines of the issuer's RSBU balance and profit and
 * loss; for a bank, the alternative variant from its bank RSBU (Actual, else Archive). Each
 * expandable (logged as 76 against the bond); hidden when the issuer files neither.
 */
export function RasIndicators({ emitentId, bondId }: IndicatorsProps) {
  const options = useReportOptions(emitentId, true);
  const kind = rasKind(options.data);
  if (kind === 'rsbu')
    return <RsbuCard reportId={options.data!.rsbu[0]!.id} emitentId={emitentId} bondId={bondId} />;
  if (kind === 'bank') return <BankCard emitentId={emitentId} bondId={bondId} />;
  return null;
}

/** Which RAS statements the block shows: corporate RSBU first, else the bank's. */
export function rasKind(options: IssuerReportOptions | undefined): 'rsbu' | 'bank' | null {
  if (!options) return null;
  if (options.rsbu.length > 0) return 'rsbu';
  return options.bankRsbu ? 'bank' : null;
}

function RsbuCard({ reportId, emitentId, bondId }: IndicatorsProps & { reportId: number }) {
  const [ref, seen] = useInView<HTMLDivElement>();
  const query = useRsbuReport(reportId, seen);
  if (query.isError) return null;
  const report = query.data;
  const tables = report
    ? [report.rsbu_balance, report.rsbu_profit_and_loss].filter((t) => t !== null)
    : null;
  return (
    <IndicatorsCard
      cardRef={ref}
      kind="ras"
      href={`/company/${emitentId}/#rsbuFinReport`}
      caption={report?.report.text}
    >
      {tables?.map((table) => (
        <StatementTable
          key={table.code}
          table={defaultView(table)}
          testId={`ras-${table.code}`}
          bondId={bondId}
        />
      ))}
    </IndicatorsCard>
  );
}

function BankCard({ emitentId, bondId }: IndicatorsProps) {
  const { t } = useTranslation('issuer_reports');
  const [ref, seen] = useInView<HTMLDivElement>();
  const { actual, archive } = useBankRsbuVariants(emitentId, seen);
  const settled = seen && !actual.isPending && !archive.isPending;
  const tab = settled ? initialBankTab(actual.data, archive.data) : null;
  if (settled && tab === null) return null;
  const answer = tab === null ? undefined : tab === ACTUAL_TAB ? actual.data : archive.data;
  const tables = answer
    ? [answer.report, answer.rsbu_profit_and_loss].filter((t) => t !== null)
    : null;
  return (
    <IndicatorsCard
      cardRef={ref}
      kind="ras"
      href={`/company/${emitentId}/#issuerRsbu`}
      caption={
        answer && `${t('bank_title')} · ${t(tab === ACTUAL_TAB ? 'tab_actual' : 'tab_archive')}`
      }
      alternative
    >
      {tables?.map((table) => (
        <StatementTable
          key={table.code}
          table={table}
          testId={`ras-bank-${table.code}`}
          bondId={bondId}
        />
      ))}
    </IndicatorsCard>
  );
}

interface IndicatorsCardProps {
  cardRef: RefObject<HTMLDivElement | null>;
  kind: 'ifrs' | 'ras';
  href: string;
  caption: string | undefined;
  alternative?: boolean;
  children: ReactNode;
}

/** The card both blocks share: title, hint, the report's name, tables, the issuer-page link. */
function IndicatorsCard({
  cardRef,
  kind,
  href,
  caption,
  alternative,
  children,
}: IndicatorsCardProps) {
  const { t } = useTranslation(['issuer_reports', 'common']);
  const loaded = caption !== undefined;
  return (
    <div
      ref={cardRef}
      className={`card issuer-report bond-indicators bond-${kind}`}
      data-testid={`bond-${kind}`}
      data-variant={alternative ? 'bank' : undefined}
    >
      <div className="card-header">
        <h2 id={`${kind}-title`}>{t(`issuer_reports:${kind}_indicators_title`)}</h2>
      </div>
      <Hint>{t(`issuer_reports:${kind}_indicators_hint`)}</Hint>
      {!loaded && <Notice>{t('common:loading')}</Notice>}
      {loaded && (
        <>
          <p className="report-name" data-testid={`bond-${kind}-report`}>
            {caption}
          </p>
          {children}
          <p className="report-links">
            <a href={href} data-testid={`bond-${kind}-issuer-link`}>
              {t('issuer_reports:all_statements')}
            </a>
          </p>
        </>
      )}
    </div>
  );
}
