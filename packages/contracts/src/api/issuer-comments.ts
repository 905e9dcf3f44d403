import { z } from 'zod';
import { endpoint, endpointGroup } from '../endpoint';
import { ErrorBody } from '../errors';
import { Int4IdText } from './common';

/*
 * Analytics comments about an issuer (spec, bond page sections 2, 3 and 7; issuer blocks
 * sections 2, 3 "Comment" and 4 "Comment access alert states").
 */

/**
 * Spec (issuer blocks, section 4): the five alerts a comment's file link can give instead of
 * the file. need_auth: a visitor; need_get_access: signed in without full access; then, for a
 * moderated provider, request_sent (waiting, not yet checked), request_rejected (checked, not
 * approved) or download_denied (no request yet: the alert offers to send one).
 */
export const COMMENT_ACCESS_ALERTS = [
  'need_auth',
  'need_get_access',
  'request_sent',
  'request_rejected',
  'download_denied',
] as const;
export type CommentAccessAlert = (typeof COMMENT_ACCESS_ALERTS)[number];

/** How many characters of a comment a visitor reads (the gated-content teaser). */
export const COMMENT_TEASER_CHARS = 120;
/** The latest comments the block lists. */
export const COMMENTS_LIMIT = 50;

export const LinkedEmitent = z.object({
  id: z.number().int(),
  name: z.string(),
  cb_link: z.string().meta({ description: "The issuer's page: /company/{id}/" }),
});

export const IssuerComment = z.object({
  id: z.number().int(),
  title: z.string(),
  provider_name: z.string().meta({ description: "The provider's name in the interface language" }),
  provider_id: z.number().int(),
  content: z.string().meta({
    description:
      'The whole text for a signed-in user; for a visitor its first ' +
      `${COMMENT_TEASER_CHARS} characters at most (see content_teaser)`,
  }),
  content_teaser: z
    .boolean()
    .meta({ description: 'true: content is a teaser; signing in gives the rest' }),
  date: z.string().meta({ description: 'YYYY-MM-DD: the date of the comment' }),
  language: z.string().meta({ description: "The comment's own language (its flag): rus, eng..." }),
  linked_emitents: z
    .array(LinkedEmitent)
    .meta({ description: 'Every issuer the comment is about' }),
  cb_link: z.string().meta({
    description: "The comment's anchor on the issuer's page: /company/{emitentId}/#comment-{id}",
  }),
  file: z
    .object({ mimetype: z.string(), name: z.string() })
    .nullable()
    .meta({ description: 'The attached file, if any (whether or not this user may have it)' }),
  cb_file_link: z.string().nullable().meta({
    description: 'The download link, given only when this user may download the file',
  }),
  moderated: z.boolean().meta({ description: "The provider's files go only to users it approved" }),
  approved: z
    .boolean()
    .meta({ description: "This user's request for the provider's files was approved" }),
  checked: z.boolean().meta({ description: "An admin has looked at this user's request" }),
  requestExists: z
    .boolean()
    .meta({ description: 'This user has asked the provider for its files' }),
  showAccessAlert: z
    .enum(COMMENT_ACCESS_ALERTS)
    .nullable()
    .meta({
      description:
        'The alert shown instead of the file (label key, module errors); null when the file ' +
        'link is given or there is no file',
    }),
});
export type IssuerComment = z.infer<typeof IssuerComment>;

export const IssuerCommentsResponse = z.object({
  emitent: z.object({
    id: z.number().int(),
    name: z.string(),
    sovereign: z
      .boolean()
      .meta({ description: 'A country: the block is titled differently (spec)' }),
  }),
  total: z.number().int().meta({ description: 'How many comments the issuer has in all' }),
  items: z
    .array(IssuerComment)
    .meta({ description: `The latest ${COMMENTS_LIMIT} comments, the newest first` }),
});
export type IssuerCommentsResponse = z.infer<typeof IssuerCommentsResponse>;

export const EmitentIdParam = z.strictObject({ emitentId: Int4IdText });
export const CommentIdParam = z.strictObject({ commentId: Int4IdText });

export const issuerCommentsEndpoints = endpointGroup(
  endpoint({
    method: 'GET',
    path: '/api/company/:emitentId/comments_about/',
    operationId: 'getIssuerComments',
    summary: "Analytics comments about an issuer, each with its file's access state",
    description:
      'Open to everyone, with what each tier may have: a visitor reads a teaser of each ' +
      'text; the file link (`cb_file_link`) is given only to full access (level 1077) and, ' +
      "for a moderated provider, only once the provider approved this user's request " +
      '(`GET /api/comments/create_comments_access_request/{providerId}/`). Otherwise ' +
      '`showAccessAlert` names the spec alert. 404 `not_found` for an unknown issuer.',
    tag: 'issuer comments',
    params: EmitentIdParam,
    responses: { 200: IssuerCommentsResponse, 404: ErrorBody },
  }),
  endpoint({
    method: 'GET',
    path: '/api/comments/:commentId/file/',
    operationId: 'downloadCommentFile',
    summary: "Download a comment's file (full access; a moderated provider's approval)",
    description:
      'A visitor gets 401 `need_auth`; a signed-in user below level 1077 403 ' +
      '`access_denied_auth` with the message `need_get_access`; at level 1077 a moderated ' +
      "provider's file without its approval 403 with the message request_sent, " +
      'request_rejected or download_denied. A file the instance does not hold (the demo ' +
      "world stores none) is a one-page PDF of the comment's record. 404 `not_found` for an " +
      'unknown comment or one without a file.',
    tag: 'issuer comments',
    params: CommentIdParam,
    produces: 'application/pdf',
    responses: {
      200: z.unknown(),
      302: z.unknown(),
      401: ErrorBody,
      403: ErrorBody,
      404: ErrorBody,
    },
  }),
);
