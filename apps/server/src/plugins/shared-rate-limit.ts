import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import rateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { Database } from '../db/client';
import { RateCounts } from '../lib/rate-counts';
import { addHits, dropEndedWindows } from './rate-limit-hits.repository';

/** How often an instance adds its hits to the shared counts and reads the sums back. */
export const RATE_SHARE_MS = 250;
/** How often ended windows are dropped from the table (by whichever instance comes). */
const DROP_ENDED_MS = 60_000;
const WINDOW_MS = 60_000;

export interface SharedRateLimitOptions {
  database: Database;
  /** Requests a minute per client address (RATE_LIMIT_PER_MINUTE). */
  max: number;
  /** The sharing interval (tests shorten it). */
  shareEveryMs?: number;
}

/**
 * The site rate limit (@fastify/rate-limit, its answers, headers and 429 unchanged) over
 * counts every instance shares (ADR 0027). A request is counted in memory, never waiting for
 * the database; every RATE_SHARE_MS the instance adds its new hits to `rate_limit_hits` in one
 * statement and takes the sums back, so a client spreading requests over N instances is
 * refused at the limit, give or take what the other instances admit within one interval.
 * PGlite: one process owns the database, so no other instance can exist: the same counts,
 * never sent.
 */
export default fp(async function sharedRateLimit(
  app: FastifyInstance,
  opts: SharedRateLimitOptions,
) {
  const counts = new RateCounts();
  const shares = opts.database.driver === 'postgres';
  const db = opts.database.db;
  let droppedAt = Date.now();

  const share = async () => {
    const now = Date.now();
    counts.forgetEnded(now);
    if (!shares) return;
    const hits = counts.takeUnshared(now);
    if (hits.length > 0)
      counts.settle(
        await addHits(db, hits).catch((error: unknown) => {
          app.log.warn({ err: error }, 'rate limit: sharing the counts failed; kept for the next');
          return null;
        }),
      );
    if (now - droppedAt >= DROP_ENDED_MS) {
      droppedAt = now;
      await dropEndedWindows(db, now, WINDOW_MS).catch(() => undefined);
    }
  };

  // One sharing at a time: the next tick waits for the current statement.
  let sharing: Promise<void> = Promise.resolve();
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    sharing = share().finally(() => (busy = false));
  }, opts.shareEveryMs ?? RATE_SHARE_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await sharing;
  });

  type Reply = (error: null, result: { current: number; ttl: number }) => void;
  const store: FastifyRateLimitStore & { read(key: string, callback: Reply): void } = {
    incr(key, callback, timeWindow, max) {
      callback(null, counts.hit(key, Date.now(), timeWindow, max));
    },
    read(key, callback) {
      callback(null, counts.read(key, Date.now()));
    },
    child: () => store,
  };
  // The plugin constructs its store with `new`; a constructor that returns an object yields it.
  const Store = function SharedStore() {
    return store;
  } as unknown as FastifyRateLimitStoreCtor;

  await app.register(rateLimit, { max: opts.max, timeWindow: WINDOW_MS, store: Store });
});
