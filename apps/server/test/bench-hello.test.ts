import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { createTestApp, databaseKind, databaseMissing } from './support/test-app';

/**
 * The speed benchmark's reference route (plugins/bench-hello.ts) exists only when
 * BENCH_HELLO_ROUTE=1 asks for it: a normal server answers 404 there.
 */
describe.skipIf(databaseMissing)(`bench hello route on ${databaseKind}`, () => {
  let app: App | undefined;
  const saved = process.env.BENCH_HELLO_ROUTE;

  afterEach(async () => {
    await app?.close();
    app = undefined;
    if (saved === undefined) delete process.env.BENCH_HELLO_ROUTE;
    else process.env.BENCH_HELLO_ROUTE = saved;
  });

  it('is absent without BENCH_HELLO_ROUTE', async () => {
    delete process.env.BENCH_HELLO_ROUTE;
    app = await createTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/bench/hello/' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('world');
  });

  it('is absent when the variable holds anything but 1', async () => {
    process.env.BENCH_HELLO_ROUTE = 'true';
    app = await createTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/bench/hello/' });
    expect(response.statusCode).toBe(404);
  });

  it("answers {hello:'world'} with BENCH_HELLO_ROUTE=1", async () => {
    process.env.BENCH_HELLO_ROUTE = '1';
    app = await createTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/bench/hello/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ hello: 'world' });
  });
});
