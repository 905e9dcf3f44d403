import type { PageGlobals, TableRequestState } from '@bondsight/contracts';

/**
 * The paid-access request state an asterisk cell names (spec, issuer blocks, section 6), from
 * the page globals (shell spec: paStatusConfirm is 1 while a signed-in user may still send a
 * request and 0 once one waits): a visitor cannot send one (forbidden_request).
 */
export function tableRequestState(
  globals: Pick<PageGlobals, 'userId' | 'paStatusConfirm'>,
): TableRequestState {
  if (globals.userId <= 0) return 'forbidden_request';
  return globals.paStatusConfirm === 1 ? 'send_request' : 'already_send_request';
}
