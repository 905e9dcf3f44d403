import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import {
  CALCULATOR_LIMITS,
  PAGE_PDF_CONCURRENCY,
  PAGE_PDF_QUEUE,
  PAGE_PDF_TIME_LIMIT_S,
} from '@bondsight/contracts';
import { FairShares, ShareRefusedError, type ShareLimits } from '../lib/fair-shares';
import { SPARE_CORES } from '../lib/spare-cores';

/** The kinds of work that cost seconds of CPU or a browser page each (issue 31 item 3). */
export type HeavyKind = 'print' | 'export' | 'calculator' | 'chart';

export interface HeavyRule extends ShareLimits {
  /** The longest a request waits for a place (under the 30 s request deadline). */
  waitMs: number;
  /**
   * A request whose body is declared smaller than this is light work and takes no place
   * (the bond calculator's few workouts); a body of unknown length is heavy.
   */
  lightBelowBytes?: number;
}

/**
 * Each kind's share of the server (docs/security.md): as many running as the cores spare
 * beside the event loop (one on a 2-core machine), two pieces per client running and waiting
 * (three comparison charts: a page draws a couple together), so a client looping over a call
 * gets its share and the others theirs.
 */
export const HEAVY_WORK: Record<HeavyKind, HeavyRule> = {
  /** Chromium pages: memory and CPU each; the deadline covers the wait and the print. */
  print: {
    // One print per spare core (2 at most): a print is a page load of the whole site.
    concurrency: Math.min(PAGE_PDF_CONCURRENCY, SPARE_CORES),
    queue: PAGE_PDF_QUEUE,
    perClient: 2,
    waitMs: PAGE_PDF_TIME_LIMIT_S * 1000,
  },
  /** Excel files: read from the database, written in a worker thread. */
  export: { concurrency: SPARE_CORES, queue: 16, perClient: 2, waitMs: 20_000 },
  /** Calculator batches and Excel-function batches: one worker thread each. */
  calculator: {
    concurrency: SPARE_CORES,
    queue: 16,
    perClient: 2,
    waitMs: CALCULATOR_LIMITS.timeBudgetMs,
    // A page's batch of a few workouts is a few kilobytes; 1,000 bonds with flows are 3 MB.
    lightBelowBytes: 64 * 1024,
  },
  /** Comparison charts (up to 20 lines over years of ticks) computed afresh, not cached. */
  chart: { concurrency: SPARE_CORES, queue: 16, perClient: 3, waitMs: 10_000 },
};

/** Whose share a request takes: the signed-in account (all its sessions), else the address. */
export const clientOf = (request: FastifyRequest) =>
  request.user ? `user ${request.user.id}` : `address ${request.ip}`;

/** Aborted when the caller goes before its answer is sent (a closed tab, a dropped socket). */
export function callerGone(reply: FastifyReply): AbortSignal {
  const gone = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) gone.abort();
  });
  return gone.signal;
}

/**
 * The answer to a refused share, in each kind's own words: 429 with Retry-After when the
 * caller's share or the queue is full; waiting past the kind's limit, a print's 504
 * page_pdf_timeout and a calculation's 503 calculation_timeout as before, else 429.
 */
export function refuseShare(
  reply: FastifyReply,
  kind: HeavyKind,
  reason: ShareRefusedError['reason'],
): FastifyReply {
  const error = (code: string, limit?: number) => ({
    error: { code, message: code, ...(limit === undefined ? {} : { limit }) },
  });
  if (reason === 'timeout' && kind === 'print')
    return reply.status(504).send(error('page_pdf_timeout', PAGE_PDF_TIME_LIMIT_S));
  if (reason === 'timeout' && kind === 'calculator')
    return reply
      .status(503)
      .send(error('calculation_timeout', CALCULATOR_LIMITS.timeBudgetMs / 1000));
  return reply.status(429).header('retry-after', '5').send(error(BUSY_CODES[kind]));
}

const BUSY_CODES: Record<HeavyKind, string> = {
  print: 'page_pdf_busy',
  export: 'export_busy',
  calculator: 'calculator_busy',
  chart: 'chart_busy',
};

export interface HeavyWork {
  /** Runs `work` in the caller's share of `kind`, waiting until `deadline` at the latest. */
  run<T>(
    kind: HeavyKind,
    request: FastifyRequest,
    signal: AbortSignal,
    work: () => Promise<T>,
    deadline?: number,
  ): Promise<T>;
  /**
   * An onRequest hook taking the place before the body is read (a refused batch costs no
   * parsing) and keeping it until the answer has gone out.
   */
  admit(kind: HeavyKind): onRequestHookHandler;
  shares: Record<HeavyKind, FairShares>;
}

declare module 'fastify' {
  interface FastifyInstance {
    heavyWork: HeavyWork;
  }
}

export default fp(async function heavyWork(
  app: FastifyInstance,
  opts: { rules?: Partial<Record<HeavyKind, HeavyRule>> },
) {
  const rules = { ...HEAVY_WORK, ...opts.rules };
  const shares = Object.fromEntries(
    Object.entries(rules).map(([kind, rule]) => [kind, new FairShares(rule)]),
  ) as Record<HeavyKind, FairShares>;
  const deadlineOf = (kind: HeavyKind) => Date.now() + rules[kind].waitMs;

  app.decorate('heavyWork', {
    shares,
    run(kind, request, signal, work, deadline = deadlineOf(kind)) {
      return shares[kind].run(clientOf(request), deadline, work, signal);
    },
    admit(kind) {
      const lightBelow = rules[kind].lightBelowBytes ?? 0;
      return async (request, reply) => {
        const declared = Number(request.headers['content-length'] ?? NaN);
        if (declared < lightBelow) return;
        const signal = callerGone(reply);
        try {
          const release = await shares[kind].acquire(clientOf(request), deadlineOf(kind), signal);
          // Finished or cut short, the answer is over: the place goes to the next.
          if (signal.aborted) release();
          else reply.raw.once('close', release);
        } catch (error) {
          if (!(error instanceof ShareRefusedError)) throw error;
          if (signal.aborted) return reply;
          return refuseShare(reply, kind, error.reason);
        }
      };
    },
  } satisfies HeavyWork);
});
