import { useTranslation } from 'react-i18next';
import type { BondSummary } from '@bondsight/contracts';
import { CHART_KINDS, type ChartKind, type ChartSearch, type ChartView } from '../chart-search';
import { ACTION_IDS, logUsage } from '../../../lib/action-log';

interface ChartHeaderProps {
  bond: BondSummary;
  groundId: number;
  search: ChartSearch;
  available: Record<ChartKind, boolean>;
  onChange(change: Partial<ChartSearch>): void;
}

const VIEWS: { view: ChartView; key: string }[] = [
  { view: 0, key: 'view_chart' },
  { view: 1, key: 'view_extended' },
  { view: 2, key: 'view_archive' },
];

/**
 * The chart's tabs (Price, Yield, G-spread; the Issuer map tab comes with the yield map), the
 * trading ground (a list only when there is a choice) and the three views.
 */
const TAB_ACTIONS = { yield: ACTION_IDS.yieldChart, g_spread: ACTION_IDS.spreadChart } as const;

export function ChartHeader({ bond, groundId, search, available, onChange }: ChartHeaderProps) {
  const { t } = useTranslation('bond-chart');
  return (
    <div className="bond-chart-header">
      <h2 id="chart-title">{t('title')}</h2>
      <div className="tabs" role="tablist" aria-label={t('title')}>
        {CHART_KINDS.filter((kind) => available[kind]).map((kind) => (
          <button
            key={kind}
            type="button"
            role="tab"
            aria-selected={search.chart === kind}
            className={search.chart === kind ? 'tab active' : 'tab'}
            data-testid={`chart-tab-${kind}`}
            onClick={() => {
              // Spec: opening the yield or the spread chart is logged.
              if (kind !== 'price' && kind !== search.chart) logUsage(TAB_ACTIONS[kind]);
              onChange({ chart: kind });
            }}
          >
            {t(`tab_${kind}`)}
          </button>
        ))}
      </div>
      <div className="bond-chart-switches">
        {bond.tradingGrounds.length > 1 ? (
          <label className="field-inline">
            <span>{t('ground')}</span>
            <select
              value={groundId}
              data-testid="chart-ground"
              onChange={(event) => onChange({ tg: Number(event.target.value) })}
            >
              {bond.tradingGrounds.map((ground) => (
                <option key={ground.id} value={ground.id}>
                  {ground.name}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <span className="muted" data-testid="chart-ground-name">
            {bond.tradingGrounds[0]?.name}
          </span>
        )}
        <div className="segmented" role="group" aria-label={t('view')}>
          {VIEWS.map(({ view, key }) => (
            <button
              key={view}
              type="button"
              aria-pressed={search.view === view}
              className={search.view === view ? 'segment active' : 'segment'}
              data-testid={`chart-view-${view}`}
              onClick={() => onChange({ view })}
            >
              {t(key)}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
