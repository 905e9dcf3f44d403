/**
 * The MOEX ISS live sync against a local HTTP server (127.0.0.1, random port) serving recorded
 * ISS-shaped answers written for these tests: paging, a 503 then success, an exhausted retry
 * budget, a malformed answer. Every request loop is bounded (the client counts its requests).
 */
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findDataAsOf } from '../src/lib/data-as-of';
import type { Database } from '../src/db/client';
import { emissionCashFlows, emissions, tradingTicks } from '../src/db/schema/index';
import syncCommand from '../src/data/sync/command';
import { IssClient } from '../src/data/sync/iss-client';
import { syncMoex, type SyncOptions } from '../src/data/sync/moex-sync';
import { captureCommandOutput } from './support/command-output';
import { IssFake, ok, unavailable } from './support/iss-fake';
import { databaseKind, databaseMissing, openTestDatabase } from './support/test-app';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/iss/${name}`, import.meta.url), 'utf8');
const HISTORY = '/iss/history/engines/stock/markets/bonds/securities';
const BONDIZATION = '/iss/statistics/engines/stock/markets/bonds/bondization';

describe.skipIf(databaseMissing)(`MOEX ISS sync on ${databaseKind} (local fake ISS)`, () => {
  let database: Database;
  const iss = new IssFake();
  const options = (more: Partial<SyncOptions>): SyncOptions => ({
    baseUrl: iss.url,
    requestsPerSecond: 200,
    retries: 3,
    baseDelayMs: 5,
    ...more,
  });
  const count = async (table: string) =>
    Number(
      (
        (await database.db.execute(
          sql.raw(`select count(*)::int as n from ${table}`),
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]?.n,
    );

  beforeAll(async () => {
    database = await openTestDatabase();
    await iss.start();
  });
  afterAll(async () => {
    await iss.stop();
    await database?.close();
  });

  it('pulls bondization and every history page, one row a day from the main board', async () => {
    iss.set(`${BONDIZATION}/SU26999RMFS1.json`, 0, [ok(fixture('bondization-SU26999RMFS1.json'))]);
    iss.set(`${HISTORY}/SU26999RMFS1.json`, 0, [ok(fixture('history-SU26999RMFS1-page1.json'))]);
    iss.set(`${HISTORY}/SU26999RMFS1.json`, 3, [ok(fixture('history-SU26999RMFS1-page2.json'))]);
    const result = await syncMoex(
      database.db,
      options({ secids: ['SU26999RMFS1'], bondization: true }),
    );
    expect(result.failed).toEqual([]);
    expect(result.requests).toBe(3);
    expect(result.report).toMatchObject({ inserted: 5 + 4, updated: 0, rejected: [] });
    const [bond] = await database.db
      .select()
      .from(emissions)
      .where(eq(emissions.secid, 'SU26999RMFS1'));
    expect(bond).toMatchObject({
      couponRate: 8,
      issueDate: '2023-08-09',
      maturityDate: '2025-08-06',
    });
    const flows = await database.db
      .select()
      .from(emissionCashFlows)
      .where(eq(emissionCashFlows.emissionId, bond!.id));
    expect(flows.map((f) => f.recordDate).sort()[0]).toBe('2024-02-06');
    const ticks = await database.db.select().from(tradingTicks).orderBy(tradingTicks.date);
    expect(ticks.map((t) => [t.date, t.boardName, t.lastPrice])).toEqual([
      ['2024-03-04', 'TQOB', 98.5],
      ['2024-03-05', 'TQOB', 98.61],
      ['2024-03-06', 'TQOB', null],
      ['2024-03-07', 'TQOB', 98.7],
    ]);
    expect(ticks[0]).toMatchObject({
      ytmClose: 9.31,
      nkd: 5.7,
      exchangeDuration: 488,
      volume: 255600,
      agreementNumber: 412,
      source: 'moex-iss',
    });
    expect(ticks[0]?.ytmLast).toBeGreaterThan(9);
    expect(ticks[0]?.ytmLast).toBeLessThan(9.6);

    // Its data is as of its newest price: a sync's days move the as-of forward, never back.
    const syncAgain = async (asOf: string) => {
      await database.db
        .update(emissions)
        .set({ asOf: new Date(`${asOf}T00:00:00Z`) })
        .where(eq(emissions.id, bond!.id));
      iss.set(`${BONDIZATION}/SU26999RMFS1.json`, 0, [
        ok(fixture('bondization-SU26999RMFS1.json')),
      ]);
      iss.set(`${HISTORY}/SU26999RMFS1.json`, 0, [ok(fixture('history-SU26999RMFS1-page1.json'))]);
      iss.set(`${HISTORY}/SU26999RMFS1.json`, 3, [ok(fixture('history-SU26999RMFS1-page2.json'))]);
      await syncMoex(database.db, options({ secids: ['SU26999RMFS1'], bondization: true }));
      return findDataAsOf(database.db);
    };
    expect(await syncAgain('2024-03-01')).toBe('2024-03-07');
    expect(await syncAgain('2024-06-30')).toBe('2024-06-30');
  });

  it('retries a 503 with backoff, and a second sync changes nothing', async () => {
    iss.log = [];
    iss.set(`${HISTORY}/SU26999RMFS1.json`, 0, [
      unavailable,
      ok(fixture('history-SU26999RMFS1-page1.json')),
    ]);
    const retries: string[] = [];
    const result = await syncMoex(
      database.db,
      options({ secids: ['SU26999RMFS1'], onRetry: (_u, _a, reason) => retries.push(reason) }),
    );
    expect(retries).toEqual(['HTTP 503']);
    expect(iss.log).toHaveLength(3);
    expect(result.report).toMatchObject({ read: 4, inserted: 0, updated: 0, unchanged: 4 });
  });

  it('gives up after the bounded retries, and writes nothing for a malformed answer', async () => {
    iss.log = [];
    const before = { emissions: await count('emissions'), ticks: await count('trading_ticks') };
    iss.set(`${BONDIZATION}/SU26444RMFS4.json`, 0, [unavailable]);
    iss.set(`${HISTORY}/SU26444RMFS4.json`, 0, [unavailable]);
    iss.set(`${BONDIZATION}/SU26555RMFS5.json`, 0, [ok(fixture('bondization-SU26999RMFS1.json'))]);
    iss.set(`${HISTORY}/SU26555RMFS5.json`, 0, [ok('<html>502 Bad Gateway</html>')]);
    iss.set(`${BONDIZATION}/SU26666RMFS6.json`, 0, [ok(fixture('bondization-SU26999RMFS1.json'))]);
    iss.set(`${HISTORY}/SU26666RMFS6.json`, 0, [ok(fixture('history-short-row.json'))]);
    const result = await syncMoex(
      database.db,
      options({ secids: ['SU26444RMFS4', 'SU26555RMFS5', 'SU26666RMFS6'], bondization: true }),
    );
    expect(result.failed.map((f) => f.secid)).toEqual([
      'SU26444RMFS4',
      'SU26555RMFS5',
      'SU26666RMFS6',
    ]);
    expect(result.failed[0]?.error).toMatch(
      /SU26444RMFS4\.json.* failed after 4 attempts: HTTP 503/,
    );
    expect(result.failed[1]?.error).toMatch(/did not answer JSON/);
    expect(result.failed[2]?.error).toMatch(/block "history" row 1 does not have 27 values/);
    // 1 + 3 retries for the first bond; a malformed answer is not retried.
    expect(iss.log).toHaveLength(4 + 2 + 2);
    expect({ emissions: await count('emissions'), ticks: await count('trading_ticks') }).toEqual(
      before,
    );
  });

  it('the command: options, exit code 1 when a bond failed, 2 on bad usage', async () => {
    const { lines: out, restore } = captureCommandOutput();
    try {
      iss.set(`${HISTORY}/SU26999RMFS1.json`, 0, [ok(fixture('history-SU26999RMFS1-page1.json'))]);
      const args = ['moex', '--base-url', iss.url, '--rate', '100', '--retries', '1'];
      expect(
        await syncCommand({
          database,
          args: [...args, '--secids', 'SU26999RMFS1', '--from', '2024-03-01'],
        }),
      ).toBe(0);
      expect(out.join('\n')).toMatch(/sync moex: 4 rows read, 0 inserted, 0 updated, 4 unchanged/);
      expect(await syncCommand({ database, args: [...args, '--secids', 'SU26444RMFS4'] })).toBe(1);
      expect(out.join('\n')).toMatch(/FAILED SU26444RMFS4 \(nothing written\)/);
      expect(await syncCommand({ database, args: ['moex', '--from', '2024-02-30'] })).toBe(2);
      expect(await syncCommand({ database, args: ['bloomberg'] })).toBe(2);
    } finally {
      restore();
    }
  });

  it('spaces requests to the configured rate', async () => {
    iss.set('/iss/ping.json', 0, [ok('{}')]);
    const client = new IssClient({ baseUrl: iss.url, requestsPerSecond: 20 });
    const started = performance.now();
    for (let i = 0; i < 5; i++) await client.getJson('iss/ping.json');
    // 5 requests at 20 a second: the last starts at least 4 x 50 ms after the first.
    expect(performance.now() - started).toBeGreaterThanOrEqual(195);
    expect(client.requests).toBe(5);
  });
});
