import type { Db } from '../../db/client';
import { progressBar } from '../../lib/progress';
import { formatDoctorSummary } from './report';
import { runDoctor, type DoctorReport } from './runner';

/**
 * The doctor at the end of `generate`, an import or a sync: the whole database checked, the
 * counts of what is broken printed under the command's own report. The command's exit code is
 * left as it was: it says whether the command did its work, the doctor's own run says whether
 * the data holds (`npm run data -- doctor`, exit code 1 when it does not).
 */
export async function doctorAfterCommand(
  db: Db,
  onReport?: (report: DoctorReport) => Promise<void>,
): Promise<string> {
  try {
    const report = await runDoctor(db, { examples: 0, onProgress: progressBar('Data doctor') });
    // A sync's run records the counts beside its own (sync_runs.doctor).
    await onReport?.(report);
    return formatDoctorSummary(report);
  } catch (error) {
    return `Data doctor could not run: ${error instanceof Error ? error.message : String(error)}`;
  }
}
