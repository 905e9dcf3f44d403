import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { GatedDownload } from '../../../widgets/gated-download/gated-download';
import { archiveExportUrl } from '../api/get-archive';

/** Excel export of a ground's archive: full access downloads, others get the spec's notice. */
export function ExportButton({ bondId, groundId }: { bondId: number; groundId: number | null }) {
  const { t } = useTranslation('bond');
  return (
    <GatedDownload
      decision={useSession().access('bond.archive.export')}
      href={archiveExportUrl(bondId, groundId)}
      label={t('bond:export_excel')}
      hint={t('bond:export_hint')}
      testId="export-excel"
    />
  );
}
