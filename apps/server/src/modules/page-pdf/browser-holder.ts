import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumExecutable } from '../../lib/chromium';

/** No Chromium to print with: the caller answers 503 page_pdf_unavailable. */
export class BrowserUnavailableError extends Error {}

/**
 * One Chromium for the whole server, shared by the prints running at once. Warm (the default
 * of a served app, PAGE_PDF_BROWSER=warm): started in the background as the server starts
 * (`warm()`) and kept, so a print never waits for a browser to start. Lazy (`idleMs` given):
 * started on the first print and closed after `idleMs` without one, so an idle server keeps
 * no browser's memory. A crashed browser is forgotten and started anew.
 */
export class BrowserHolder {
  private browser: Promise<Browser> | null = null;
  private users = 0;
  private idleTimer: NodeJS.Timeout | null = null;
  private closed = false;

  /** `idleMs`: close the browser after this long without a print; null keeps it. */
  constructor(private readonly idleMs: number | null = 60_000) {}

  /**
   * Starts the browser now, in the background, for the first print not to wait for it. A
   * failure is only told (the print then answers 503, or tries again).
   */
  warm(onError: (error: unknown) => void = () => undefined): void {
    if (this.closed) return;
    this.launch().then(() => {
      if (this.users === 0) this.startIdleTimer();
    }, onError);
  }

  /** Whether a browser is started or starting (for tests and the bench). */
  get started(): boolean {
    return this.browser !== null;
  }

  /** Runs `work` with the shared browser; the idle clock starts when the last user leaves. */
  async use<T>(work: (browser: Browser) => Promise<T>): Promise<T> {
    if (this.closed) throw new BrowserUnavailableError('closed');
    this.users += 1;
    this.stopIdleTimer();
    try {
      return await work(await this.launch());
    } finally {
      this.users -= 1;
      if (this.users === 0) this.startIdleTimer();
    }
  }

  /** On app close: no new prints, the browser goes. */
  async close(): Promise<void> {
    this.closed = true;
    this.stopIdleTimer();
    await this.shutdown();
  }

  private launch(): Promise<Browser> {
    if (this.browser) return this.browser;
    const executablePath = chromiumExecutable();
    if (!executablePath) return Promise.reject(new BrowserUnavailableError('no chromium'));
    const pending: Promise<Browser> = chromium
      .launch({ executablePath, args: CHROMIUM_ARGS, headless: true })
      .then(
        (browser) => {
          // A crash: the next print starts a new browser.
          browser.on('disconnected', () => {
            if (this.browser === pending) this.browser = null;
          });
          return browser;
        },
        (error: unknown) => {
          if (this.browser === pending) this.browser = null;
          throw new BrowserUnavailableError(String(error));
        },
      );
    this.browser = pending;
    return pending;
  }

  private async shutdown(): Promise<void> {
    const browser = this.browser;
    this.browser = null;
    if (!browser) return;
    await browser.then((b) => b.close()).catch(() => undefined);
  }

  private startIdleTimer() {
    this.stopIdleTimer();
    if (this.idleMs === null) return;
    this.idleTimer = setTimeout(() => void this.shutdown(), this.idleMs);
    // An idle timer must not keep the process (or a test run) alive.
    this.idleTimer.unref();
  }

  private stopIdleTimer() {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }
}
