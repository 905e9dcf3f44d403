import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BondSummary, ChartTick, GetTradingsRequest } from '@bondsight/contracts';
import { CHART_STATUS_IDS } from '@bondsight/contracts/statuses';
import {
  DEFAULT_PERIOD_ID,
  rangeBeforeLatest,
  type ChartPeriodChange,
  type ChartRange,
} from '../../../widgets/chart';
import { useSession } from '../../../lib/session';
import { Hint } from '../../../widgets/hint/hint';
import { useChartLines } from '../api/get-tradings';
import { useBondIssuerMap } from '../api/get-emitent-map';
import { chartFields } from '../chart-fields';
import { hasValues } from '../chart-lines';
import { chartRange, isoDay, periodEnd } from '../chart-range';
import type { ChartKind } from '../chart-search';
import { parseCompareItems, type CompareItem } from '../compare-items';
import { useChartSearch } from '../use-chart-search';
import { ArchiveView } from './archive-view';
import { ChartHeader } from './chart-header';
import { ExtendedView } from './extended-view';
import { IssuerMapTab } from './issuer-map-tab';
import { LineView } from './line-view';
import './bond-chart.css';

/** The bond chart block: shown for a bond with trading grounds in a charted status (spec). */
export function BondChart({ bond }: { bond: BondSummary }) {
  if (bond.tradingGrounds.length === 0 || !CHART_STATUS_IDS.includes(bond.statusId)) return null;
  return <BondChartBlock bond={bond} />;
}

const ticksOf = (data: ChartTick[] | number | undefined) => (Array.isArray(data) ? data : []);

function BondChartBlock({ bond }: { bond: BondSummary }) {
  const { t } = useTranslation('bond_freshness');
  const session = useSession();
  const [search, setSearch] = useChartSearch();
  // The Issuer map tab: hidden without map data; not part of the shareable chart state.
  const issuerMap = useBondIssuerMap(bond.emitent.id);
  const mapData = (issuerMap.data?.emitentMap.length ?? 0) > 0 ? issuerMap.data : undefined;
  const [mapOpen, setMapOpen] = useState(false);
  const ground = bond.tradingGrounds.find((g) => g.id === search.tg) ?? bond.tradingGrounds[0]!;
  const canCompare = session.can('bond.compare');
  const compared = canCompare ? parseCompareItems(search.cmp) : [];
  const main: CompareItem = { model: 'bonds', id: bond.id, tgId: ground.id };
  const userChose = search.period !== DEFAULT_PERIOD_ID;
  const request = (
    chartType: ChartKind,
    items: CompareItem[],
    range: ChartRange,
    iteration: number,
  ): GetTradingsRequest => ({
    items,
    startDate: isoDay(range.from),
    endDate: isoDay(range.to),
    chartType,
    userChangePeriod: userChose ? 1 : 0,
    getChartIteration: iteration,
    fields: chartFields(chartType, items),
  });
  // The default period's first call may answer with a number, the latest date with data (a
  // matured bond): the chart then shows the three months before it (spec), asking again.
  const preset = chartRange(search, periodEnd(bond));
  const first = useChartLines(request('price', [main], preset, 0), !userChose);
  const latest = !userChose && typeof first.data?.answer === 'number' ? first.data.answer : null;
  const range = latest === null ? preset : rangeBeforeLatest(latest);
  const iteration = latest === null ? 0 : 1;
  const valid = range.from <= range.to;

  const lines = useChartLines(request(search.chart, [main, ...compared], range, iteration), valid);
  // The main line alone in each kind: which tabs have data, and the archive table's columns.
  const price = useChartLines(request('price', [main], range, iteration), valid);
  const yields = useChartLines(request('yield', [main], range, iteration), valid);
  const spreads = useChartLines(request('g_spread', [main], range, iteration), valid);

  // Spec: Yield and G-spread hide without usable data; an active one without data goes to Price.
  const known = (data: ChartTick[] | number | undefined) => Array.isArray(data);
  const available: Record<ChartKind, boolean> = {
    price: true,
    yield: !known(yields.data?.answer) || hasValues(ticksOf(yields.data?.answer), 'yield'),
    g_spread: !known(spreads.data?.answer) || hasValues(ticksOf(spreads.data?.answer), 'g_spread'),
  };
  const activeMissing = !available[search.chart];
  useEffect(() => {
    if (activeMissing) setSearch({ chart: 'price' });
  }, [activeMissing, setSearch]);

  const onPeriodChange = (change: ChartPeriodChange) => {
    if (change.type === 'preset') setSearch({ period: change.id, from: undefined, to: undefined });
    else setSearch({ period: 'arbitrary', from: isoDay(change.from), to: isoDay(change.to) });
  };

  return (
    <section className="card bond-chart" id="chart" data-testid="bond-chart">
      <ChartHeader
        bond={bond}
        groundId={ground.id}
        search={search}
        available={available}
        onChange={setSearch}
        issuerMap={{ available: mapData !== undefined, open: mapOpen, onOpen: setMapOpen }}
      />
      <Hint>{t('bond_freshness:hint_chart')}</Hint>
      {mapOpen && mapData && <IssuerMapTab bondId={bond.id} data={mapData} />}
      {!(mapOpen && mapData) && search.view === 0 && (
        <LineView
          bond={bond}
          main={main}
          compared={compared}
          search={search}
          range={range}
          answer={lines}
          onSearch={setSearch}
          onPeriodChange={onPeriodChange}
        />
      )}
      {!(mapOpen && mapData) && search.view === 1 && <ExtendedView bond={bond} answer={price} />}
      {!(mapOpen && mapData) && search.view === 2 && (
        <ArchiveView
          bond={bond}
          groundId={ground.id}
          range={range}
          price={ticksOf(price.data?.answer)}
          yields={ticksOf(yields.data?.answer)}
          spreads={ticksOf(spreads.data?.answer)}
          loading={price.isPending}
        />
      )}
    </section>
  );
}
