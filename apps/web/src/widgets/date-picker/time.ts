/** The time panel's columns and how the format decides between 12- and 24-hour display. */

/** Spec: minute step 0–60, where 0 and 1 both mean every minute. */
export function assertMinuteStep(step: number): number {
  if (!Number.isInteger(step) || step < 0 || step > 60) {
    throw new RangeError(`minuteStep must be a whole number from 0 to 60, got ${String(step)}`);
  }
  return step;
}

/** Minutes offered for a step: 15 -> 0, 15, 30, 45; 60 -> on the hour only. */
export function minuteOptions(step: number): number[] {
  const every = assertMinuteStep(step) <= 1 ? 1 : step;
  return Array.from({ length: Math.ceil(60 / every) }, (_, i) => i * every);
}

/** Escaped text ("[at]") in a dayjs format is literal and must not count as tokens. */
function formatTokens(format: string): string {
  return format.replace(/\[[^\]]*\]/g, '');
}

export interface HourCycle {
  /** True when the format shows h/hh with A/a: 12-hour with AM/PM. H/HH means 24-hour. */
  hour12: boolean;
  /** 'A' shows AM/PM, 'a' shows am/pm; null in 24-hour display. */
  meridiem: 'A' | 'a' | null;
}

export function hourCycle(format: string): HourCycle {
  const tokens = formatTokens(format);
  const meridiem = tokens.includes('A') ? 'A' : tokens.includes('a') ? 'a' : null;
  // A lone "h" without a meridiem could not tell 1 am from 1 pm, so it stays 24-hour.
  const hour12 = tokens.includes('h') && meridiem !== null;
  return { hour12, meridiem: hour12 ? meridiem : null };
}

export function formatHasSeconds(format: string): boolean {
  return formatTokens(format).includes('s');
}

/** Hours in display order: 0–23, or 12, 1, …, 11 for a 12-hour clock. */
export function hourOptions(hour12: boolean): number[] {
  return hour12 ? [12, ...Array.from({ length: 11 }, (_, i) => i + 1)] : [...Array(24).keys()];
}

export const SECOND_OPTIONS: readonly number[] = [...Array(60).keys()];

/** 0–23 to the 12-hour face: 0 -> 12 am, 13 -> 1 pm. */
export function to12Hour(hour24: number): { hour: number; pm: boolean } {
  return { hour: hour24 % 12 === 0 ? 12 : hour24 % 12, pm: hour24 >= 12 };
}

/** The 12-hour face back to 0–23: 12 am -> 0, 12 pm -> 12. */
export function to24Hour(hour12: number, pm: boolean): number {
  return (hour12 % 12) + (pm ? 12 : 0);
}

export function meridiemLabel(pm: boolean, style: 'A' | 'a'): string {
  const label = pm ? 'PM' : 'AM';
  return style === 'A' ? label : label.toLowerCase();
}

export const pad2 = (n: number) => String(n).padStart(2, '0');
