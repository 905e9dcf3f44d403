import { runTask, type CalculatorTask, type TaskAnswer } from './calculator.jobs';
import { lowerThisThreadPriority } from '../../lib/process-priority';

// Below the event loop's priority: the server keeps answering while this thread works.
lowerThisThreadPriority();

/**
 * The calculator's worker thread (piscina): one task in, its answer out. Built to
 * dist/calculator.worker.js beside dist/server.js; run from source through tsx's loader
 * (calculator-pool.ts).
 */
export default function calculatorWorker(task: CalculatorTask): TaskAnswer {
  return runTask(task);
}
