import { RowError } from '../importers/values';
import type { SyncTrigger } from './record-run';

const TRIGGERS: readonly string[] = ['command', 'schedule', 'start'] satisfies SyncTrigger[];

/** `--trigger`: what started a run (sync_runs), command when not given; null when unknown. */
export function triggerOf(opts: Record<string, string>): SyncTrigger | null {
  const trigger = opts.trigger ?? 'command';
  return TRIGGERS.includes(trigger) ? (trigger as SyncTrigger) : null;
}

/** A numeric option (`--rate`, `--retries`), its fallback when absent; a RowError when not >= 0. */
export function countOption(opts: Record<string, string>, name: string, fallback: number): number {
  const v = opts[name] === undefined ? fallback : Number(opts[name]);
  if (!Number.isFinite(v) || v < 0) throw new RowError(`--${name} must be a non-negative number`);
  return v;
}

/**
 * Note, rejected-row and failure lines (each) a scheduled run prints into the server log, then
 * "… and N more": a first discovery notes every new bond. The run's record keeps its failures
 * (`sync status`, the admin page); an operator's command prints everything.
 */
export const LOG_LINES = 20;
