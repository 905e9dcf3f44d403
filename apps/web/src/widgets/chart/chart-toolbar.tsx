/** The chart's period row: preset tabs, the arbitrary period's dates, and the trend selector. */
import { useTranslation } from 'react-i18next';
import { DatePicker } from '../date-picker/date-picker';
import type { PickerLocale } from '../date-picker/locales';
import { capRange } from './period';
import { pickerDateOf, timestampOfPickerDate } from './time';
import {
  ARBITRARY_PERIOD,
  TREND_TYPES,
  type ChartPeriodChange,
  type ChartPeriodTab,
  type ChartRange,
  type TrendType,
} from './types';

interface Props {
  periods: readonly ChartPeriodTab[];
  period: string;
  range: ChartRange;
  arbitrary: boolean;
  limitYears: number;
  pickerLocale: PickerLocale;
  onPeriodChange?(change: ChartPeriodChange): void;
  /**
   * A date field holds text that is no date (31.02.2026, empty): `invalid` true until a real
   * date is chosen there. The period is not changed meanwhile; the widget says so.
   */
  onDateValidity?(end: 'from' | 'to', invalid: boolean): void;
  trendSelector: boolean;
  trend: TrendType;
  onTrend(trend: TrendType): void;
}

export function ChartToolbar(props: Props) {
  const { t } = useTranslation('chart');
  const { range, onPeriodChange } = props;

  // Spec: the cap moves the other end (start pushes the end back, end pushes the start on).
  const moveEnd = (end: 'from' | 'to', value: unknown) => {
    if (!(value instanceof Date)) return;
    props.onDateValidity?.(end, false);
    const moved = { ...range, [end]: timestampOfPickerDate(value) };
    onPeriodChange?.({ type: 'range', ...capRange(moved, end, props.limitYears) });
  };

  const tab = (id: string, label: string, change: ChartPeriodChange) => (
    <button
      key={id}
      type="button"
      className="bschart-tab"
      aria-pressed={props.period === id}
      onClick={() => onPeriodChange?.(change)}
    >
      {label}
    </button>
  );

  const picker = (end: 'from' | 'to') => (
    <label className="bschart-date">
      <span>{t(end)}</span>
      <DatePicker
        value={pickerDateOf(range[end])}
        valueFormat="date"
        onChange={(value) => moveEnd(end, value)}
        onInputError={() => props.onDateValidity?.(end, true)}
        format="DD.MM.YYYY"
        firstDayOfWeek={1}
        clearable={false}
        locale={props.pickerLocale}
        ariaLabel={t(end)}
        className="bschart-picker"
      />
    </label>
  );

  return (
    <div className="bschart-toolbar">
      {(props.periods.length > 0 || props.arbitrary) && (
        <div className="bschart-tabs" role="group" aria-label={t('period')}>
          {props.periods.map((p) =>
            tab(p.id, p.label ?? t(`period_${p.id}`), { type: 'preset', id: p.id }),
          )}
          {props.arbitrary &&
            tab(ARBITRARY_PERIOD, t('period_arbitrary'), { type: 'range', ...range })}
        </div>
      )}
      {props.arbitrary && (
        <div className="bschart-dates">
          {picker('from')}
          {picker('to')}
        </div>
      )}
      {props.trendSelector && (
        <label className="bschart-trend">
          <span>{t('trend')}</span>
          <select
            value={props.trend}
            onChange={(event) => props.onTrend(event.target.value as TrendType)}
          >
            {TREND_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(type)}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}
