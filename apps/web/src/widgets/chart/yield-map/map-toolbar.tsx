import { useTranslation } from 'react-i18next';
import { Switch } from '../../switch/switch';
import { TREND_TYPES, type TrendType } from '../types';

interface MapToolbarProps {
  trend: TrendType;
  labels: boolean;
  allLabels: boolean;
  fullscreen: boolean;
  /** In delete mode the panel takes the toolbar's place: it stays, invisible and inert, as the
   *  cell's measure. */
  hidden?: boolean;
  onTrend(type: TrendType): void;
  onLabels(on: boolean): void;
  onAllLabels(on: boolean): void;
  onDeleteMode(): void;
  onFullscreen(): void;
  /** The bonds that ended on this view: the switch shows when there are any (off by default). */
  ended?: { count: number; shown: boolean; onShow(on: boolean): void };
}

/**
 * The map mode's switches (spec section 2 "Chart widget"): trend, labels, delete, full screen;
 * and ours: the matured and redeemed bonds, drawn apart on request.
 */
export function MapToolbar(props: MapToolbarProps) {
  const { t } = useTranslation(['issuer_map', 'common']);
  return (
    <div
      className={props.hidden ? 'yield-map-toolbar is-reserve' : 'yield-map-toolbar'}
      inert={props.hidden}
    >
      <label className="field-inline">
        <span>{t('trend')}</span>
        <select
          value={props.trend}
          data-testid="yield-map-trend"
          onChange={(event) => props.onTrend(event.target.value as TrendType)}
        >
          {TREND_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`trend_${type}`)}
            </option>
          ))}
        </select>
      </label>
      <Switch
        checked={props.labels}
        label={t('labels')}
        onChange={props.onLabels}
        testId="yield-map-labels"
      />
      <Switch
        checked={props.allLabels}
        label={t('all_labels')}
        onChange={props.onAllLabels}
        testId="yield-map-all-labels"
      />
      {props.ended && props.ended.count > 0 && (
        <Switch
          checked={props.ended.shown}
          label={t('show_ended', { count: props.ended.count })}
          onChange={props.ended.onShow}
          testId="yield-map-show-ended"
        />
      )}
      <button
        type="button"
        className="link-button"
        data-testid="yield-map-delete-mode"
        onClick={props.onDeleteMode}
      >
        {t('delete_mode')}
      </button>
      <button
        type="button"
        className="fullscreen-toggle"
        aria-pressed={props.fullscreen}
        data-testid="yield-map-fullscreen"
        onClick={props.onFullscreen}
      >
        <span aria-hidden="true">{props.fullscreen ? '⤡' : '⤢'}</span>{' '}
        {t(props.fullscreen ? 'common:fullscreen_off' : 'common:fullscreen_on')}
      </button>
    </div>
  );
}

interface DeletePanelProps {
  count: number;
  /** How many points the last removal took away (said in place of the hint), or null. */
  removed: number | null;
  onRemove(): void;
  onClose(): void;
  /**
   * Drawn but invisible outside delete mode, under the toolbar in the same cell: the cell is as
   * high as the higher of the two, so swapping them does not move the chart (issue 30).
   */
  reserve?: boolean;
}

/** Delete mode: the selected-points counter, 'remove points', the close link, the ctrl hint. */
export function DeletePanel({
  count,
  removed,
  onRemove,
  onClose,
  reserve = false,
}: DeletePanelProps) {
  const { t } = useTranslation('issuer_map');
  // The reserve is invisible (out of the accessibility tree, not focusable) and has no test ids.
  const id = (name: string) => (reserve ? undefined : name);
  return (
    <div
      className={reserve ? 'yield-map-delete is-reserve' : 'yield-map-delete'}
      data-testid={id('yield-map-delete-panel')}
    >
      <span data-testid={id('yield-map-selected-count')} data-count={count} aria-live="polite">
        {t('selected_count', { count })}
      </span>
      <button
        type="button"
        data-testid={id('yield-map-remove')}
        disabled={reserve || count === 0}
        onClick={onRemove}
      >
        {t('remove_points')}
      </button>
      <button
        type="button"
        className="link-button"
        data-testid={id('yield-map-delete-close')}
        disabled={reserve}
        onClick={onClose}
      >
        {t('close')}
      </button>
      {/* After a removal its note takes the hint's place: one cell, as wide and high as the
          larger of the two, so the panel keeps its size and the chart its place. */}
      <span className="yield-map-delete-note">
        <span className={removed === null ? 'muted' : 'muted is-reserve'}>{t('ctrl_hint')}</span>
        {removed === null ? (
          <span className="muted is-reserve">{t('removed_count', { count: 0 })}</span>
        ) : (
          <span className="muted" role="status" data-testid={id('yield-map-removed')}>
            {t('removed_count', { count: removed })}
          </span>
        )}
      </span>
    </div>
  );
}
