import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BondSummary } from '@bondsight/contracts';
import type { ChartRange } from '../../../widgets/chart';
import type { ChartSearch } from '../chart-search';
import { formatCompareItems, type CompareItem } from '../compare-items';
import { ComparisonPanel } from './comparison-panel';

interface CompareControlsProps {
  bond: BondSummary;
  main: CompareItem;
  compared: CompareItem[];
  search: ChartSearch;
  /** The spread line can be drawn: exactly two lines, of one unit. */
  spreadable: boolean;
  /** The chart's period (an added bond whose data ended before it moves it back). */
  range?: ChartRange;
  onSearch(change: Partial<ChartSearch>): void;
}

/** The comparison's switches: the panel (opened on first use), value mode and spread line. */
export function CompareControls(props: CompareControlsProps) {
  const { bond, main, compared, search, spreadable, onSearch } = props;
  const { t } = useTranslation('bond-chart');
  const [open, setOpen] = useState(false);
  // What the chart showed when the panel opened: Cancel puts it back (lines and period).
  const before = useRef<Partial<ChartSearch>>({});
  const toggle = () => {
    if (!open)
      before.current = { cmp: search.cmp, period: search.period, from: search.from, to: search.to };
    setOpen(!open);
  };
  return (
    <div className="compare-controls">
      <button
        type="button"
        className="button"
        aria-expanded={open}
        data-testid="compare-open"
        onClick={toggle}
      >
        {t('compare')}
        {compared.length > 0 && ` (${compared.length})`}
      </button>
      {compared.length > 0 && (
        <div className="segmented" role="group" aria-label={t('value_mode')}>
          {([1, 2] as const).map((mode) => (
            <button
              key={mode}
              type="button"
              aria-pressed={search.mode === mode}
              className={search.mode === mode ? 'segment active' : 'segment'}
              data-testid={`value-mode-${mode}`}
              onClick={() => onSearch({ mode })}
            >
              {t(mode === 1 ? 'mode_absolute' : 'mode_normalised')}
            </button>
          ))}
        </div>
      )}
      {spreadable && (
        <label className="checkbox">
          <input
            type="checkbox"
            checked={search.spread}
            data-testid="spread-toggle"
            onChange={(event) => onSearch({ spread: event.target.checked })}
          />
          {t('spread_line')}
        </label>
      )}
      {open && (
        <ComparisonPanel
          bondId={bond.id}
          currentTgId={main.tgId}
          items={compared}
          range={props.range}
          onChange={(items, period) =>
            onSearch({
              cmp: formatCompareItems(items),
              ...(period ? { period: 'arbitrary', ...period } : {}),
            })
          }
          onClose={() => setOpen(false)}
          onCancel={() => {
            onSearch(before.current);
            setOpen(false);
          }}
        />
      )}
    </div>
  );
}
