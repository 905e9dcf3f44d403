import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { Notice } from '../../../widgets/data-state/notice';

interface Props {
  mode: 'sign-in' | 'sign-up';
  pending: boolean;
  error: unknown;
  /** A message that is not an error (sign-up: "check your mail"). */
  notice?: string;
  onSubmit(values: { email: string; password: string }): void;
}

/** The email + password form shared by sign-in and sign-up; errors come back as label keys. */
export function CredentialsForm({ mode, pending, error, notice, onSubmit }: Props) {
  const { t } = useTranslation(['auth', 'errors']);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const apiError = error instanceof ApiError ? error : null;
  const fieldError = (field: string) => apiError?.fields[`body.${field}`];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ email, password });
  };

  return (
    <form className="card form" onSubmit={submit} noValidate data-testid={`${mode}-form`}>
      <h1>{t(mode === 'sign-in' ? 'auth:sign_in_title' : 'auth:sign_up_title')}</h1>
      {notice && !apiError && <Notice testId="form-notice">{notice}</Notice>}
      {apiError && (
        <Notice tone="error" testId="form-error">
          {t(`errors:${apiError.labelKey}`)}
        </Notice>
      )}
      {error !== null && error !== undefined && !apiError && (
        <Notice tone="error">{t('errors:internal_error')}</Notice>
      )}
      <label>
        {t('auth:email')}
        <input
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        {fieldError('email') && (
          <span className="field-error">{t(`errors:${fieldError('email')}`)}</span>
        )}
      </label>
      <label>
        {t('auth:password')}
        <input
          type="password"
          name="password"
          autoComplete={mode === 'sign-in' ? 'current-password' : 'new-password'}
          required
          minLength={mode === 'sign-up' ? 8 : undefined}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {mode === 'sign-up' && <span className="hint">{t('auth:password_hint')}</span>}
        {fieldError('password') && (
          <span className="field-error">{t(`errors:${fieldError('password')}`)}</span>
        )}
      </label>
      <button type="submit" className="button primary" disabled={pending}>
        {t(mode === 'sign-in' ? 'auth:submit_sign_in' : 'auth:submit_sign_up')}
      </button>
    </form>
  );
}
