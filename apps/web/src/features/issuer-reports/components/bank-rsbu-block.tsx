import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../widgets/data-state/notice';
import { Hint } from '../../../widgets/hint/hint';
import { useInView } from '../../../widgets/in-view/use-in-view';
import { TabBar } from '../../../widgets/tabs/tab-bar';
import { useBankRsbuVariants } from '../api/get-bank-rsbu';
import { useReportOptions } from '../api/get-report-options';
import {
  ACTUAL_TAB,
  ARCHIVE_TAB,
  BANK_TABLE_FIELDS,
  bankExportHref,
  hasData,
  initialBankTab,
  type BankTab,
} from '../bank-tabs';
import { xlsxHref } from '../xlsx-href';
import { ExportLink } from './export-link';
import { StatementTable } from './statement-table';
import './issuer-reports.css';

/**
 * The bank's RSBU statements (spec, issuer blocks, sections 2 and 4): tabs Actual (2) and
 * Archive (1), both variants fetched once the block nears the viewport; a variant without
 * data loses its tab, a missing Actual falls back to Archive, and with neither the block
 * renders nothing. Five tables and the variant's export. The page wraps it in
 * <section id="issuerRsbu">.
 */
export function BankRsbuBlock({ emitentId }: { emitentId: number }) {
  const options = useReportOptions(emitentId, true);
  return options.data?.bankRsbu ? <BankRsbuCard emitentId={emitentId} /> : null;
}

/** Mounted once the issuer is known to file bank RSBU, so its in-view ref is on the card. */
function BankRsbuCard({ emitentId }: { emitentId: number }) {
  const { t } = useTranslation(['issuer_reports', 'common', 'exports']);
  const [ref, seen] = useInView<HTMLDivElement>();
  const { actual, archive } = useBankRsbuVariants(emitentId, seen);
  const [chosen, setChosen] = useState<BankTab | null>(null);
  const settled = seen && !actual.isPending && !archive.isPending;
  // The first tab with data once both answers are in (or failed); the user's choice after.
  const initial = settled ? initialBankTab(actual.data, archive.data) : null;
  if (settled && initial === null) return null;
  const active = chosen ?? initial;
  const answer =
    active === ACTUAL_TAB ? actual.data : active === ARCHIVE_TAB ? archive.data : undefined;
  return (
    <div ref={ref} className="card issuer-report bank-rsbu" data-testid="bank-rsbu">
      <div className="card-header">
        <h2 id="bank-rsbu-title">{t('issuer_reports:bank_title')}</h2>
        {answer && active !== null && (
          <ExportLink href={bankExportHref(answer.exportLink, active)} testId="bank-rsbu-export">
            {t('issuer_reports:export')}
          </ExportLink>
        )}
        {answer && active !== null && (
          <ExportLink
            href={xlsxHref(bankExportHref(answer.exportLink, active))}
            testId="bank-rsbu-export-xlsx"
          >
            {t('exports:export_xlsx')}
          </ExportLink>
        )}
      </div>
      <Hint>{t('issuer_reports:bank_hint')}</Hint>
      {!settled && <Notice>{t('common:loading')}</Notice>}
      {settled && (
        <TabBar
          testId="bank-rsbu-tabs"
          label={t('issuer_reports:bank_title')}
          active={active}
          onSelect={(id) => setChosen(id as BankTab)}
          tabs={[
            { id: ACTUAL_TAB, ttl: t('issuer_reports:tab_actual'), hidden: !hasData(actual.data) },
            {
              id: ARCHIVE_TAB,
              ttl: t('issuer_reports:tab_archive'),
              hidden: !hasData(archive.data),
            },
          ]}
        />
      )}
      {hasData(answer) &&
        BANK_TABLE_FIELDS.map((field) => {
          const table = answer[field];
          return table ? (
            <StatementTable
              key={`${active}-${field}`}
              table={table}
              testId={`bank-rsbu-${field}`}
            />
          ) : null;
        })}
    </div>
  );
}
