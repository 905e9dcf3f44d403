/**
 * nginx from Debian in front of test servers, configured by the repository's own
 * deploy/nginx/bondsight.conf with only its ports changed: the proxy the README tells
 * operators to run is the one the tests go through.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './throwaway-cluster';

const CONFIG = fileURLToPath(new URL('../../../../deploy/nginx/bondsight.conf', import.meta.url));

/** The nginx binary of the machine, or null (`.ci/run` installs Debian's nginx). */
export function findNginx(): string | null {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx'])
    if (fs.existsSync(candidate)) return candidate;
  return null;
}

/** The repository's configuration with this listen port and these upstream ports. */
export function renderConfig(listenPort: number, upstreamPorts: readonly number[]): string {
  const text = fs.readFileSync(CONFIG, 'utf8');
  const servers = [...text.matchAll(/^\s*server 127\.0\.0\.1:\d+[^\n]*\n/gm)];
  if (servers.length !== upstreamPorts.length)
    throw new Error(
      `${CONFIG} names ${servers.length} upstream servers, not ${upstreamPorts.length}`,
    );
  let n = 0;
  return (
    text
      .replace(
        /^(\s*server 127\.0\.0\.1:)\d+/gm,
        (_, head: string) => `${head}${upstreamPorts[n++]}`,
      )
      .replace(/^(\s*listen )\d+;/m, `$1127.0.0.1:${listenPort};`)
      // For the test alone: which instance answered (a site need not tell its visitors).
      .replace(/^(\s*proxy_pass .*\n)/m, `$1        add_header X-Upstream $upstream_addr always;\n`)
  );
}

export interface Nginx {
  url: string;
  stop(): Promise<void>;
}

export async function startNginx(binary: string, upstreamPorts: readonly number[]): Promise<Nginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bondsight-nginx-'));
  // As root nginx's workers run as nobody: they must reach the temp paths.
  fs.chmodSync(dir, 0o755);
  const port = await freePort();
  fs.writeFileSync(path.join(dir, 'bondsight.conf'), renderConfig(port, upstreamPorts));
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 512; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${dir}/${kind};`,
      ),
      `  include ${dir}/bondsight.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  const check = spawnSync(
    binary,
    ['-t', '-p', dir, '-e', `${dir}/error.log`, '-c', `${dir}/nginx.conf`],
    {
      encoding: 'utf8',
    },
  );
  if (check.status !== 0) throw new Error(`nginx -t refused the configuration:\n${check.stderr}`);
  const child: ChildProcess = spawn(
    binary,
    ['-p', dir, '-e', `${dir}/error.log`, '-c', `${dir}/nginx.conf`],
    { stdio: 'ignore' },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while (
    !(await fetch(`${url}/api/health`).then(
      () => true,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`nginx did not start: ${fs.readFileSync(`${dir}/error.log`, 'utf8')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    async stop() {
      child.kill('SIGQUIT');
      await new Promise((resolve) => {
        if (child.exitCode !== null) resolve(null);
        else child.once('exit', resolve);
      });
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
