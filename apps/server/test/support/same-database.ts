import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { CSRF_COOKIE, CSRF_HEADER } from '@bondsight/contracts';
import { buildApp, type App, type AppOptions } from '../../src/app';
import { openDatabase } from '../../src/db/client';
import { openTestDatabase } from './test-app';

/**
 * Several server instances on one PostgreSQL database (ADR 0027), in one test process: each
 * app has its own connection pool, listener and in-memory state, as separate processes would.
 */

/** The URL of the PostgreSQL database an app runs on (the postgres project only). */
export async function databaseUrlOf(app: App): Promise<string> {
  const { rows } = (await app.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const url = new URL(inject('postgresUrl'));
  url.pathname = `/${rows[0]!.name}`;
  return url.toString();
}

type InstanceOptions = Omit<AppOptions, 'database'>;

/**
 * `count` apps on one fresh test database; `close` closes the others first and the one that
 * owns the database (it drops it) last.
 */
export async function instancesOnOneDatabase(count: number, options: InstanceOptions = {}) {
  const first = await buildApp({ database: await openTestDatabase(), ...options });
  const url = await databaseUrlOf(first);
  const others: App[] = [];
  for (let i = 1; i < count; i++)
    others.push(await buildApp({ database: await openDatabase({ url }), ...options }));
  return {
    apps: [first, ...others],
    url,
    async close() {
      for (const app of others) await app.close();
      await first.close();
    },
  };
}

/**
 * A browser behind a proxy that sends each request to the next instance in turn: one cookie
 * jar, the CSRF cookie echoed on writes (the CSRF key and the sessions live in the database).
 */
export class RoundRobinClient {
  private readonly cookies = new Map<string, string>();
  private turn = 0;
  constructor(
    private readonly apps: readonly App[],
    private readonly headers: Record<string, string> = {},
  ) {}

  /** Which instance the next request goes to. */
  get next(): number {
    return this.turn % this.apps.length;
  }

  async request(method: 'GET' | 'POST', url: string, body?: unknown) {
    if (method !== 'GET' && !this.cookies.has(CSRF_COOKIE)) await this.request('GET', '/api/me');
    const app = this.apps[this.turn++ % this.apps.length]!;
    const csrf = this.cookies.get(CSRF_COOKIE);
    const response = await app.inject({
      method,
      url,
      headers: {
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(method !== 'GET' && csrf ? { [CSRF_HEADER]: csrf } : {}),
        ...this.headers,
      },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    for (const cookie of response.cookies)
      if (cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    return response;
  }

  get = (url: string) => this.request('GET', url);
  post = (url: string, body?: unknown) => this.request('POST', url, body);
}
