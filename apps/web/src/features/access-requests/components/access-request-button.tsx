import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import {
  createCommentsAccessRequest,
  submitQuotesAccessRequest,
  type RequestResult,
} from '../api/access-requests';

/** Spec request_data states and their labels (errors module). */
const LABELS: Record<RequestResult | 'send', string> = {
  send: 'send_request_label',
  sent: 'request_sent',
  already_sent: 'already_send_request_label',
  rejected: 'request_rejected',
  forbidden: 'forbidden_request_label',
  need_auth: 'need_auth',
};

interface Props {
  /** A market participant's quotes, or a comment provider's files. */
  kind: 'quotes' | 'comment_file';
  subjectId: number;
  /** What the page already knows (request_data): send, already sent or forbidden. */
  initial?: RequestResult | 'send';
}

/**
 * The request link for hidden quotes or moderated comment files: "send a request" turns into
 * "request already sent" after a success reply, or states why it cannot be sent.
 */
export function AccessRequestButton({ kind, subjectId, initial = 'send' }: Props) {
  const { t } = useTranslation('errors');
  const [state, setState] = useState<RequestResult | 'send'>(initial);
  const request = useMutation({
    mutationFn: () =>
      kind === 'quotes'
        ? submitQuotesAccessRequest(subjectId)
        : createCommentsAccessRequest(subjectId),
    onSuccess: (result) => setState(result === 'sent' ? 'already_sent' : result),
    onError: (error) =>
      setState(error instanceof ApiError && error.status === 401 ? 'need_auth' : 'send'),
  });
  if (state !== 'send')
    return (
      <span className="muted" data-testid="access-request-state" data-state={state}>
        {t(LABELS[state])}
      </span>
    );
  return (
    <button
      type="button"
      className="link-button access-request"
      disabled={request.isPending}
      onClick={() => request.mutate()}
      data-testid="access-request"
    >
      {t(LABELS.send)}
    </button>
  );
}
