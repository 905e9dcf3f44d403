import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { FULL_ACCESS_LEVEL } from '@bondsight/contracts';
import type { App } from '../src/app';
import { emitents } from '../src/db/schema/index';
import { createSeededTestApp, databaseKind, databaseMissing, TestClient } from './support/test-app';
import { signedInClient } from './support/user-fixtures';

/**
 * Issue 14, items 10 and 11, as the server serves the pages: the profile access page is a
 * page (200 with its title) for every tier and its other address redirects to it; an issuer
 * page for an unknown or malformed id is the not-found page with a 404, never an error.
 */
describe.skipIf(databaseMissing)(`issuer and profile access pages on ${databaseKind}`, () => {
  let app: App;
  beforeAll(async () => {
    app = await createSeededTestApp({ rateLimitPerMinute: 1_000_000 });
  });
  afterAll(() => app?.close());

  it('serves /profile/access/ to every tier with its title and the globals it reads', async () => {
    const tiers = {
      visitor: new TestClient(app),
      signedIn: await signedInClient(app, 'access-page-user@example.com', 1),
      full: await signedInClient(app, 'access-page-full@example.com', FULL_ACCESS_LEVEL),
    };
    for (const [tier, client] of Object.entries(tiers)) {
      const page = await client.get('/profile/access/?lang=eng');
      expect(page.statusCode, tier).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('<title>Access levels and tariffs — Bondsight</title>');
    }
    // The page reads the tier and the request state from the page globals.
    const full = await tiers.full.get('/profile/access/');
    expect(full.body).toContain(`"level":${FULL_ACCESS_LEVEL}`);
    expect(full.body).toContain('"paSendExpand":0');
    const chn = await tiers.visitor.get('/profile/access/?lang=chn');
    expect(chn.body).toContain('<title>访问级别与资费 — Bondsight</title>');
  });

  it('redirects /profile_access/ to /profile/access/ for good, keeping the query', async () => {
    const plain = await app.inject('/profile_access/');
    expect(plain.statusCode).toBe(301);
    expect(plain.headers.location).toBe('/profile/access/');
    const withQuery = await app.inject('/profile_access/?lang=rus');
    expect(withQuery.statusCode).toBe(301);
    expect(withQuery.headers.location).toBe('/profile/access/?lang=rus');
  });

  it('answers an unknown or malformed issuer page with the not-found page and a 404', async () => {
    const [known] = await app.db
      .select({ id: emitents.id })
      .from(emitents)
      .where(sql`${emitents.names}->>'eng' = 'Volga Energy'`);
    const ok = await app.inject(`/company/${known!.id}/?lang=eng`);
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('<title>Volga Energy — Bondsight</title>');
    for (const bad of ['0', 'abc', '99999999999', '-5', '2147483647']) {
      const page = await app.inject(`/company/${bad}/?lang=eng`);
      expect(page.statusCode, bad).toBe(404);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('<title>Page not found — Bondsight</title>');
    }
  });
});
