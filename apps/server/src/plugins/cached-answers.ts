import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AccessSubject } from '@bondsight/contracts';
import { AnswerStore, ENCODINGS, type Encoding } from '../lib/answer-store';
import { readDataVersion } from './cached-answers.repository';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Sends the answer `compute` gives, computed once per data version, access profile,
     * language and `key` (what else the answer depends on: the route and its input), then
     * kept in memory with its compressed forms. GET requests revalidate with ETag / 304.
     * Only for answers that depend on nothing else: never per-user data. `compute` is told
     * the data version the answer is kept under.
     */
    cachedAnswer(
      request: FastifyRequest,
      reply: FastifyReply,
      key: string,
      compute: (version: number) => Promise<unknown>,
    ): Promise<FastifyReply>;
  }
}

/** Everything the access table reads about a subject: equal profiles see equal answers. */
const profileOf = (s: AccessSubject) =>
  [s.level, s.nsdAccess, s.isAdmin, [...s.tariffs].sort().join(','), s.openData ?? false].join('|');

/** The best coding the client accepts (q=0 refuses one), or none. */
export function pickEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name!.trim(), q === undefined ? 1 : Number(q));
  }
  const star = accepted.get('*') ?? 0;
  return ENCODINGS.find((e) => (accepted.get(e) ?? star) > 0) ?? null;
}

/**
 * The data version as each answer needs it: kept until the trigger's notice says it moved.
 * A write by this process tells before it returns; an importer in another process a moment
 * after its commit (db/pg-notices.ts), as if the request had come that moment earlier.
 */
async function versionSource(app: FastifyInstance): Promise<() => Promise<number>> {
  const read = () => readDataVersion(app.db);
  let known: Promise<number> | null = null;
  await app.database.listen('data_version', () => (known = null));
  return () =>
    (known ??= read().catch((error: unknown) => {
      known = null;
      throw error;
    }));
}

const matches = (header: string | undefined, etag: string) =>
  header !== undefined && header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);

export default fp(async function cachedAnswers(
  app: FastifyInstance,
  opts: { budgetBytes: number },
) {
  const store = new AnswerStore(opts.budgetBytes);
  const dataVersion = await versionSource(app);
  app.decorate(
    'cachedAnswer',
    async (
      request: FastifyRequest,
      reply: FastifyReply,
      key: string,
      compute: (version: number) => Promise<unknown>,
    ) => {
      // Known before the data is read: an answer can only be older than its label if the
      // data changed after this, and then the next request sees the new version.
      const version = await dataVersion();
      // Today's date too: an answer may count days from today (periods, stale marks).
      const today = new Date().toISOString().slice(0, 10);
      const fullKey = [version, today, profileOf(request.subject), request.language, key].join(
        '\n',
      );
      const etag = `"${version}-${crypto.createHash('sha1').update(fullKey).digest('base64url')}"`;
      const conditional = request.method === 'GET' || request.method === 'HEAD';
      const headers = {
        etag,
        // private: the answer depends on who asks; no-cache: revalidate, the data may move.
        'cache-control': 'private, no-cache',
        vary: 'accept-encoding, cookie',
      };
      if (conditional && matches(request.headers['if-none-match'], etag))
        return reply.code(304).headers(headers).send();
      // Errors (thrown by compute) leave without these headers: only answers are tagged.
      const answer = await store.get(fullKey, () => compute(version));
      reply.headers(headers);
      reply.type('application/json; charset=utf-8');
      const encoding = pickEncoding(request.headers['accept-encoding']);
      if (!encoding) return reply.send(answer.json);
      const body = await store.encode(answer, encoding);
      return reply.header('content-encoding', encoding).send(body);
    },
  );
});
