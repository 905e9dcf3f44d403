import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { ExcelExportButton } from '../../../widgets/excel-export/excel-export-button';

/**
 * The cash flow's Excel export, the spec's link-then-redirect: a GET on the export link
 * (access and the bond checked there, a refusal shown as a notice), then the browser goes to
 * the file, which downloads without leaving the page.
 */
export function CashFlowExport({ bondId }: { bondId: number }) {
  const { t } = useTranslation('bond');
  const follow = async () => {
    const { url } = await api('GET /api/bonds/:id/cash-flow/export/', { params: { id: bondId } });
    window.location.assign(url);
  };
  return (
    <ExcelExportButton
      decision={useSession().access('excel.export')}
      onExport={follow}
      label={t('bond:export_excel')}
      testId="cash-flow-export"
    />
  );
}
