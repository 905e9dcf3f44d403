/**
 * Counts failed sign-ins per client address in a sliding minute. More than `limit` failures
 * a minute refuses further attempts until the oldest failure ages out.
 */
export class FailedSignInLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limit = 10,
    private readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  isBlocked(address: string): boolean {
    return this.recent(address).length >= this.limit;
  }

  recordFailure(address: string): void {
    const recent = this.recent(address);
    recent.push(this.now());
    this.failures.set(address, recent);
    if (this.failures.size > 10_000) this.prune();
  }

  private recent(address: string): number[] {
    const since = this.now() - this.windowMs;
    return (this.failures.get(address) ?? []).filter((t) => t > since);
  }

  private prune(): void {
    for (const address of this.failures.keys()) {
      if (this.recent(address).length === 0) this.failures.delete(address);
    }
  }
}
