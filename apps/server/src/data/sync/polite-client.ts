/**
 * A polite HTTP client for a public data source: at most `requestsPerSecond` requests start
 * per second, a failed request (network error, timeout, 429 or 5xx) is retried a bounded
 * number of times with exponential backoff (or later, when a 429 or 503 says when in its
 * Retry-After, up to a minute), and any other failure is a SourceError naming the
 * URL (the caller then writes nothing for what it was reading). The MOEX ISS client and the
 * US Treasury's sources share it.
 */
export class SourceError extends Error {
  override name = 'SourceError';
}

/** Requests a second a client starts at most unless told otherwise (the Treasury's sources). */
export const DEFAULT_REQUESTS_PER_SECOND = 4;
/** The slowest a 429 halves the rate to. */
const SLOWEST_RATE = 0.5;

export interface PoliteClientOptions {
  baseUrl: string;
  /**
   * Requests started per second at most (default DEFAULT_REQUESTS_PER_SECOND; one at a time:
   * a request starts only after the previous one was answered). Halved for the rest of the
   * client's life at each 429 (down to one every two seconds).
   */
  requestsPerSecond?: number;
  /** Retries after the first attempt (default 4). */
  retries?: number;
  /** First backoff delay, doubled on every retry (default 500 ms), capped at `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** The longest wait a Retry-After is obeyed for (default 60 s); a longer one waits this. */
  maxRetryAfterMs?: number;
  timeoutMs?: number;
  /** Called before each retry (for the operator's log). */
  onRetry?: (url: string, attempt: number, reason: string) => void;
}

export type Query = Record<string, string | number | undefined>;

export interface RequestInit {
  accept?: string;
  /** A form posted as application/x-www-form-urlencoded (FedInvest's price form). */
  form?: Record<string, string>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A Retry-After header's wait in ms (delta-seconds or an HTTP date), or null. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = /^\s*(\d+)\s*$/.exec(header);
  if (seconds) return Number(seconds[1]) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

export class PoliteClient {
  private nextSlot = 0;
  /** Requests sent, retries included (tests bound their loops with it). */
  requests = 0;
  /** The rate now: the configured one, halved at each 429 the source answered. */
  rate: number;

  constructor(
    protected readonly options: PoliteClientOptions,
    /** The source's name in messages ("ISS", "TreasuryDirect"...). */
    protected readonly sourceName = 'source',
  ) {
    this.rate = Math.max(0.01, options.requestsPerSecond ?? DEFAULT_REQUESTS_PER_SECOND);
    if (!/^https?:\/\//.test(options.baseUrl))
      throw this.error(
        `the ${sourceName} base URL must start with http:// or https://, got "${options.baseUrl}"`,
      );
  }

  /** The error this client throws (a subclass keeps its callers' `instanceof` checks). */
  protected error(message: string): Error {
    return new SourceError(message);
  }

  url(path: string, query: Query = {}): string {
    const url = new URL(
      path,
      this.options.baseUrl.endsWith('/') ? this.options.baseUrl : `${this.options.baseUrl}/`,
    );
    for (const [k, v] of Object.entries(query))
      if (v !== undefined) url.searchParams.set(k, String(v));
    return url.toString();
  }

  /** Waits for this request's slot so that starts are spaced by 1/rate seconds. */
  private async throttle(): Promise<void> {
    const interval = 1000 / this.rate;
    const now = Date.now();
    const slot = Math.max(now, this.nextSlot);
    this.nextSlot = slot + interval;
    if (slot > now) await sleep(slot - now);
  }

  /** The body of a successful answer to GET `url` (or POST of `init.form`), with retries. */
  async fetchText(url: string, init: RequestInit = {}): Promise<string> {
    const retries = Math.max(0, this.options.retries ?? 4);
    const base = this.options.baseDelayMs ?? 500;
    for (let attempt = 0; ; attempt++) {
      let reason: string;
      let asked: number | null = null;
      try {
        await this.throttle();
        this.requests++;
        const response = await fetch(url, {
          headers: {
            accept: init.accept ?? 'application/json',
            ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          },
          ...(init.form ? { method: 'POST', body: new URLSearchParams(init.form).toString() } : {}),
          signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000),
        });
        const body = await response.text();
        if (response.ok) return body;
        if (response.status !== 429 && response.status < 500)
          throw new SourceError(`${url} answered ${response.status} ${response.statusText}`);
        reason = `HTTP ${response.status}`;
        asked = retryAfterMs(response.headers.get('retry-after'));
        // Too many requests: the source's limit is below our rate, so the rest of the run
        // asks at half of it (whatever it waits before this retry).
        if (response.status === 429 && this.rate > SLOWEST_RATE) {
          this.rate = Math.max(SLOWEST_RATE, this.rate / 2);
          reason += `, now ${+this.rate.toFixed(2)} requests a second`;
        }
      } catch (error) {
        if (error instanceof SourceError) throw this.error(error.message);
        // fetch hides the network reason (ECONNREFUSED, ENOTFOUND...) in its cause.
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        reason = `${(error as Error).message}${cause ? ` (${cause.code ?? cause.message})` : ''}`;
      }
      if (attempt >= retries)
        throw this.error(`${url} failed after ${attempt + 1} attempts: ${reason}`);
      this.options.onRetry?.(url, attempt + 1, reason);
      const backoff = Math.min(this.options.maxDelayMs ?? 8000, base * 2 ** attempt);
      // The source's own word on when to come back wins over our guess (bounded).
      const wait =
        asked === null
          ? backoff
          : Math.max(backoff, Math.min(asked, this.options.maxRetryAfterMs ?? 60_000));
      await sleep(wait);
    }
  }

  /** A JSON document, or an error naming the URL when the answer is not JSON. */
  async fetchJson(url: string, init: RequestInit = {}): Promise<unknown> {
    const body = await this.fetchText(url, init);
    try {
      return JSON.parse(body) as unknown;
    } catch {
      throw this.error(`${url} did not answer JSON (${JSON.stringify(body.slice(0, 60))}...)`);
    }
  }
}
