import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSignIn } from '../../features/auth/api/auth';
import { CredentialsForm } from '../../features/auth/components/credentials-form';
import { SignUpForm } from '../../features/auth/components/sign-up-form';
import { VerifyEmail } from '../../features/auth/components/verify-email';
import { useLanguage } from '../../lib/use-formatters';

export function SignInPage() {
  const { t } = useTranslation('auth');
  const signIn = useSignIn();
  const navigate = useNavigate();
  return (
    <div className="narrow-page">
      <CredentialsForm
        mode="sign-in"
        pending={signIn.isPending}
        error={signIn.error}
        onSubmit={(values) =>
          signIn.mutate(values, { onSuccess: () => void navigate({ to: '/' }) })
        }
      />
      <p>
        {t('no_account')} <Link to="/sign-up/">{t('submit_sign_up')}</Link>
      </p>
    </div>
  );
}

export function SignUpPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const language = useLanguage();
  return (
    <div className="narrow-page">
      <SignUpForm language={language} onSignedIn={() => void navigate({ to: '/' })} />
      <p>
        {t('have_account')} <Link to="/sign-in/">{t('submit_sign_in')}</Link>
      </p>
    </div>
  );
}

/** /verify-email/?token=…: the page the sign-up's mailed link opens. */
export function VerifyEmailPage() {
  const { token } = useSearch({ from: '/verify-email/' });
  return (
    <div className="narrow-page">
      <VerifyEmail token={token} />
    </div>
  );
}
