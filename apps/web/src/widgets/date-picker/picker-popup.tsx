import { useEffect, useState, type KeyboardEvent, type RefObject } from 'react';
import { dayjs, type Dayjs } from './dayjs-setup';
import { DatePanel } from './date-panel';
import { MonthPanel, YearPanel } from './month-year-panels';
import {
  afterDateChosen,
  afterMonthChosen,
  afterYearChosen,
  needsConfirm,
  openingPanel,
} from './panel-flow';
import type { PickedValue, PickerConfig } from './picker-config';
import { PopupFooter, Shortcuts } from './popup-footer';
import { TimePanel } from './time-panel';
import { onDay } from './typed-input';
import { formatDay } from './value';
import { isRangeType, type Panel, type PickerType } from './types';

interface Props {
  config: PickerConfig;
  id: string;
  label: string;
  /** The current value: none, one moment, or both ends of a range. */
  selected: readonly Dayjs[];
  /** Opened from the keyboard: move focus into the panel. */
  autoFocus: boolean;
  popupRef: RefObject<HTMLDivElement | null>;
  onPick(value: PickedValue): void;
  onEscape(): void;
}

/** Moves focus to the panel's current item: the focused day, month, year or selected time. */
export function focusIntoPopup(popup: HTMLElement) {
  // In order of preference: querySelector with a selector list would take the first in the DOM.
  const selectors = [
    '[data-date][tabindex="0"]',
    '[data-focus-target]',
    '[role="option"][aria-selected="true"]',
    'button',
  ];
  for (const selector of selectors) {
    const target = popup.querySelector<HTMLElement>(selector);
    if (target) return target.focus();
  }
}

/** What a confirming type starts from: the current value, or midnight today for a bare time. */
function initialDraft(type: PickerType, selected: readonly Dayjs[], now: Dayjs): Dayjs[] {
  if (type === 'time') return [selected[0] ?? now.startOf('day')];
  if (type === 'datetime') return selected.slice(0, 1);
  if (isRangeType(type)) return selected.length === 2 ? [...selected] : [];
  return [];
}

/** `day` keeping the time of `source` (a previous choice), or midnight when there is none. */
const withTimeOf = (day: Dayjs, source: Dayjs | undefined) =>
  source ? onDay(source, day) : day.startOf('day');

/** The popup's content; it is mounted on open, so each opening starts from the current value. */
export function PickerPopup({ config, id, label, selected, autoFocus, popupRef, ...on }: Props) {
  const { type, now } = config;
  const range = isRangeType(type);
  const [panel, setPanel] = useState<Panel>(() => openingPanel(type));
  const [focused, setFocused] = useState(() => (selected[0] ?? now).startOf('day'));
  // The choice so far, for types that wait for the confirm button.
  const [draft, setDraft] = useState<Dayjs[]>(() => initialDraft(type, selected, now));

  useEffect(() => {
    if (autoFocus && popupRef.current) focusIntoPopup(popupRef.current);
  }, [autoFocus, popupRef]);

  const chooseDay = (day: Dayjs) => {
    setFocused(day.startOf('day'));
    const [first] = draft;
    const step = afterDateChosen(type, range && draft.length === 1);
    if (step === 'pick') return on.onPick(day.startOf('day'));
    if (!range) {
      setDraft([withTimeOf(day, first ?? selected[0])]);
    } else if (draft.length === 1 && first) {
      // Clicking the end before the start simply swaps them.
      const [early, late] = day.isBefore(first, 'day') ? [day, first] : [first, day];
      setDraft([withTimeOf(early, selected[0]), withTimeOf(late, selected[1])]);
    } else {
      setDraft([withTimeOf(day, selected[0])]);
    }
    if (step === 'time') setPanel('time');
  };

  const chooseMonth = (month0: number) => {
    if (afterMonthChosen(type) === 'pick') {
      return on.onPick(dayjs(new Date(focused.year(), month0, 1)));
    }
    setFocused(focused.month(month0));
    setPanel('date');
  };

  const chooseYear = (year: number) => {
    if (afterYearChosen(type) === 'pick') return on.onPick(dayjs(new Date(year, 0, 1)));
    setFocused(focused.year(year));
    setPanel('month');
  };

  const [start, end] = draft;
  const canConfirm = !needsConfirm(type)
    ? null
    : range
      ? !!start && !!end && !end.isBefore(start)
      : !!start;
  const confirm = () => {
    if (range && start && end) on.onPick([start, end]);
    else if (!range && start) on.onPick(start);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    on.onEscape();
  };

  const dateTypes: PickerType[] = ['date', 'datetime', 'daterange', 'datetimerange'];
  const caption = (day: Dayjs) => (type === 'time' ? null : formatDay(day, 'LL', config.locale));

  return (
    <div
      ref={popupRef}
      id={id}
      role="dialog"
      aria-label={label}
      className="bsdp-popup"
      onKeyDown={onKeyDown}
    >
      {config.shortcuts && panel === 'date' && dateTypes.includes(type) && (
        <Shortcuts config={config} onPick={on.onPick} />
      )}
      <div className="bsdp-main">
        {panel === 'date' && (
          <DatePanel
            config={config}
            focused={focused}
            chosen={needsConfirm(type) ? draft : selected}
            onFocusChange={setFocused}
            onChoose={chooseDay}
            onShowMonths={() => setPanel('month')}
            onShowYears={() => setPanel('year')}
          />
        )}
        {panel === 'month' && (
          <MonthPanel
            config={config}
            focused={focused}
            chosen={selected[0] ?? null}
            onFocusChange={setFocused}
            onChoose={chooseMonth}
            onShowYears={() => setPanel('year')}
          />
        )}
        {panel === 'year' && (
          <YearPanel
            config={config}
            focused={focused}
            chosen={selected[0] ?? null}
            onFocusChange={setFocused}
            onChoose={chooseYear}
          />
        )}
        {panel === 'time' && (
          <TimePanel
            config={config}
            items={draft.map((time) => ({ caption: caption(time), time }))}
            onChange={(index, time) => setDraft(draft.map((d, i) => (i === index ? time : d)))}
            onBack={type === 'time' ? undefined : () => setPanel('date')}
          />
        )}
        <PopupFooter
          config={config}
          hasValue={selected.length > 0}
          showToday={panel === 'date' && (type === 'date' || type === 'datetime')}
          canConfirm={canConfirm}
          onToday={() => chooseDay(now.startOf('day'))}
          onClear={() => on.onPick(null)}
          onConfirm={confirm}
        />
      </div>
    </div>
  );
}
