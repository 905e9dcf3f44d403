import type { Dayjs } from './dayjs-setup';
import { decadeYears } from './calendar-grid';
import { monthNames } from './locales';
import type { PickerConfig } from './picker-config';

interface CellProps {
  label: string;
  fullLabel: string;
  selected: boolean;
  disabled: boolean;
  current: boolean;
  focusTarget: boolean;
  onChoose(): void;
}

/** A month or year button. Disabled cells stay focusable but refuse the click (aria-disabled). */
function ChoiceCell({
  label,
  fullLabel,
  selected,
  disabled,
  current,
  focusTarget,
  onChoose,
}: CellProps) {
  const classes = ['bsdp-choice', selected && 'is-selected', disabled && 'is-disabled'];
  return (
    <button
      type="button"
      className={classes.filter(Boolean).join(' ')}
      aria-label={fullLabel}
      aria-pressed={selected}
      aria-disabled={disabled || undefined}
      aria-current={current ? 'date' : undefined}
      data-focus-target={focusTarget || undefined}
      onClick={() => {
        if (!disabled) onChoose();
      }}
    >
      {label}
    </button>
  );
}

interface MonthProps {
  config: PickerConfig;
  focused: Dayjs;
  chosen: Dayjs | null;
  onFocusChange(day: Dayjs): void;
  onChoose(month0: number): void;
  onShowYears(): void;
}

/** Twelve months of the focused year; the header jumps a year or up to the year panel. */
export function MonthPanel({
  config,
  focused,
  chosen,
  onFocusChange,
  onChoose,
  onShowYears,
}: MonthProps) {
  const { texts, locale, disabled, now } = config;
  const year = focused.year();
  const short = monthNames(locale, 'short');
  const long = monthNames(locale, 'long');
  return (
    <div className="bsdp-panel bsdp-month-panel">
      <div className="bsdp-header">
        <button
          type="button"
          aria-label={texts.prevYear}
          title={texts.prevYear}
          onClick={() => onFocusChange(focused.subtract(1, 'year'))}
        >
          «
        </button>
        <button type="button" className="bsdp-title bsdp-title-button" onClick={onShowYears}>
          {year}
        </button>
        <button
          type="button"
          aria-label={texts.nextYear}
          title={texts.nextYear}
          onClick={() => onFocusChange(focused.add(1, 'year'))}
        >
          »
        </button>
      </div>
      <div role="group" className="bsdp-choices" aria-label={String(year)}>
        {[...short.keys()].map((m) => (
          <ChoiceCell
            key={m}
            label={short[m] ?? ''}
            fullLabel={`${long[m] ?? ''} ${year}`}
            selected={!!chosen && chosen.year() === year && chosen.month() === m}
            disabled={disabled.month(year, m)}
            current={now.year() === year && now.month() === m}
            focusTarget={m === focused.month()}
            onChoose={() => onChoose(m)}
          />
        ))}
      </div>
    </div>
  );
}

interface YearProps {
  config: PickerConfig;
  focused: Dayjs;
  chosen: Dayjs | null;
  onFocusChange(day: Dayjs): void;
  onChoose(year: number): void;
}

/** The decade holding the focused year, e.g. 2020–2029, with previous/next decade buttons. */
export function YearPanel({ config, focused, chosen, onFocusChange, onChoose }: YearProps) {
  const { texts, disabled, now } = config;
  const years = decadeYears(focused.year());
  const title = `${years[0]}–${years[years.length - 1]}`;
  return (
    <div className="bsdp-panel bsdp-year-panel">
      <div className="bsdp-header">
        <button
          type="button"
          aria-label={texts.prevDecade}
          title={texts.prevDecade}
          onClick={() => onFocusChange(focused.subtract(10, 'year'))}
        >
          «
        </button>
        <span className="bsdp-title">{title}</span>
        <button
          type="button"
          aria-label={texts.nextDecade}
          title={texts.nextDecade}
          onClick={() => onFocusChange(focused.add(10, 'year'))}
        >
          »
        </button>
      </div>
      <div role="group" className="bsdp-choices" aria-label={title}>
        {years.map((y) => (
          <ChoiceCell
            key={y}
            label={String(y)}
            fullLabel={String(y)}
            selected={chosen?.year() === y}
            disabled={disabled.year(y)}
            current={now.year() === y}
            focusTarget={y === focused.year()}
            onChoose={() => onChoose(y)}
          />
        ))}
      </div>
    </div>
  );
}
