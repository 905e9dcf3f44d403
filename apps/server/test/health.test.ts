import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { createTestApp, databaseKind, databaseMissing } from './support/test-app';

describe.skipIf(databaseMissing)(`health and OpenAPI on ${databaseKind}`, () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  it('reports the database as reachable, naming the driver', async () => {
    const response = await app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ok',
      database: { reachable: true, driver: databaseKind },
    });
  });

  it('reports a degraded status when the database is gone', async () => {
    const other = await createTestApp();
    await other.database.close();
    const response = await other.inject('/api/health');
    expect(response.statusCode).toBe(503);
    expect(response.json().database.reachable).toBe(false);
  });

  it('publishes OpenAPI with the routes and their schemas, and a docs page', async () => {
    const spec = (await app.inject('/api/openapi.json')).json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/bonds/{id}/', '/api/auth/sign-in', '/api/labels/{module}/']),
    );
    expect(spec.paths['/api/auth/sign-in'].post.requestBody).toBeDefined();
    const docs = await app.inject('/api/docs');
    expect([200, 302]).toContain(docs.statusCode);
  });

  it('sets security headers', async () => {
    const response = await app.inject('/api/health');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
