import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE, CSRF_HEADER, SECURE_CSRF_COOKIE, SESSION_COOKIE } from '@bondsight/contracts';
import { buildApp } from '../src/app';
import { databaseKind, databaseMissing, openTestDatabase, TestClient } from './support/test-app';
import { PASSWORD, signedInClient } from './support/user-fixtures';

/*
 * Issue 31 item 7: the CSRF token is bound to the session (an HMAC of the session cookie's hash
 * under the instance's key), and over HTTPS its cookie carries the __Host- prefix.
 */

type App = Awaited<ReturnType<typeof buildApp>>;

describe.skipIf(databaseMissing)(`CSRF tokens bound to the session on ${databaseKind}`, () => {
  let app: App;
  beforeAll(async () => {
    app = await buildApp({ database: await openTestDatabase() });
  });
  afterAll(() => app?.close());

  const signOut = (cookies: { session?: string; csrf: string; header?: string }) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: {
        cookie: [
          `${CSRF_COOKIE}=${cookies.csrf}`,
          ...(cookies.session ? [`${SESSION_COOKIE}=${cookies.session}`] : []),
        ].join('; '),
        [CSRF_HEADER]: cookies.header ?? cookies.csrf,
      },
    });

  it('refuses a pair the server did not issue, even when cookie and header agree', async () => {
    const forged = await signOut({ csrf: 'made-up.token' });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error.code).toBe('csrf_failed');
  });

  it("refuses one session's token with another's cookie, and a visitor's with a session", async () => {
    const alice = await signedInClient(app, 'alice@example.com');
    const bob = await signedInClient(app, 'bob@example.com');
    const visitor = new TestClient(app);
    await visitor.get('/api/me');
    const aliceToken = alice.cookie(CSRF_COOKIE)!;
    const bobSession = bob.cookie(SESSION_COOKIE)!;
    // A token planted in Bob's browser (say, from a subdomain) that Alice's session got.
    expect((await signOut({ session: bobSession, csrf: aliceToken })).statusCode).toBe(403);
    expect(
      (await signOut({ session: bobSession, csrf: visitor.cookie(CSRF_COOKIE)! })).statusCode,
    ).toBe(403);
    // Bob's own pair passes.
    expect(
      (await signOut({ session: bobSession, csrf: bob.cookie(CSRF_COOKIE)! })).statusCode,
    ).toBe(204);
  });

  it('gives a page a fresh token when its token belongs to another session, and one at sign-out', async () => {
    const client = await signedInClient(app, 'carol@example.com');
    const session = client.cookie(SESSION_COOKIE)!;
    const visitor = new TestClient(app);
    await visitor.get('/api/me');
    // A GET with a visitor's token beside the session: a fresh token that fits the session.
    const page = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: {
        cookie: `${SESSION_COOKIE}=${session}; ${CSRF_COOKIE}=${visitor.cookie(CSRF_COOKIE)}`,
      },
    });
    const fresh = page.cookies.find((c) => c.name === CSRF_COOKIE)?.value;
    expect(fresh).toBeTruthy();
    expect((await signOut({ session, csrf: fresh! })).statusCode).toBe(204);
    // Signing out hands the browser a visitor's token: the next write (a sign-in) passes.
    expect((await client.post('/api/auth/sign-out')).statusCode).toBe(204);
    expect(
      (await client.post('/api/auth/sign-in', { email: 'carol@example.com', password: PASSWORD }))
        .statusCode,
    ).toBe(200);
  });

  it('names the cookie __Host-bs_csrf over HTTPS: Secure, the whole site, no domain', async () => {
    const secure = await buildApp({ database: await openTestDatabase(), secureCookies: true });
    try {
      const me = await secure.inject({ method: 'GET', url: '/api/me' });
      const cookie = me.cookies.find((c) => c.name === SECURE_CSRF_COOKIE)!;
      expect(cookie).toMatchObject({ secure: true, path: '/' });
      expect(cookie.domain).toBeUndefined();
      expect(me.cookies.some((c) => c.name === CSRF_COOKIE)).toBe(false);
      const write = (name: string) =>
        secure.inject({
          method: 'POST',
          url: '/api/auth/sign-out',
          headers: { cookie: `${name}=${cookie.value}`, [CSRF_HEADER]: cookie.value },
        });
      expect((await write(SECURE_CSRF_COOKIE)).statusCode).toBe(204);
      // The plain name is not read there: a cookie a subdomain could set does not count.
      expect((await write(CSRF_COOKIE)).statusCode).toBe(403);
    } finally {
      await secure.close();
    }
  });
});
