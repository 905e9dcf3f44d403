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

export class IssClient extends PoliteClient {
  constructor(options: IssClientOptions) {
    super(options, 'ISS');
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
