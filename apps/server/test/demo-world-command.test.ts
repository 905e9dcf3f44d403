import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../src/db/client';
import generate from '../src/data/demo-world/command';
import { parseGenerateArgs } from '../src/data/demo-world/options';
import { databaseKind, databaseMissing, openTestDatabase } from './support/test-app';

describe('generate options', () => {
  it('reads sizes, seed and date, and refuses nonsense', () => {
    expect(
      parseGenerateArgs([
        '--bonds',
        '500000',
        '--years',
        '10',
        '--seed',
        '7',
        '--as-of',
        '2026-11-20',
      ]),
    ).toEqual({
      bonds: 500_000,
      years: 10,
      seed: 7,
      asOf: '2026-11-20',
    });
    expect(parseGenerateArgs([])).toMatchObject({ bonds: 2000, years: 3 });
    expect(() => parseGenerateArgs(['--bonds', '1.5'])).toThrow(/--bonds/);
    expect(() => parseGenerateArgs(['--as-of', '20-11-2026'])).toThrow(/--as-of/);
    expect(() => parseGenerateArgs(['--colour', 'red'])).toThrow(/unknown option/);
  });
});

describe.skipIf(databaseMissing)(`npm run data -- generate on ${databaseKind}`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await database?.close();
  });

  it('builds a world of the asked size once, and refuses a database that has one', async () => {
    const args = ['--bonds', '20', '--years', '1', '--as-of', '2026-11-20'];
    expect(await generate({ database, args })).toBe(0);
    expect(console.log).toHaveBeenCalledWith(
      expect.stringMatching(
        /^Done in [\d.]+ s: \d+ issuers, 20 bonds, \d+ ticks; peak memory \d+ MB\.$/,
      ),
    );
    expect(await generate({ database, args })).toBe(1);
    expect(await generate({ database, args: ['--bonds'] })).toBe(2);
  });
});
