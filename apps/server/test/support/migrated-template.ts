import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated, empty PGlite data directory (api-pglite). */
    pgliteTemplate: string;
  }
}

/** The template database a PostgreSQL test database is copied from (postgres-cluster.ts). */
export const POSTGRES_TEMPLATE = 'bondsight_test_template';

/**
 * Migrating a fresh database takes PGlite seconds, and every API test file opens at least one:
 * the api-pglite project migrates once and each test file's database starts from a copy.
 */
export default async function setup(project: TestProject) {
  const database = await openDatabase({});
  await runMigrations(database);
  const tarball = await database.dumpDataDir!();
  await database.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bondsight-pglite-template-'));
  const file = path.join(dir, 'migrated.tar');
  fs.writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

/** The same for PostgreSQL: a migrated database that `create database ... template` copies. */
export async function createPostgresTemplate(serverUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${POSTGRES_TEMPLATE}`);
  await admin.query(`create database ${POSTGRES_TEMPLATE}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${POSTGRES_TEMPLATE}`;
  const database = await openDatabase({ url: url.toString() });
  await runMigrations(database);
  // A template must have no connections while it is copied.
  await database.close();
}
