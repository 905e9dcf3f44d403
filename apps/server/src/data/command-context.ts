import type { Database } from '../db/client';

/**
 * What `cli.ts` hands every data-tool command: a migrated database and the arguments after
 * the command's name. It lives apart from `cli.ts` so the commands, which `cli.ts` loads,
 * need not import their own loader.
 */
export interface DataCommandContext {
  database: Database;
  args: string[];
}

/** A command's exit code: 0 done, others as each command's usage text says. */
export type DataCommand = (context: DataCommandContext) => Promise<number>;
