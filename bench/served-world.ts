import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  findPostgresBinaries,
  startThrowawayCluster,
  type ThrowawayCluster,
} from '../apps/server/test/support/throwaway-cluster';

/**
 * A built server (`npm run build` first) on a demo world of a chosen size, on embedded PGlite
 * or on a throwaway PostgreSQL cluster, with one full-access account to sign in with.
 */
const repo = path.resolve(import.meta.dirname, '..');
/** The n-th account's address: the first is the one every section signs in with. */
const emailOf = (n: number) => (n === 0 ? 'bench@bench.invalid' : `bench-${n}@bench.invalid`);
const PASSWORD = 'bench-password-123';

export interface ServedWorld {
  origin: string;
  /** PostgreSQL: the cluster's address (another instance may serve the same world). */
  databaseUrl: string | null;
  /** The settings the server runs with (another instance takes the same). */
  env: Record<string, string | undefined>;
  /** Headers of a signed-in level-1077 browser (account `n`): session cookie and CSRF token. */
  fullAccess(n?: number): Promise<Record<string, string>>;
  /** The server's process group (the server and its Chromium), for memory readings. */
  processGroup: number;
  stop(): Promise<void>;
}

export async function serveWorld(
  database: 'pglite' | 'postgres',
  size: { bonds: number; years: number },
  /** Full-access accounts to create (each its own client to the server's fair shares). */
  accounts = 1,
): Promise<ServedWorld> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bondsight-bench-'));
  let cluster: ThrowawayCluster | null = null;
  if (database === 'postgres') {
    const bin = findPostgresBinaries();
    if (!bin) throw new Error('no PostgreSQL binaries under /usr/lib/postgresql');
    cluster = await startThrowawayCluster(bin);
  }
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    ...(cluster ? { DATABASE_URL: cluster.url } : {}),
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000000',
  };
  const run = (script: string, args: string[]) => {
    // The generator's progress goes to the terminal: a 10-year world takes a while.
    const result = spawnSync('node', [script, ...args], {
      cwd: repo,
      env,
      stdio: ['ignore', 2, 2],
    });
    if (result.status !== 0) throw new Error(`${script} ${args.join(' ')} failed`);
  };
  run('apps/server/dist/data/cli.js', [
    'generate',
    '--bonds',
    String(size.bonds),
    '--years',
    String(size.years),
  ]);
  for (let n = 0; n < accounts; n++)
    run('apps/server/dist/cli/user.js', ['create', emailOf(n), '--password', PASSWORD, '--full']);

  // BENCH_PORT: a port of one's own on a machine shared with other work.
  const port = Number(process.env.BENCH_PORT) || 3900 + Math.floor(Math.random() * 500);
  const origin = `http://127.0.0.1:${port}`;
  // BENCH_NODE_ARGS: e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the server.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const server: ChildProcess = spawn('node', [...nodeArgs, 'apps/server/dist/server.js'], {
    cwd: repo,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
    detached: true, // its own process group: stopped whole
  });
  const started = performance.now();
  while (
    !(await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (performance.now() - started > 120_000) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    origin,
    databaseUrl: cluster?.url ?? null,
    env,
    processGroup: server.pid!,
    async fullAccess(n = 0) {
      const me = await fetch(`${origin}/api/me`);
      const csrf = /bs_csrf=([^;]+)/.exec(me.headers.getSetCookie().join('; '))?.[1] ?? '';
      const signIn = await fetch(`${origin}/api/auth/sign-in`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: `bs_csrf=${csrf}`,
          'x-csrf-token': csrf,
        },
        body: JSON.stringify({ email: emailOf(n), password: PASSWORD }),
      });
      if (!signIn.ok) throw new Error(`sign-in: ${signIn.status}`);
      const cookies = signIn.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');
      const newCsrf = cookies.find((c) => c.startsWith('bs_csrf='))?.slice(8) ?? csrf;
      const jar = new Map([['bs_csrf', newCsrf]]);
      for (const c of cookies) jar.set(c.split('=')[0]!, c.slice(c.indexOf('=') + 1));
      return {
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-csrf-token': newCsrf,
      };
    },
    async stop() {
      if (server.exitCode === null && server.pid !== undefined) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        process.kill(-server.pid, 'SIGTERM');
        await exited;
      }
      await cluster?.dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
