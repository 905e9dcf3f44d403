import type { Database } from '../db/client';
import { progressBar } from '../lib/progress';
import { buildSearchEntries } from '../modules/search/search-entries.repository';
import { refreshScreen } from '../modules/screener/screen-refresh.service';
import { doctorAfterCommand } from './doctor/after-command';
import type { DoctorReport } from './doctor/runner';
import type { DoctorMode } from './doctor/stored';

export interface AfterWriteOptions {
  /** The doctor's mode ('due': incremental unless a full run is due); null: no doctor. */
  doctor: DoctorMode | 'due' | null;
  /** Called with the doctor's report (a sync records its counts). */
  onDoctor?: (report: DoctorReport) => Promise<void>;
  /** Progress bars on stderr (the data tool), or none (the server's in-process run). */
  progress?: boolean;
}

/**
 * What follows a command that wrote data: the search entries (the site search reads rows
 * derived from the data), then the screener's rows of the bonds the triggers marked and the
 * data doctor. The refresh writes only the screen's own tables and the doctor only reads the
 * data (in one snapshot), so on a PostgreSQL server they run side by side, each on its own
 * two connections (the refresh on the requests' pool, the doctor on the background's: the
 * pool of cores + 1 holds both loops of the refresh, not the doctor's two workers beside);
 * on PGlite (one connection, transactions take turns) one after the other.
 * Returns the doctor's summary (null without a doctor).
 */
export async function afterDataWritten(
  database: Database,
  options: AfterWriteOptions,
): Promise<string | null> {
  const db = database.db;
  const bar = (label: string) => (options.progress ? progressBar(label) : undefined);
  await buildSearchEntries(db, bar('search entries'));
  const refresh = () => refreshScreen(db, bar('screener rows'));
  const mode = options.doctor;
  const doctor = () =>
    mode
      ? doctorAfterCommand(database.background, options.onDoctor, mode, options.progress ?? false)
      : null;
  if (database.driver === 'postgres') {
    const [, summary] = await Promise.all([refresh(), doctor()]);
    return summary;
  }
  await refresh();
  return doctor();
}
