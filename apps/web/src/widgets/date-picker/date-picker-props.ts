import type { PickerLocale } from './locales';
import type {
  DateLike,
  DateRange,
  DisabledRules,
  RangeType,
  SingleType,
  ValueFormat,
} from './types';

interface CommonProps extends DisabledRules {
  /** dayjs format of the input text; default per type, YYYY-MM-DD for dates. */
  format?: string;
  /** Kind of emitted values; default: the kind of the current value, else 'string'. */
  valueFormat?: ValueFormat;
  /** Format of string values (and string rule values such as notBefore); default `format`. */
  valueStringFormat?: string;
  locale?: PickerLocale;
  /** 1 = Monday … 7 = Sunday (default); anything else throws a RangeError. */
  firstDayOfWeek?: number;
  /** 0–60, 0 or 1 = every minute (default 1); anything else throws a RangeError. */
  minuteStep?: number;
  /** Between the ends of a typed or shown range; default "~". */
  rangeSeparator?: string;
  /** Shows Clear and lets empty text clear the value; default true. */
  clearable?: boolean;
  /** Shows the ±7/±30 day shortcuts on date panels; default true. */
  shortcuts?: boolean;
  /** Confirm button text; default the locale's, "OK" in English. */
  confirmText?: string;
  /** "Today" for highlighting and shortcuts; inject it for deterministic tests. */
  now?: DateLike | (() => DateLike);
  placeholder?: string;
  disabled?: boolean;
  name?: string;
  id?: string;
  ariaLabel?: string;
  className?: string;
  /** Typed text that is not a valid, enabled date (or range); the value is left unchanged. */
  onInputError?: (text: string) => void;
  onOpen?: () => void;
  onClose?: () => void;
}

export interface SingleDatePickerProps extends CommonProps {
  type?: SingleType;
  value?: DateLike | null;
  onChange?: (value: DateLike | null) => void;
}

export interface RangeDatePickerProps extends CommonProps {
  type: RangeType;
  value?: DateRange | null;
  onChange?: (value: [DateLike, DateLike] | null) => void;
}

export type DatePickerProps = SingleDatePickerProps | RangeDatePickerProps;
