import { NKD_MAX_DAYS_AHEAD } from '@bondsight/contracts';
import { AppError } from '../../lib/app-error';

const DAY_MS = 86_400_000;

/** The server's date (UTC), the "today" of the spec's two-day rule. */
export const serverToday = (now = new Date()) => now.toISOString().slice(0, 10);

/** The latest nkd (settlement) date allowed on a day: two days after it (spec section 5). */
export function latestNkdDate(today: string): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) + NKD_MAX_DAYS_AHEAD * DAY_MS)
    .toISOString()
    .slice(0, 10);
}

/** Refuses a date past the two-day rule: 400 naming the field, as getNkdInfo does. */
export function checkNkdDate(date: string, today: string, field: string): void {
  if (date > latestNkdDate(today))
    throw new AppError('validation_failed', 'nkd_date_too_late', { [field]: 'nkd_date_too_late' });
}
