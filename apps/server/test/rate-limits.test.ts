import { describe, expect, it } from 'vitest';
import { buildApp, type AppOptions } from '../src/app';
import { loadConfig, type TrustProxy } from '../src/config';
import { SIGN_IN_LIMITS } from '../src/modules/auth/sign-in-throttles';
import { databaseKind, databaseMissing, openTestDatabase, TestClient } from './support/test-app';

/** Issue 10 item 6: limits that work behind a proxy. */

async function withApp(options: Partial<AppOptions>, run: (app: App) => Promise<void>) {
  const app = await buildApp({ database: await openTestDatabase(), ...options });
  try {
    await run(app);
  } finally {
    await app.close();
  }
}
type App = Awaited<ReturnType<typeof buildApp>>;

const badSignIn = (client: TestClient, email: string, from: string) =>
  client.post(
    '/api/auth/sign-in',
    { email, password: 'wrong password' },
    { 'x-forwarded-for': from },
  );

describe('TRUST_PROXY and RATE_LIMIT_PER_MINUTE', () => {
  it('are read from the environment', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({}).rateLimitPerMinute).toBe(1200);
    // `true` alone would take the client's own words for its address (issue 31): refused.
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY_HOPS/);
    expect(() => loadConfig({ TRUST_PROXY: 'true', TRUST_PROXY_HOPS: '0' })).toThrow(
      /TRUST_PROXY_HOPS/,
    );
    expect(loadConfig({ TRUST_PROXY: 'true', TRUST_PROXY_HOPS: '2' }).trustProxy).toEqual({
      hops: 2,
    });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      'loopback',
    ]);
    expect(loadConfig({ RATE_LIMIT_PER_MINUTE: '90' }).rateLimitPerMinute).toBe(90);
    // How often several instances share their counts (ADR 0027).
    expect(loadConfig({}).rateLimitShareMs).toBe(250);
    expect(loadConfig({ RATE_LIMIT_SHARE_MS: '50' }).rateLimitShareMs).toBe(50);
    expect(() => loadConfig({ RATE_LIMIT_SHARE_MS: '0' })).toThrow(/RATE_LIMIT_SHARE_MS/);
    // A hop count would make Fastify 5 trust nothing: refused rather than silently ignored.
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ RATE_LIMIT_PER_MINUTE: '0' })).toThrow(/RATE_LIMIT_PER_MINUTE/);
  });
});

describe.skipIf(databaseMissing)(`rate limits on ${databaseKind}`, () => {
  it('counts the global limit per forwarded client behind a trusted proxy, 429 with Retry-After', async () => {
    await withApp({ rateLimitPerMinute: 3, trustProxy: ['127.0.0.1'] }, async (app) => {
      const get = (from: string) =>
        app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-for': from } });
      for (let i = 0; i < 3; i++) expect((await get('203.0.113.1')).statusCode).toBe(200);
      const limited = await get('203.0.113.1');
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json()).toEqual({ error: { code: 'rate_limited', message: 'rate_limited' } });
      // Another visitor behind the same proxy has a budget of their own.
      expect((await get('203.0.113.2')).statusCode).toBe(200);
    });
  });

  // Issue 31 item 4: a proxy appends the address it saw to whatever the client sent; the
  // client's own entries (left of it) must not choose the address the limits count.
  const proxies: [string, TrustProxy][] = [
    ['one hop', { hops: 1 }],
    ["the proxy's address", ['127.0.0.1']],
  ];
  for (const [trusted, trustProxy] of proxies)
    it(`counts the address an appending proxy saw, not the client's forged entries (${trusted})`, async () => {
      await withApp({ rateLimitPerMinute: 3, trustProxy }, async (app) => {
        const get = (forged: string, seen: string) =>
          app.inject({
            method: 'GET',
            url: '/api/health',
            headers: { 'x-forwarded-for': `${forged}, ${seen}` },
          });
        // Three forged addresses from one client: its own address is counted, thrice.
        expect((await get('6.6.6.1', '198.51.100.40')).statusCode).toBe(200);
        expect((await get('6.6.6.2', '198.51.100.40')).statusCode).toBe(200);
        expect((await get('6.6.6.3', '198.51.100.40')).statusCode).toBe(200);
        expect((await get('6.6.6.4', '198.51.100.40')).statusCode).toBe(429);
        // Another client behind the same proxy is counted on its own.
        expect((await get('6.6.6.4', '198.51.100.41')).statusCode).toBe(200);
      });
    });

  it('ignores X-Forwarded-For without TRUST_PROXY', async () => {
    await withApp({ rateLimitPerMinute: 2 }, async (app) => {
      const get = (from: string) =>
        app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-for': from } });
      await get('203.0.113.1');
      await get('203.0.113.2');
      expect((await get('203.0.113.3')).statusCode).toBe(429);
    });
  });

  it('throttles failed sign-ins per address behind a proxy, with Retry-After', async () => {
    await withApp({ trustProxy: ['127.0.0.1'] }, async (app) => {
      const client = new TestClient(app);
      for (let i = 0; i < 10; i++) {
        expect((await badSignIn(client, `a${i}@example.com`, '198.51.100.1')).statusCode).toBe(401);
      }
      const blocked = await badSignIn(client, 'a99@example.com', '198.51.100.1');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error.code).toBe('rate_limited');
      const wait = Number(blocked.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
      // The proxy's other visitors can still sign in.
      expect((await badSignIn(client, 'a99@example.com', '198.51.100.2')).statusCode).toBe(401);
    });
  });

  it('throttles failed sign-ins per account, registered or not, from any address', async () => {
    await withApp({ trustProxy: ['127.0.0.1'] }, async (app) => {
      const client = new TestClient(app);
      // The account-wide cap (issue 31: loose, the strict one is per account and address).
      for (let i = 0; i < SIGN_IN_LIMITS.account.limit; i++) {
        expect((await badSignIn(client, 'Target@Example.com', `192.0.2.${i}`)).statusCode).toBe(
          401,
        );
      }
      const blocked = await badSignIn(client, 'target@example.com', '192.0.2.200');
      expect(blocked.statusCode).toBe(429);
      const wait = Number(blocked.headers['retry-after']);
      expect(wait).toBeGreaterThan(60);
      expect(wait).toBeLessThanOrEqual(15 * 60);
      // The address is not blocked for other accounts.
      expect((await badSignIn(client, 'other@example.com', '192.0.2.200')).statusCode).toBe(401);
    });
  });
});
