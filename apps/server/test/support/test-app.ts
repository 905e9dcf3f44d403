import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { CSRF_COOKIE, CSRF_HEADER } from '@bondsight/contracts';
import { buildApp, type App, type AppOptions } from '../../src/app';
import { openDatabase, type Database } from '../../src/db/client';
import { POSTGRES_SEEDED_TEMPLATE, POSTGRES_TEMPLATE } from './migrated-template';

export type TestDatabaseKind = 'pglite' | 'postgres';
export const databaseKind = (process.env.TEST_DATABASE ?? 'pglite') as TestDatabaseKind;
const postgresUrl = databaseKind === 'postgres' ? inject('postgresUrl') : '';
/** The PGlite data directories (support/migrated-template.ts), each read once per worker. */
const pgliteTemplates = new Map<string, Blob>();
/** True when this project has no database to run on (no PostgreSQL binaries here). */
export const databaseMissing = databaseKind === 'postgres' && !postgresUrl;

/**
 * A migrated database of the project's kind, empty or with the test world seeded: in-memory
 * PGlite, or a fresh database created on the PostgreSQL server and dropped at close; both
 * copied from the project's templates (support/migrated-template.ts) rather than migrated and
 * generated again.
 */
export async function openTestDatabase(seeded = false): Promise<Database> {
  if (databaseKind === 'pglite') {
    const file = inject(seeded ? 'pgliteSeededTemplate' : 'pgliteTemplate');
    let template = pgliteTemplates.get(file);
    if (!template) {
      template = new Blob([fs.readFileSync(file)]);
      pgliteTemplates.set(file, template);
    }
    return openDatabase({ loadDataDir: template });
  }
  const { url, drop } = await createPostgresTestDatabase(seeded ? 'seeded' : 'migrated');
  const database = await openDatabase({ url });
  const close = database.close;
  database.close = async () => {
    await close();
    await drop();
  };
  return database;
}

/**
 * A fresh database on the project's PostgreSQL server, empty (never migrated) or copied from the
 * migrated or seeded template: its address, for a test that starts server processes on it,
 * and how to drop it.
 */
export async function createPostgresTestDatabase(
  from: 'empty' | 'migrated' | 'seeded',
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  const template = {
    empty: 'template0',
    migrated: POSTGRES_TEMPLATE,
    seeded: POSTGRES_SEEDED_TEMPLATE,
  };
  await admin.query(`create database ${name} template ${template[from]}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: postgresUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

type TestAppOptions = Pick<
  AppOptions,
  'rateLimitPerMinute' | 'openData' | 'production' | 'heavyWork'
>;

export async function createTestApp(options: TestAppOptions = {}): Promise<App> {
  const database = await openTestDatabase();
  return buildApp({ database, ...options });
}

/**
 * An app on a copy of the seeded test world (seed-world.ts: TEST_SEED as of TEST_AS_OF), as
 * if `seedTestWorld(app.database)` had run after `createTestApp`, without generating it again.
 */
export async function createSeededTestApp(options: TestAppOptions = {}): Promise<App> {
  const database = await openTestDatabase(true);
  return buildApp({ database, ...options });
}

/** A browser-like client: keeps cookies and echoes the CSRF cookie on writes. */
export class TestClient {
  private readonly cookies = new Map<string, string>();
  constructor(private readonly app: App) {}

  async request(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    if (method !== 'GET' && !this.cookies.has(CSRF_COOKIE)) await this.request('GET', '/api/me');
    const csrf = this.cookies.get(CSRF_COOKIE);
    const response = await this.app.inject({
      method,
      url,
      headers: {
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(method !== 'GET' && csrf ? { [CSRF_HEADER]: csrf } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    for (const cookie of response.cookies) {
      if (cookie.value === '' || (cookie.expires && cookie.expires.getTime() < Date.now()))
        this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get = (url: string, headers?: Record<string, string>) =>
    this.request('GET', url, undefined, headers);
  post = (url: string, body?: unknown, headers?: Record<string, string>) =>
    this.request('POST', url, body, headers);

  cookie(name: string) {
    return this.cookies.get(name);
  }
}
