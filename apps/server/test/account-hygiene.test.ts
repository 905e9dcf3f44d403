import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CSRF_COOKIE, FULL_ACCESS_LEVEL, SESSION_COOKIE } from '@bondsight/contracts';
import { buildApp, type App } from '../src/app';
import { accessRequests, users } from '../src/db/schema/index';
import { WEB_DIST } from '../src/lib/html-template';
import type { OutboxMailSender } from '../src/modules/auth/mail-sender';
import { verifyPassword } from '../src/lib/passwords';
import { databaseKind, databaseMissing, openTestDatabase, TestClient } from './support/test-app';
import { PASSWORD, signedInClient, verifyMailedAddress } from './support/user-fixtures';
import { signIn } from './support/shell-fixtures';

/** Issue 10 item 7: account hygiene (ADR 0017). */
describe.skipIf(databaseMissing)(`account hygiene on ${databaseKind}`, () => {
  let app: App;
  beforeAll(async () => {
    app = await buildApp({ database: await openTestDatabase(), trustProxy: ['127.0.0.1'] });
  });
  afterAll(() => app?.close());

  let address = 0;
  /** A client with an address of its own (the app trusts the injecting "proxy"). */
  const visitor = () => {
    const from = `198.51.100.${++address}`;
    const client = new TestClient(app);
    return {
      client,
      post: (url: string, body?: unknown) => client.post(url, body, { 'x-forwarded-for': from }),
    };
  };
  const outbox = () => (app.mailSender as OutboxMailSender).list();

  describe('sign-up', () => {
    it('answers a registered address exactly as a new one, signs no one in, and mails both', async () => {
      await signedInClient(app, 'taken@example.com');
      const fresh = await visitor().post('/api/auth/sign-up', {
        email: 'fresh@example.com',
        password: 'attacker password',
      });
      const taken = await visitor().post('/api/auth/sign-up', {
        email: 'taken@example.com',
        password: 'attacker password',
      });
      expect(taken.statusCode).toBe(fresh.statusCode);
      expect(taken.body).toBe(fresh.body);
      expect(taken.json()).toEqual({ status: 'check_mail' });
      for (const answer of [fresh, taken]) {
        expect(answer.cookies.map((c) => c.name)).not.toContain(SESSION_COOKIE);
      }
      // The registered account is untouched; its owner hears about the attempt.
      const [owner] = await app.db.select().from(users).where(eq(users.email, 'taken@example.com'));
      expect(await verifyPassword(owner!.passwordHash, PASSWORD)).toBe(true);
      expect(outbox().slice(0, 2)).toMatchObject([
        { to: 'taken@example.com', kind: 'sign_up_existing' },
        {
          to: 'fresh@example.com',
          kind: 'verify_email',
          path: expect.stringMatching(/^\/verify-email\/\?token=/),
        },
      ]);
      // The new account signs in with the password it chose, once its address is proven.
      await verifyMailedAddress(new TestClient(app), app, 'fresh@example.com');
      const signIn = await visitor().post('/api/auth/sign-in', {
        email: 'fresh@example.com',
        password: 'attacker password',
      });
      expect(signIn.statusCode).toBe(200);
    });

    it('allows 5 sign-ups an hour from one address, then 429 with Retry-After', async () => {
      const { post } = visitor();
      for (let i = 0; i < 5; i++) {
        expect(
          (await post('/api/auth/sign-up', { email: `burst${i}@example.com`, password: PASSWORD }))
            .statusCode,
        ).toBe(200);
      }
      const blocked = await post('/api/auth/sign-up', {
        email: 'burst5@example.com',
        password: PASSWORD,
      });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error.code).toBe('rate_limited');
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(60 * 59);
      expect(
        (await app.db.select().from(users).where(eq(users.email, 'burst5@example.com'))).length,
      ).toBe(0);
      // Another address is not affected.
      expect(
        (
          await visitor().post('/api/auth/sign-up', {
            email: 'calm@example.com',
            password: PASSWORD,
          })
        ).statusCode,
      ).toBe(200);
    });
  });

  it('ends the previous session and rotates the CSRF token when signing in as another account', async () => {
    await signedInClient(app, 'second@example.com');
    const client = await signedInClient(app, 'first@example.com');
    const oldSession = client.cookie(SESSION_COOKIE)!;
    const oldCsrf = client.cookie(CSRF_COOKIE)!;
    const switched = await client.post('/api/auth/sign-in', {
      email: 'second@example.com',
      password: PASSWORD,
    });
    expect(switched.statusCode).toBe(200);
    expect(client.cookie(SESSION_COOKIE)).not.toBe(oldSession);
    expect(client.cookie(CSRF_COOKIE)).toBeDefined();
    expect(client.cookie(CSRF_COOKIE)).not.toBe(oldCsrf);
    expect((await client.get('/api/me')).json()).toMatchObject({ email: 'second@example.com' });
    // The first account's session is gone, not merely replaced in this browser.
    const replay = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: `${SESSION_COOKIE}=${oldSession}` },
    });
    expect(replay.json()).toMatchObject({ userId: 0, email: null });
    // The new token works for writes; the old one is refused.
    expect((await client.post('/api/auth/sign-out')).statusCode).toBe(204);
    const stale = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: `${CSRF_COOKIE}=${client.cookie(CSRF_COOKIE)}`, 'x-csrf-token': oldCsrf },
    });
    expect(stale.statusCode).toBe(403);
  });

  it('answers a paid-access request alike whatever contactPersonId names', async () => {
    const admin = await signIn(app, 'staff@example.com', FULL_ACCESS_LEVEL, { isAdmin: true });
    const answers = [];
    for (const [name, contactPersonId] of [
      ['probe-admin', admin.id],
      ['probe-user', 1],
      ['probe-none', 987_654],
    ] as const) {
      const { client, id } = await signIn(app, `${name}@example.com`);
      const answer = await client.post('/api/profile/pa/subscr_send_request/', {
        tariff: 675,
        contactPersonId,
      });
      const [row] = await app.db.select().from(accessRequests).where(eq(accessRequests.userId, id));
      answers.push({ status: answer.statusCode, keys: Object.keys(answer.json()).sort(), row });
    }
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers[1]!.keys).toEqual(answers[0]!.keys);
    expect(answers[2]!.keys).toEqual(answers[0]!.keys);
    expect(answers.map((a) => a.row?.subjectId)).toEqual([admin.id, null, null]);
  });

  describe('the CSRF cookie', () => {
    const setsCsrf = (response: { cookies: { name: string }[] }) =>
      response.cookies.some((c) => c.name === CSRF_COOKIE);

    it('comes with pages and API answers, never with static files', async () => {
      expect(setsCsrf(await app.inject({ method: 'GET', url: '/api/me' }))).toBe(true);
      expect(setsCsrf(await app.inject({ method: 'GET', url: '/sign-in/' }))).toBe(true);
      const swaggerAsset = await app.inject({
        method: 'GET',
        url: '/api/docs/static/swagger-ui.css',
      });
      expect(swaggerAsset.statusCode).toBe(200);
      expect(setsCsrf(swaggerAsset)).toBe(false);
      const assets = path.join(WEB_DIST, 'assets');
      const asset = fs.existsSync(assets) ? fs.readdirSync(assets)[0] : undefined;
      if (asset) {
        const response = await app.inject({ method: 'GET', url: `/assets/${asset}` });
        expect(response.statusCode).toBe(200);
        expect(setsCsrf(response)).toBe(false);
      }
    });
  });

  describe('the API docs page', () => {
    const csp = async (target: App) => {
      const response = await target.inject({ method: 'GET', url: '/api/docs' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      return String(response.headers['content-security-policy']);
    };

    it('does not upgrade requests to HTTPS on a plain-HTTP site', async () => {
      const policy = await csp(app);
      expect(policy).toContain("default-src 'self'");
      expect(policy).not.toContain('upgrade-insecure-requests');
    });

    it('keeps upgrade-insecure-requests when the site is HTTPS (COOKIE_SECURE)', async () => {
      const secure = await buildApp({ database: await openTestDatabase(), secureCookies: true });
      try {
        expect(await csp(secure)).toContain('upgrade-insecure-requests');
      } finally {
        await secure.close();
      }
    });
  });
});
