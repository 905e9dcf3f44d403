import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { Notice } from '../../../widgets/data-state/notice';
import { archiveExportUrl } from '../api/get-archive';

/**
 * Excel export: a download for full access; otherwise the spec's notice (need_auth for a
 * visitor, access_denied_auth for a signed-in user). The server refuses the file either way.
 */
export function ExportButton({ bondId, groundId }: { bondId: number; groundId: number | null }) {
  const { t } = useTranslation(['bond', 'errors']);
  const decision = useSession().access('bond.archive.export');
  const [refused, setRefused] = useState(false);

  if (decision === 'allowed') {
    return (
      <a
        className="button"
        href={archiveExportUrl(bondId, groundId)}
        download
        data-testid="export-excel"
      >
        {t('bond:export_excel')}
      </a>
    );
  }
  return (
    <div className="export-gated">
      <button
        type="button"
        className="button"
        onClick={() => setRefused(true)}
        data-testid="export-excel-locked"
        title={t('bond:export_hint')}
      >
        <LockIcon /> {t('bond:export_excel')}
      </button>
      {refused && (
        <Notice tone="warning" testId="export-refused">
          {t(`errors:${decision}`)}
        </Notice>
      )}
    </div>
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
