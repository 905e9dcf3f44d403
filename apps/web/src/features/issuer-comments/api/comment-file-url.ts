import { apiUrl } from '../../../lib/api-client';

/** A comment's file: a plain GET, so a link downloads it (with the interface language). */
export const commentFileUrl = (commentId: number) =>
  apiUrl('GET /api/comments/:commentId/file/', { params: { commentId } });
