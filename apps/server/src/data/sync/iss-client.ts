/**
 * A polite HTTP client for the MOEX ISS API: at most `requestsPerSecond` requests start per
 * second, a failed request (network error, timeout, 429 or 5xx) is retried a bounded number of
 * times with exponential backoff, and anything else that is not a JSON document is an IssError
 * naming the URL (the caller then writes nothing for that bond).
 */
export class IssError extends Error {
  override name = 'IssError';
}

export interface IssClientOptions {
  baseUrl: string;
  /** Requests started per second at most (default 4). */
  requestsPerSecond?: number;
  /** Retries after the first attempt (default 4). */
  retries?: number;
  /** First backoff delay, doubled on every retry (default 500 ms), capped at `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  timeoutMs?: number;
  /** Called before each retry (for the operator's log). */
  onRetry?: (url: string, attempt: number, reason: string) => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class IssClient {
  private nextSlot = 0;
  /** Requests sent, retries included (tests bound their loops with it). */
  requests = 0;

  constructor(private readonly options: IssClientOptions) {
    if (!/^https?:\/\//.test(options.baseUrl))
      throw new IssError(
        `the ISS base URL must start with http:// or https://, got "${options.baseUrl}"`,
      );
  }

  url(path: string, query: Record<string, string | number | undefined> = {}): string {
    const url = new URL(
      path,
      this.options.baseUrl.endsWith('/') ? this.options.baseUrl : `${this.options.baseUrl}/`,
    );
    url.searchParams.set('iss.meta', 'off');
    for (const [k, v] of Object.entries(query))
      if (v !== undefined) url.searchParams.set(k, String(v));
    return url.toString();
  }

  /** Waits for this request's slot so that starts are spaced by 1/rate seconds. */
  private async throttle(): Promise<void> {
    const interval = 1000 / Math.max(0.01, this.options.requestsPerSecond ?? 4);
    const now = Date.now();
    const slot = Math.max(now, this.nextSlot);
    this.nextSlot = slot + interval;
    if (slot > now) await sleep(slot - now);
  }

  async getJson(
    path: string,
    query: Record<string, string | number | undefined> = {},
  ): Promise<unknown> {
    const url = this.url(path, query);
    const retries = Math.max(0, this.options.retries ?? 4);
    const base = this.options.baseDelayMs ?? 500;
    for (let attempt = 0; ; attempt++) {
      let reason: string;
      try {
        await this.throttle();
        this.requests++;
        const response = await fetch(url, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000),
        });
        const body = await response.text();
        if (response.ok) return parseBody(url, body);
        if (response.status !== 429 && response.status < 500)
          throw new IssError(`${url} answered ${response.status} ${response.statusText}`);
        reason = `HTTP ${response.status}`;
      } catch (error) {
        if (error instanceof IssError) throw error;
        // fetch hides the network reason (ECONNREFUSED, ENOTFOUND...) in its cause.
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        reason = `${(error as Error).message}${cause ? ` (${cause.code ?? cause.message})` : ''}`;
      }
      if (attempt >= retries)
        throw new IssError(`${url} failed after ${attempt + 1} attempts: ${reason}`);
      this.options.onRetry?.(url, attempt + 1, reason);
      await sleep(Math.min(this.options.maxDelayMs ?? 8000, base * 2 ** attempt));
    }
  }
}

function parseBody(url: string, body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw new IssError(`${url} did not answer JSON (${JSON.stringify(body.slice(0, 60))}...)`);
  }
}
