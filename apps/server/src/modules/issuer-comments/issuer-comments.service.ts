import {
  COMMENT_TEASER_CHARS,
  COMMENTS_LIMIT,
  decideAccess,
  pickText,
  type AccessSubject,
  type IssuerComment,
  type IssuerCommentsResponse,
  type Language,
} from '@bondsight/contracts';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import * as repo from './issuer-comments.repository';
import { commentFileAccess, teaserOf, type FileRequest } from './file-access';
import { commentFileName, commentRecordFile } from './comment-file';

/** Who is asking: the access subject, and the user whose requests count (none for a visitor). */
export interface Viewer {
  subject: AccessSubject;
  userId: number | null;
}

const companyLink = (id: number) => `/company/${id}/`;
const fileLink = (id: number) => `/api/comments/${id}/file/`;

/** The viewer's latest request per provider; a visitor has none. */
async function requestsByProvider(db: Db, viewer: Viewer, providerIds: number[]) {
  const rows =
    viewer.userId === null ? [] : await repo.findLatestFileRequests(db, viewer.userId, providerIds);
  return new Map<number, FileRequest>(
    rows.map((r) => [r.providerId ?? 0, { status: r.status, checked: r.checked }]),
  );
}

/**
 * Whether the viewer gets the answer shared by their access profile: a visitor, or a user who
 * has never asked for a file (their file states are everyone's with that profile).
 */
export async function isSharedAnswer(db: Db, viewer: Viewer): Promise<boolean> {
  return viewer.userId === null || !(await repo.hasFileRequests(db, viewer.userId));
}

/**
 * An issuer's analytics comments as the viewer may have them: the whole text from signing in
 * (a visitor reads a teaser), the file link or the spec's alert instead of it.
 */
export async function listComments(
  db: Db,
  emitentId: number,
  lang: Language,
  viewer: Viewer,
): Promise<IssuerCommentsResponse> {
  const emitent = await repo.findEmitent(db, emitentId);
  if (!emitent) throw notFound();
  const [rows, total] = await Promise.all([
    repo.findComments(db, emitentId, COMMENTS_LIMIT),
    repo.countComments(db, emitentId),
  ]);
  const [linked, requests] = await Promise.all([
    repo.findLinkedEmitents(
      db,
      rows.map((r) => r.id),
    ),
    requestsByProvider(db, viewer, [...new Set(rows.map((r) => r.providerId))]),
  ]);
  const wholeText = decideAccess(viewer.subject, 'issuer.comments.text') === 'allowed';
  return {
    emitent: {
      id: emitent.id,
      name: pickText(emitent.names, lang),
      sovereign: emitent.isSovereign,
    },
    total,
    items: rows.map((row): IssuerComment => {
      const request = requests.get(row.providerId) ?? null;
      const content = wholeText ? row.content : teaserOf(row.content, COMMENT_TEASER_CHARS);
      const access = row.filePath
        ? commentFileAccess(viewer.subject, row.moderated, request)
        : null;
      return {
        id: row.id,
        title: row.title,
        provider_name: pickText(row.providerNames, lang),
        provider_id: row.providerId,
        content,
        content_teaser: content !== row.content,
        date: row.date,
        language: row.language,
        linked_emitents: linked
          .filter((l) => l.commentId === row.id)
          .map((l) => ({ id: l.id, name: pickText(l.names, lang), cb_link: companyLink(l.id) })),
        cb_link: `${companyLink(emitentId)}#comment-${row.id}`,
        file: row.filePath
          ? { mimetype: row.fileMimetype ?? 'application/octet-stream', name: commentFileName(row) }
          : null,
        cb_file_link: access === 'allowed' ? fileLink(row.id) : null,
        moderated: row.moderated,
        approved: request?.status === 'approved',
        checked: request?.checked ?? false,
        requestExists: request !== null,
        showAccessAlert: access === null || access === 'allowed' ? null : access,
      };
    }),
  };
}

export type CommentFileDownload =
  | { kind: 'redirect'; url: string }
  | { kind: 'file'; fileName: string; mimetype: string; bytes: Buffer };

/** An absolute http(s) address: a file kept elsewhere, sent to by a redirect. */
function externalUrl(path: string): string | null {
  if (!/^https?:\/\//i.test(path)) return null;
  try {
    return new URL(path).toString();
  } catch {
    return null;
  }
}

/**
 * A comment's file for a viewer who may have it. The tier is decided before anything is
 * looked up (a refusal says nothing about which comments exist); a moderated provider's
 * approval is then the viewer's own request, so the refusal names its state.
 */
export async function downloadCommentFile(
  db: Db,
  commentId: number,
  viewer: Viewer,
): Promise<CommentFileDownload> {
  const tier = commentFileAccess(viewer.subject, false, null);
  if (tier === 'need_auth') throw new AppError('need_auth');
  if (tier !== 'allowed') throw new AppError('access_denied_auth', tier);
  const row = await repo.findComment(db, commentId);
  if (!row?.filePath) throw notFound();
  const requests = await requestsByProvider(db, viewer, [row.providerId]);
  const access = commentFileAccess(
    viewer.subject,
    row.moderated,
    requests.get(row.providerId) ?? null,
  );
  if (access === 'need_auth') throw new AppError('need_auth');
  if (access !== 'allowed') throw new AppError('access_denied_auth', access);
  const elsewhere = externalUrl(row.filePath);
  if (elsewhere) return { kind: 'redirect', url: elsewhere };
  return { kind: 'file', ...(await commentRecordFile(row)) };
}
