import { NKD_MAX_DAYS_AHEAD } from '@bondsight/contracts/bond-limits';
import { roundHalfAway } from '../../lib/format';

/*
 * The calculator block's input rules (spec, bond page section 5): a number input permits
 * digits, dot and comma only; the nkd date cannot be later than two days from today.
 */

const NOT_ALLOWED = /[^0-9.,]/g;

/** Typed or pasted text with every character but digits, dot and comma dropped. */
export const filterNumberText = (text: string): string => text.replace(NOT_ALLOWED, '');

/**
 * Whether a key may reach a filtered input: digits, dot and comma; editing and navigation
 * keys (named keys such as Backspace or ArrowLeft) and shortcuts (Ctrl/Cmd + key) pass.
 */
export function isAllowedKey(key: string, withModifier = false): boolean {
  if (withModifier || key.length !== 1) return true;
  return /[0-9.,]/.test(key);
}

/**
 * A typed number: dot or comma as the decimal separator (either is how users of the ten
 * languages write one), one separator at most. Null when the text is no number.
 */
export function parseNumberText(text: string): number | null {
  const trimmed = text.trim();
  if (!/^(\d+([.,]\d*)?|[.,]\d+)$/.test(trimmed)) return null;
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

/**
 * A number as the input shows it back: a dot, no grouping, at most `decimals` decimals,
 * rounded as the formatter rounds what the page shows (halves away from zero).
 */
export const numberText = (value: number, decimals: number): string =>
  String(roundHalfAway(value, decimals));

const DAY_MS = 86_400_000;

/** Today as the server counts it: the UTC date (the server applies the same rule). */
export const todayUtc = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

export const addDaysIso = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The date the block opens on: today; for a bond that has matured, its last trading day (the
 * latest ground's date, else the eve of maturity), where its numbers still mean something.
 */
export function defaultNkdDate(
  today: string,
  bond: { maturityDate: string | null; tradingGrounds: readonly { maxDate: string | null }[] },
): string {
  if (!bond.maturityDate || bond.maturityDate > today) return today;
  const traded = bond.tradingGrounds
    .map((g) => g.maxDate)
    .filter((d): d is string => d !== null && d < bond.maturityDate!)
    .sort()
    .at(-1);
  return traded ?? addDaysIso(bond.maturityDate, -1);
}

/** The latest nkd date allowed today. */
export const latestNkdDate = (today: string): string => addDaysIso(today, NKD_MAX_DAYS_AHEAD);

/**
 * A date typed as DD.MM.YYYY, with dots or commas between the parts (the input takes digits,
 * dots and commas only), as YYYY-MM-DD; null when it is no calendar date.
 */
export function parseTypedDate(text: string): string | null {
  const match = /^(\d{1,2})[.,](\d{1,2})[.,](\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, d, m, y] = match as unknown as [string, string, string, string];
  const iso = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === iso ? iso : null;
}

export type NkdDateProblem = 'invalid' | 'too_late';

/** Why a date cannot be the nkd date, or null when it can. */
export function nkdDateProblem(date: string | null, today: string): NkdDateProblem | null {
  if (date === null) return 'invalid';
  return date > latestNkdDate(today) ? 'too_late' : null;
}
