import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccessDecision } from '@bondsight/contracts/access';
import { Notice } from '../data-state/notice';

interface GatedDownloadProps {
  /** The access table's decision for the download. */
  decision: AccessDecision;
  href: string;
  label: string;
  /** Tooltip of the locked button: what the download needs. */
  hint?: string;
  /**
   * Why there is no file to have now (e.g. no data for the period): a disabled button saying so
   * (its tooltip), instead of a link whose answer the browser would save as an error file.
   */
  unavailable?: string | null;
  testId: string;
}

/**
 * A file download for who may have it; for others a locked button that answers with the
 * spec's notice (need_auth for a visitor, access_denied_auth for a signed-in user). The server
 * refuses the file either way: this only saves a pointless click.
 */
export function GatedDownload({
  decision,
  href,
  label,
  hint,
  unavailable,
  testId,
}: GatedDownloadProps) {
  const { t } = useTranslation('errors');
  const [refused, setRefused] = useState(false);
  if (decision === 'allowed' && unavailable) {
    return (
      <button
        type="button"
        className="button"
        disabled
        title={unavailable}
        aria-description={unavailable}
        data-testid={`${testId}-unavailable`}
      >
        {label}
      </button>
    );
  }
  if (decision === 'allowed') {
    return (
      <a className="button" href={href} download data-testid={testId}>
        {label}
      </a>
    );
  }
  return (
    <div className="export-gated">
      <button
        type="button"
        className="button"
        onClick={() => setRefused(true)}
        data-testid={`${testId}-locked`}
        title={hint}
      >
        <LockIcon /> {label}
      </button>
      {refused && (
        <Notice tone="warning" testId={`${testId}-refused`}>
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
