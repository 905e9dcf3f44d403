import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumExecutable } from '../../lib/chromium';
import { processesMemoryBytes } from '../../lib/process-memory';
import { lowerPriority } from '../../lib/process-priority';

/** No Chromium to print with: the caller answers 503 page_pdf_unavailable. */
export class BrowserUnavailableError extends Error {}

/** One started browser and the prints using it. */
interface Generation {
  browser: Promise<Browser>;
  users: number;
  /** Past the memory ceiling: no new print takes it; it closes when its last print ends. */
  retired: boolean;
}

export interface BrowserHolderOptions {
  /** Close the browser after this long without a print; null keeps it (warm). */
  idleMs: number | null;
  /**
   * PAGE_PDF_MEMORY_MB: past this many bytes (the browser's processes together, measured
   * after each print) the browser is replaced by a fresh one. Null: no ceiling.
   */
  memoryCeilingBytes: number | null;
}

/**
 * One Chromium for the whole server, shared by the prints running at once. Warm (the default
 * of a served app, PAGE_PDF_BROWSER=warm): started in the background as the server starts
 * (`warm()`) and kept, so a print never waits for a browser to start. Lazy (`idleMs` given):
 * started on the first print and closed after `idleMs` without one, so an idle server keeps
 * no browser's memory. A crashed browser is forgotten and started anew; one grown past the
 * memory ceiling is retired (the next print starts a new one, the old one closes once its
 * prints are done), so a stream of prints cannot grow Chromium without bound.
 */
export class BrowserHolder {
  private current: Generation | null = null;
  private idleTimer: NodeJS.Timeout | null = null;
  private closed = false;
  private readonly idleMs: number | null;
  private readonly memoryCeilingBytes: number | null;
  /** Browsers retired for their memory (for tests and the bench). */
  restarts = 0;

  constructor(options: Partial<BrowserHolderOptions> = {}) {
    this.idleMs = options.idleMs === undefined ? 60_000 : options.idleMs;
    this.memoryCeilingBytes = options.memoryCeilingBytes ?? null;
  }

  /**
   * Starts the browser now, in the background, for the first print not to wait for it. A
   * failure is only told (the print then answers 503, or tries again).
   */
  warm(onError: (error: unknown) => void = () => undefined): void {
    if (this.closed) return;
    const generation = this.generation();
    generation.browser.then(() => {
      if (generation.users === 0) this.startIdleTimer();
    }, onError);
  }

  /** Whether a browser is started or starting (for tests and the bench). */
  get started(): boolean {
    return this.current !== null;
  }

  /** Runs `work` with the shared browser; the idle clock starts when the last user leaves. */
  async use<T>(work: (browser: Browser) => Promise<T>): Promise<T> {
    if (this.closed) throw new BrowserUnavailableError('closed');
    const generation = this.generation();
    generation.users += 1;
    this.stopIdleTimer();
    try {
      return await work(await generation.browser);
    } finally {
      generation.users -= 1;
      await this.afterPrint(generation);
    }
  }

  /** On app close: no new prints, the browser goes. */
  async close(): Promise<void> {
    this.closed = true;
    this.stopIdleTimer();
    const generation = this.current;
    this.current = null;
    if (generation) await shutdown(generation);
  }

  /** The memory of the current browser's processes in bytes (null: none, or not measurable). */
  async memoryBytes(): Promise<number | null> {
    const generation = this.current;
    if (!generation) return null;
    return browserMemory(await generation.browser.catch(() => null));
  }

  private async afterPrint(generation: Generation) {
    if (!generation.retired && generation === this.current && this.memoryCeilingBytes !== null) {
      const bytes = await browserMemory(await generation.browser.catch(() => null));
      if (bytes !== null && bytes > this.memoryCeilingBytes && !generation.retired) {
        generation.retired = true;
        this.restarts += 1;
        if (this.current === generation) this.current = null;
      }
    }
    if (generation.retired) {
      if (generation.users === 0) await shutdown(generation);
      return;
    }
    if (generation === this.current && generation.users === 0) this.startIdleTimer();
  }

  /** The browser prints go to: the current one, or a new one started now. */
  private generation(): Generation {
    if (this.current) return this.current;
    const executablePath = chromiumExecutable();
    const generation: Generation = {
      browser: executablePath
        ? chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true })
        : Promise.reject(new BrowserUnavailableError('no chromium')),
      users: 0,
      retired: false,
    };
    generation.browser = generation.browser.then(
      (browser) => {
        // A crash: the next print starts a new browser.
        browser.on('disconnected', () => {
          if (this.current === generation) this.current = null;
        });
        return browser;
      },
      (error: unknown) => {
        if (this.current === generation) this.current = null;
        throw error instanceof BrowserUnavailableError
          ? error
          : new BrowserUnavailableError(String(error));
      },
    );
    this.current = generation;
    return generation;
  }

  private startIdleTimer() {
    this.stopIdleTimer();
    if (this.idleMs === null) return;
    this.idleTimer = setTimeout(() => {
      const generation = this.current;
      if (!generation || generation.users > 0) return;
      this.current = null;
      void shutdown(generation);
    }, this.idleMs);
    // An idle timer must not keep the process (or a test run) alive.
    this.idleTimer.unref();
  }

  private stopIdleTimer() {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }
}

async function shutdown(generation: Generation): Promise<void> {
  await generation.browser.then((b) => b.close()).catch(() => undefined);
}

/** The ids of the browser's processes, as Chromium tells them (SystemInfo.getProcessInfo). */
async function browserProcesses(browser: Browser | null): Promise<number[] | null> {
  if (!browser?.isConnected()) return null;
  try {
    const session = await browser.newBrowserCDPSession();
    try {
      const { processInfo } = await session.send('SystemInfo.getProcessInfo');
      return processInfo.map((p) => p.id);
    } finally {
      await session.detach().catch(() => undefined);
    }
  } catch {
    return null;
  }
}

async function browserMemory(browser: Browser | null): Promise<number | null> {
  const pids = await browserProcesses(browser);
  return pids ? processesMemoryBytes(pids) : null;
}

/**
 * Puts the browser's processes below the server's CPU priority: on a small machine a page
 * being printed must not hold the cores the server answers on (issue 31 item 3). Called once
 * a print's page exists, so its renderer is among them.
 */
export async function yieldToServer(browser: Browser): Promise<void> {
  const pids = await browserProcesses(browser);
  if (pids) lowerPriority(pids);
}
