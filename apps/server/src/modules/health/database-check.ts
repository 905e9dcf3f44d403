/** How long a successful check answers for the database. */
const FRESH_MS = 1_000;
/** Past this, a success is too old to answer with while a new check runs. */
const USABLE_MS = 5_000;

/**
 * Whether the database answers, as health reports it (issue 31 item 3): under heavy load a
 * query may wait for the database server's CPU, and health must still answer at once. A
 * success is reused for a second; older than that, the next health request starts a new check
 * and answers with the last success meanwhile (up to 5 s old); a failure is never reused, so a
 * database that went away shows at the next check, and one that came back at once.
 */
export class DatabaseCheck {
  private lastSuccess = 0;
  private lastFailed = false;
  private running: Promise<boolean> | null = null;

  constructor(private readonly ping: () => Promise<boolean>) {}

  async reachable(now = Date.now()): Promise<boolean> {
    const age = now - this.lastSuccess;
    if (!this.lastFailed && age < FRESH_MS) return true;
    const check = this.check();
    if (!this.lastFailed && age < USABLE_MS) return true;
    return check;
  }

  private check(): Promise<boolean> {
    this.running ??= this.ping()
      .catch(() => false)
      .then((ok) => {
        this.lastFailed = !ok;
        if (ok) this.lastSuccess = Date.now();
        return ok;
      })
      .finally(() => (this.running = null));
    return this.running;
  }
}
