import { ACTION_IDS } from '@bondsight/contracts/action-ids';
import { api } from './api-client';

export { ACTION_IDS };

/**
 * Logs a use of a page feature (spec: the yield and spread charts, the quote table, PDF, copy
 * page, the issuer map...). Fire and forget: the answer is never read and a failure is silent.
 */
export function logUsage(actionId: number): void {
  void api('GET /cb/current_user/action_log/global/json/:actionId/', {
    params: { actionId },
  }).catch(() => undefined);
}
