import { writeCookie, hasCookie } from '../../lib/cookies';

/** Spec: the daily access-prompt cookie is keyed by the date (the user's local day). */
export function accessPromptCookie(now = new Date()): string {
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((n) => String(n).padStart(2, '0'))
    .join('-');
  return `bs_access_prompt_${day}`;
}

export const wasPromptedToday = (now = new Date()) => hasCookie(accessPromptCookie(now));

/** Kept until the day ends: tomorrow's prompt has another name and shows again. */
export function rememberPromptedToday(now = new Date()) {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  writeCookie(accessPromptCookie(now), '1', { expires: midnight });
}
