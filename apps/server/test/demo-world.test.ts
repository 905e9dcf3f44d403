import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { isDatabaseEmpty, prepareFirstRun, TEST_SIZE } from '../src/data/index';
import { planBond } from '../src/data/demo-world/world/bond-plan';
import { createWorld } from '../src/data/demo-world/world/world';
import { databaseKind, databaseMissing, openTestDatabase } from './support/test-app';
import { TEST_AS_OF, seedTestWorld } from './support/seed-world';

/** A digest of a table's rows in key order: equal digests, equal tables. */
const TABLES: Record<string, string> = {
  emitents: 'id',
  emissions: 'id',
  emission_cash_flows: 'emission_id, num',
  trading_ticks: 'emission_id, trading_ground_id, date',
  participant_quotes: 'id',
  rating_actions: 'id',
  report_values: 'report_id, table_code, line_code, period_type, period_end',
  multiplier_values: 'emitent_id, code, period, period_end',
  comments: 'id',
  emitent_relations: 'id',
  index_values: 'index_id, date',
  equity_prices: 'equity_id, date',
  yield_curve_params: 'curve_id, date',
  yield_curve_points: 'curve_id, date, tenor_years',
  consensus_forecasts: 'id',
  documents: 'id',
};

async function digests(database: Database) {
  const out: Record<string, string> = {};
  for (const [table, order] of Object.entries(TABLES)) {
    const result = (await database.db.execute(
      sql.raw(`select md5(string_agg(t::text, '|' order by ${order})) as d from ${table} t`),
    )) as unknown as { rows: { d: string }[] };
    out[table] = result.rows[0]?.d ?? '';
  }
  return out;
}

describe.skipIf(databaseMissing)(`the demo world on ${databaseKind}`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(true);
  });
  afterAll(() => database?.close());

  it('is the same world for the same seed', async () => {
    const same = await openTestDatabase();
    try {
      await seedTestWorld(same);
      expect(await digests(same)).toEqual(await digests(database));
    } finally {
      await same.close();
    }
  });

  it('is another world for another seed', () => {
    const plan = (seed: number) => {
      const world = createWorld({ seed, asOf: TEST_AS_OF, ...TEST_SIZE });
      return world.issuers.map((i) => [
        i.names.eng,
        i.bondCount,
        ...Array.from({ length: i.bondCount }, (_, k) => planBond(world, i, k).stored),
      ]);
    };
    expect(plan(1)).toEqual(plan(1));
    expect(plan(2)).not.toEqual(plan(1));
  });

  it('seeds an empty database on first start, tells how long it took, and only once', async () => {
    const fresh = await openTestDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bondsight-first-run-'));
    try {
      const config = { ...loadConfig({ DATA_DIR: dataDir }), demoPassword: 'first-run-test' };
      const message = await prepareFirstRun(fresh.db, config, { bonds: 20, years: 1 });
      expect(message).toMatch(
        /Seeded the demo world: \d+ issuers, 20 bonds, \d+ trading ticks \(1 year of daily history\) in [\d.]+ s\./,
      );
      expect(message).toContain('Demo accounts');
      expect(await prepareFirstRun(fresh.db, config, { bonds: 20, years: 1 })).toBeNull();
    } finally {
      await fresh.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('leaves an empty database empty with DEMO_WORLD=off, the first accounts made all the same', async () => {
    const fresh = await openTestDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bondsight-real-run-'));
    try {
      const config = {
        ...loadConfig({ DATA_DIR: dataDir, DEMO_WORLD: 'off' }),
        demoPassword: 'first-run-test',
      };
      expect(config.demoWorld).toBe(false);
      const message = await prepareFirstRun(fresh.db, config, { bonds: 20, years: 1 });
      expect(message).toContain('DEMO_WORLD=off: the database starts empty');
      expect(message).toContain('sync moex --universe');
      expect(message).toContain('Demo accounts');
      expect(await isDatabaseEmpty(fresh.db)).toBe(true);
      expect(() => loadConfig({ DEMO_WORLD: 'no' })).toThrow(/DEMO_WORLD must be on or off/);
    } finally {
      await fresh.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
