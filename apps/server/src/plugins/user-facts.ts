import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A fact about one user's own account (a confirmed phone, whether they sent access
     * requests), read once and kept until a write to users, sessions or access requests (the
     * triggers' `sessions_changed` notice, migrations 0008 and 0012): this process's own writes
     * tell it before they return, another process's a moment after its commit. The pages ask
     * these on every call; each read cost a query (issue 19).
     */
    userFact<T>(name: string, userId: number, read: () => Promise<T>): Promise<T>;
  }
}

/** Facts kept at most; past it the memory starts again (the reads refill it). */
const MAX_KEPT = 20_000;

export default fp(async function userFacts(app: FastifyInstance) {
  const known = new Map<string, unknown>();
  // Bumped by every notice: a read that overlapped a write is used, never kept.
  let generation = 0;
  await app.database.listen('sessions_changed', () => {
    generation++;
    known.clear();
  });
  app.decorate('userFact', async <T>(name: string, userId: number, read: () => Promise<T>) => {
    const key = `${name} ${userId}`;
    if (known.has(key)) return known.get(key) as T;
    const before = generation;
    const fact = await read();
    if (generation === before) {
      if (known.size >= MAX_KEPT) known.clear();
      known.set(key, fact);
    }
    return fact;
  });
});
