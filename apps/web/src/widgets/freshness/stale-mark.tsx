import { useTranslation } from 'react-i18next';
import './freshness.css';

/**
 * The 'stale' mark of a value older than the freshness limit (days counted by the server
 * against the data's as-of date). Renders nothing for a fresh value. Data-free: the caller
 * passes the server's verdict.
 */
export function StaleMark({
  ageDays,
  stale,
  limitDays,
  asOf,
}: {
  ageDays: number;
  stale: boolean;
  limitDays: number;
  /** The data's as-of date, already formatted for the reader. */
  asOf: string;
}) {
  const { t } = useTranslation('bond_freshness');
  if (!stale) return null;
  const title = t('bond_freshness:stale_title', { limit: limitDays, days: ageDays, date: asOf });
  return (
    <span className="stale-mark" data-testid="stale-mark" title={title} aria-label={title}>
      {t('bond_freshness:stale_mark', { days: ageDays })}
    </span>
  );
}
