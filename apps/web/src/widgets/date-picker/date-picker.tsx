/**
 * Date picker widget: a typeable input with a calendar popup. Data-free: value in, onChange out.
 *
 * Chart 'from'/'to' (week starts Monday, never empty, DD.MM.YYYY):
 *   <DatePicker value={from} valueFormat="date" onChange={(d) => setFrom(d as Date)}
 *     format="DD.MM.YYYY" firstDayOfWeek={1} clearable={false} notAfter={to}
 *     locale={pickerLocaleFor(language)} ariaLabel={t('chart:from')} />
 *
 * Export dates (clearable, YYYY-MM-DD strings):
 *   <DatePicker value={exportFrom} valueFormat="string" onChange={(v) => setExportFrom(v as string | null)}
 *     format="YYYY-MM-DD" name="from" placeholder="YYYY-MM-DD" locale={pickerLocaleFor(language)} />
 */
import { useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { assertFirstDayOfWeek } from './calendar-grid';
import type { DatePickerProps } from './date-picker-props';
import { dayjs } from './dayjs-setup';
import { createDisabledChecker } from './disabled';
import { DEFAULT_PICKER_LOCALE, pickerTexts } from './locales';
import type { PickedValue, PickerConfig } from './picker-config';
import { focusIntoPopup, PickerPopup } from './picker-popup';
import { assertMinuteStep } from './time';
import { interpretTyped } from './typed-input';
import { isRangeType, type DateLike } from './types';
import { usePopupPosition } from './use-popup-position';
import { selectedDays, displayText, toEmitted } from './selection';
import { defaultFormat, inferValueFormat, toDayjs } from './value';
import './date-picker.css';

export type { DatePickerProps } from './date-picker-props';

const realNow = () => new Date();

export function DatePicker(props: DatePickerProps) {
  const type = props.type ?? 'date';
  const range = isRangeType(type);
  const format = props.format ?? defaultFormat(type);
  const locale = props.locale ?? DEFAULT_PICKER_LOCALE;
  const stringFormat = props.valueStringFormat ?? format;
  const separator = props.rangeSeparator ?? '~';
  const clearable = props.clearable ?? true;
  const texts = pickerTexts(locale);
  const toDay = (value: DateLike) => toDayjs(value, stringFormat, locale);
  const nowInput = props.now ?? realNow;
  const config: PickerConfig = {
    type,
    format,
    locale,
    texts,
    confirmText: props.confirmText ?? texts.ok,
    // Misconfiguration fails loudly at render instead of drawing a wrong calendar.
    firstDayOfWeek: assertFirstDayOfWeek(props.firstDayOfWeek ?? 7),
    minuteStep: assertMinuteStep(props.minuteStep ?? 1),
    clearable,
    shortcuts: props.shortcuts ?? true,
    disabled: createDisabledChecker(props, toDay),
    now: dayjs(typeof nowInput === 'function' ? nowInput() : nowInput),
  };

  const selected = selectedDays(props.value, toDay);
  const shownText = displayText(selected, format, locale, separator);

  const [open, setOpen] = useState(false);
  const [autoFocus, setAutoFocus] = useState(false);
  // Typed text is remembered with the display text it replaced, so a new value wins over it.
  const [typed, setTyped] = useState<{ text: string; over: string } | null>(null);
  const [invalidText, setInvalidText] = useState<string | null>(null);
  // The last text parsed: Enter, blur and change can all fire for one edit; report it once.
  const lastParsed = useRef<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const anchorRef = useRef<HTMLDivElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const popupId = useId();
  const inputText = typed && typed.over === shownText ? typed.text : shownText;

  usePopupPosition(open, anchorRef, popupRef);

  const openPopup = (focusInside: boolean) => {
    if (props.disabled) return;
    if (open) {
      if (focusInside && popupRef.current) focusIntoPopup(popupRef.current);
      return;
    }
    setAutoFocus(focusInside);
    setOpen(true);
    props.onOpen?.();
  };

  const closePopup = (returnFocus: boolean) => {
    if (!open) return;
    setOpen(false);
    props.onClose?.();
    if (returnFocus) inputRef.current?.focus();
  };

  const emit = (picked: PickedValue) => {
    const kind = props.valueFormat ?? inferValueFormat(props.value) ?? 'string';
    const value = toEmitted(picked, kind, stringFormat, locale);
    (props.onChange as ((value: unknown) => void) | undefined)?.(value);
    setTyped(null);
    setInvalidText(null);
    lastParsed.current = null;
  };

  const commitTyped = (text: string) => {
    if (text === shownText || text === lastParsed.current) return;
    lastParsed.current = text;
    const result = interpretTyped(text, {
      format,
      locale,
      range,
      separator,
      clearable,
      isDayDisabled: config.disabled.day,
      timeOnlyDay: type === 'time' ? (selected[0] ?? config.now) : undefined,
    });
    if (result.kind === 'error') {
      setInvalidText(text);
      props.onInputError?.(text);
      return;
    }
    if (result.kind === 'clear') {
      if (selected.length > 0) emit(null);
    } else {
      emit(result.value);
    }
    closePopup(false);
  };

  // The input's native `change` (commit: blur or Enter), which React's onChange does not expose.
  const onNativeChange = useEffectEvent((text: string) => commitTyped(text));
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const listener = () => onNativeChange(input.value);
    input.addEventListener('change', listener);
    return () => input.removeEventListener('change', listener);
  }, []);

  // Clicking or tabbing anywhere outside the input and the popup closes the popup.
  const onOutside = useEffectEvent((target: EventTarget | null) => {
    if (!(target instanceof Node)) return;
    if (anchorRef.current?.contains(target) || popupRef.current?.contains(target)) return;
    closePopup(false);
  });
  useEffect(() => {
    if (!open) return;
    const listener = (event: Event) => onOutside(event.target);
    document.addEventListener('mousedown', listener);
    document.addEventListener('focusin', listener);
    return () => {
      document.removeEventListener('mousedown', listener);
      document.removeEventListener('focusin', listener);
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const text = event.currentTarget.value;
    if (event.key === 'Enter') {
      event.preventDefault();
      if (text !== shownText) commitTyped(text);
      else openPopup(true);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      openPopup(true);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      closePopup(false);
    }
  };

  return (
    <div ref={anchorRef} className={['bsdp', props.className].filter(Boolean).join(' ')}>
      <input
        ref={inputRef}
        type="text"
        id={props.id}
        name={props.name}
        value={inputText}
        placeholder={props.placeholder}
        disabled={props.disabled}
        aria-label={props.ariaLabel}
        role="combobox"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popupId : undefined}
        aria-invalid={invalidText !== null && invalidText === inputText ? true : undefined}
        autoComplete="off"
        onChange={(event) => {
          const text = event.target.value;
          if (text !== lastParsed.current) lastParsed.current = null;
          setTyped({ text, over: shownText });
        }}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          // Moving into the popup is still picking; only leaving the picker commits the text.
          if (
            event.relatedTarget instanceof Node &&
            popupRef.current?.contains(event.relatedTarget)
          )
            return;
          commitTyped(event.currentTarget.value);
        }}
        onClick={() => openPopup(false)}
      />
      {open &&
        createPortal(
          <PickerPopup
            config={config}
            id={popupId}
            label={props.ariaLabel ?? props.placeholder ?? format}
            selected={selected}
            autoFocus={autoFocus}
            popupRef={popupRef}
            onPick={(value) => {
              emit(value);
              closePopup(true);
            }}
            onEscape={() => closePopup(true)}
          />,
          document.body,
        )}
    </div>
  );
}
