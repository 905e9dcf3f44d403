import { useTranslation } from 'react-i18next';
import type { SwitchableReportTable } from '@bondsight/contracts';
import { ExportLink } from './export-link';
import { ExportRangeForm } from './export-range-form';
import { SwitchableTable } from './switchable-table';

interface StatementBodyProps {
  /** 'msfo' or 'rsbu': the test ids' prefix. */
  kind: 'msfo' | 'rsbu';
  reportId: number;
  /** What else tells one answer's tables from another's (the MSFO source tab). */
  viewKey?: string;
  /** The answer's tables by field, in the order shown; a null table is left out. */
  tables: [string, SwitchableReportTable | null][];
  exportLink: string;
  archLink: string | null;
  methodologyLink: string | null;
}

/**
 * What the MSFO and RSBU blocks share below their selects: the tables with their closed/open
 * switch, the date-range export, the archive link and the methodology link (when given).
 */
export function StatementBody({
  kind,
  reportId,
  viewKey = '',
  tables,
  exportLink,
  archLink,
  methodologyLink,
}: StatementBodyProps) {
  const { t } = useTranslation('issuer_reports');
  return (
    <>
      {tables.map(([field, table]) =>
        table ? (
          <SwitchableTable
            key={`${reportId}-${viewKey}-${field}`}
            table={table}
            testId={`${kind}-${field}`}
          />
        ) : null,
      )}
      <ExportRangeForm key={reportId} template={exportLink} testId={`${kind}-export`} />
      <p className="report-links">
        {/* The archive is a file of the full statements: gated like the exports above. */}
        {archLink && (
          <ExportLink href={archLink} testId={`${kind}-archive-link`}>
            {t('issuer_reports:archive_link')}
          </ExportLink>
        )}
        {methodologyLink && (
          <a
            href={methodologyLink}
            target="_blank"
            rel="noreferrer"
            data-testid={`${kind}-methodology-link`}
          >
            {t('issuer_reports:methodology_link')}
          </a>
        )}
      </p>
    </>
  );
}
