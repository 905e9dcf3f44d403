import type { SourceFreshness } from '../../lib/sync-freshness';

/** How long a read of the sync runs answers for health. */
const FRESH_MS = 30_000;

/**
 * The sync sources' freshness as health reports it: read at most every 30 s, and a health
 * request never waits for a re-read once one succeeded (it answers with the last one while
 * the next runs). A failed read answers with the last one, or none: staleness is reported,
 * it never fails health.
 */
export class SyncCheck {
  private last: SourceFreshness[] = [];
  private readAt = -Infinity;
  private running: Promise<void> | null = null;
  private everRead = false;

  constructor(private readonly read: () => Promise<SourceFreshness[]>) {}

  async sources(now = Date.now()): Promise<SourceFreshness[]> {
    if (now - this.readAt >= FRESH_MS) {
      this.running ??= this.read()
        .then((sources) => {
          this.last = sources;
          this.everRead = true;
          this.readAt = Date.now();
        })
        .catch(() => undefined)
        .finally(() => (this.running = null));
      if (!this.everRead) await this.running;
    }
    return this.last;
  }
}
