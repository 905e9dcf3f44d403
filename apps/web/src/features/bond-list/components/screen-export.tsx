import { useTranslation } from 'react-i18next';
import { EXCEL_EXPORT_MAX_POINTS } from '@bondsight/contracts/bond-limits';
import { apiUrl } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';
import { useSession } from '../../../lib/session';
import { ExcelExportButton } from '../../../widgets/excel-export/excel-export-button';
import { filterOf, type BondListSearch } from '../bond-list-search';
import './screen-export.css';

/** Where a visitor signs in, and where a signed-in user gets full access (spec section 2). */
const SIGN_IN = '/sign-in/';
const PROFILE_ACCESS = '/profile/access/';

/** The refusal a screen of 2,500 bonds or more gets here, as the server's (an ApiError's key). */
const MANY_POINTS = { labelKey: 'many_points' };

/**
 * The screen's Excel export (issue 33 item 6): the current screen (filters, order) with the
 * columns the table shows. Full access downloads; a visitor is asked to sign in, a signed-in
 * user without full access is sent to the profile access page; a screen of 2,500 bonds or
 * more is refused here with the spec's many_points message, without asking the server (which
 * refuses it too). Full access also gets the same screen's CSV link, for programs.
 */
export function ScreenExport({
  search,
  columns,
  total,
}: {
  search: BondListSearch;
  /** The ids of the columns the table shows, in its order. */
  columns: readonly string[];
  /** The screen's count, once known. */
  total: number | undefined;
}) {
  const { t } = useTranslation(['screen_export', 'errors']);
  const decision = useSession().access('excel.export');
  const query = { ...filterOf(search), columns: columns.join(',') };

  const exportScreen = async () => {
    if (total !== undefined && total >= EXCEL_EXPORT_MAX_POINTS) throw MANY_POINTS;
    await downloadFile(
      apiUrl('GET /api/bonds/export.xlsx', { query }),
      { headers: { accept: 'application/json' } },
      'bond-screen.xlsx',
    );
  };

  const refusalText = (key: string) => {
    if (key === 'many_points') return t('screen_export:many_points');
    const link =
      key === 'need_auth'
        ? { href: SIGN_IN, label: 'sign_in', testId: 'screen-export-sign-in' }
        : key === 'access_denied_auth'
          ? { href: PROFILE_ACCESS, label: 'get_access', testId: 'screen-export-get-access' }
          : undefined;
    return (
      link && (
        <>
          {t(`errors:${key}`)}{' '}
          <a href={link.href} data-testid={link.testId}>
            {t(`screen_export:${link.label}`)}
          </a>
        </>
      )
    );
  };

  return (
    <div className="screen-export">
      <ExcelExportButton
        decision={decision}
        onExport={exportScreen}
        label={t('screen_export:export_excel')}
        hint={t('screen_export:export_hint')}
        testId="screen-export"
        small
        refusalText={refusalText}
      >
        {decision === 'allowed' && (
          <a
            className="screen-export-csv"
            href={apiUrl('GET /api/bonds/export.csv', { query })}
            download
            title={t('screen_export:export_csv_hint')}
            data-testid="screen-export-csv"
          >
            {t('screen_export:export_csv')}
          </a>
        )}
      </ExcelExportButton>
    </div>
  );
}
