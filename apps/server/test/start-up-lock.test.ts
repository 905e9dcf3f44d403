/**
 * Instances started together on one new PostgreSQL database migrate one after the other under
 * the start-up lock (ADR 0027): both start, the schema is applied once.
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { databaseKind } from './support/test-app';

describe.skipIf(databaseKind !== 'postgres')(
  'start-up of several instances on one PostgreSQL (PGlite has one instance only)',
  () => {
    it(
      'two instances migrating an empty database at once both start',
      { timeout: 120_000 },
      async () => {
        const name = `start_${crypto.randomBytes(6).toString('hex')}`;
        const admin = new pg.Client({ connectionString: inject('postgresUrl') });
        await admin.connect();
        await admin.query(`create database ${name}`);
        const url = new URL(inject('postgresUrl'));
        url.pathname = `/${name}`;
        const databases = [
          await openDatabase({ url: url.toString() }),
          await openDatabase({ url: url.toString() }),
        ];
        try {
          const outcomes = await Promise.allSettled(databases.map((d) => runMigrations(d)));
          expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled']);
          // drizzle's own journal of applied migrations: each once.
          const applied = (await databases[0]!.db.execute(
            sql`select count(*)::int as n, count(distinct hash)::int as d
              from drizzle.__drizzle_migrations`,
          )) as unknown as { rows: { n: number; d: number }[] };
          expect(applied.rows[0]!.n).toBe(applied.rows[0]!.d);
          expect(applied.rows[0]!.n).toBeGreaterThan(30);
        } finally {
          for (const d of databases) await d.close();
          await admin.query(`drop database if exists ${name} with (force)`);
          await admin.end();
        }
      },
    );
  },
);
