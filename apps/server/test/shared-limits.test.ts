import { describe, expect, it } from 'vitest';
import { passwordChecks } from '../src/lib/passwords';
import { SIGN_IN_LIMITS } from '../src/modules/auth/sign-in-throttles';
import { databaseKind } from './support/test-app';
import { instancesOnOneDatabase, RoundRobinClient } from './support/same-database';
import { PASSWORD } from './support/user-fixtures';

/*
 * Issue 35 item 2: two server instances on one PostgreSQL database count every documented
 * limit together (ADR 0027): a client whose requests a proxy spreads over both is refused at
 * the limit, not at twice it. Only PostgreSQL can have two instances: PGlite's database belongs
 * to the one process that opened it, so there is nothing to share there.
 */

const SHARE_MS = 50;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Behind a proxy on the loopback: each test's client has an address of its own. */
const proxied = (address: string) => ({ 'x-forwarded-for': address });

describe.skipIf(databaseKind !== 'postgres')(
  'limits shared by two instances on one PostgreSQL (PGlite has one instance only)',
  () => {
    it('the site rate limit: requests alternating between the instances are refused at the limit, not twice it', async () => {
      const max = 20;
      const pair = await instancesOnOneDatabase(2, {
        rateLimitPerMinute: max,
        rateLimitShareMs: SHARE_MS,
        trustProxy: ['127.0.0.1'],
      });
      try {
        const client = new RoundRobinClient(pair.apps, proxied('203.0.113.50'));
        let admitted = 0;
        let refused: Awaited<ReturnType<RoundRobinClient['get']>> | null = null;
        for (let i = 0; i < 2 * max && !refused; i++) {
          const response = await client.get('/api/health');
          if (response.statusCode === 429) refused = response;
          else {
            expect(response.statusCode).toBe(200);
            admitted += 1;
          }
          // A client slower than the sharing: each instance knows the other's count.
          await sleep(2 * SHARE_MS);
        }
        // Counted in each process alone, this client would get 2 × 20 requests.
        expect(admitted).toBe(max);
        // The 429 as one instance gave it before: code, headers, Retry-After.
        expect(refused!.json()).toEqual({
          error: { code: 'rate_limited', message: 'rate_limited' },
        });
        expect(refused!.headers['x-ratelimit-limit']).toBe(String(max));
        expect(refused!.headers['x-ratelimit-remaining']).toBe('0');
        expect(Number(refused!.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(refused!.headers['retry-after'])).toBeLessThanOrEqual(60);
        // Both instances refuse it now; another client behind the proxy has its own budget.
        for (const app of pair.apps) {
          const again = await app.inject({ url: '/api/health', headers: proxied('203.0.113.50') });
          expect(again.statusCode).toBe(429);
          const other = await app.inject({ url: '/api/health', headers: proxied('203.0.113.51') });
          expect(other.statusCode).toBe(200);
        }
      } finally {
        await pair.close();
      }
    });

    it('the site rate limit: a burst faster than the sharing overshoots by at most what the other instance admits in one interval', async () => {
      const max = 30;
      const shareMs = 200;
      const pair = await instancesOnOneDatabase(2, {
        rateLimitPerMinute: max,
        rateLimitShareMs: shareMs,
        trustProxy: ['127.0.0.1'],
      });
      try {
        const client = new RoundRobinClient(pair.apps, proxied('203.0.113.60'));
        // 10 requests each sharing interval, alternating: 5 per instance per interval.
        let admitted = 0;
        const started = Date.now();
        for (let i = 0; i < 3 * max; i++) {
          if ((await client.get('/api/health')).statusCode === 200) admitted += 1;
          await sleep(shareMs / 10);
        }
        // The other instance's 5 an interval, twice for a tick that just missed a request.
        expect(admitted).toBeGreaterThanOrEqual(max);
        expect(admitted).toBeLessThanOrEqual(max + 10);
        expect(Date.now() - started).toBeLessThan(60_000);
      } finally {
        await pair.close();
      }
    });

    it('failed sign-ins: 10 a minute per address across both instances, also when sent at once', async () => {
      const pair = await instancesOnOneDatabase(2, { trustProxy: ['127.0.0.1'] });
      try {
        const { limit } = SIGN_IN_LIMITS.address;
        const clients = pair.apps.map(
          (app) => new RoundRobinClient([app], proxied('198.51.100.70')),
        );
        for (const client of clients) await client.get('/api/me');
        const before = passwordChecks();
        const codes = (
          await Promise.all(
            Array.from({ length: 4 * limit }, (_, i) =>
              clients[i % 2]!.post('/api/auth/sign-in', {
                email: `guess${i}@example.com`,
                password: 'wrong password',
              }),
            ),
          )
        ).map((r) => r.statusCode);
        expect(codes.filter((c) => c === 401)).toHaveLength(limit);
        expect(codes.filter((c) => c === 429)).toHaveLength(3 * limit);
        expect(passwordChecks() - before).toBeLessThanOrEqual(limit);
      } finally {
        await pair.close();
      }
    });

    it('sign-ups: SIGN_UPS_PER_HOUR per address across both instances', async () => {
      const pair = await instancesOnOneDatabase(2, {
        trustProxy: ['127.0.0.1'],
        signUpsPerHour: 3,
      });
      try {
        const client = new RoundRobinClient(pair.apps, proxied('198.51.100.80'));
        const codes: number[] = [];
        for (let i = 0; i < 6; i++)
          codes.push(
            (
              await client.post('/api/auth/sign-up', {
                email: `new${i}@example.com`,
                password: PASSWORD,
              })
            ).statusCode,
          );
        expect(codes).toEqual([200, 200, 200, 429, 429, 429]);
      } finally {
        await pair.close();
      }
    });
  },
);
