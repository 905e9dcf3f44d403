import { api } from '../../../lib/api-client';

/**
 * Spec section 7: when a table whose action id is above 0 is expanded, POST
 * /api/contactActionLog/ (issuer page) or /api/bonds/{id}/contactActionLog/ (bond page) with
 * it (76 RSBU tables, 80 MSFO). Fire and forget: the answer is not read, a failure is silent.
 */
export function logTableExpand(actionId: number, bondId?: number): void {
  if (actionId <= 0) return;
  const call =
    bondId === undefined
      ? api('POST /api/contactActionLog/', { body: { actionId } })
      : api('POST /api/bonds/:id/contactActionLog/', {
          params: { id: bondId },
          body: { actionId },
        });
  void call.catch(() => undefined);
}
