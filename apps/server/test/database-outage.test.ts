import { setTimeout as sleep } from 'node:timers/promises';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { supportTickets } from '../src/db/schema/index';
import { databaseKind, type TestClient } from './support/test-app';
import {
  findPostgresBinaries,
  startThrowawayCluster,
  type ThrowawayCluster,
} from './support/throwaway-cluster';
import { fullAccessClient } from './support/user-fixtures';

/**
 * PostgreSQL stops and starts under writes (a cluster of the test's own, so the rest of the
 * suite keeps its server). The process must live through it, answer 503 with our code while
 * the database is away, come back by itself, and keep every write it acknowledged.
 */
const bin = findPostgresBinaries();

describe.runIf(databaseKind === 'postgres' && bin)('a PostgreSQL outage under writes', () => {
  let cluster: ThrowawayCluster;
  let app: App;
  let writer: TestClient;
  beforeAll(async () => {
    cluster = await startThrowawayCluster(bin!);
    const database = await openDatabase({ url: cluster.url });
    await runMigrations(database);
    app = await buildApp({ database, rateLimitPerMinute: 1_000_000 });
    writer = await fullAccessClient(app, 'writer@example.com');
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await cluster?.dispose();
  });

  it('answers 503 database_unavailable, recovers by itself and loses no acknowledged write', async () => {
    const acknowledged: number[] = [];
    const refused: { status: number; code: unknown }[] = [];
    let writing = true;
    let n = 0;
    // Several writers at once, so some transaction is in flight when the server goes away.
    const loop = async () => {
      while (writing) {
        const response = await writer.post('/api/profile/support/tickets/', {
          subject: `outage ${n++}`,
          body: 'written while PostgreSQL stops and starts',
        });
        if (response.statusCode === 201) acknowledged.push(response.json().id);
        else {
          refused.push({ status: response.statusCode, code: response.json().error?.code });
          await sleep(10);
        }
      }
    };
    const writers = [loop(), loop(), loop(), loop()];
    const until = async (done: () => boolean) => {
      for (let i = 0; i < 1000 && !done(); i++) await sleep(20);
      expect(done()).toBe(true);
    };

    await until(() => acknowledged.length >= 20);
    await cluster.stop('fast'); // ends every session: a transaction in flight is cut
    const beforeOutage = acknowledged.length;
    await until(() => refused.length >= 5);
    const health = await app.inject('/api/health');
    expect(health.statusCode).toBe(503);
    await cluster.start();
    await until(() => acknowledged.length >= beforeOutage + 20);
    writing = false;
    await Promise.all(writers);

    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused)
      expect(answer).toEqual({ status: 503, code: 'database_unavailable' });
    expect((await app.inject('/api/health')).statusCode).toBe(200);
    const stored = await app.db
      .select({ id: supportTickets.id })
      .from(supportTickets)
      .where(inArray(supportTickets.id, acknowledged));
    expect(stored).toHaveLength(acknowledged.length);
  }, 120_000);
});
