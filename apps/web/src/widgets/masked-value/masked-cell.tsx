import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isMasked, type MaskedValue as Masked } from '@bondsight/contracts/access';
import { MaskedValue } from './masked-value';

/**
 * Asterisks with why: a visitor is sent to sign up, a signed-in user to the profile access
 * page (spec: need_get_access links there); a full-access user without the NSD licence is told
 * that licence is what the NSD ground's values need, on the same page.
 */
export function MaskedCell({ reason }: { reason: Masked['masked'] }) {
  const { t } = useTranslation('errors');
  if (reason === 'need_auth')
    return <MaskedValue hint={t('errors:log_in_to_access')} href="/sign-up/" />;
  const hint = reason === 'need_nsd_access' ? 'errors:need_nsd_access' : 'errors:need_get_access';
  return <MaskedValue hint={t(hint)} href="/profile/access/" />;
}

/** A value as the server sent it: shown through `show`, or asterisks where it was withheld. */
export function maskedOr<T>(value: T | Masked, show: (value: T) => ReactNode): ReactNode {
  return isMasked(value) ? <MaskedCell reason={value.masked} /> : show(value);
}
