/**
 * The site rate limit's arithmetic on one instance (ADR 0027): each client key's window (from
 * its first hit, as @fastify/rate-limit's own store counts) and its hits, in three parts:
 * - `shared`: the sum over every instance the database last answered (our own sent hits in it);
 * - `inFlight`: our hits sent and not answered yet;
 * - `unshared`: our hits since.
 * A request is counted by `hit` in memory only; the plugin sends `takeUnshared()` every few
 * hundred milliseconds and gives the answer to `settle`. A key past half its limit is sent even
 * without new hits here, to read what the other instances added: what they admitted since our
 * last answer is the only thing this count misses, so near the limit the overshoot is bounded
 * by one sharing interval of the other instances' traffic.
 */

export interface RateState {
  /** Hits in the window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/** Our hits of one key not yet in the database, in the window they were counted in. */
export interface UnsharedHits {
  key: string;
  windowStart: number;
  windowMs: number;
  hits: number;
}

/** The database's sum for a key after adding ours: its window may have begun elsewhere. */
export interface SharedTotal {
  key: string;
  windowStart: number;
  hits: number;
}

interface Entry {
  windowStart: number;
  windowMs: number;
  max: number;
  shared: number;
  inFlight: number;
  unshared: number;
}

/** Keys kept at most; past it the oldest counted key is forgotten (a flood of addresses). */
export const MAX_KEYS = 100_000;

export class RateCounts {
  private readonly entries = new Map<string, Entry>();
  private sent: { entry: Entry; hits: UnsharedHits }[] = [];

  constructor(private readonly maxKeys = MAX_KEYS) {}

  /** Counts one request of `key` now, under a limit of `max` in `windowMs`. */
  hit(key: string, now: number, windowMs: number, max = Infinity): RateState {
    let entry = this.entries.get(key);
    if (!entry || entry.windowStart + entry.windowMs <= now) {
      entry = { windowStart: now, windowMs, max, shared: 0, inFlight: 0, unshared: 0 };
      this.entries.delete(key);
      if (this.entries.size >= this.maxKeys) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, entry);
    }
    entry.unshared += 1;
    return { current: total(entry), ttl: entry.windowStart + entry.windowMs - now };
  }

  /** The key's state without counting (nothing: a window not begun). */
  read(key: string, now: number): RateState {
    const entry = this.entries.get(key);
    if (!entry || entry.windowStart + entry.windowMs <= now) return { current: 0, ttl: 0 };
    return { current: total(entry), ttl: entry.windowStart + entry.windowMs - now };
  }

  /**
   * The hits to send, by key (one lock order for every instance); they become in flight. A
   * key past half its limit in a window not ended is sent with no new hits too (a read).
   */
  takeUnshared(now: number): UnsharedHits[] {
    this.sent = [];
    for (const [key, entry] of this.entries) {
      const nearLimit = 2 * total(entry) >= entry.max && entry.windowStart + entry.windowMs > now;
      if (entry.unshared === 0 && !nearLimit) continue;
      const hits = {
        key,
        windowStart: entry.windowStart,
        windowMs: entry.windowMs,
        hits: entry.unshared,
      };
      entry.inFlight += entry.unshared;
      entry.unshared = 0;
      this.sent.push({ entry, hits });
    }
    this.sent.sort((a, b) => (a.hits.key < b.hits.key ? -1 : a.hits.key > b.hits.key ? 1 : 0));
    return this.sent.map((s) => s.hits);
  }

  /**
   * The database's sums for what `takeUnshared` sent, or null when sending failed (the hits are
   * sent again next time). A key whose window ended here meanwhile keeps its new window.
   */
  settle(totals: readonly SharedTotal[] | null): void {
    const byKey = new Map(totals?.map((t) => [t.key, t]));
    for (const { entry, hits } of this.sent) {
      entry.inFlight -= hits.hits;
      if (this.entries.get(hits.key) !== entry) continue;
      const sum = byKey.get(hits.key);
      if (!sum) {
        entry.unshared += hits.hits;
        continue;
      }
      // The sum includes what we sent; the window may be one another instance began first.
      entry.windowStart = sum.windowStart;
      entry.shared = sum.hits;
    }
    this.sent = [];
  }

  /** Forgets the keys whose window has ended (their hits are no use any more). */
  forgetEnded(now: number): void {
    for (const [key, entry] of this.entries)
      if (entry.windowStart + entry.windowMs <= now && entry.inFlight === 0)
        this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}

const total = (e: Entry) => e.shared + e.inFlight + e.unshared;
