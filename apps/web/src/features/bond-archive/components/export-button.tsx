import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../../lib/download-file';
import { useSession } from '../../../lib/session';
import { ExcelExportButton } from '../../../widgets/excel-export/excel-export-button';
import { archiveExportUrl } from '../api/get-archive';

/**
 * Excel export of a ground's archive: full access downloads it; the server's refusal (2,500
 * points or more: many_points; no_data_for_period) shows as the spec's notice, as do the
 * others' need_auth / access_denied_auth.
 */
export function ExportButton({ bondId, groundId }: { bondId: number; groundId: number | null }) {
  const { t } = useTranslation('bond');
  return (
    <ExcelExportButton
      decision={useSession().access('bond.archive.export')}
      onExport={() => downloadFile(archiveExportUrl(bondId, groundId), {}, 'archive.xlsx')}
      label={t('bond:export_excel')}
      hint={t('bond:export_hint')}
      testId="export-excel"
    />
  );
}
