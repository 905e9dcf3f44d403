/**
 * Shortcut buttons relative to an injected "today". A single picker jumps to today ±7/±30 days;
 * a range picker takes the span between today and that day, in order (previous 7 days =
 * [today − 7, today], next 7 days = [today, today + 7]).
 */
import type { Dayjs } from './dayjs-setup';
import type { PickerTexts } from './locales';

export type ShortcutId = 'prev30Days' | 'prev7Days' | 'next7Days' | 'next30Days';

/** Signed day offsets; shown in this order, past first. */
export const SHORTCUTS: readonly { id: ShortcutId; days: number }[] = [
  { id: 'prev30Days', days: -30 },
  { id: 'prev7Days', days: -7 },
  { id: 'next7Days', days: 7 },
  { id: 'next30Days', days: 30 },
];

export function shortcutLabel(id: ShortcutId, texts: PickerTexts): string {
  return texts[id];
}

/** `today` should already be truncated as the picker type needs (start of day for dates). */
export function shortcutDay(today: Dayjs, days: number): Dayjs {
  return today.add(days, 'day');
}

export function shortcutRange(today: Dayjs, days: number): [Dayjs, Dayjs] {
  const other = today.add(days, 'day');
  return days < 0 ? [other, today] : [today, other];
}
