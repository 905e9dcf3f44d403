import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import {
  accessRequests,
  commentEmitents,
  commentProviders,
  comments,
  emitents,
} from '../../db/schema/index';

export async function findEmitent(db: Executor, id: number) {
  const [row] = await db
    .select({ id: emitents.id, names: emitents.names, isSovereign: emitents.isSovereign })
    .from(emitents)
    .where(eq(emitents.id, id))
    .limit(1);
  return row ?? null;
}

const commentColumns = {
  id: comments.id,
  title: comments.title,
  content: comments.content,
  language: comments.language,
  date: comments.date,
  filePath: comments.filePath,
  fileMimetype: comments.fileMimetype,
  source: comments.source,
  asOf: comments.asOf,
  providerId: commentProviders.id,
  providerNames: commentProviders.names,
  moderated: commentProviders.moderated,
};

/** An issuer's latest comments, the newest first (ties by id, so the order is stable). */
export function findComments(db: Executor, emitentId: number, limit: number) {
  return db
    .select(commentColumns)
    .from(commentEmitents)
    .innerJoin(comments, eq(comments.id, commentEmitents.commentId))
    .innerJoin(commentProviders, eq(commentProviders.id, comments.providerId))
    .where(eq(commentEmitents.emitentId, emitentId))
    .orderBy(desc(comments.date), desc(comments.id))
    .limit(limit);
}

export async function countComments(db: Executor, emitentId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(commentEmitents)
    .where(eq(commentEmitents.emitentId, emitentId));
  return Number(row?.n ?? 0);
}

/** Every issuer each comment is about (the spec's linked_emitents). */
export function findLinkedEmitents(db: Executor, commentIds: readonly number[]) {
  if (commentIds.length === 0) return Promise.resolve([]);
  return db
    .select({ commentId: commentEmitents.commentId, id: emitents.id, names: emitents.names })
    .from(commentEmitents)
    .innerJoin(emitents, eq(emitents.id, commentEmitents.emitentId))
    .where(inArray(commentEmitents.commentId, [...commentIds]))
    .orderBy(asc(commentEmitents.commentId), asc(emitents.id));
}

/** The user's latest request for each provider's files (one row per provider asked). */
export function findLatestFileRequests(
  db: Executor,
  userId: number,
  providerIds: readonly number[],
) {
  if (providerIds.length === 0) return Promise.resolve([]);
  return db
    .selectDistinctOn([accessRequests.subjectId], {
      providerId: accessRequests.subjectId,
      status: accessRequests.status,
      checked: accessRequests.checked,
    })
    .from(accessRequests)
    .where(
      and(
        eq(accessRequests.userId, userId),
        eq(accessRequests.kind, 'comment_file'),
        inArray(accessRequests.subjectId, [...providerIds]),
      ),
    )
    .orderBy(accessRequests.subjectId, desc(accessRequests.createdAt), desc(accessRequests.id));
}

/** Whether the user has ever asked for a comment file (then the list is theirs alone). */
export async function hasFileRequests(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: accessRequests.id })
    .from(accessRequests)
    .where(and(eq(accessRequests.userId, userId), eq(accessRequests.kind, 'comment_file')))
    .limit(1);
  return row !== undefined;
}

/** One comment with its provider and the first issuer it is about (for its file's record). */
export async function findComment(db: Executor, id: number) {
  const [row] = await db
    .select({ ...commentColumns, emitentNames: emitents.names })
    .from(comments)
    .innerJoin(commentProviders, eq(commentProviders.id, comments.providerId))
    .leftJoin(commentEmitents, eq(commentEmitents.commentId, comments.id))
    .leftJoin(emitents, eq(emitents.id, commentEmitents.emitentId))
    .where(eq(comments.id, id))
    .orderBy(asc(commentEmitents.emitentId))
    .limit(1);
  return row ?? null;
}
