import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { CSRF_COOKIE, SESSION_COOKIE } from '@bondsight/contracts';
import type { App } from '../src/app';
import { sessions, users } from '../src/db/schema/index';
import { createTestApp, databaseKind, databaseMissing, TestClient } from './support/test-app';
import { PASSWORD, signedInClient, verifyMailedAddress } from './support/user-fixtures';

const userCount = async (app: App) =>
  Number((await app.db.select({ n: count() }).from(users))[0]?.n);

describe.skipIf(databaseMissing)(`accounts and sessions on ${databaseKind}`, () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  it('signs up, signs in, is signed in by the cookie, signs out', async () => {
    const client = new TestClient(app);
    const signUp = await client.post('/api/auth/sign-up', {
      email: ' New@Example.com ',
      password: PASSWORD,
      language: 'rus',
    });
    expect(signUp.statusCode).toBe(200);
    expect(signUp.json()).toEqual({ status: 'check_mail' });
    // Sign-up signs no one in (ADR 0017), and the address must be proven first (issue 31).
    expect(signUp.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    const credentials = { email: 'new@example.com', password: PASSWORD };
    const unproven = await client.post('/api/auth/sign-in', credentials);
    expect(unproven.statusCode).toBe(403);
    expect(unproven.json().error.code).toBe('email_not_verified');
    expect(unproven.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    expect((await verifyMailedAddress(client, app, 'new@example.com')).json()).toEqual({
      status: 'verified',
    });
    const signIn = await client.post('/api/auth/sign-in', credentials);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toMatchObject({ email: 'new@example.com', level: 1 });
    const cookie = signIn.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    const me = (await client.get('/api/me')).json();
    // With no language cookie or query, the account's language applies.
    expect(me).toMatchObject({ email: 'new@example.com', level: 1, language: 'rus' });
    expect(me.userId).toBeGreaterThan(0);

    expect((await client.post('/api/auth/sign-out')).statusCode).toBe(204);
    expect((await client.get('/api/me')).json()).toMatchObject({
      userId: 0,
      level: 0,
      email: null,
    });
  });

  it('stores only a hash of the session token and an argon2id password hash', async () => {
    const client = await signedInClient(app, 'hash@example.com');
    const token = client.cookie(SESSION_COOKIE) ?? '';
    const stored = await app.db.select().from(sessions);
    expect(stored.some((s) => s.tokenHash === token)).toBe(false);
    const [user] = await app.db.select().from(users).where(eq(users.email, 'hash@example.com'));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('signs in with the right password and refuses a wrong one with one generic message', async () => {
    await signedInClient(app, 'known@example.com');
    const client = new TestClient(app);
    const wrong = await client.post('/api/auth/sign-in', {
      email: 'known@example.com',
      password: 'wrong password',
    });
    const unknown = await client.post('/api/auth/sign-in', {
      email: 'nobody@example.com',
      password: 'wrong password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error.code).toBe('invalid_credentials');
    const ok = await client.post('/api/auth/sign-in', {
      email: 'KNOWN@example.com',
      password: PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('keeps the first account when an address signs up twice', async () => {
    const client = new TestClient(app);
    await client.post('/api/auth/sign-up', { email: 'twice@example.com', password: PASSWORD });
    const again = await new TestClient(app).post('/api/auth/sign-up', {
      email: 'twice@example.com',
      password: 'another password',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: 'check_mail' });
    const rows = await app.db.select().from(users).where(eq(users.email, 'twice@example.com'));
    expect(rows).toHaveLength(1);
    const other = await new TestClient(app).post('/api/auth/sign-in', {
      email: 'twice@example.com',
      password: 'another password',
    });
    expect(other.statusCode).toBe(401);
  });

  it('answers more than 10 failed sign-ins a minute from one address with 429', async () => {
    const other = await createTestApp();
    try {
      const client = new TestClient(other);
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        statuses.push(
          (await client.post('/api/auth/sign-in', { email: 'x@example.com', password: 'nope' }))
            .statusCode,
        );
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses.slice(10)).toEqual([429, 429]);
    } finally {
      await other.close();
    }
  });

  describe('bad input changes nothing', () => {
    it('refuses a write without the CSRF token with 403', async () => {
      const before = await userCount(app);
      const client = new TestClient(app);
      await client.get('/api/me');
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        headers: { cookie: `${CSRF_COOKIE}=${client.cookie(CSRF_COOKIE)}` },
        payload: { email: 'csrf@example.com', password: PASSWORD },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('csrf_failed');
      expect(await userCount(app)).toBe(before);
    });

    it('refuses a CSRF header that does not match the cookie', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        headers: { cookie: `${CSRF_COOKIE}=aaa`, 'x-csrf-token': 'bbb' },
        payload: { email: 'csrf2@example.com', password: PASSWORD },
      });
      expect(response.statusCode).toBe(403);
    });

    it('names the field on wrong types, missing and unknown fields', async () => {
      const before = await userCount(app);
      const client = new TestClient(app);
      const wrongType = await client.post('/api/auth/sign-up', { email: 42, password: PASSWORD });
      expect(wrongType.statusCode).toBe(400);
      expect(wrongType.json().error).toMatchObject({
        code: 'validation_failed',
        fields: { 'body.email': 'field_invalid_type' },
      });
      const missing = await client.post('/api/auth/sign-up', { email: 'a@example.com' });
      expect(missing.json().error.fields).toEqual({ 'body.password': 'field_required' });
      const unknown = await client.post('/api/auth/sign-up', {
        email: 'b@example.com',
        password: PASSWORD,
        level: 1077,
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error.fields).toEqual({ 'body.level': 'field_unknown' });
      const badEmail = await client.post('/api/auth/sign-up', {
        email: 'not-an-email',
        password: PASSWORD,
      });
      expect(badEmail.json().error.fields).toEqual({ 'body.email': 'field_invalid_email' });
      expect(await userCount(app)).toBe(before);
    });

    it('answers malformed JSON with 400 and a body over 1 MB with 413', async () => {
      const client = new TestClient(app);
      const malformed = await client.request('POST', '/api/auth/sign-in', '{"email": ', {
        'content-type': 'application/json',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().error.code).toBe('validation_failed');
      const huge = await client.request(
        'POST',
        '/api/auth/sign-in',
        JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(1_100_000) }),
        {
          'content-type': 'application/json',
        },
      );
      expect(huge.statusCode).toBe(413);
      expect(huge.json().error.code).toBe('payload_too_large');
    });
  });
});
