/** Too many prints at once and the queue is full: the caller answers 429 page_pdf_busy. */
export class PrintBusyError extends Error {}
/** The deadline passed while waiting for a slot: the caller answers 504 page_pdf_timeout. */
export class PrintTimeoutError extends Error {}

/**
 * At most `concurrency` prints run at once (each is a Chromium page: memory and CPU); up to
 * `queueSize` more wait their turn, first come first served, each until its own deadline.
 */
export class PrintSlots {
  private running = 0;
  private readonly waiting: { start: () => void }[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly queueSize: number,
  ) {}

  async run<T>(deadline: number, work: () => Promise<T>): Promise<T> {
    await this.acquire(deadline);
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  private acquire(deadline: number): Promise<void> {
    if (this.running < this.concurrency) {
      this.running += 1;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.queueSize) return Promise.reject(new PrintBusyError());
    return new Promise<void>((resolve, reject) => {
      const entry = {
        start: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      const timer = setTimeout(
        () => {
          const index = this.waiting.indexOf(entry);
          if (index >= 0) this.waiting.splice(index, 1);
          reject(new PrintTimeoutError());
        },
        Math.max(0, deadline - Date.now()),
      );
      this.waiting.push(entry);
    });
  }

  private release() {
    const next = this.waiting.shift();
    // The slot passes straight to the next waiter: `running` stays the same.
    if (next) next.start();
    else this.running -= 1;
  }
}
