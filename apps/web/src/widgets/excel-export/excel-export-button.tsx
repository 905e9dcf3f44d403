import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccessDecision } from '@bondsight/contracts/access';
import { Notice } from '../data-state/notice';

interface ExcelExportButtonProps {
  /** The access table's decision for the export ('excel.export' or the block's own rule). */
  decision: AccessDecision;
  /** Fetches and saves the file; a rejection with a `labelKey` (ApiError) is shown. */
  onExport: () => Promise<void>;
  label?: string;
  /** Tooltip of the locked button: what the export needs. */
  hint?: string;
  testId: string;
  /** A smaller button, for a toolbar. */
  small?: boolean;
  /**
   * The caller's own words for a refusal (need_auth, need_get_access, many_points...), say with
   * a link to act on it; undefined keeps the `errors` label.
   */
  refusalText?: (key: string) => ReactNode;
  /** Links beside the button (another format of the same export). */
  children?: ReactNode;
}

/** A failure's label key of module `errors` (many_points, no_data_for_period...). */
const labelKeyOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'labelKey' in error
    ? String((error as { labelKey: unknown }).labelKey)
    : 'internal_error';

/**
 * An Excel export button. Who may export gets the file; the server's refusal (too many
 * points, no data for the period) shows as the spec's notice. Others get a locked button that
 * answers with need_auth or access_denied_auth. Test ids follow GatedDownload's: `testId`,
 * `${testId}-locked`, `${testId}-refused`.
 */
export function ExcelExportButton({
  decision,
  onExport,
  label,
  hint,
  testId,
  small = false,
  refusalText,
  children,
}: ExcelExportButtonProps) {
  const { t } = useTranslation(['exports', 'errors']);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const allowed = decision === 'allowed';
  const click = async () => {
    if (!allowed) return setRefusal(decision);
    setBusy(true);
    setRefusal(null);
    try {
      await onExport();
    } catch (error) {
      setRefusal(labelKeyOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="export-gated">
      <div className="export-gated-actions">
        <button
          type="button"
          className={small ? 'button small' : 'button'}
          onClick={() => void click()}
          disabled={busy}
          aria-busy={busy}
          title={allowed ? undefined : (hint ?? t('exports:export_hint'))}
          data-testid={allowed ? testId : `${testId}-locked`}
        >
          {allowed ? null : <LockIcon />}{' '}
          {busy ? t('exports:export_preparing') : (label ?? t('exports:export_table'))}
        </button>
        {children}
      </div>
      {refusal && (
        <Notice tone="warning" testId={`${testId}-refused`}>
          <span data-refusal={refusal}>
            {refusalText?.(refusal) ??
              t(refusal === 'internal_error' ? 'exports:export_failed' : `errors:${refusal}`)}
          </span>
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
