import type { Db } from '../../db/client';
import type { ImportReport } from './report';

export type Progress = (done: number, total: number, step: string) => void;

export interface ImportOptions {
  /** The file's as-of date when its name does not carry one (FedInvest prices). */
  asOf?: string;
  onProgress?: Progress;
}

/** One importable source: `npm run data -- import <name> <path>`. */
export interface ImportSource {
  name: string;
  /** One line for --help. */
  summary: string;
  /** The expected format and where each column goes, for --help. */
  format: string[];
  run(db: Db, path: string, options: ImportOptions): Promise<ImportReport>;
}
