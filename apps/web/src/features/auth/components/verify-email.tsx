import { useEffect, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { Notice } from '../../../widgets/data-state/notice';
import { useVerifyEmail } from '../api/auth';

/**
 * The page the sign-up's mailed link opens (/verify-email/?token=…): it spends the token once
 * and says whether the address is proven; then the account can sign in (issue 31).
 */
export function VerifyEmail({ token }: { token: string }) {
  const { t } = useTranslation(['auth', 'errors']);
  const verify = useVerifyEmail();
  // Once per page: a second call would spend nothing and answer "invalid".
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    verify.mutate({ token });
  }, [token, verify]);
  const failed = verify.error instanceof ApiError ? verify.error : null;
  return (
    <div className="card form" data-testid="verify-email">
      <h1>{t('auth:verify_title')}</h1>
      {verify.isPending && <Notice>{t('auth:verify_pending')}</Notice>}
      {verify.isSuccess && <Notice testId="verify-email-done">{t('auth:verify_done')}</Notice>}
      {verify.isError && (
        <Notice tone="error" testId="verify-email-failed">
          {t(`errors:${failed?.labelKey ?? 'internal_error'}`)}
        </Notice>
      )}
      {!verify.isPending && (
        <p>
          <Link to="/sign-in/" className="button primary" data-testid="verify-email-sign-in">
            {t('auth:submit_sign_in')}
          </Link>
        </p>
      )}
    </div>
  );
}
