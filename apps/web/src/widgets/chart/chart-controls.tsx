/** The chart's bottom row: 'Show logo', A- / A+, full screen and (full access) export. */
import { useTranslation } from 'react-i18next';
import type { ExportFormat } from './constants';
import { ExportMenu } from './export-menu';

interface Props {
  showLogo: boolean;
  onShowLogo(show: boolean): void;
  canSmaller: boolean;
  canLarger: boolean;
  onFont(presses: number): void;
  fullscreen: boolean;
  onFullscreen(): void;
  canExport: boolean;
  exporting: boolean;
  onExport(format: ExportFormat): void;
}

export function ChartControls(props: Props) {
  const { t } = useTranslation('chart');
  return (
    <div className="bschart-controls">
      <label className="bschart-check">
        <input
          type="checkbox"
          checked={props.showLogo}
          data-testid="chart-show-logo"
          onChange={(event) => props.onShowLogo(event.target.checked)}
        />
        <span>{t('show_logo')}</span>
      </label>
      <div className="bschart-font" role="group" aria-label={t('font_size')}>
        {/* A- and A+ are the spec's own glyphs; their names come from the labels, as hidden
            text rather than aria-label (a name that hides the visible text fails WCAG 2.5.3). */}
        <button
          type="button"
          className="bschart-button"
          title={t('font_smaller')}
          disabled={!props.canSmaller}
          onClick={() => props.onFont(-1)}
        >
          <span aria-hidden="true">A-</span>
          <span className="visually-hidden">{t('font_smaller')}</span>
        </button>
        <button
          type="button"
          className="bschart-button"
          title={t('font_larger')}
          disabled={!props.canLarger}
          onClick={() => props.onFont(1)}
        >
          <span aria-hidden="true">A+</span>
          <span className="visually-hidden">{t('font_larger')}</span>
        </button>
      </div>
      <button
        type="button"
        className="bschart-button"
        aria-pressed={props.fullscreen}
        onClick={props.onFullscreen}
      >
        {t(props.fullscreen ? 'fullscreen_off' : 'fullscreen_on')}
      </button>
      {props.canExport && <ExportMenu busy={props.exporting} onChoose={props.onExport} />}
    </div>
  );
}
