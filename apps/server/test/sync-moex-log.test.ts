/**
 * A scheduled MOEX run prints into the server log (in-process on PGlite, the child's output on
 * PostgreSQL): its totals and at most 20 notes, failures and progress lines each, then "… and
 * N more"; the run's record keeps every count. An operator's command prints everything.
 */
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { syncRuns } from '../src/db/schema/index';
import syncCommand from '../src/data/sync/command';
import { captureCommandOutput } from './support/command-output';
import { IssMarketFake } from './support/iss-market-fake';
import { buildMarket, SNAPSHOT_FILE } from './support/iss-market';
import { requireReference } from './support/reference';
import { databaseKind, databaseMissing, openTestDatabase } from './support/test-app';

const present = requireReference([SNAPSHOT_FILE], 'the MOEX whole-market snapshot');
const DAY = '2021-06-16';

describe.skipIf(databaseMissing || !present)(
  `the MOEX run's printed report on ${databaseKind}`,
  () => {
    let database: Database;
    let iss: IssMarketFake;
    const market = buildMarket(DAY, 70);
    const sync = async (trigger: string) => {
      const { lines, restore } = captureCommandOutput();
      try {
        const args = ['moex', '--universe', '--base-url', iss.url, '--rate', '1000'];
        const status = await syncCommand({
          database,
          args: [...args, '--till', DAY, '--days', '3', '--trigger', trigger],
        });
        return { status, lines: lines.flatMap((l) => String(l).split('\n')) };
      } finally {
        restore();
      }
    };
    const created = (lines: string[]) => lines.filter((l) => /^ {2}inserted \S+ \(/.test(l));

    beforeAll(async () => {
      database = await openTestDatabase();
      iss = new IssMarketFake(market.slice(0, 25), DAY);
      await iss.start();
    });
    afterAll(async () => {
      await iss?.stop();
      await database?.close();
    });

    it('the command prints a note for every new bond', { timeout: 120_000 }, async () => {
      const { status, lines } = await sync('command');
      expect(status).toBe(0);
      expect(created(lines)).toHaveLength(25);
      expect(lines.some((l) => l.startsWith('… and'))).toBe(false);
    });

    it(
      'a scheduled run prints 20 of them and how many more; its record counts them all',
      { timeout: 120_000 },
      async () => {
        iss.bonds = market;
        const { status, lines } = await sync('schedule');
        expect(status).toBe(0);
        expect(created(lines)).toHaveLength(20);
        // The notes are the 45 new bonds and a few more (the curve's days): 20 printed.
        const more = lines.find((l) => /^ {2}… and \d+ more$/.test(l));
        expect(Number(/\d+/.exec(more ?? '')?.[0])).toBeGreaterThanOrEqual(25);
        expect(lines.some((l) => l.startsWith('70 bonds listed'))).toBe(true);
        const [run] = await database.db.select().from(syncRuns).orderBy(desc(syncRuns.id)).limit(1);
        expect(run).toMatchObject({ trigger: 'schedule', status: 'ok' });
        expect(run!.counts?.bonds).toMatchObject({ read: 70, inserted: 45 });
      },
    );
  },
);
