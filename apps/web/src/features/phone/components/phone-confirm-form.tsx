import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SHELL_LIMITS } from '@bondsight/contracts/shell-rules';
import { ApiError } from '../../../lib/api-client';
import { Hint } from '../../../widgets/hint/hint';
import { confirmMob, sendCode, updateMob } from '../api/phone';
import { useCountdown } from '../hooks/use-countdown';
import './phone-confirm.css';

const labelOf = (error: unknown) => (error instanceof ApiError ? error.labelKey : 'internal_error');

/**
 * Phone confirmation (spec sections 4, 5, 7): the number goes to update_mob; an empty
 * messages list means it was stored, then a code is sent (ajaxSendCode), the sent flag is
 * set and a 30 s countdown starts; at zero the code can be sent again. An empty phone does
 * nothing; an empty code is blocked and flagged.
 */
export function PhoneConfirmForm({ onConfirmed }: { onConfirmed(phone: string): void }) {
  const { t } = useTranslation(['shell', 'errors']);
  const tr = (key: string) => t([`shell:${key}`, `errors:${key}`]);
  const [stage, setStage] = useState<'phone' | 'code' | 'done'>('phone');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState('');
  const [emptyCode, setEmptyCode] = useState(false);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const countdown = useCountdown();
  const sent = countdown.running;

  const requestCode = async () => {
    setCodeError(null);
    try {
      const answer = await sendCode();
      setSentTo(answer.phone);
      countdown.start(answer.resendAfterSeconds || SHELL_LIMITS.codeResendSeconds);
      setStage('code');
    } catch (error) {
      setCodeError(labelOf(error));
    }
  };

  const submitPhone = async (event: FormEvent) => {
    event.preventDefault();
    if (phone.trim() === '' || busy) return;
    setBusy(true);
    setPhoneError(null);
    try {
      const answer = await updateMob(phone);
      if (answer.messages.length > 0) setPhoneError(answer.messages[0]!);
      else await requestCode();
    } catch (error) {
      setPhoneError(labelOf(error));
    } finally {
      setBusy(false);
    }
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') {
      setEmptyCode(true);
      return;
    }
    setBusy(true);
    setCodeError(null);
    try {
      const answer = await confirmMob(code);
      setSentTo(answer.phone);
      setStage('done');
      onConfirmed(answer.phone);
    } catch (error) {
      setCodeError(labelOf(error));
    } finally {
      setBusy(false);
    }
  };

  if (stage === 'done')
    return (
      <p className="notice" role="status" data-testid="phone-confirmed">
        {t('shell:phone_confirmed', { phone: sentTo })}
      </p>
    );

  return (
    <div className="phone-confirm" data-testid="phone-confirm">
      <Hint>{t('shell:hint_phone')}</Hint>
      <form className="form" onSubmit={submitPhone} noValidate data-testid="phone-form">
        <label>
          {t('shell:phone_label')}
          <input
            type="tel"
            name="phone"
            autoComplete="tel"
            placeholder={t('shell:phone_placeholder')}
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            aria-invalid={phoneError ? true : undefined}
          />
          {phoneError && (
            <span className="field-error" data-testid="phone-error">
              {tr(phoneError)}
            </span>
          )}
        </label>
        {stage === 'phone' && (
          <button type="submit" className="button primary" disabled={busy}>
            {t('shell:phone_submit')}
          </button>
        )}
      </form>
      {stage === 'code' && (
        <form
          className="form phone-code-form"
          onSubmit={submitCode}
          noValidate
          data-testid="code-form"
          data-sent={sent}
        >
          <p className="muted" role="status">
            {t('shell:code_sent', { phone: sentTo })}
          </p>
          <label>
            {t('shell:code_label')}
            <input
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={12}
              value={code}
              onChange={(e) => {
                setCode(e.target.value);
                if (e.target.value.trim() !== '') setEmptyCode(false);
              }}
              aria-invalid={emptyCode || codeError ? true : undefined}
            />
            {emptyCode && (
              <span className="field-error" data-testid="code-empty">
                {t('shell:phone_code_required')}
              </span>
            )}
            {codeError && (
              <span className="field-error" data-testid="code-error">
                {tr(codeError)}
              </span>
            )}
          </label>
          <div className="phone-code-actions">
            <button type="submit" className="button primary" disabled={busy}>
              {t('shell:code_submit')}
            </button>
            <button
              type="button"
              className="button"
              disabled={sent || busy}
              onClick={() => void requestCode()}
              data-testid="code-resend"
            >
              {sent
                ? t('shell:code_resend_in', { seconds: countdown.remaining })
                : t('shell:code_resend')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
