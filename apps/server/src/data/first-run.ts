import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { progressBar } from '../lib/progress';
import { createDemoAccounts } from './demo-accounts';
import { generateWorld } from './demo-world/generate';
import { DEFAULT_SEED, FIRST_RUN_SIZE, today, type WorldSize } from './demo-world/options';

export const DEMO_SEED = DEFAULT_SEED;

export async function isDatabaseEmpty(db: Pick<Db, 'execute'>): Promise<boolean> {
  const result = (await db.execute(sql`select count(*)::int as n from emissions`)) as unknown as {
    rows: { n: number }[];
  };
  return Number(result.rows[0]?.n ?? 0) === 0;
}

/**
 * On an empty database: generates the demo world as of today (unless DEMO_WORLD=off: a
 * real-data instance starts empty) and creates the demo accounts, the instance's first users
 * (an administrator among them) on either kind.
 * Returns what to tell the operator (the accounts and how long seeding took), or null when
 * nothing was done.
 */
export async function prepareFirstRun(
  db: Db,
  config: Config,
  size: WorldSize = FIRST_RUN_SIZE,
): Promise<string | null> {
  const lines: string[] = [];
  if (!config.demoWorld) {
    if (await isDatabaseEmpty(db))
      lines.push(
        'DEMO_WORLD=off: the database starts empty. Fill it from the real sources: ' +
          'npm run data -- sync moex --universe, npm run data -- sync ust ' +
          '(README, "Run it on real data").',
      );
  } else if (await isDatabaseEmpty(db)) {
    const report = await generateWorld(db, {
      ...size,
      seed: DEMO_SEED,
      asOf: today(),
      onProgress: progressBar('Seeding demo data'),
    });
    lines.push(
      `Seeded the demo world: ${report.issuers} issuers, ${report.bonds} bonds, ${report.ticks} trading ticks ` +
        `(${size.years} year${size.years === 1 ? '' : 's'} of daily history) in ${report.seconds.toFixed(1)} s.`,
    );
  }
  const accounts = await createDemoAccounts(db, config.demoPassword);
  if (accounts.length > 0) {
    const table = accounts.map((a) => `  ${a.email.padEnd(24)} ${a.password.padEnd(14)} ${a.tier}`);
    const text = ['Demo accounts (email, password, tier):', ...table].join('\n');
    lines.push(text);
    fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
    const file = path.join(config.dataDir, 'demo-accounts.txt');
    fs.writeFileSync(file, `${text}\n`, { mode: 0o600 });
    lines.push(`(also saved to ${file})`);
  }
  return lines.length > 0 ? lines.join('\n') : null;
}
