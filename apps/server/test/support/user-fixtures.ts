import { FULL_ACCESS_LEVEL } from '@bondsight/contracts';
import type { App } from '../../src/app';
import { users } from '../../src/db/schema/index';
import { hashPassword } from '../../src/lib/passwords';
import type { OutboxMailSender } from '../../src/modules/auth/mail-sender';
import { TestClient } from './test-app';

export const PASSWORD = 'correct horse battery';

/** Creates a user directly in the database and returns a client signed in as them. */
export async function signedInClient(
  app: App,
  email: string,
  level = 1,
  extra: Partial<typeof users.$inferInsert> = {},
) {
  await app.db
    .insert(users)
    .values({ email, passwordHash: await hashPassword(PASSWORD), level, ...extra });
  const client = new TestClient(app);
  const response = await client.post('/api/auth/sign-in', { email, password: PASSWORD });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return client;
}

export const fullAccessClient = (app: App, email: string) =>
  signedInClient(app, email, FULL_ACCESS_LEVEL);

/** The token of the newest address-proving link mailed to `email` (the outbox sender). */
export function mailedToken(app: App, email: string): string {
  const outbox = (app.mailSender as OutboxMailSender).list();
  const message = outbox.find((m) => m.to === email && m.kind === 'verify_email');
  const token = message?.path ? new URL(message.path, 'http://x').searchParams.get('token') : null;
  if (!token) throw new Error(`no verification link mailed to ${email}`);
  return token;
}

/** Follows the newest link mailed to `email`, as its owner would. */
export async function verifyMailedAddress(client: TestClient, app: App, email: string) {
  return client.post('/api/auth/verify-email', { token: mailedToken(app, email) });
}
