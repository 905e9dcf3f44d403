import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FULL_ACCESS_LEVEL } from '@bondsight/contracts';
import type { App } from '../src/app';
import { users } from '../src/db/schema/index';
import { createTestApp, databaseKind, databaseMissing } from './support/test-app';
import { signedInClient } from './support/user-fixtures';

/**
 * Whom a session signs in follows every write at once, also where the server keeps sessions
 * in memory (embedded PGlite): a level granted, a session ended or expired.
 */
describe.skipIf(databaseMissing)(`session lookups on ${databaseKind}`, () => {
  let app: App;
  beforeAll(async () => void (app = await createTestApp()));
  afterAll(() => app?.close());

  const levelOf = async (client: Awaited<ReturnType<typeof signedInClient>>) =>
    ((await client.get('/api/me')).json() as { level: number }).level;

  it('sees a level change on the next request', async () => {
    const client = await signedInClient(app, 'grant@example.com', 1);
    expect(await levelOf(client)).toBe(1);
    expect(await levelOf(client)).toBe(1); // now kept, where sessions are kept
    await app.db
      .update(users)
      .set({ level: FULL_ACCESS_LEVEL })
      .where(eq(users.email, 'grant@example.com'));
    expect(await levelOf(client)).toBe(FULL_ACCESS_LEVEL);
  });

  it('forgets a session deleted or expired behind its back', async () => {
    const client = await signedInClient(app, 'gone@example.com', 1);
    expect(await levelOf(client)).toBe(1);
    await app.db.execute(sql`update sessions set expires_at = now() - interval '1 second'
      where user_id = (select id from users where email = 'gone@example.com')`);
    expect(await levelOf(client)).toBe(0);

    const again = await signedInClient(app, 'gone2@example.com', 1);
    expect(await levelOf(again)).toBe(1);
    await app.db.execute(sql`delete from sessions
      where user_id = (select id from users where email = 'gone2@example.com')`);
    expect(await levelOf(again)).toBe(0);
  });
});
