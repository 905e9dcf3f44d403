import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { progressBar } from '../lib/progress';
import { createDemoAccounts } from './demo-accounts';
import { isDatabaseEmpty, seedDemoWorld } from './demo/seed';

export const DEMO_SEED = 20261121;
export const DEMO_HISTORY_DAYS = 260;

const today = () => new Date().toISOString().slice(0, 10);

/**
 * On an empty database: fills the demo world and creates the demo accounts. Returns what to
 * tell the operator (the accounts and how long seeding took), or null when nothing was done.
 */
export async function prepareFirstRun(db: Db, config: Config): Promise<string | null> {
  const lines: string[] = [];
  if (await isDatabaseEmpty(db)) {
    const started = performance.now();
    const report = await db.transaction((tx) =>
      seedDemoWorld(tx, {
        asOf: today(),
        seed: DEMO_SEED,
        days: DEMO_HISTORY_DAYS,
        onProgress: progressBar('Seeding demo data'),
      }),
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    lines.push(`Seeded the demo world: ${report.bonds} bonds, ${report.ticks} trading ticks in ${seconds} s.`);
  }
  const accounts = await createDemoAccounts(db, config.demoPassword);
  if (accounts.length > 0) {
    const table = accounts.map((a) => `  ${a.email.padEnd(24)} ${a.password.padEnd(14)} ${a.tier}`);
    const text = ['Demo accounts (email, password, tier):', ...table].join('\n');
    lines.push(text);
    fs.mkdirSync(config.dataDir, { recursive: true });
    const file = path.join(config.dataDir, 'demo-accounts.txt');
    fs.writeFileSync(file, `${text}\n`, { mode: 0o600 });
    lines.push(`(also saved to ${file})`);
  }
  return lines.length > 0 ? lines.join('\n') : null;
}
