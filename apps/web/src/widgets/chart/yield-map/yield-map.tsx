/**
 * The issuer yield map: the chart widget in map mode (spec, issuer blocks sections 2, 4, 5, 6
 * and 9). Data-free: the page passes the map answer; the widget keeps the user's choices
 * (currency, ground, trend, labels, delete mode, removed and added points).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STALE_AFTER_DAYS } from '@bondsight/contracts/bond-limits';
import { useFormatters } from '../../../lib/use-formatters';
import { useFullscreen } from '../../fullscreen/use-fullscreen';
import { FULLSCREEN_CLASS } from '../../fullscreen/fullscreen-toggle';
import type { TrendType } from '../types';
import { AddPointForm } from './add-point-form';
import { MapSelectors } from './map-selectors';
import { DeletePanel, MapToolbar } from './map-toolbar';
import { MapExport, type MapExportFormat } from './map-export';
import { mapLayout } from './map-layout';
import { buildMapOption } from './map-option';
import { buildMapView, groundForCurrency, groundsOf, pointKey } from './map-view';
import { PointList } from './point-list';
import type { AddedPoint, YieldMapData, YieldMapEndedPoint, YieldMapPoint } from './types';
import { useMapChart } from './use-map-chart';
import { useElementWidth } from '../use-element-width';
import './yield-map.css';

export interface YieldMapProps {
  /** The element id: names the full-screen cookie. */
  id: string;
  data: YieldMapData;
  /** A bond page's own bond: its point is highlighted. */
  highlightId?: number;
  /** Where a point leads (default the bond page, /bonds/{id}/). */
  pointHref?(bondId: number): string;
  /** Full access (the access table's chart.export): the PNG, SVG and CSV export menu. */
  canExport?: boolean;
  /** Told after each export, e.g. to log the action. */
  onExport?(format: MapExportFormat): void;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export default function YieldMap({
  id,
  data,
  highlightId,
  pointHref,
  canExport = false,
  onExport,
}: YieldMapProps) {
  const { t } = useTranslation(['issuer_map', 'bond_freshness']);
  const format = useFormatters();
  const root = useRef<HTMLDivElement>(null);
  const { fullscreen, toggleFullscreen } = useFullscreen(id, root);
  useEffect(() => {
    root.current?.classList.toggle(FULLSCREEN_CLASS, fullscreen);
  }, [fullscreen]);

  // The bond page opens the map on its own bond's currency and ground when it has a point; a
  // bond that has ended is drawn among the ended ones, which then start shown.
  const ownEnded = data.emitentMapEnded?.find((p) => p.id === highlightId);
  const own = data.emitentMap.find((p) => p.id === highlightId) ?? ownEnded;
  const [currencyId, setCurrencyId] = useState(own?.currency_id ?? data.emitentMapCurrencyId ?? 0);
  const [groundId, setGroundId] = useState(own?.trading_ground_id ?? data.emitentMapGroundId ?? 0);
  const [showEnded, setShowEnded] = useState(own !== undefined && own === ownEnded);
  const [trend, setTrend] = useState<TrendType>('not_selected');
  const [labels, setLabels] = useState(false);
  const [allLabels, setAllLabels] = useState(false);
  const [deleteMode, setDeleteMode] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [added, setAdded] = useState<AddedPoint[]>([]);
  const [lastRemoved, setLastRemoved] = useState<number | null>(null);
  const nextAdded = useRef(1);

  const view = useMemo(
    () => buildMapView({ data, currencyId, groundId, removed, added, trend, showEnded }),
    [data, currencyId, groundId, removed, added, trend, showEnded],
  );
  const layout = mapLayout(fullscreen, allLabels);

  const leaveDeleteMode = () => {
    setDeleteMode(false);
    setSelected(new Set());
  };
  // Spec section 4: either change clears delete mode and redraws.
  const onCurrency = (next: number) => {
    setCurrencyId(next);
    setGroundId(groundForCurrency(data, next, groundId));
    leaveDeleteMode();
  };
  const onGround = (next: number) => {
    setGroundId(next);
    leaveDeleteMode();
  };
  // 'All labels' forces labels on; labels off takes 'all' off with them.
  const onLabels = (on: boolean) => {
    setLabels(on);
    if (!on) setAllLabels(false);
  };
  const onAllLabels = (on: boolean) => {
    setAllLabels(on);
    if (on) setLabels(true);
  };
  const onRemove = () => {
    const keys = [...selected];
    setRemoved((old) => new Set([...old, ...keys.filter((k) => !k.startsWith('added:'))]));
    setAdded((old) => old.filter((p) => !selected.has(p.key)));
    setLastRemoved(keys.length);
    setSelected(new Set());
  };

  const points = useMemo(() => {
    const byKey = new Map<string, YieldMapPoint | YieldMapEndedPoint>();
    for (const p of [...data.emitentMap, ...(data.emitentMapEnded ?? [])])
      byKey.set(pointKey(p), p);
    return byKey;
  }, [data]);

  const onPoint = useCallback(
    (key: string, withCtrl: boolean) => {
      if (deleteMode) {
        // Spec: in delete mode a click selects (with Ctrl) and never opens the bond.
        if (!withCtrl) return;
        setSelected((old) => {
          const next = new Set(old);
          if (next.has(key)) next.delete(key);
          else next.add(key);
          return next;
        });
        return;
      }
      const point = points.get(key);
      if (point) window.open(pointHref?.(point.id) ?? `/bonds/${point.id}/`, '_blank', 'noopener');
    },
    [deleteMode, points, pointHref],
  );

  const tooltip = useCallback(
    (key: string) => {
      const point = points.get(key);
      const addedPoint = added.find((p) => p.key === key);
      const title = point?.ttl ?? addedPoint?.pointName ?? '';
      const lines = [`<b>${escapeHtml(title)}</b>`];
      // An ended bond says how and when it ended: its point is its last quote before that.
      if (point && 'state' in point && point.ended_on)
        lines.push(escapeHtml(t(`ended_${point.state}`, { date: format.date(point.ended_on) })));
      // A live bond's quote over 7 days older than the map date says so (dates are public).
      if (point && !('state' in point) && point.stale && data.emitentMapDate)
        lines.push(
          escapeHtml(
            t('bond_freshness:stale_title', {
              limit: STALE_AFTER_DAYS,
              days: point.age_days,
              date: format.date(data.emitentMapDate),
            }),
          ),
        );
      // Spec section 6: values only for full access (the server sends none to others).
      if (point && !point.shape_only)
        lines.push(
          `${escapeHtml(t('price'))}: ${format.price(point.price)}`,
          `${escapeHtml(t('duration'))}: ${format.duration(point.duration, 'years')}`,
          `${escapeHtml(t('yield'))}: ${format.yield(point.yield)}`,
          `${escapeHtml(t('date'))}: ${format.date(point.date)}`,
        );
      if (addedPoint)
        lines.push(
          `${escapeHtml(t('duration'))}: ${format.duration(addedPoint.duration, 'years')}`,
          `${escapeHtml(t('yield'))}: ${format.yield(addedPoint.yield)}`,
        );
      return lines.join('<br/>');
    },
    [points, added, t, format, data.emitentMapDate],
  );

  const host = useRef<HTMLDivElement>(null);
  // Labels are kept inside the canvas' width (0 until measured: no limit yet).
  const width = useElementWidth(host);
  const option = useMemo(
    () =>
      buildMapOption({
        view,
        selected,
        highlightId,
        labels,
        allLabels,
        gridTop: layout.gridTop,
        texts: {
          main: t('emission_legend'),
          others: t('related_legend'),
          added: t('added_legend'),
          ended: t('ended_legend'),
          trend: t(`trend_${trend}`),
          xAxis: t('x_axis'),
          yAxis: t('y_axis'),
        },
        tooltip,
        canvasWidth: width || Infinity,
      }),
    [view, selected, highlightId, labels, allLabels, layout.gridTop, t, trend, tooltip, width],
  );
  useMapChart(host, option, layout.height, onPoint);

  const empty = view.main.length + view.others.length + view.added.length + view.ended.length === 0;
  // Live points whose quote the server marked stale, on this currency and ground.
  const staleCount = [...view.main, ...view.others].filter((p) => p.stale).length;
  // The files are named after the map's date (today's when the answer has none).
  const exportDate = data.emitentMapDate ?? new Date().toISOString().slice(0, 10);
  const trendEnds = view.trend
    ? `${view.trend[0]![1].toFixed(6)}|${view.trend[view.trend.length - 1]![1].toFixed(6)}`
    : '';
  return (
    <div
      className="yield-map"
      ref={root}
      id={id}
      data-testid="yield-map"
      data-currency={currencyId}
      data-ground={groundId}
      data-height={layout.height}
      data-grid-top={layout.gridTop}
      data-labels={allLabels ? 'all' : labels ? 'on' : 'off'}
      data-trend={trendEnds}
      data-x-min={view.xMin}
      data-values={view.shaped ? 'hidden' : 'shown'}
      data-ended={showEnded ? 'shown' : 'hidden'}
      data-ended-count={view.endedCount}
    >
      <MapSelectors
        currencies={data.emitentMapCurrencies}
        grounds={groundsOf(data, currencyId)}
        currencyId={currencyId}
        groundId={groundId}
        onCurrency={onCurrency}
        onGround={onGround}
      />
      {data.emitentMapDate && (
        <p className="muted yield-map-date" data-testid="yield-map-date">
          {t('map_date', { date: format.date(data.emitentMapDate) })}
        </p>
      )}
      {staleCount > 0 && (
        <p className="yield-map-stale" data-testid="yield-map-stale">
          {t('stale_points', { number: staleCount, limit: STALE_AFTER_DAYS })}
        </p>
      )}
      {/* One cell: the toolbar, or in delete mode the delete panel in its place. Opening delete
          mode never moves the chart, and no blank room waits for the panel outside it (issue
          30: first the chart moved 46 px, then an empty band was kept above it). */}
      <div className="yield-map-modebar">
        <MapToolbar
          trend={trend}
          labels={labels}
          allLabels={allLabels}
          fullscreen={fullscreen}
          onTrend={setTrend}
          onLabels={onLabels}
          onAllLabels={onAllLabels}
          onDeleteMode={() => {
            setDeleteMode(true);
            setLastRemoved(null);
          }}
          onFullscreen={toggleFullscreen}
          hidden={deleteMode}
          ended={{ count: view.endedCount, shown: showEnded, onShow: setShowEnded }}
        />
        <DeletePanel
          count={selected.size}
          removed={deleteMode ? lastRemoved : null}
          onRemove={onRemove}
          onClose={leaveDeleteMode}
          reserve={!deleteMode}
        />
      </div>
      {canExport && !view.shaped && !empty && (
        // A map of ranks (values hidden) has nothing to export.
        <MapExport
          view={view}
          option={option}
          issuer={data.emitentName}
          currency={data.emitentMapCurrencies.find((c) => c.id === currencyId)?.text ?? ''}
          ground={groundsOf(data, currencyId).find((g) => g.id === groundId)?.text ?? ''}
          date={exportDate}
          dateText={format.date(exportDate)}
          height={mapLayout(true, allLabels).height}
          width={() => root.current?.clientWidth ?? 0}
          onExport={onExport}
        />
      )}
      {view.shaped && <p className="muted">{t('values_hidden')}</p>}
      {empty && (
        <p className="yield-map-empty" data-testid="yield-map-no-data">
          {t('no_data')}
        </p>
      )}
      <div
        ref={host}
        className="yield-map-canvas"
        style={{ height: layout.height, display: empty ? 'none' : undefined }}
        role="img"
        aria-label={t('chart_label', { name: data.emitentName })}
        data-testid="yield-map-canvas"
      />
      <PointList
        view={view}
        selected={selected}
        deleteMode={deleteMode}
        highlightId={highlightId}
        mapDate={data.emitentMapDate ? format.date(data.emitentMapDate) : undefined}
        onActivate={onPoint}
      />
      {!view.shaped && (
        <AddPointForm
          onAdd={(point) =>
            setAdded((old) => [...old, { ...point, key: `added:${nextAdded.current++}` }])
          }
        />
      )}
    </div>
  );
}
