import type { Db } from '../../db/client';
import { progressBar } from '../../lib/progress';
import { formatDoctorSummary } from './report';
import type { DoctorReport } from './runner';
import { doctorModeFor, runStoredDoctor, type DoctorMode } from './stored';

/**
 * The doctor at the end of `generate`, an import or a sync: the database checked, the counts
 * of what is broken printed under the command's own report. The command's exit code is left as
 * it was: it says whether the command did its work, the doctor's own run says whether the data
 * holds (`npm run data -- doctor`, exit code 1 when it does not). After a sync (a daily update)
 * it judges only what the data written since its last run touched (data/doctor/stored.ts),
 * unless a full run is due; after `generate` or an import, the whole database.
 */
export async function doctorAfterCommand(
  db: Db,
  onReport?: (report: DoctorReport) => Promise<void>,
  mode: DoctorMode | 'due' = 'full',
  progress = true,
): Promise<string> {
  try {
    const report = await runStoredDoctor(db, {
      mode: mode === 'due' ? await doctorModeFor(db) : mode,
      ...(progress ? { onProgress: progressBar('Data doctor') } : {}),
    });
    // A sync's run records the counts beside its own (sync_runs.doctor).
    await onReport?.(report);
    return formatDoctorSummary(report);
  } catch (error) {
    return `Data doctor could not run: ${error instanceof Error ? error.message : String(error)}`;
  }
}
