import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { STALE_AFTER_DAYS } from '@bondsight/contracts/bond-limits';
import { StaleMark } from '../../freshness/stale-mark';
import { pointKey, type MapView } from './map-view';

interface PointListProps {
  view: MapView;
  selected: ReadonlySet<string>;
  deleteMode: boolean;
  highlightId?: number | undefined;
  /** The map date, formatted: a stale mark's title counts to it. */
  mapDate?: string | undefined;
  /** withCtrl: Ctrl or Cmd was held (or a keyboard press in delete mode, which selects). */
  onActivate(key: string, withCtrl: boolean): void;
}

/**
 * The map's points as buttons: what a keyboard or screen-reader user (and a browser test) uses
 * instead of the canvas. Outside delete mode a point opens its bond; in delete mode a press
 * selects or unselects it.
 */
export function PointList(props: PointListProps) {
  const { view, selected, deleteMode, highlightId, mapDate, onActivate } = props;
  const { t } = useTranslation('issuer_map');
  const items = [
    ...view.main.map((p) => ({
      key: pointKey(p),
      name: p.name,
      kind: 'main',
      own: p.id === highlightId,
      stale: p.stale ? (p.age_days ?? null) : null,
    })),
    ...view.others.map((p) => ({
      key: pointKey(p),
      name: p.name,
      kind: 'others',
      own: p.id === highlightId,
      stale: p.stale ? (p.age_days ?? null) : null,
    })),
    ...view.added.map((p) => ({
      key: p.key,
      name: p.pointName,
      kind: 'added',
      own: false,
      stale: null,
    })),
    // An ended bond's last quote is history: no stale mark.
    ...view.ended.map((p) => ({
      key: pointKey(p),
      name: p.name,
      kind: 'ended',
      own: p.id === highlightId,
      stale: null,
    })),
  ];
  if (items.length === 0) return null;
  const press = (key: string) => (event: MouseEvent) =>
    // A keyboard press has no pointer (detail 0): in delete mode it selects like Ctrl+click.
    onActivate(key, event.ctrlKey || event.metaKey || (deleteMode && event.detail === 0));
  return (
    <ul className="yield-map-points" aria-label={t('points_list')} data-testid="yield-map-points">
      {items.map((item) => (
        <li key={item.key}>
          <button
            type="button"
            className={`yield-map-point yield-map-point-${item.kind}${item.own ? ' is-own' : ''}`}
            aria-pressed={deleteMode ? selected.has(item.key) : undefined}
            title={deleteMode ? t('ctrl_hint') : t('open_bond')}
            data-testid={`yield-map-point-${item.key}`}
            data-kind={item.kind}
            data-stale={item.stale !== null ? 'true' : 'false'}
            onClick={press(item.key)}
          >
            {item.name}
            {item.own && <span className="muted"> ({t('own_bond')})</span>}
            {item.stale !== null && (
              <StaleMark
                ageDays={item.stale}
                stale
                limitDays={STALE_AFTER_DAYS}
                asOf={mapDate ?? ''}
              />
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
