import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXCEL_EXPORT_MAX_POINTS } from '@bondsight/contracts/bond-limits';
import { apiUrl } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';
import { useSession } from '../../../lib/session';
import { Notice } from '../../../widgets/data-state/notice';
import { filterOf, type BondListSearch } from '../bond-list-search';
import './screen-export.css';

/** Where a visitor signs in, and where a signed-in user gets full access (spec section 2). */
const SIGN_IN = '/sign-in/';
const PROFILE_ACCESS = '/profile/access/';

type Refusal = 'need_auth' | 'need_get_access' | 'many_points' | { labelKey: string };

const labelKeyOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'labelKey' in error
    ? String((error as { labelKey: unknown }).labelKey)
    : 'internal_error';

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
  const { t } = useTranslation(['screen_export', 'errors', 'exports']);
  const decision = useSession().access('excel.export');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const query = { ...filterOf(search), columns: columns.join(',') };
  const allowed = decision === 'allowed';
  const tooMany = total !== undefined && total >= EXCEL_EXPORT_MAX_POINTS;

  const click = async () => {
    if (decision === 'need_auth') return setRefusal('need_auth');
    if (!allowed) return setRefusal('need_get_access');
    if (tooMany) return setRefusal('many_points');
    setBusy(true);
    setRefusal(null);
    try {
      await downloadFile(
        apiUrl('GET /api/bonds/export.xlsx', { query }),
        { headers: { accept: 'application/json' } },
        'bond-screen.xlsx',
      );
    } catch (error) {
      const key = labelKeyOf(error);
      setRefusal(key === 'many_points' ? 'many_points' : { labelKey: key });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="screen-export">
      <div className="screen-export-actions">
        <button
          type="button"
          className="button small"
          onClick={() => void click()}
          disabled={busy}
          aria-busy={busy}
          title={t('screen_export:export_hint')}
          data-testid={allowed ? 'screen-export' : 'screen-export-locked'}
        >
          {allowed ? null : <LockIcon />}{' '}
          {busy ? t('exports:export_preparing') : t('screen_export:export_excel')}
        </button>
        {allowed && (
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
      </div>
      {refusal && (
        <Notice tone="warning" testId="screen-export-refused">
          <RefusalText refusal={refusal} />
        </Notice>
      )}
    </div>
  );
}

function RefusalText({ refusal }: { refusal: Refusal }) {
  const { t } = useTranslation(['screen_export', 'errors', 'exports']);
  if (refusal === 'need_auth')
    return (
      <span data-refusal="need_auth">
        {t('errors:need_auth')}{' '}
        <a href={SIGN_IN} data-testid="screen-export-sign-in">
          {t('screen_export:sign_in')}
        </a>
      </span>
    );
  if (refusal === 'need_get_access')
    return (
      <span data-refusal="need_get_access">
        {t('errors:need_get_access')}{' '}
        <a href={PROFILE_ACCESS} data-testid="screen-export-get-access">
          {t('screen_export:get_access')}
        </a>
      </span>
    );
  if (refusal === 'many_points')
    return <span data-refusal="many_points">{t('screen_export:many_points')}</span>;
  const key = refusal.labelKey;
  return (
    <span data-refusal={key}>
      {key === 'internal_error' ? t('exports:export_failed') : t(`errors:${key}`)}
    </span>
  );
}

/** Drawn, not an emoji: servers and kiosks often lack an emoji font. */
function LockIcon() {
  return (
    <svg className="icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
      <rect x="3" y="7" width="10" height="8" rx="1.5" fill="currentColor" />
      <path d="M5 7V5a3 3 0 0 1 6 0v2" stroke="currentColor" strokeWidth="1.6" fill="none" />
    </svg>
  );
}
