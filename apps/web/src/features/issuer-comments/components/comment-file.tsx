import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CommentAccessAlert, IssuerComment } from '@bondsight/contracts';
import { Notice } from '../../../widgets/data-state/notice';
import { commentFileUrl } from '../api/comment-file-url';
import { issuerCommentsKey } from '../api/get-issuer-comments';
import { requestCommentFiles, type FilesRequestResult } from '../api/request-comment-files';

type Shown = CommentAccessAlert | 'forbidden';

/** Where an alert leads: signing in, or the profile access page (spec: need_get_access). */
const SIGN_IN = '/sign-in/';
const GET_ACCESS = '/profile/access/';

interface Props {
  comment: IssuerComment;
  /** The issuer whose list this is: its query is refreshed after a request. */
  emitentId: number;
}

/**
 * A comment's file, or the spec's alert instead of it (issuer blocks, section 4): need_auth,
 * need_get_access, request_sent, request_rejected, or download_denied with a link that asks
 * the provider for access. The server decides the state and refuses the file itself too.
 */
export function CommentFile({ comment, emitentId }: Props) {
  const { t } = useTranslation(['analytics', 'errors', 'common', 'shell']);
  const queryClient = useQueryClient();
  const [answer, setAnswer] = useState<FilesRequestResult | null>(null);
  const request = useMutation({
    mutationFn: () => requestCommentFiles(comment.provider_id),
    onSuccess: (result) => {
      setAnswer(result);
      // Every comment of this provider changes state: read the list again.
      void queryClient.invalidateQueries({ queryKey: issuerCommentsKey(emitentId) });
    },
  });
  const testId = `comment-file-${comment.id}`;
  if (!comment.file) return null;

  const shown: Shown | null = answer ?? comment.showAccessAlert;
  if (shown === null && comment.cb_file_link) {
    return (
      <a
        className="button small comment-file-link"
        href={commentFileUrl(comment.id)}
        download={comment.file.name}
        data-testid={testId}
      >
        <FileIcon /> {t('analytics:download')}
      </a>
    );
  }
  const state: Shown = shown ?? 'download_denied';
  const label = state === 'forbidden' ? 'errors:forbidden_request_label' : `errors:${state}`;
  return (
    <div className="comment-file-alert" data-testid={`${testId}-alert`} data-state={state}>
      <FileIcon />
      <Notice tone={state === 'request_sent' ? 'info' : 'warning'}>
        {t(label)}
        {state === 'need_auth' && (
          <>
            {' '}
            <a href={SIGN_IN} data-testid={`${testId}-sign-in`}>
              {t('common:nav_sign_in')}
            </a>
          </>
        )}
        {state === 'need_get_access' && (
          <>
            {' '}
            <a href={GET_ACCESS} data-testid={`${testId}-get-access`}>
              {t('shell:pa_open')}
            </a>
          </>
        )}
        {state === 'download_denied' && (
          <>
            {' '}
            <button
              type="button"
              className="link-button comment-file-request"
              disabled={request.isPending}
              onClick={() => request.mutate()}
              data-testid={`${testId}-request`}
            >
              {t('errors:send_access_request')}
            </button>
          </>
        )}
        {request.isError && (
          <span className="comment-file-error" role="alert">
            {' '}
            {t('analytics:request_failed')}
          </span>
        )}
      </Notice>
    </div>
  );
}

/** Drawn, not an emoji: servers and kiosks often lack an emoji font. */
function FileIcon() {
  return (
    <svg className="icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
      <path d="M4 1h5l4 4v10H4z" fill="none" stroke="currentColor" strokeWidth="1.4" />
      <path d="M9 1v4h4" fill="none" stroke="currentColor" strokeWidth="1.4" />
    </svg>
  );
}
