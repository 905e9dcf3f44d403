import fs from 'node:fs';
import os from 'node:os';

/** How far below the event loop heavy work runs (worker threads, the print browser). */
export const BACKGROUND_NICENESS = 10;

/**
 * Lowers the CPU priority of processes to `niceness` (Linux: every thread of each, as a
 * process's threads keep their own; elsewhere the process as the system allows). Raising a
 * niceness needs no privilege; a process gone meanwhile is skipped.
 */
export function lowerPriority(pids: readonly number[], niceness = BACKGROUND_NICENESS): void {
  for (const pid of pids) {
    let threads: number[] = [pid];
    try {
      threads = fs.readdirSync(`/proc/${pid}/task`).map(Number);
    } catch {
      // No /proc (or the process ended): the process itself.
    }
    for (const tid of threads) {
      try {
        if (os.getPriority(tid) < niceness) os.setPriority(tid, niceness);
      } catch {
        // Gone, or not ours to change.
      }
    }
  }
}

/**
 * Lowers the calling thread's CPU priority (Linux keeps a niceness per thread, so a worker
 * thread calling this leaves the server's event loop as it is). For the worker threads of
 * heavy work: a batch computing must not slow the answers of the event loop (issue 31).
 */
export function lowerThisThreadPriority(niceness = BACKGROUND_NICENESS): void {
  try {
    if (os.getPriority(0) < niceness) os.setPriority(0, niceness);
  } catch {
    // Not allowed here: the thread keeps its priority.
  }
}
