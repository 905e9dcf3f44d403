import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isMasked, type MaskedValue as Masked } from '@bondsight/contracts/access';
import { MaskedValue } from './masked-value';

/**
 * Asterisks with why: a visitor is sent to sign up, a signed-in user to the profile access
 * page (spec: need_get_access links there).
 */
export function MaskedCell({ reason }: { reason: Masked['masked'] }) {
  const { t } = useTranslation('errors');
  return reason === 'need_auth' ? (
    <MaskedValue hint={t('errors:log_in_to_access')} href="/sign-up/" />
  ) : (
    <MaskedValue hint={t('errors:need_get_access')} href="/profile/access/" />
  );
}

/** A value as the server sent it: shown through `show`, or asterisks where it was withheld. */
export function maskedOr<T>(value: T | Masked, show: (value: T) => ReactNode): ReactNode {
  return isMasked(value) ? <MaskedCell reason={value.masked} /> : show(value);
}
