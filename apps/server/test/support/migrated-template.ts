import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { seedTestWorld } from './seed-world';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated, empty PGlite data directory (api-pglite). */
    pgliteTemplate: string;
    /** The same with the test world seeded (seed-world.ts), for createSeededTestApp. */
    pgliteSeededTemplate: string;
  }
}

/** The template database a PostgreSQL test database is copied from (postgres-cluster.ts). */
export const POSTGRES_TEMPLATE = 'bondsight_test_template';
/** The same with the test world seeded: most API test files start from it. */
export const POSTGRES_SEEDED_TEMPLATE = 'bondsight_test_seeded';

/**
 * Migrating a fresh database takes PGlite seconds, and so does generating the test world; most
 * API test files need both: the api-pglite project does each once and every test file's
 * database starts from a copy (migrated, or migrated and seeded).
 */
export default async function setup(project: TestProject) {
  const database = await openDatabase({});
  await runMigrations(database);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bondsight-pglite-template-'));
  const save = async (name: string) => {
    const tarball = await database.dumpDataDir!();
    const file = path.join(dir, name);
    fs.writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
    return file;
  };
  project.provide('pgliteTemplate', await save('migrated.tar'));
  await seedTestWorld(database);
  project.provide('pgliteSeededTemplate', await save('seeded.tar'));
  await database.close();
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

  const seededAdmin = new pg.Client({ connectionString: serverUrl });
  await seededAdmin.connect();
  await seededAdmin.query(`drop database if exists ${POSTGRES_SEEDED_TEMPLATE}`);
  await seededAdmin.query(
    `create database ${POSTGRES_SEEDED_TEMPLATE} template ${POSTGRES_TEMPLATE}`,
  );
  await seededAdmin.end();
  url.pathname = `/${POSTGRES_SEEDED_TEMPLATE}`;
  const seeded = await openDatabase({ url: url.toString() });
  await seedTestWorld(seeded);
  await seeded.close();
}
