import { eq } from 'drizzle-orm';
import { CSRF_COOKIE, CSRF_HEADER } from '@bondsight/contracts';
import type { App } from '../../src/app';
import { users } from '../../src/db/schema/index';
import { OutboxSmsSender } from '../../src/modules/phone/sms-sender';
import type { TestClient } from './test-app';
import { signedInClient } from './user-fixtures';

/** A GET that changes state: the client echoes the CSRF cookie like the web app does. */
export async function csrfGet(client: TestClient, url: string) {
  if (!client.cookie(CSRF_COOKIE)) await client.get('/api/me');
  return client.get(url, { [CSRF_HEADER]: client.cookie(CSRF_COOKIE)! });
}

export async function userId(app: App, email: string) {
  const [row] = await app.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row;
}

/** A signed-in client and the user's id. */
export async function signIn(
  app: App,
  email: string,
  level = 1,
  extra: Parameters<typeof signedInClient>[3] = {},
) {
  const client = await signedInClient(app, email, level, extra);
  return { client, id: (await userId(app, email)).id };
}

/** The code of the newest SMS in the development outbox. */
export function lastCode(app: App): string {
  if (!(app.smsSender instanceof OutboxSmsSender)) throw new Error('the outbox sender is off');
  const text = app.smsSender.list()[0]?.text ?? '';
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in "${text}"`);
  return code;
}

export const errorOf = (response: { json(): unknown }) =>
  (response.json() as { error: { code: string; message: string; fields?: Record<string, string> } })
    .error;
