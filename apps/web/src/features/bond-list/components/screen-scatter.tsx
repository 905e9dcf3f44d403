import { Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@tanstack/react-router';
import type { ScreenScatterPoint } from '@bondsight/contracts';
import { useFormatters } from '../../../lib/use-formatters';
import { LazyPointMap } from '../../../widgets/chart/point-map';
import { useElementWidth } from '../../../widgets/chart/use-element-width';
import { Notice } from '../../../widgets/data-state/notice';
import { Hint } from '../../../widgets/hint/hint';
import { Switch } from '../../../widgets/switch/switch';
import { TabBar } from '../../../widgets/tabs/tab-bar';
import { useScreenScatter } from '../api/get-scatter';
import type { BondListFilterState } from '../bond-list-search';
import {
  buildScatterOption,
  CURVE_COLOUR,
  legendOf,
  type ScatterColouring,
} from '../screen-scatter-option';
import './screen-scatter.css';

/** The map stays open across a visit to a bond's page and back (this tab only). */
const OPEN_KEY = 'bondsight.screen-scatter.open';
const readOpen = () => {
  try {
    return sessionStorage.getItem(OPEN_KEY) === '1';
  } catch {
    return false;
  }
};
const NARROW = 680;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The screen's yield/duration map (issue 33 item 5): a switch beside the list that opens a
 * scatter of the screen's bonds, modified duration against yield, coloured by rating bucket or
 * issuer kind, with the government curve of the screen's currency. Asked for only while open;
 * it follows the screen as the filters change, and a click on a point opens the bond.
 */
export function ScreenScatter({
  screen,
  listTotal,
}: {
  screen: BondListFilterState;
  /** The list's count of the same screen, to say how many of it have no point. */
  listTotal: number | undefined;
}) {
  const { t } = useTranslation(['screen_scatter', 'home_list', 'common', 'errors']);
  const [open, setOpen] = useState(readOpen);
  const toggle = (next: boolean) => {
    setOpen(next);
    try {
      sessionStorage.setItem(OPEN_KEY, next ? '1' : '0');
    } catch {
      // Storage refused (private mode): the map simply starts closed next time.
    }
  };
  return (
    <div className="screen-scatter" data-testid="screen-scatter">
      <Switch
        checked={open}
        label={t('screen_scatter:toggle')}
        onChange={toggle}
        testId="screen-scatter-toggle"
      />
      {open && <ScatterPanel screen={screen} listTotal={listTotal} />}
    </div>
  );
}

function ScatterPanel({
  screen,
  listTotal,
}: {
  screen: BondListFilterState;
  listTotal: number | undefined;
}) {
  const { t } = useTranslation(['screen_scatter', 'home_list', 'common', 'errors']);
  const format = useFormatters();
  const navigate = useNavigate();
  const query = useScreenScatter(screen, true);
  const [colouring, setColouring] = useState<ScatterColouring>('rating');
  const panel = useRef<HTMLDivElement>(null);
  const width = useElementWidth(panel);
  const narrow = width > 0 && width <= NARROW;
  const data = query.data;

  const groupText = useCallback(
    (id: string) =>
      colouring === 'rating' ? t(`screen_scatter:group_${id}`) : t(`home_list:kind_${id}`),
    [colouring, t],
  );
  const tooltip = useCallback(
    (p: ScreenScatterPoint) =>
      [
        `<strong>${escapeHtml(p.name)}</strong>`,
        escapeHtml(p.emitentName),
        `${escapeHtml(t('screen_scatter:tip_yield'))}: ${format.yield(p.yield)} %`,
        `${escapeHtml(t('screen_scatter:tip_duration'))}: ${format.number(p.duration, 2)}`,
        `${escapeHtml(t('screen_scatter:tip_rating'))}: ${escapeHtml(p.rating ?? t('screen_scatter:group_unrated'))}`,
        `${escapeHtml(t('screen_scatter:tip_price_date'))}: ${escapeHtml(format.date(p.priceDate))}`,
      ].join('<br>'),
    [format, t],
  );
  const option = useMemo(
    () =>
      data &&
      buildScatterOption({
        points: data.points,
        curve: data.curve,
        colouring,
        narrow,
        tooltip,
        texts: {
          xAxis: t('screen_scatter:x_axis'),
          yAxis: t('screen_scatter:y_axis'),
          group: groupText,
          curve: data.curve
            ? t('screen_scatter:curve_legend', {
                name: data.curve.name,
                date: format.date(data.curve.date),
              })
            : '',
        },
      }),
    [data, colouring, narrow, tooltip, groupText, format, t],
  );
  // Bonds in several currencies beside one currency's curve: said, so no one reads a dollar
  // bond's spread over the rouble curve.
  const mixed = !screen.currency && new Set(data?.points.map((p) => p.currency) ?? []).size > 1;
  const openBond = useCallback(
    (key: string, withCtrl: boolean) => {
      if (withCtrl) window.open(`/bonds/${key}/`, '_blank', 'noopener');
      else void navigate({ to: '/bonds/$id/', params: { id: key } });
    },
    [navigate],
  );

  const body = () => {
    if (query.isError) return <Notice tone="error">{t('errors:internal_error')}</Notice>;
    if (!data || !option) return <Notice>{t('common:loading')}</Notice>;
    if (data.total === 0)
      return <Notice testId="screen-scatter-empty">{t('screen_scatter:empty')}</Notice>;
    return (
      <Suspense fallback={<Notice>{t('common:loading')}</Notice>}>
        <LazyPointMap
          option={option}
          height={narrow ? 420 : 520}
          onPointClick={openBond}
          label={t('screen_scatter:chart_label')}
          testId="screen-scatter-chart"
        />
      </Suspense>
    );
  };

  return (
    <div
      ref={panel}
      className={
        query.isPlaceholderData ? 'screen-scatter-panel is-refreshing' : 'screen-scatter-panel'
      }
      data-testid="screen-scatter-panel"
      data-total={data?.total ?? ''}
      data-points={data?.points.length ?? ''}
      data-capped={data ? String(data.capped) : ''}
      data-currency={data?.currency ?? ''}
      aria-busy={query.isFetching || undefined}
    >
      <Hint>{t('screen_scatter:hint')}</Hint>
      <div className="screen-scatter-bar">
        <TabBar
          variant="pill"
          testId="screen-scatter-colouring"
          label={t('screen_scatter:colour_by')}
          active={colouring}
          onSelect={(id) => setColouring(id as ScatterColouring)}
          tabs={[
            { id: 'rating', ttl: t('screen_scatter:colour_rating') },
            { id: 'kind', ttl: t('screen_scatter:colour_kind') },
          ]}
        />
        {data && data.total > 0 && (
          <p className="screen-scatter-count" data-testid="screen-scatter-count" aria-live="polite">
            {listTotal !== undefined && listTotal > data.total
              ? t('screen_scatter:count_of', {
                  count: format.integer(data.total),
                  total: format.integer(listTotal),
                })
              : t('screen_scatter:count', { count: format.integer(data.total) })}
          </p>
        )}
      </div>
      {data && data.total > 0 && (
        <ul className="screen-scatter-legend" data-testid="screen-scatter-legend">
          {legendOf(data.points, colouring).map((group) => (
            <li key={group.id} data-group={group.id}>
              <span
                className="screen-scatter-dot"
                style={{ background: group.colour }}
                aria-hidden="true"
              />
              {groupText(group.id)}{' '}
              <span className="screen-scatter-n">{format.integer(group.count)}</span>
            </li>
          ))}
          {data.curve && (
            <li data-group="curve">
              <span
                className="screen-scatter-line"
                style={{ background: CURVE_COLOUR }}
                aria-hidden="true"
              />
              {t('screen_scatter:curve_legend', {
                name: data.curve.name,
                date: format.date(data.curve.date),
              })}
            </li>
          )}
        </ul>
      )}
      {data && mixed && (
        <p className="screen-scatter-note" data-testid="screen-scatter-mixed">
          {t('screen_scatter:mixed_currencies', { currency: data.currency })}
        </p>
      )}
      {data?.capped && (
        <p className="screen-scatter-note" data-testid="screen-scatter-capped">
          {t('screen_scatter:capped', {
            cap: format.integer(data.cap),
            total: format.integer(data.total),
          })}
        </p>
      )}
      {data && data.total > 0 && data.currency && !data.curve && (
        <p className="screen-scatter-note" data-testid="screen-scatter-no-curve">
          {t('screen_scatter:no_curve', { currency: data.currency })}
        </p>
      )}
      {body()}
    </div>
  );
}
