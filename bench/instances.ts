import { spawn } from 'node:child_process';
import path from 'node:path';
import { findNginx, startNginx } from '../apps/server/test/support/nginx';
import { freePort } from '../apps/server/test/support/throwaway-cluster';
import { measure } from './page-load';
import { serveWorld } from './served-world';

/**
 * Issue 35 item 7: what one instance serves on this machine, what the proxy costs, and what a
 * second instance on the same machine adds. The 2,000-bond demo world on a throwaway
 * PostgreSQL; a visitor's bond page summary and the list's first page, and the hello route
 * (BENCH_HELLO_ROUTE=1), each for 10 s with 16 clients (autocannon): straight to one
 * instance, through nginx (deploy/nginx/bondsight.conf) to that one, then through nginx to two.
 */
/** page-load.ts's measure: PAGE_LOAD_CLIENTS (16) for PAGE_LOAD_SECONDS (10) a row. */
const SECONDS = Number(process.env.PAGE_LOAD_SECONDS ?? 10);
const ROUTES = ['/api/bench/hello/', '/api/bonds/1/', '/api/bonds/?sort=yield&limit=20'];
const repo = path.resolve(import.meta.dirname, '..');

async function startSecond(env: Record<string, string | undefined>) {
  const port = await freePort();
  const child = spawn('node', ['apps/server/dist/server.js'], {
    cwd: repo,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${port}`;
  const until = Date.now() + 60_000;
  while (
    !(await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > until) throw new Error('the second instance did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { port, stop: () => child.kill('SIGTERM') };
}

export async function instancesSection(): Promise<string> {
  const nginx = findNginx();
  if (!nginx) return 'instances: no nginx on this machine (apt-get install nginx)';
  process.env.BENCH_HELLO_ROUTE = '1';
  const world = await serveWorld('postgres', { bonds: 2000, years: 3 });
  const first = Number(new URL(world.origin).port);
  const second = await startSecond({ ...world.env, BENCH_HELLO_ROUTE: '1' });
  const oneBehind = await startNginx(nginx, [first, first]);
  const twoBehind = await startNginx(nginx, [first, second.port]);
  const setups = [
    ['one instance, straight', world.origin],
    ['one instance behind nginx', oneBehind.url],
    ['two instances behind nginx', twoBehind.url],
  ] as const;
  const rows: string[] = [];
  try {
    // Warm both instances' caches (the page answers by data version).
    for (const route of ROUTES) for (const [, origin] of setups) await fetch(`${origin}${route}`);
    for (const route of ROUTES) {
      for (const [name, origin] of setups) {
        const m = await measure(origin, route, {});
        rows.push(
          `| ${route} | ${name} | ${Math.round(m.perSecond).toLocaleString('en')} | ` +
            `${m.p50.toFixed(1)} | ${m.p975.toFixed(1)} | ${m.refused || '—'} |`,
        );
      }
    }
  } finally {
    await oneBehind.stop();
    await twoBehind.stop();
    second.stop();
    await world.stop();
  }
  return [
    `16 clients, ${SECONDS} s a row, PostgreSQL, the 2,000-bond world, a visitor`,
    '',
    '| route | setup | req/s | p50 ms | p97.5 ms | refused |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
