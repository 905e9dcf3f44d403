import { availableParallelism } from 'node:os';

/**
 * The cores left beside the event loop (at least one): how many worker threads, password
 * hashes or heavy pieces of one kind run at once.
 */
export const SPARE_CORES = Math.max(1, availableParallelism() - 1);
