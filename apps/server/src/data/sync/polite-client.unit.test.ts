import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PoliteClient, retryAfterMs } from './polite-client';

describe('Retry-After', () => {
  it('reads delta-seconds and an HTTP date; anything else is none', () => {
    expect(retryAfterMs('2')).toBe(2000);
    expect(retryAfterMs(' 0 ')).toBe(0);
    const now = Date.parse('2026-11-30T12:00:00Z');
    expect(retryAfterMs('Mon, 30 Nov 2026 12:00:03 GMT', now)).toBe(3000);
    expect(retryAfterMs('Mon, 30 Nov 2026 11:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon')).toBeNull();
    expect(retryAfterMs(null)).toBeNull();
  });

  describe('a source that answers 429 with Retry-After: 1, then the document', () => {
    let answered = 0;
    let url = '';
    const server = http.createServer((_req, res) => {
      answered++;
      if (answered === 1) {
        res.writeHead(429, { 'retry-after': '1' });
        res.end('slow down');
      } else {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"ok":true}');
      }
    });
    beforeAll(async () => {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('waits what the source asks, not its own 5 ms back-off', async () => {
      const client = new PoliteClient({ baseUrl: url, requestsPerSecond: 1000, baseDelayMs: 5 });
      const started = Date.now();
      expect(await client.fetchJson(url)).toEqual({ ok: true });
      expect(Date.now() - started).toBeGreaterThanOrEqual(950);
      expect(client.requests).toBe(2);
    });
  });
});

describe('a source that answers 429 once (no Retry-After), then documents', () => {
  let answered = 0;
  let url = '';
  const server = http.createServer((_req, res) => {
    answered++;
    if (answered === 1) {
      res.writeHead(429);
      res.end('slow down');
    } else {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"ok":true}');
    }
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('asks at half the rate for the rest of the run', async () => {
    const retries: string[] = [];
    const client = new PoliteClient({
      baseUrl: url,
      requestsPerSecond: 20,
      baseDelayMs: 1,
      onRetry: (_url, _attempt, reason) => retries.push(reason),
    });
    expect(await client.fetchJson(url)).toEqual({ ok: true });
    expect(client.rate).toBe(10);
    expect(retries).toEqual(['HTTP 429, now 10 requests a second']);
    // Four more: at 20 a second they would start within 150 ms, at 10 they take 300.
    const started = Date.now();
    for (let i = 0; i < 4; i++) await client.fetchJson(url);
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
    expect(client.rate).toBe(10);
  });
});
