import { PoliteClient, SourceError, type PoliteClientOptions, type Query } from './polite-client';

/**
 * The polite client (rate, retries with backoff, timeouts: polite-client.ts) for the MOEX ISS
 * API: every request asks for the answer without its metadata (`iss.meta=off`), and anything
 * that is not a JSON document is an IssError naming the URL (the caller then writes nothing
 * for that bond).
 */
export class IssError extends SourceError {
  override name = 'IssError';
}

export type IssClientOptions = PoliteClientOptions;

/**
 * ISS's default rate (`--rate`): one request at a time, at most 15 starts a second, halved for
 * the rest of the run at a 429 (polite-client.ts). ISS publishes no limit for anonymous
 * clients; this is what lets a first discovery of 3,000 bonds (~1,440 requests) end within two
 * minutes, and a daily run's ~67 requests take 5 s (ADR 0025, increment 7).
 */
export const ISS_REQUESTS_PER_SECOND = 15;

export class IssClient extends PoliteClient {
  constructor(options: IssClientOptions) {
    super(
      { ...options, requestsPerSecond: options.requestsPerSecond ?? ISS_REQUESTS_PER_SECOND },
      'ISS',
    );
  }

  protected override error(message: string): Error {
    return new IssError(message);
  }

  override url(path: string, query: Query = {}): string {
    return super.url(path, { 'iss.meta': 'off', ...query });
  }

  getJson(path: string, query: Query = {}): Promise<unknown> {
    return this.fetchJson(this.url(path, query));
  }
}
