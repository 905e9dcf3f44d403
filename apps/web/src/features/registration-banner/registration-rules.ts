import { SHELL_LIMITS } from '@bondsight/contracts/shell-rules';
import type { RegistrationVariant } from '../../widgets/banner/registration-banner';
import { hasCookie, writeCookie } from '../../lib/cookies';

/** Spec: the registration banner is shown once; its cookie lasts 24 hours. */
export const REGISTRATION_COOKIE = 'bs_reg_banner';

/** Spec section 6: only in the English interface, only to visitors, and only once. */
export function mayOfferRegistration(language: string, userId: number): boolean {
  return language === 'eng' && userId === 0 && !hasCookie(REGISTRATION_COOKIE);
}

/** Written when the banner shows (not when it closes): a reload does not show it again. */
export function rememberShown(variant: RegistrationVariant) {
  writeCookie(REGISTRATION_COOKIE, variant, {
    maxAgeSeconds: SHELL_LIMITS.registrationCookieHours * 3600,
  });
}
