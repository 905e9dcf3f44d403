import type { Db } from '../../db/client';
import { refreshScreen } from './screen-refresh.service';

/** How often the server looks for bonds whose screener rows a write made stale. */
export const SCREEN_REFRESH_INTERVAL_MS = 60_000;

/**
 * Keeps the screener's rows current while the server runs: at once (the bonds written while it
 * was down, a first run's world), then every minute for what the server's own writes, a sync or
 * an operator's command marked meanwhile. One pass at a time; several instances share the work
 * (each batch takes its bonds with SKIP LOCKED). Returns the function that stops it, whose
 * promise settles when the pass under way (if any) has ended.
 */
export function keepScreenCurrent(
  db: Db,
  log: { info(data: object, message: string): void; error(data: object, message: string): void },
  intervalMs = SCREEN_REFRESH_INTERVAL_MS,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const pass = () => {
    running ??= work().finally(() => {
      running = null;
    });
    return running;
  };
  const work = async () => {
    try {
      const { refreshed } = await refreshScreen(db);
      if (refreshed > 0) log.info({ refreshed }, 'screener rows refreshed');
    } catch (error) {
      log.error({ err: error }, 'screener refresh failed');
    }
  };
  void pass();
  const timer = setInterval(() => void pass(), intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
