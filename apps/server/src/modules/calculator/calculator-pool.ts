import { Piscina } from 'piscina';
import { CALCULATOR_LIMITS } from '@bondsight/contracts';
import { SPARE_CORES } from '../../lib/spare-cores';
import { workerFile } from '../../lib/worker-file';
import type { CalculatorTask, TaskAnswer } from './calculator.jobs';

/**
 * Calculator work off the event loop: a small piscina pool of worker threads (one fewer than
 * the cores, at least one), so the server keeps answering while a batch computes. A task
 * gets CALCULATOR_LIMITS.timeBudgetMs of wall time, queue included: past it the worker is
 * stopped and the caller gets `calculation_timeout`; a full queue gives `calculator_busy`.
 */

export type PoolFailure = 'calculation_timeout' | 'calculator_busy';

export class CalculatorPoolError extends Error {
  constructor(
    readonly code: PoolFailure,
    readonly budgetMs: number = CALCULATOR_LIMITS.timeBudgetMs,
  ) {
    super(code);
  }

  /** The 503 body: the code, a label key (module `errors`) and, for a timeout, the seconds. */
  get body() {
    const timeout = this.code === 'calculation_timeout';
    return {
      error: {
        code: this.code,
        message: timeout ? 'calculator_timeout' : 'calculator_busy',
        ...(timeout ? { limit: this.budgetMs / 1000 } : {}),
      },
    };
  }
}

export interface CalculatorPool {
  run(task: CalculatorTask): Promise<TaskAnswer>;
  close(): Promise<void>;
}

/** A pool started on first use, so a server that never calculates starts no thread. */
export function createCalculatorPool(
  timeBudgetMs: number = CALCULATOR_LIMITS.timeBudgetMs,
): CalculatorPool {
  let pool: Piscina<CalculatorTask, TaskAnswer> | undefined;
  return {
    async run(task) {
      pool ??= new Piscina({
        ...workerFile(import.meta.url, 'calculator.worker'),
        minThreads: 1,
        maxThreads: SPARE_CORES,
        maxQueue: 64 * SPARE_CORES,
        // A finished batch's memory goes back with its thread when idle a while.
        idleTimeout: 60_000,
      });
      try {
        return await pool.run(task, { signal: AbortSignal.timeout(timeBudgetMs) });
      } catch (error) {
        if (isAbort(error)) throw new CalculatorPoolError('calculation_timeout', timeBudgetMs);
        if (error instanceof Error && /queue is at limit/i.test(error.message))
          throw new CalculatorPoolError('calculator_busy');
        throw error;
      }
    },
    async close() {
      const running = pool;
      pool = undefined;
      await running?.destroy();
    },
  };
}

/** piscina rejects an aborted task (queued or running) with an AbortError. */
function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}
