import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

const CLUSTER_USER = 'postgres';

/**
 * Global setup of the api-postgres project: uses DATABASE_URL when given, otherwise starts a
 * throwaway cluster from the machine's PostgreSQL binaries on a free port in a temp dir and
 * stops it afterwards. initdb refuses root, so as root the cluster runs as the `postgres` user.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    console.log(`api-postgres: using DATABASE_URL`);
    project.provide('postgresUrl', process.env.DATABASE_URL);
    return;
  }
  const bin = findBinaries();
  if (!bin) {
    console.warn(
      '\n' +
        '!'.repeat(78) +
        '\n' +
        '!! api-postgres: NO PostgreSQL binaries in /usr/lib/postgresql/*/bin and no DATABASE_URL.\n' +
        '!! The API suite runs on PGlite ONLY. Install postgresql (apt-get install postgresql)\n' +
        '!! or set DATABASE_URL to run it on a PostgreSQL server too.\n' +
        '!'.repeat(78) +
        '\n',
    );
    project.provide('postgresUrl', '');
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bondsight-pg-'));
  const dataDir = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    ensureUser(CLUSTER_USER);
    execFileSync('chown', ['-R', CLUSTER_USER, dir]);
    fs.chmodSync(dir, 0o755);
  }
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ['runuser', ['-u', CLUSTER_USER, '--', command, ...args]]
      : [command, args];
    const result = spawnSync(file, argv, { encoding: 'utf8' });
    if (result.status !== 0)
      throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  };
  const port = await freePort();
  run(path.join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-locale',
  ]);
  run(path.join(bin, 'pg_ctl'), [
    '-D',
    dataDir,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    'start',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
  ]);
  const version = path.basename(path.dirname(bin));
  console.log(`api-postgres: started a throwaway PostgreSQL ${version} cluster on port ${port}`);
  project.provide('postgresUrl', `postgres://postgres@127.0.0.1:${port}/postgres`);

  return () => {
    try {
      run(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', 'stop']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
}

function findBinaries(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

function ensureUser(name: string) {
  if (spawnSync('id', ['-u', name]).status === 0) return;
  execFileSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', name]);
}

function freePort(): Promise<number> {
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
