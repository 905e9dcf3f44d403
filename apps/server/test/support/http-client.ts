/**
 * A browser-like client over real HTTP (TestClient's twin for server processes and proxies):
 * keeps cookies, echoes the CSRF cookie on writes, and may speak as a given client address
 * (an X-Forwarded-For entry, believed only from a trusted proxy's side).
 */
import { CSRF_COOKIE, CSRF_HEADER } from '@bondsight/contracts';

export interface HttpAnswer {
  status: number;
  headers: Headers;
  body: string;
  json<T = unknown>(): T;
}

export class HttpClient {
  private readonly cookies = new Map<string, string>();
  constructor(
    public base: string,
    private readonly forwardedFor?: string,
  ) {}

  /** The same cookies (the same browser) against another address. */
  at(base: string): HttpClient {
    const twin = new HttpClient(base, this.forwardedFor);
    for (const [k, v] of this.cookies) twin.cookies.set(k, v);
    return twin;
  }

  async request(method: 'GET' | 'POST', path: string, body?: unknown): Promise<HttpAnswer> {
    if (method !== 'GET' && !this.cookies.has(CSRF_COOKIE)) await this.request('GET', '/api/me');
    const csrf = this.cookies.get(CSRF_COOKIE);
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(method !== 'GET' && csrf ? { [CSRF_HEADER]: csrf } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.forwardedFor ? { 'x-forwarded-for': this.forwardedFor } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some(
        (a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a),
      );
      if (value === '' || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body: text,
      json: <T>() => JSON.parse(text) as T,
    };
  }

  get = (path: string) => this.request('GET', path);
  post = (path: string, body?: unknown) => this.request('POST', path, body);
}
