import { useTranslation } from 'react-i18next';

/** A visitor asks for full access from an account: the way to sign in or sign up. */
export function VisitorRequest() {
  const { t } = useTranslation('profile_access');
  return (
    <div data-testid="profile-access-sign-in">
      <p>{t('visitor_request')}</p>
      <p className="access-actions">
        <a href="/sign-in/" className="button primary" data-testid="profile-access-sign-in-link">
          {t('sign_in')}
        </a>
        <a href="/sign-up/" className="button">
          {t('sign_up')}
        </a>
      </p>
    </div>
  );
}
