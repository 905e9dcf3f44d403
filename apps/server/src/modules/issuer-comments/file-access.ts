import { decideAccess, type AccessSubject, type CommentAccessAlert } from '@bondsight/contracts';

/** The user's latest request for a provider's files, as the spec's flags read it. */
export interface FileRequest {
  status: 'sent' | 'approved' | 'rejected';
  /** An admin has looked at it. */
  checked: boolean;
}

/**
 * Whether a subject gets a comment's file, or which of the spec's five alerts instead
 * (issuer blocks, section 4). A file download needs full access first (bond page section 6:
 * a visitor is asked to sign in, a signed-in user to get access); then, spec word for word:
 * - not moderated: the file link;
 * - moderated, a request exists and it is approved: the file link;
 * - moderated, request exists, not approved, not checked: request sent;
 * - request exists, not approved, checked: request rejected;
 * - otherwise: download denied, with a link to send an access request.
 */
export function commentFileAccess(
  subject: AccessSubject,
  moderated: boolean,
  request: FileRequest | null,
): 'allowed' | CommentAccessAlert {
  const decision = decideAccess(subject, 'issuer.comments.files');
  if (decision === 'need_auth') return 'need_auth';
  if (decision === 'access_denied_auth') return 'need_get_access';
  if (!moderated) return 'allowed';
  // An open instance lets a visitor this far; asking a provider needs an account.
  if (subject.level <= 0) return 'need_auth';
  if (!request) return 'download_denied';
  if (request.status === 'approved') return 'allowed';
  return request.checked ? 'request_rejected' : 'request_sent';
}

/** A sentence's end: Latin punctuation before a space (not "3.5"), or a CJK full stop. */
const SENTENCE_END = /[.!?](?=\s|$)|[。！？]/u;

/**
 * A visitor's teaser: the first sentence, at most `limit` characters (cut at a word and
 * marked with an ellipsis). The rest, figures included, stays on the server.
 */
export function teaserOf(content: string, limit: number): string {
  const end = SENTENCE_END.exec(content);
  const sentence = end ? content.slice(0, end.index + 1) : content;
  if (sentence.length <= limit) return sentence;
  const cut = sentence.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
