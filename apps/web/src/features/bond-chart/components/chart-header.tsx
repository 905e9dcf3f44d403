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
  /** The Issuer map tab: shown only when the issuer has map data. */
  issuerMap?: { available: boolean; open: boolean; onOpen(open: boolean): void };
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

export function ChartHeader(props: ChartHeaderProps) {
  const { bond, groundId, search, available, issuerMap } = props;
  const mapOpen = issuerMap?.open ?? false;
  // Any other tab or control closes the Issuer map tab.
  const onChange = (change: Partial<ChartSearch>) => {
    issuerMap?.onOpen(false);
    props.onChange(change);
  };
  const { t } = useTranslation(['bond-chart', 'issuer_map']);
  return (
    <div className="bond-chart-header">
      <h2 id="chart-title">{t('title')}</h2>
      <div className="tabs" role="tablist" aria-label={t('title')}>
        {CHART_KINDS.filter((kind) => available[kind]).map((kind) => (
          <button
            key={kind}
            type="button"
            role="tab"
            aria-selected={!mapOpen && search.chart === kind}
            className={!mapOpen && search.chart === kind ? 'tab active' : 'tab'}
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
        {issuerMap?.available && (
          <button
            type="button"
            role="tab"
            aria-selected={mapOpen}
            className={mapOpen ? 'tab active' : 'tab'}
            data-testid="chart-tab-issuer_map"
            onClick={() => {
              // Spec: opening the issuer map is logged (action 299).
              if (!mapOpen) logUsage(ACTION_IDS.issuerMap);
              issuerMap.onOpen(true);
            }}
          >
            {t('issuer_map:tab')}
          </button>
        )}
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
