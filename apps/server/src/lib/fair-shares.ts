/** Why a share was refused: the caller answers 429 (busy) or its own timeout. */
export class ShareRefusedError extends Error {
  constructor(readonly reason: 'busy' | 'timeout') {
    super(reason);
  }
}

export interface ShareLimits {
  /** Pieces of work running at once (Chromium pages, worker threads, big queries). */
  concurrency: number;
  /** Pieces waiting for a place, all clients together. */
  queue: number;
  /** Pieces one client may have running and waiting together. */
  perClient: number;
}

interface Waiter {
  client: string;
  start: () => void;
  refuse: (error: ShareRefusedError) => void;
}

/** How fast a client's past use is forgotten: it halves every minute. */
const USAGE_HALF_LIFE_MS = 60_000;

/**
 * Heavy work shared fairly among clients (issue 31 item 3): at most `concurrency` pieces run,
 * `queue` wait, and one client holds at most `perClient` of them, so a client looping over an
 * expensive call uses its share and no more. A freed place goes to the waiting client with
 * the fewest pieces running, among equals to the one that asked the least lately (every ask
 * counts, refused ones too; halving every minute), then to the oldest waiter: a client asking now and then
 * goes before clients asking all the time. When the queue is full a newcomer takes the newest
 * place of the client holding the most, if that client holds at least two more than the
 * newcomer: a well-behaved client never waits behind a crowd.
 */
export class FairShares {
  private readonly running = new Map<string, number>();
  private runningTotal = 0;
  private readonly waiting: Waiter[] = [];
  /** Each client's recent asks (refused ones too), decayed by USAGE_HALF_LIFE_MS. */
  private readonly usage = new Map<string, { score: number; at: number }>();

  constructor(readonly limits: ShareLimits) {}

  /** Runs `work` in a place of `client`'s share, waiting for one until `deadline` (epoch ms). */
  async run<T>(
    client: string,
    deadline: number,
    work: () => Promise<T>,
    signal?: AbortSignal,
  ): Promise<T> {
    const release = await this.acquire(client, deadline, signal);
    try {
      return await work();
    } finally {
      release();
    }
  }

  /**
   * A place for `client`, or a ShareRefusedError: 'busy' at once when its share or the queue
   * is full, 'timeout' when `deadline` passes (or `signal` aborts) before a place is free.
   * The returned function gives the place back; calling it again does nothing.
   */
  acquire(client: string, deadline: number, signal?: AbortSignal): Promise<() => void> {
    // Every ask counts, refused ones too: a client asking all the time ranks behind.
    this.usage.set(client, { score: this.recentUse(client) + 1, at: Date.now() });
    if (this.usage.size > 10_000) this.forgetIdle();
    if (this.held(client) >= this.limits.perClient)
      return Promise.reject(new ShareRefusedError('busy'));
    if (this.runningTotal < this.limits.concurrency) {
      this.begin(client);
      return Promise.resolve(this.releaser(client));
    }
    if (this.waiting.length >= this.limits.queue && !this.makeRoomFor(client))
      return Promise.reject(new ShareRefusedError('busy'));
    return new Promise((resolve, reject) => {
      const leave = (error: ShareRefusedError) => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', aborted);
        const index = this.waiting.indexOf(waiter);
        if (index >= 0) this.waiting.splice(index, 1);
        reject(error);
      };
      const waiter: Waiter = {
        client,
        start: () => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', aborted);
          resolve(this.releaser(client));
        },
        refuse: leave,
      };
      const aborted = () => leave(new ShareRefusedError('timeout'));
      const timer = setTimeout(aborted, Math.max(0, deadline - Date.now()));
      signal?.addEventListener('abort', aborted, { once: true });
      this.waiting.push(waiter);
    });
  }

  /** Places running and waiting, for tests and the health of the queue. */
  get load(): { running: number; waiting: number } {
    return { running: this.runningTotal, waiting: this.waiting.length };
  }

  /** Pieces `client` has running and waiting. */
  private held(client: string): number {
    let count = this.running.get(client) ?? 0;
    for (const w of this.waiting) if (w.client === client) count += 1;
    return count;
  }

  /** Refuses the newest waiter of the client holding the most, if it holds 2 more than `client`. */
  private makeRoomFor(client: string): boolean {
    const mine = this.held(client);
    let greediest: string | null = null;
    let most = mine + 1;
    for (const w of this.waiting) {
      const held = this.held(w.client);
      if (held > most) [greediest, most] = [w.client, held];
    }
    if (greediest === null) return false;
    const newest = this.waiting.findLast((w) => w.client === greediest)!;
    newest.refuse(new ShareRefusedError('busy'));
    return true;
  }

  private begin(client: string) {
    this.running.set(client, (this.running.get(client) ?? 0) + 1);
    this.runningTotal += 1;
  }

  private recentUse(client: string): number {
    const used = this.usage.get(client);
    if (!used) return 0;
    return used.score * 0.5 ** ((Date.now() - used.at) / USAGE_HALF_LIFE_MS);
  }

  /** Keeps the usage table small: clients whose use has all but faded are forgotten. */
  private forgetIdle() {
    for (const client of this.usage.keys())
      if (this.recentUse(client) < 0.01 && !this.running.has(client)) this.usage.delete(client);
  }

  private releaser(client: string): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.running.get(client) ?? 1) - 1;
      if (left > 0) this.running.set(client, left);
      else this.running.delete(client);
      this.runningTotal -= 1;
      this.startNext();
    };
  }

  /**
   * The freed place goes to the waiter whose client runs the fewest, then asked the least
   * lately, then waited longest (the queue is in arrival order).
   */
  private startNext() {
    if (this.runningTotal >= this.limits.concurrency || this.waiting.length === 0) return;
    const rank = (w: Waiter) => [this.running.get(w.client) ?? 0, this.recentUse(w.client)];
    let next = 0;
    let best = rank(this.waiting[0]!);
    for (let i = 1; i < this.waiting.length; i++) {
      const r = rank(this.waiting[i]!);
      if (r[0]! < best[0]! || (r[0] === best[0] && r[1]! < best[1]!)) [next, best] = [i, r];
    }
    const [waiter] = this.waiting.splice(next, 1);
    this.begin(waiter!.client);
    waiter!.start();
  }
}
