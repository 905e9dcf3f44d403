import { useTranslation } from 'react-i18next';
import type { TableGate } from '@bondsight/contracts';
import { Notice } from '../../../widgets/data-state/notice';

/** Where a visitor signs in, and where a signed-in user gets full access (spec section 2). */
const SIGN_IN = '/sign-in/';
const PROFILE_ACCESS = '/profile/access/';

/**
 * Spec section 5: report files and links are for paid access; others see why. A visitor is
 * asked to sign in (need_auth); a signed-in user without full access is sent to the profile
 * access page (need_get_access).
 */
export function AccessWarning({ gate }: { gate: TableGate }) {
  const { t } = useTranslation(['errors', 'common', 'report_files']);
  return (
    <Notice tone="warning" testId="report-files-warning">
      <span data-gate={gate}>{t(`errors:${gate}`)}</span>{' '}
      {gate === 'need_auth' ? (
        <a href={SIGN_IN} data-testid="report-files-sign-in">
          {t('common:nav_sign_in')}
        </a>
      ) : (
        <a href={PROFILE_ACCESS} data-testid="report-files-get-access">
          {t('report_files:get_access')}
        </a>
      )}
    </Notice>
  );
}
