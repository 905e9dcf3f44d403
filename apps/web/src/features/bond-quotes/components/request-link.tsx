import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RequestDataState } from '@bondsight/contracts';
import { mpQuotesKey } from '../api/get-mp-quotes';
import { submitQuotesRequest, type QuotesRequestResult } from '../api/submit-quotes-request';

type LinkState = 'send' | 'already_sent' | 'forbidden' | 'need_auth';

/** Spec request_data as the link starts. */
const FROM_DATA: Record<RequestDataState, LinkState> = {
  send_request: 'send',
  already_send_request: 'already_sent',
  forbidden_request: 'forbidden',
};

/** A reply to the request: sent (or sent before) reads "already sent"; a refusal forbidden. */
const AFTER: Record<QuotesRequestResult, LinkState> = {
  sent: 'already_sent',
  already_sent: 'already_sent',
  rejected: 'forbidden',
  forbidden: 'forbidden',
  need_auth: 'need_auth',
};

const LABELS: Record<Exclude<LinkState, 'send' | 'need_auth'>, string> = {
  already_sent: 'errors:already_send_request_label',
  forbidden: 'errors:forbidden_request_label',
};

/**
 * The request link of a source whose quotes this user may not see (spec section 4): "send a
 * request" becomes "request already sent" after a success reply, or reads "request forbidden".
 * A visitor who tries is asked to sign in. Failed calls leave the link as it was (spec 8).
 */
export function RequestLink({
  bondId,
  groundId,
  initial,
}: {
  bondId: number;
  groundId: number;
  initial: RequestDataState;
}) {
  const { t } = useTranslation(['errors', 'common', 'quotes']);
  const queryClient = useQueryClient();
  const [state, setState] = useState<LinkState>(FROM_DATA[initial]);
  const request = useMutation({
    mutationFn: () => submitQuotesRequest(groundId),
    onSuccess: (result) => {
      setState(AFTER[result]);
      // The block's request_data now says so too (a tab opened again starts from it).
      if (result === 'sent') void queryClient.invalidateQueries({ queryKey: mpQuotesKey(bondId) });
    },
  });
  if (state === 'send')
    return (
      <button
        type="button"
        className="link-button quotes-request"
        disabled={request.isPending}
        onClick={() => request.mutate()}
        data-testid="quotes-request"
        data-ground={groundId}
      >
        {t('errors:send_request_label')}
      </button>
    );
  if (state === 'need_auth')
    return (
      <span className="muted" data-testid="quotes-request-state" data-state={state}>
        {t('errors:need_auth')} <a href="/sign-in/">{t('common:nav_sign_in')}</a>
      </span>
    );
  return (
    <span className="muted" data-testid="quotes-request-state" data-state={state}>
      {t(LABELS[state])}
    </span>
  );
}
