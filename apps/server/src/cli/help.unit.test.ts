import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every command's `--help` prints its usage and exits 0, without opening (so without creating
 * or migrating) a database: the first thing a newcomer types (issue 36).
 */
const src = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

function run(entry: string, args: string[]) {
  const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bondsight-help-')), 'data');
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(src, entry), ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    timeout: 60_000,
  });
  const opened = fs.existsSync(dataDir);
  fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
  return { status: result.status, out: result.stdout, err: result.stderr, opened };
}

describe('--help', { timeout: 120_000 }, () => {
  it.each([
    [['--help'], /Usage: npm run data -- <command>/],
    [['generate', '--help'], /Usage: npm run data -- generate/],
    [['import', '--help'], /npm run data -- import <source> <path>/],
    [['sync', '--help'], /Usage: npm run data -- sync moex/],
    [['sync', 'ust', '--help'], /Usage: npm run data -- sync ust/],
    [['sync', 'status', '--help'], /sync status/],
    [['doctor', '--help'], /doctor/],
    [['rebuild-derived', '-h'], /rebuild-derived/],
  ])('npm run data -- %j prints its usage, opening no database', (args, usage) => {
    const { status, out, err, opened } = run('data/cli.ts', args);
    expect(err).not.toMatch(/usage text read the database|Error/);
    expect(status).toBe(0);
    expect(out).toMatch(usage);
    expect(opened).toBe(false);
  });

  it('npm run user -- --help prints its usage; an unknown option says so, with it', () => {
    const help = run('cli/user.ts', ['--help']);
    expect(help.status).toBe(0);
    expect(help.out).toMatch(/npm run user -- create <email>/);
    expect(help.opened).toBe(false);
    const unknown = run('cli/user.ts', ['--colour']);
    expect(unknown.status).toBe(2);
    expect(unknown.err).toMatch(/Unknown option '--colour'/);
    expect(unknown.err).toMatch(/npm run user -- create <email>/);
    expect(unknown.err).not.toMatch(/at parseArgs|node:internal/);
  });
});
