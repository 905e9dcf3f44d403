import { SUPPORT_TARIFF } from './access';
import type { SupportTicket } from './api/support-tickets';

/*
 * The shell's constants and rules, kept free of zod: the web app imports them as values, and
 * a module without schemas lets its bundle leave zod out.
 */

/** Spec section 9 constants the shell's timers and cookies follow. */
export const SHELL_LIMITS = {
  /** Narrow-screen width: the store's adaptive_width. */
  adaptiveWidth: 680,
  alertMs: 3_000,
  codeResendSeconds: 30,
  registrationIdleMs: 15_000,
  registrationScrollFraction: 0.6,
  registrationCookieHours: 24,
  trackingCookieDays: 5,
  bannerClosedCookieDays: 1,
  temporaryShowMs: 5_000,
} as const;

/** Phone codes: single use, 10 minutes, six digits; rate limits per user and per phone. */
export const PHONE_CODE = {
  length: 6,
  ttlMinutes: 10,
  maxAttempts: 5,
  perUserPerHour: 5,
  perPhonePerHour: 5,
} as const;

/**
 * Tariffs a paid-access request may name. The spec fixes only 677 (support); the others are
 * Bondsight's own: 675 market data, 676 market data with issuer reports.
 */
export const PAID_ACCESS_TARIFFS = [675, 676, SUPPORT_TARIFF] as const;
export const TARIFF_LABELS: Record<number, string> = {
  675: 'tariff_675',
  676: 'tariff_676',
  [SUPPORT_TARIFF]: 'tariff_677',
};

export const MESSAGE_UNREAD = 1;
export const MESSAGE_READ = 2;

/** Unread staff answers: the shell header's counter. */
export function countUnreadReplies(tickets: readonly SupportTicket[]): number {
  let unread = 0;
  for (const ticket of tickets)
    for (const message of ticket.messages)
      if (message.fromStaff && message.status_id === MESSAGE_UNREAD) unread += 1;
  return unread;
}
