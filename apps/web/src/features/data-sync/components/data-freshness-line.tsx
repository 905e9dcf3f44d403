import { useTranslation } from 'react-i18next';
import { formatMoment } from '../../../lib/format';
import { useFormatters, useLanguage } from '../../../lib/use-formatters';
import { useDataFreshness } from '../api/data-sync';
import { sourceName } from './source-name';
import './sync-runs.css';

/**
 * The home page's one line on how fresh the data is ("Data as of 16 Jun 2021; Moscow Exchange
 * synced 16 Jun 2021, 19:42"): only once a sync has ever run, so a demo world says nothing here.
 */
export function DataFreshnessLine() {
  const { t } = useTranslation('data_sync');
  const language = useLanguage();
  const format = useFormatters();
  const freshness = useDataFreshness();
  const data = freshness.data;
  if (!data || data.sources.length === 0) return null;
  const parts = [
    ...(data.dataAsOf ? [t('home_as_of', { date: format.date(data.dataAsOf) })] : []),
    ...data.sources
      .filter((s) => s.lastOk)
      .map((s) =>
        t('home_synced', {
          source: sourceName(t, s.source),
          moment: formatMoment(s.lastOk, language),
        }),
      ),
  ];
  return (
    <p className="muted data-freshness-line" data-testid="data-freshness">
      {parts.join(t('home_separator'))}
    </p>
  );
}
