/**
 * A Bondsight server as its own process (`src/server.ts` through tsx, as `npm start` runs the
 * bundle): for tests of what only separate processes show, such as several instances over one
 * PostgreSQL, or an instance killed mid-run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './throwaway-cluster';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  port: number;
  url: string;
  child: ChildProcess;
  /** What it printed (stdout and stderr), for a failing test's message. */
  output: string[];
  /** The pids of its own child processes (a sync the scheduler started, say). */
  childPids(): number[];
  /** SIGKILL: the process dies as in a crash, nothing closed politely (its children live on). */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/** Starts a server with these settings (on top of a quiet test default) and waits until it answers. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  // Its own data directory: a first run's account list is written there, never in the repository.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bondsight-instance-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      PAGE_PDF_BROWSER: 'lazy',
      DATA_DOCTOR: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  for (const stream of [child.stdout, child.stderr])
    stream?.setEncoding('utf8').on('data', (text: string) => output.push(text));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with ${child.exitCode}:\n${output.join('')}`);
    const ready = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer within 120 s:\n${output.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const childPids = () => {
    try {
      // Linux: the children the kernel lists for the process's main thread.
      return readChildren(child.pid!);
    } catch {
      return [];
    }
  };
  const kill = async () => {
    child.kill('SIGKILL');
    await exited(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  return {
    port,
    url,
    child,
    output,
    childPids,
    kill,
    async stop() {
      child.kill('SIGTERM');
      await Promise.race([exited(child), new Promise((r) => setTimeout(r, 5_000))]);
      await kill();
    },
  };
}

function readChildren(pid: number): number[] {
  return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .split(' ')
    .filter(Boolean)
    .map(Number);
}
