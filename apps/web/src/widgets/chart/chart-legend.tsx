/** The custom legend: each line can be shown, hidden, removed, or followed to its page. */
import { useTranslation } from 'react-i18next';
import { legendLink } from './legend-link';
import { colourOf } from './option';
import type { ChartSeries } from './types';

interface Props {
  series: readonly ChartSeries[];
  hidden: ReadonlySet<string>;
  fontSize: number;
  origin: string;
  onToggle(id: string): void;
  onRemove?(id: string): void;
}

export function ChartLegend({ series, hidden, fontSize, origin, onToggle, onRemove }: Props) {
  const { t } = useTranslation('chart');
  if (series.length === 0) return null;
  return (
    <ul className="bschart-legend" aria-label={t('legend')} style={{ fontSize }}>
      {series.map((line, index) => {
        const shown = !hidden.has(line.id);
        const link = legendLink(line, origin);
        return (
          <li
            key={line.id}
            className={shown ? 'bschart-legend-item' : 'bschart-legend-item is-off'}
          >
            <button
              type="button"
              className="bschart-legend-toggle"
              aria-pressed={shown}
              aria-label={t(shown ? 'legend_hide' : 'legend_show', { name: line.name })}
              title={t(shown ? 'legend_hide' : 'legend_show', { name: line.name })}
              onClick={() => onToggle(line.id)}
            >
              <span
                className="bschart-swatch"
                style={{ background: colourOf(line, index) }}
                aria-hidden="true"
              />
              {!link && <span className="bschart-legend-name">{line.name}</span>}
            </button>
            {link && (
              <a className="bschart-legend-name" href={link} target="_blank" rel="noopener">
                {line.name}
              </a>
            )}
            {line.removable && onRemove && (
              <button
                type="button"
                className="bschart-legend-remove"
                aria-label={t('legend_remove', { name: line.name })}
                title={t('legend_remove', { name: line.name })}
                onClick={() => onRemove(line.id)}
              >
                ×
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
