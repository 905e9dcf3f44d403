import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const CLUSTER_USER = 'postgres';

/** A PostgreSQL cluster of our own in a temp dir: started, stopped and restarted at will. */
export interface ThrowawayCluster {
  url: string;
  version: string;
  /** `fast` ends every session (a transaction in flight is cut); `immediate` is a crash. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  /** Stops it and removes its files. */
  dispose(): Promise<void>;
}

/** The newest PostgreSQL binaries of the machine, or null. */
export function findPostgresBinaries(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

/**
 * initdb refuses root, so as root the cluster runs as the `postgres` user. fsync is off: the
 * tests need a server, not durability across a machine crash (a `fast` or `immediate` stop of
 * the server alone keeps every committed write: the WAL is written, only not flushed to disk).
 */
export async function startThrowawayCluster(bin: string): Promise<ThrowawayCluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bondsight-pg-'));
  const dataDir = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    ensureUser(CLUSTER_USER);
    execFileSync('chown', ['-R', CLUSTER_USER, dir]);
    fs.chmodSync(dir, 0o755);
  }
  // Asynchronous: a test stops and starts the server while requests are in flight.
  const run = async (command: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ['runuser', ['-u', CLUSTER_USER, '--', command, ...args]]
      : [command, args];
    await promisify(execFile)(file, argv, { encoding: 'utf8' }).catch((error: unknown) => {
      const { stderr, stdout } = error as { stderr?: string; stdout?: string };
      throw new Error(`${command} failed: ${stderr || stdout || String(error)}`);
    });
  };
  const port = await freePort();
  await run(path.join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-locale',
  ]);
  const pgCtl = path.join(bin, 'pg_ctl');
  const start = () =>
    run(pgCtl, [
      '-D',
      dataDir,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      'start',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`,
    ]);
  const stop = (mode: 'fast' | 'immediate' = 'fast') =>
    run(pgCtl, ['-D', dataDir, '-m', mode, '-w', 'stop']);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    version: path.basename(path.dirname(bin)),
    stop,
    start,
    async dispose() {
      await stop('immediate').catch(() => undefined); // may be stopped already
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function ensureUser(name: string) {
  if (spawnSync('id', ['-u', name]).status === 0) return;
  execFileSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', name]);
}

/** A port nobody listens on now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}
