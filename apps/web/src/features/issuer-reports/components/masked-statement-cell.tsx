import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { tableRequestState } from '../request-state';
import { ACCESS_PATH, REQUEST_LABELS, SIGN_UP_PATH } from './gate-message';

/** The contract's MASKED_VALUE (a value import from the contracts root would bring zod in). */
const ASTERISK = '*';

/**
 * A value the server withheld (spec section 6): the asterisk, the 'Log in to access' tooltip
 * with the paid-access request label, and a link: registration for a visitor, the profile
 * access page for a signed-in user.
 */
export function MaskedStatementCell() {
  const { t } = useTranslation(['errors']);
  const state = tableRequestState(useSession().globals);
  const title = `${t('errors:log_in_to_access')} · ${t(REQUEST_LABELS[state])}`;
  return (
    <a
      className="statement-masked"
      href={state === 'forbidden_request' ? SIGN_UP_PATH : ACCESS_PATH}
      title={title}
      aria-label={title}
      data-testid="statement-masked"
      data-request-state={state}
    >
      {ASTERISK}
    </a>
  );
}
