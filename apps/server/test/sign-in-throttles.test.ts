import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import { users } from '../src/db/schema/index';
import { hashPassword, passwordChecks } from '../src/lib/passwords';
import { DEVICE_COOKIE } from '../src/modules/auth/known-device';
import { SIGN_IN_LIMITS } from '../src/modules/auth/sign-in-throttles';
import { databaseKind, databaseMissing, openTestDatabase, TestClient } from './support/test-app';

/*
 * Issue 31 items 1 and 2: the sign-in throttles hold under concurrency (an attempt is reserved
 * in the database before its password is checked, so a burst checks at most the limit, on one
 * instance or several), and strangers' guesses cannot lock the owner out.
 */

type App = Awaited<ReturnType<typeof buildApp>>;
const PASSWORD = 'correct horse battery';

async function withApp(run: (app: App, database: Database) => Promise<void>) {
  const database = await openTestDatabase();
  const app = await buildApp({ database, trustProxy: ['127.0.0.1'] });
  try {
    await run(app, database);
  } finally {
    await app.close();
  }
}

async function addUser(app: App, email: string) {
  await app.db.insert(users).values({ email, passwordHash: await hashPassword(PASSWORD) });
}

/** A client whose CSRF cookie is already set, so that a burst of posts sends only posts. */
async function readyClient(app: App) {
  const client = new TestClient(app);
  await client.get('/api/me');
  return client;
}

const signIn = (client: TestClient, email: string, password: string, from: string) =>
  client.post('/api/auth/sign-in', { email, password }, { 'x-forwarded-for': from });

/** Fires the attempts at once and answers their status codes, with the passwords checked. */
async function burst(attempts: (() => Promise<{ statusCode: number }>)[]) {
  const before = passwordChecks();
  const codes = (await Promise.all(attempts.map((attempt) => attempt()))).map((r) => r.statusCode);
  return { codes, checked: passwordChecks() - before };
}
const count = (codes: number[], code: number) => codes.filter((c) => c === code).length;

describe.skipIf(databaseMissing)(`sign-in throttles on ${databaseKind}`, () => {
  it('checks at most 10 passwords of 100 wrong sign-ins sent at once from one address', async () => {
    await withApp(async (app) => {
      const client = await readyClient(app);
      const { codes, checked } = await burst(
        Array.from(
          { length: 100 },
          (_, i) => () => signIn(client, `guess${i}@example.com`, 'wrong', '198.51.100.7'),
        ),
      );
      expect(checked).toBe(SIGN_IN_LIMITS.address.limit);
      expect(count(codes, 401)).toBe(10);
      expect(count(codes, 429)).toBe(90);
    });
  });

  it('checks at most 30 passwords of one account guessed from 100 addresses at once', async () => {
    await withApp(async (app) => {
      await addUser(app, 'owner@example.com');
      const client = await readyClient(app);
      const { codes, checked } = await burst(
        Array.from(
          { length: 100 },
          (_, i) => () => signIn(client, 'owner@example.com', `wrong ${i}`, `192.0.2.${i + 1}`),
        ),
      );
      expect(checked).toBe(SIGN_IN_LIMITS.account.limit);
      expect(count(codes, 401)).toBe(30);
      expect(count(codes, 429)).toBe(70);
    });
  });

  it('refuses the right password past the limit of a burst (the 40th of 60 stayed out)', async () => {
    await withApp(async (app) => {
      await addUser(app, 'owner@example.com');
      const client = await readyClient(app);
      const { codes, checked } = await burst(
        Array.from({ length: 60 }, (_, i) => async () => {
          // The right password waits until the wrong ones are all on their way.
          if (i === 39) await new Promise((resolve) => setTimeout(resolve, 50));
          return signIn(client, 'owner@example.com', i === 39 ? PASSWORD : 'wrong', '203.0.113.5');
        }),
      );
      expect(checked).toBe(10);
      expect(codes[39]).toBe(429);
      expect(count(codes, 200)).toBe(0);
    });
  });

  it('counts across instances: two servers on one database share the attempts', async () => {
    await withApp(async (app, database) => {
      const other = await buildApp({ database, trustProxy: ['127.0.0.1'] });
      const [a, b] = [await readyClient(app), await readyClient(other)];
      const { codes, checked } = await burst(
        Array.from(
          { length: 40 },
          (_, i) => () => signIn(i % 2 ? a : b, `guess${i}@example.com`, 'wrong', '198.51.100.9'),
        ),
      );
      expect(checked).toBe(10);
      expect(count(codes, 429)).toBe(30);
      // Closing the second server would close the shared database: it is left to the first.
      await other.server.close();
    });
  });

  it('lets the owner in on a browser that signed in before, whatever strangers guessed', async () => {
    await withApp(async (app) => {
      await addUser(app, 'owner@example.com');
      const owner = await readyClient(app);
      expect((await signIn(owner, 'owner@example.com', PASSWORD, '203.0.113.1')).statusCode).toBe(
        200,
      );
      expect(owner.cookie(DEVICE_COOKIE)).toBeTruthy();
      await owner.post('/api/auth/sign-out');

      // Strangers spend the account-wide cap from many addresses.
      const stranger = await readyClient(app);
      await burst(
        Array.from(
          { length: 40 },
          (_, i) => () => signIn(stranger, 'owner@example.com', 'wrong', `192.0.2.${i + 1}`),
        ),
      );
      // A new browser is held back by the cap; the owner's own browser is not, from anywhere.
      const newBrowser = await readyClient(app);
      expect(
        (await signIn(newBrowser, 'owner@example.com', PASSWORD, '203.0.113.2')).statusCode,
      ).toBe(429);
      expect((await signIn(owner, 'owner@example.com', PASSWORD, '203.0.113.3')).statusCode).toBe(
        200,
      );
      // A stranger's browser that knows another account is not known for this one.
      await addUser(app, 'stranger@example.com');
      expect(
        (await signIn(stranger, 'stranger@example.com', PASSWORD, '192.0.2.200')).statusCode,
      ).toBe(200);
      expect(
        (await signIn(stranger, 'owner@example.com', PASSWORD, '192.0.2.201')).statusCode,
      ).toBe(429);
    });
  });

  it('counts one account from one address strictly, and the owner’s success clears it', async () => {
    await withApp(async (app) => {
      await addUser(app, 'owner@example.com');
      const client = await readyClient(app);
      for (let i = 0; i < 9; i++)
        expect((await signIn(client, 'owner@example.com', 'wrong', '203.0.113.8')).statusCode).toBe(
          401,
        );
      // The 10th try is the owner's, right: in, and their failures from here are past.
      expect((await signIn(client, 'owner@example.com', PASSWORD, '203.0.113.8')).statusCode).toBe(
        200,
      );
      await client.post('/api/auth/sign-out');
      // A fresh browser on that address: ten more tries before the 429 (the address' own
      // minute limit is the other bound: 9 failures of the minute are still counted there).
      const fresh = await readyClient(app);
      expect((await signIn(fresh, 'owner@example.com', 'wrong', '203.0.113.8')).statusCode).toBe(
        401,
      );
      const blocked = await signIn(fresh, 'owner@example.com', 'wrong', '203.0.113.8');
      expect(blocked.statusCode).toBe(429);
      // Another address may still try the account (its own budget).
      expect((await signIn(fresh, 'owner@example.com', 'wrong', '203.0.113.9')).statusCode).toBe(
        401,
      );
    });
  });
});
