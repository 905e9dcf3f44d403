export type PhonePlatform = 'ios' | 'android';

/**
 * The phone's platform from its user agent, or null when it is not a phone we recognise.
 * Tablets are not phones: iPads say "iPad" (or pass for a Mac), Android tablets omit "Mobile".
 */
export function detectPhonePlatform(userAgent: string): PhonePlatform | null {
  if (/\b(iPhone|iPod)\b/.test(userAgent)) return 'ios';
  if (/\bAndroid\b/.test(userAgent) && /\bMobile\b/.test(userAgent)) return 'android';
  return null;
}
