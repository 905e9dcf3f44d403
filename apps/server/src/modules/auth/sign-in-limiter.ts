/**
 * Counts events per key (a client address, an account's e-mail) in a sliding window. Once
 * `limit` events fall inside the window, the key is blocked until the oldest one ages out.
 * In memory: one server process (see docs/adr/0005 and 0017).
 */
export class SlidingWindowLimiter {
  private readonly events = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  isBlocked(key: string): boolean {
    return this.recent(key).length >= this.limit;
  }

  /** Whole seconds until the key may try again; 0 when it is not blocked. */
  retryAfterSeconds(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.limit) return 0;
    const oldest = recent[recent.length - this.limit]!;
    return Math.max(1, Math.ceil((oldest + this.windowMs - this.now()) / 1000));
  }

  record(key: string): void {
    const recent = this.recent(key);
    recent.push(this.now());
    this.events.set(key, recent);
    if (this.events.size > 10_000) this.prune();
  }

  reset(key: string): void {
    this.events.delete(key);
  }

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    return (this.events.get(key) ?? []).filter((t) => t > since);
  }

  private prune(): void {
    for (const key of this.events.keys()) {
      if (this.recent(key).length === 0) this.events.delete(key);
    }
  }
}

/** Failed sign-ins per client address: 10 a minute (ADR 0005). */
export const addressSignInLimiter = () => new SlidingWindowLimiter(10, 60_000);
/** Failed sign-ins per account (any e-mail string, known or not): 10 in 15 minutes. */
export const accountSignInLimiter = () => new SlidingWindowLimiter(10, 15 * 60_000);
/** Sign-ups per client address an hour (SIGN_UPS_PER_HOUR, 5 by default). */
export const signUpLimiter = (perHour: number) => new SlidingWindowLimiter(perHour, 60 * 60_000);
