import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { Dayjs } from './dayjs-setup';
import { monthGrid } from './calendar-grid';
import { isChooseKey, moveFocus } from './keyboard';
import { monthNames, weekdayNames } from './locales';
import { sameDay, type PickerConfig } from './picker-config';
import { formatDay } from './value';

interface Props {
  config: PickerConfig;
  /** The day with keyboard focus; its month is the month shown. */
  focused: Dayjs;
  /** Chosen day(s): one for a single picker, the ends (one or two) for a range. */
  chosen: readonly Dayjs[];
  onFocusChange(day: Dayjs): void;
  onChoose(day: Dayjs): void;
  onShowMonths(): void;
  onShowYears(): void;
}

/** The month calendar: a header with month/year navigation and a 6×7 grid of days. */
export function DatePanel({ config, focused, chosen, ...on }: Props) {
  const { texts, locale, firstDayOfWeek, disabled } = config;
  const gridRef = useRef<HTMLTableElement>(null);
  // Set by a navigation key so the newly focused cell takes real focus after it renders.
  const movedByKey = useRef(false);
  const focusKey = focused.format('YYYY-MM-DD');

  useEffect(() => {
    if (!movedByKey.current) return;
    movedByKey.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-date="${focusKey}"]`)?.focus();
  }, [focusKey]);

  const weeks = monthGrid(focused.year(), focused.month(), firstDayOfWeek);
  const headers = weekdayNames(locale, firstDayOfWeek, 'min');
  const headerNames = weekdayNames(locale, firstDayOfWeek, 'long');
  const month = monthNames(locale)[focused.month()] ?? '';
  const [start, end] = chosen;

  const onKeyDown = (event: KeyboardEvent) => {
    if (isChooseKey(event.key)) {
      event.preventDefault();
      if (!disabled.day(focused)) on.onChoose(focused);
      return;
    }
    const next = moveFocus(focused, event.key, firstDayOfWeek, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    movedByKey.current = true;
    on.onFocusChange(next);
  };

  return (
    <div className="bsdp-panel bsdp-date-panel">
      <div className="bsdp-header">
        <button
          type="button"
          aria-label={texts.prevYear}
          title={texts.prevYear}
          onClick={() => on.onFocusChange(focused.subtract(1, 'year'))}
        >
          «
        </button>
        <button
          type="button"
          aria-label={texts.prevMonth}
          title={texts.prevMonth}
          onClick={() => on.onFocusChange(focused.subtract(1, 'month'))}
        >
          ‹
        </button>
        <span className="bsdp-title" aria-live="polite">
          <button type="button" className="bsdp-title-button" onClick={on.onShowMonths}>
            {month}
          </button>
          <button type="button" className="bsdp-title-button" onClick={on.onShowYears}>
            {focused.year()}
          </button>
        </span>
        <button
          type="button"
          aria-label={texts.nextMonth}
          title={texts.nextMonth}
          onClick={() => on.onFocusChange(focused.add(1, 'month'))}
        >
          ›
        </button>
        <button
          type="button"
          aria-label={texts.nextYear}
          title={texts.nextYear}
          onClick={() => on.onFocusChange(focused.add(1, 'year'))}
        >
          »
        </button>
      </div>
      <table
        role="grid"
        ref={gridRef}
        className="bsdp-grid"
        aria-label={`${month} ${focused.year()}`}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {headers.map((name, i) => (
              <th key={i} scope="col" abbr={headerNames[i]}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.date.format('YYYY-MM-DD')}>
              {week.map(({ date, inMonth }) => {
                const key = date.format('YYYY-MM-DD');
                const isDisabled = disabled.day(date);
                const selected = sameDay(start, date) || sameDay(end, date);
                const between =
                  !!start && !!end && date.isAfter(start, 'day') && date.isBefore(end, 'day');
                const classes = [
                  'bsdp-day',
                  inMonth ? '' : 'is-outside',
                  selected ? 'is-selected' : '',
                  between ? 'is-in-range' : '',
                  isDisabled ? 'is-disabled' : '',
                ];
                return (
                  <td
                    key={key}
                    role="gridcell"
                    data-date={key}
                    className={classes.filter(Boolean).join(' ')}
                    tabIndex={key === focusKey ? 0 : -1}
                    aria-selected={selected}
                    aria-disabled={isDisabled || undefined}
                    aria-current={sameDay(config.now, date) ? 'date' : undefined}
                    aria-label={formatDay(date, 'dddd, LL', locale)}
                    onClick={(event) => {
                      // Keep DOM focus and the roving focus on the same day, even where a
                      // click does not focus a table cell by itself.
                      event.currentTarget.focus();
                      on.onFocusChange(date);
                      if (!isDisabled) on.onChoose(date);
                    }}
                  >
                    {date.date()}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
