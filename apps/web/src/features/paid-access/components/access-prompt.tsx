import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { rememberPromptedToday, wasPromptedToday } from '../access-prompt-cookie';
import './paid-access.css';

/**
 * Once a day, a signed-in user without full access who has not asked for it yet is offered
 * to request it; closing or accepting hides the offer until tomorrow.
 */
export function AccessPrompt({ onRequest }: { onRequest(): void }) {
  const { t } = useTranslation('shell');
  const session = useSession();
  const globals = session.globals;
  const [dismissed, setDismissed] = useState(() => wasPromptedToday());
  if (dismissed || globals.userId === 0) return null;
  if (session.can('account.full_access') || globals.paStatusConfirm !== 1) return null;
  const dismiss = () => {
    rememberPromptedToday();
    setDismissed(true);
  };
  return (
    <div
      className="access-prompt"
      role="region"
      aria-label={t('pa_title')}
      data-testid="access-prompt"
    >
      <div className="access-prompt-inner">
        <p>{t('prompt_text')}</p>
        <button
          type="button"
          className="button primary small"
          onClick={() => {
            dismiss();
            onRequest();
          }}
          data-testid="access-prompt-request"
        >
          {t('prompt_cta')}
        </button>
        <button
          type="button"
          className="button small"
          onClick={dismiss}
          data-testid="access-prompt-close"
        >
          {t('prompt_close')}
        </button>
      </div>
    </div>
  );
}
