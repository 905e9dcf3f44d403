import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { App } from '../src/app';
import { emailVerifications, users } from '../src/db/schema/index';
import type { OutboxMailSender } from '../src/modules/auth/mail-sender';
import { createTestApp, databaseKind, databaseMissing, TestClient } from './support/test-app';
import { grantAccess } from '../src/modules/auth/grant-access';
import { mailedToken, PASSWORD } from './support/user-fixtures';

/*
 * Issue 31 item 6: proven sign-ups. A sign-up's account signs in only after the link mailed to
 * its address is followed, so an operator granting access to an address grants it to its owner.
 */
describe.skipIf(databaseMissing)(`verified sign-ups on ${databaseKind}`, () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  const linksTo = (email: string) =>
    (app.mailSender as OutboxMailSender)
      .list()
      .filter((m) => m.to === email && m.kind === 'verify_email').length;
  const signUp = (email: string) =>
    new TestClient(app).post('/api/auth/sign-up', { email, password: PASSWORD });
  const signIn = (email: string) =>
    new TestClient(app).post('/api/auth/sign-in', { email, password: PASSWORD });
  const verify = (token: string) => new TestClient(app).post('/api/auth/verify-email', { token });

  it('stores a sign-up unverified and proves it once with the mailed link', async () => {
    await signUp('owner@example.com');
    const [row] = await app.db.select().from(users).where(eq(users.email, 'owner@example.com'));
    expect(row!.emailVerifiedAt).toBeNull();
    expect((await signIn('owner@example.com')).statusCode).toBe(403);
    const token = mailedToken(app, 'owner@example.com');
    // Only the token's hash is stored.
    const stored = await app.db.select().from(emailVerifications);
    expect(stored.some((v) => v.tokenHash === token)).toBe(false);
    expect((await verify(token)).statusCode).toBe(200);
    expect((await signIn('owner@example.com')).statusCode).toBe(200);
    // Used once.
    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toEqual({
      code: 'validation_failed',
      message: 'verification_link_invalid',
      fields: { 'body.token': 'verification_link_invalid' },
    });
  });

  it('refuses an expired or unknown link, and a malformed token with its field', async () => {
    await signUp('late@example.com');
    const token = mailedToken(app, 'late@example.com');
    await app.db.update(emailVerifications).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await verify(token)).statusCode).toBe(400);
    expect((await verify('x'.repeat(43))).statusCode).toBe(400);
    const malformed = await verify('not a token!');
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().error.fields)).toEqual(['body.token']);
  });

  it('mails at most one link in 10 minutes, whether signing up again or signing in', async () => {
    await signUp('patient@example.com');
    expect(linksTo('patient@example.com')).toBe(1);
    await signUp('patient@example.com');
    expect((await signIn('patient@example.com')).statusCode).toBe(403);
    expect((await signIn('patient@example.com')).statusCode).toBe(403);
    expect(linksTo('patient@example.com')).toBe(1);
    // A wrong password is the usual 401: nothing is said or sent.
    const wrong = await new TestClient(app).post('/api/auth/sign-in', {
      email: 'patient@example.com',
      password: 'wrong password',
    });
    expect(wrong.statusCode).toBe(401);
  });
});

describe.skipIf(databaseMissing)(
  `granting access to an unproven address on ${databaseKind}`,
  () => {
    let app: App;
    beforeAll(async () => {
      app = await createTestApp();
    });
    afterAll(() => app?.close());

    it('refuses it unless forced, and forced, counts the address verified', async () => {
      await new TestClient(app).post('/api/auth/sign-up', {
        email: 'first@example.com',
        password: PASSWORD,
      });
      const refused = await grantAccess(app.db, 'first@example.com', { level: 1077 }, false);
      expect(refused).toMatch(/has not proven its address/);
      const [before] = await app.db
        .select()
        .from(users)
        .where(eq(users.email, 'first@example.com'));
      expect(before!.level).toBe(1);
      const forced = await grantAccess(app.db, 'first@example.com', { level: 1077 }, true);
      expect(forced).toMatchObject({ level: 1077, emailVerifiedAt: expect.any(Date) });
      // A verified account (the user tool's, a demo account) is granted as before.
      await app.db.insert(users).values({ email: 'staff@example.com', passwordHash: 'x' });
      expect(
        await grantAccess(app.db, 'staff@example.com', { nsdAccess: true }, false),
      ).toMatchObject({
        nsdAccess: true,
      });
      expect(await grantAccess(app.db, 'nobody@example.com', {}, false)).toBe(
        'no user with email nobody@example.com',
      );
    });
  },
);
