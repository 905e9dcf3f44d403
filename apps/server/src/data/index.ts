/**
 * The data tool's public surface: all that code outside `src/data` may import from it (the
 * tool itself runs from `cli.ts`). The server seeds an empty database on its first start;
 * the API tests seed a small world. Anything else here is internal to the tool.
 */
export { isDatabaseEmpty, prepareFirstRun } from './first-run';
export { generateWorld, type GenerateOptions, type GenerateReport } from './demo-world/generate';
export { TEST_SIZE, type WorldSize } from './demo-world/options';
export { runDoctor, type DoctorReport } from './doctor/runner';
export { doctorModeFor, runStoredDoctor, type StoredDoctorReport } from './doctor/stored';
export { CHECKS as DOCTOR_CHECKS } from './doctor/registry';
export type { Check as DoctorCheck } from './doctor/types';
export { startSyncScheduler, type SchedulerOptions } from './sync/scheduler';
