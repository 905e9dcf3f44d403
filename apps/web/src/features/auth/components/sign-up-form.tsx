import { useTranslation } from 'react-i18next';
import type { Language } from '@bondsight/contracts';
import { useSignUp } from '../api/auth';
import { CredentialsForm } from './credentials-form';

interface Props {
  language: Language;
  /** The new account (or its owner) is signed in. */
  onSignedIn(): void;
}

/** Sign-up, then sign-in with the same credentials; a registered address reads "check your mail". */
export function SignUpForm({ language, onSignedIn }: Props) {
  const { t } = useTranslation('auth');
  const signUp = useSignUp();
  return (
    <CredentialsForm
      mode="sign-up"
      pending={signUp.isPending}
      error={signUp.error}
      notice={signUp.data === 'check-mail' ? t('auth:sign_up_check_mail') : undefined}
      onSubmit={(values) =>
        signUp.mutate(
          { ...values, language },
          { onSuccess: (outcome) => (outcome === 'signed-in' ? onSignedIn() : undefined) },
        )
      }
    />
  );
}
