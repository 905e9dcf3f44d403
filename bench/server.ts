import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { calculatorBatchRows } from './calculator-batch';

/** Server start and request latency of the built server (`npm run build` first): Markdown rows. */
const repo = path.resolve(import.meta.dirname, '..');

export async function firstStart(): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bondsight-bench-'));
  const port = 3400 + Math.floor(Math.random() * 500);
  const started = performance.now();
  const server = spawn('node', ['apps/server/dist/server.js'], {
    cwd: repo,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
    // Own process group, so the whole tree is stopped however the server was started.
    detached: true,
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
      await calculatorBatchRows(`http://localhost:${port}`),
    ].join('\n');
  } finally {
    if (server.exitCode === null && server.signalCode === null && server.pid !== undefined) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      process.kill(-server.pid, 'SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
