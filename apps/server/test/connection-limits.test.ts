import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE, CSRF_HEADER } from '@bondsight/contracts';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { DEFAULT_CONNECTION_LIMITS } from '../src/lib/connection-limits';
import { databaseKind, databaseMissing, openTestDatabase } from './support/test-app';

/*
 * Issue 31 items 5 and 7: a client that trickles its request is cut off with 408, headers too
 * large answer 431 and a malformed request 400, each in our error shape; connections past the
 * cap are closed.
 */

type App = Awaited<ReturnType<typeof buildApp>>;

/** Writes `head` on a raw connection (then a byte of body every `trickleMs`, if given) and
 *  reads until the server closes it: the raw answer and how long it took. */
function rawExchange(port: number, head: string, trickleMs?: number) {
  return new Promise<{ answer: string; ms: number }>((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(head);
      if (trickleMs) timer = setInterval(() => socket.writable && socket.write('x'), trickleMs);
    });
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, ms: Date.now() - started });
    });
    setTimeout(() => reject(new Error(`no close in 10 s; so far: ${answer}`)), 10_000).unref();
  });
}

const statusOf = (answer: string) => Number(answer.split(' ')[1]);
const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

describe('HTTP_* connection limits', () => {
  it('are read from the environment, with defaults', () => {
    expect(loadConfig({}).connectionLimits).toEqual(DEFAULT_CONNECTION_LIMITS);
    expect(
      loadConfig({ HTTP_REQUEST_TIMEOUT_MS: '5000', HTTP_MAX_CONNECTIONS: '10' }).connectionLimits,
    ).toMatchObject({ requestTimeoutMs: 5000, maxConnections: 10 });
    expect(() => loadConfig({ HTTP_REQUEST_TIMEOUT_MS: '0' })).toThrow(/HTTP_REQUEST_TIMEOUT_MS/);
    expect(() => loadConfig({ HTTP_MAX_CONNECTIONS: 'many' })).toThrow(/HTTP_MAX_CONNECTIONS/);
  });
});

describe.skipIf(databaseMissing)(`connection limits on ${databaseKind}`, () => {
  let app: App;
  let port: number;
  const logged: string[] = [];
  beforeAll(async () => {
    app = await buildApp({
      database: await openTestDatabase(),
      logger: { level: 'info', stream: { write: (line: string) => logged.push(line) } },
      connectionLimits: {
        requestTimeoutMs: 1_000,
        headersTimeoutMs: 800,
        keepAliveTimeoutMs: 1_000,
        maxConnections: 3,
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => app.close());

  /** A real browser's write (the CSRF pair), so that the route waits for its 1 MB body. */
  async function uploadHead() {
    const me = await app.inject({ method: 'GET', url: '/api/me' });
    const csrf = me.cookies.find((c) => c.name === CSRF_COOKIE)!.value;
    return (
      'POST /api/auth/sign-in HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\n' +
      `Cookie: ${CSRF_COOKIE}=${csrf}\r\n${CSRF_HEADER}: ${csrf}\r\n` +
      'Content-Length: 1000000\r\n\r\n{'
    );
  }

  it('cuts off a body trickled a byte at a time with 408 in our shape', async () => {
    const { answer, ms } = await rawExchange(port, await uploadHead(), 100);
    expect(statusOf(answer)).toBe(408);
    expect(bodyOf(answer)).toEqual({
      error: { code: 'request_timeout', message: 'request_timeout' },
    });
    // The deadline (1 s) checked every quarter of the headers' (200 ms): closed well before 10 s.
    expect(ms).toBeLessThan(5_000);
  });

  it('answers headers too large with 431 and a malformed target with 400, in our shape', async () => {
    const large = await rawExchange(
      port,
      `GET /api/health HTTP/1.1\r\nHost: test\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(statusOf(large.answer)).toBe(431);
    expect(bodyOf(large.answer).error.code).toBe('headers_too_large');
    const spaced = await rawExchange(port, 'GET /api/he alth HTTP/1.1\r\nHost: test\r\n\r\n');
    expect(statusOf(spaced.answer)).toBe(400);
    expect(bodyOf(spaced.answer).error).toEqual({
      code: 'validation_failed',
      message: 'malformed_request',
    });
  });

  it('closes the connections past the cap at once, and serves again once they go', async () => {
    const open = await Promise.all(
      [1, 2, 3].map(
        () =>
          new Promise<net.Socket>((resolve) => {
            const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
            socket.on('error', () => undefined);
          }),
      ),
    );
    // Give the server the three before the fourth comes.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const fourth = await rawExchange(port, 'GET /api/health HTTP/1.1\r\nHost: test\r\n\r\n');
    expect(fourth.answer).toBe('');
    for (const socket of open) socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const after = await rawExchange(
      port,
      'GET /api/health HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n',
    );
    expect(statusOf(after.answer)).toBe(200);
  });

  it('logs an upload the client dropped as a client abort, not a database outage', async () => {
    logged.length = 0;
    const head = await uploadHead();
    await Promise.all(
      [1, 2, 3].map(
        () =>
          new Promise<void>((resolve) => {
            const socket = net.connect(port, '127.0.0.1', () => {
              socket.write(head);
              setTimeout(() => socket.destroy(), 100);
            });
            socket.on('error', () => undefined);
            socket.on('close', () => resolve());
          }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const lines = logged.join('');
    expect(lines.match(/client aborted its request/g)).toHaveLength(3);
    expect(lines).not.toContain('database unavailable');
  });
});
