import { useTranslation } from 'react-i18next';
import { apiUrl } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';
import { useSession } from '../../../lib/session';
import { ExcelExportButton } from '../../../widgets/excel-export/excel-export-button';
import { LADDER_MONTHS } from '../api/ladder';

/**
 * The list's and the ladder's Excel files (full access: 'excel.export'). The server writes
 * them from the same calls the page reads, and refuses others itself; here the button is
 * locked for them and answers with need_auth or access_denied_auth.
 */
export function HoldingsXlsxButton({ listId }: { listId: number }) {
  const { t } = useTranslation('watchlist');
  return (
    <ExcelExportButton
      decision={useSession().access('excel.export')}
      onExport={() =>
        downloadFile(
          apiUrl('GET /api/watchlist/:id/export.xlsx', { params: { id: listId } }),
          {},
          `watchlist-${listId}-holdings.xlsx`,
        )
      }
      label={t('export_holdings_xlsx')}
      testId={`watchlist-xlsx-${listId}`}
    />
  );
}

/** The ladder's file, for the months the block shows. */
export function LadderXlsxButton({ listId }: { listId: number }) {
  const { t } = useTranslation('watchlist');
  return (
    <ExcelExportButton
      decision={useSession().access('excel.export')}
      onExport={() =>
        downloadFile(
          apiUrl('GET /api/watchlist/:id/ladder.xlsx', {
            params: { id: listId },
            query: { months: LADDER_MONTHS },
          }),
          {},
          `watchlist-${listId}-ladder.xlsx`,
        )
      }
      label={t('export_ladder_xlsx')}
      testId={`watchlist-ladder-xlsx-${listId}`}
    />
  );
}
