import { useTranslation } from 'react-i18next';
import type { TableGate, TableRequestState } from '@bondsight/contracts';
import { useSession } from '../../../lib/session';
import { Notice } from '../../../widgets/data-state/notice';
import { tableRequestState } from '../request-state';

/** Where each prompt sends the user: to sign in (or register), or to the paid-access page. */
export const SIGN_IN_PATH = '/sign-in/';
export const SIGN_UP_PATH = '/sign-up/';
export const ACCESS_PATH = '/profile/access/';

export const REQUEST_LABELS: Record<TableRequestState, string> = {
  send_request: 'errors:send_request_label',
  already_send_request: 'errors:already_send_request_label',
  forbidden_request: 'errors:forbidden_request_label',
};

/**
 * The load-more error of a gated table (spec section 4 and 6): a visitor is asked to sign in
 * (need_auth, with the sign-in and registration links); a signed-in user without full access
 * is told to get it (need_get_access, with the profile access page, named by the state of the
 * user's paid-access request).
 */
export function GateMessage({ gate }: { gate: TableGate }) {
  const { t } = useTranslation(['issuer_reports', 'errors']);
  const state = tableRequestState(useSession().globals);
  return (
    <Notice tone="warning" testId="statement-gate">
      <span data-gate={gate} data-testid={`statement-gate-${gate}`}>
        {t(`errors:${gate}`)}{' '}
        {gate === 'need_auth' ? (
          <>
            <a href={SIGN_IN_PATH} data-testid="statement-gate-sign-in">
              {t('issuer_reports:sign_in')}
            </a>
            {' · '}
            <a href={SIGN_UP_PATH} data-testid="statement-gate-sign-up">
              {t('issuer_reports:sign_up')}
            </a>
          </>
        ) : (
          <a href={ACCESS_PATH} data-testid="statement-gate-access" data-request-state={state}>
            {t(REQUEST_LABELS[state])}
          </a>
        )}
      </span>
    </Notice>
  );
}
