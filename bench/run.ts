import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * `npm run bench`: measures what the issues set targets for, on this machine, and prints a
 * Markdown block to paste into docs/benchmarks.md. Needs `npm run build` first.
 */
const repo = path.resolve(import.meta.dirname, '..');

async function firstStart(): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bondsight-bench-'));
  const port = 3400 + Math.floor(Math.random() * 500);
  const started = performance.now();
  const server = spawn('npx', ['tsx', 'apps/server/src/server.ts'], {
    cwd: repo,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      const ok = await fetch(`http://localhost:${port}/bonds/1/`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (performance.now() - started > 180_000)
        throw new Error('server did not answer within 180 s');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const firstPage = (performance.now() - started) / 1000;
    const t = performance.now();
    const runs = 200;
    for (let i = 0; i < runs; i++)
      await fetch(`http://localhost:${port}/api/bonds/1/`).then((r) => r.arrayBuffer());
    const perRequest = (performance.now() - t) / runs;
    return [
      `| start on an empty data dir (migrate, seed, listen) to first bond page | ${firstPage.toFixed(1)} s |`,
      `| GET /api/bonds/1/ sequential, mean of ${runs} | ${perRequest.toFixed(2)} ms |`,
    ].join('\n');
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const header = `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}; ${new Date().toISOString().slice(0, 10)}`;
console.log(`${header}\n\n| benchmark | result |\n|---|---|\n${await firstStart()}`);
