import { downloadTableXlsx } from '../../../lib/download-file';
import { useSession } from '../../../lib/session';
import type { TableSnapshot } from '../../../widgets/data-table/export-snapshot';
import { ExcelExportButton } from '../../../widgets/excel-export/excel-export-button';

/**
 * The issuer's bonds as an Excel file: the shared data table's generic export (the rows and
 * columns shown, written by POST /api/export/table.xlsx), full access only (excel.export).
 */
export function IssuerBondsExport({
  title,
  snapshot,
}: {
  title: string;
  snapshot: () => TableSnapshot;
}) {
  return (
    <ExcelExportButton
      decision={useSession().access('excel.export')}
      onExport={() => downloadTableXlsx({ title, fileName: 'issuer-bonds', ...snapshot() })}
      testId="issuer-bonds-export"
    />
  );
}
