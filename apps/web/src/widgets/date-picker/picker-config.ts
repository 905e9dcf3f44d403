/** Everything the popup's panels need to know, resolved once from the component's props. */
import type { Dayjs } from './dayjs-setup';
import type { DisabledChecker } from './disabled';
import type { PickerLocale, PickerTexts } from './locales';
import type { PickerType } from './types';

export interface PickerConfig {
  type: PickerType;
  format: string;
  locale: PickerLocale;
  texts: PickerTexts;
  confirmText: string;
  firstDayOfWeek: number;
  minuteStep: number;
  clearable: boolean;
  shortcuts: boolean;
  disabled: DisabledChecker;
  /** The injected "now"; panels truncate it as they need. */
  now: Dayjs;
}

/** What the popup hands back: one moment, a range, or null for "clear". */
export type PickedValue = Dayjs | [Dayjs, Dayjs] | null;

/** Same calendar day, whatever the time. */
export const sameDay = (a: Dayjs | null | undefined, b: Dayjs) => !!a && a.isSame(b, 'day');
