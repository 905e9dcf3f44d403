import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
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

  /** Another process (an importer, `npm run user`) writing to this test's database. */
  const otherProcess = async (statement: string) => {
    const { rows } = (await app.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const [row] = rows;
    const url = new URL(inject('postgresUrl'));
    url.pathname = `/${row!.name}`;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      return (await client.query(statement)).rowCount;
    } finally {
      await client.end();
    }
  };

  it.runIf(databaseKind === 'postgres')(
    "sees another process's write a moment after its commit, also after the listener dropped",
    async () => {
      const client = await signedInClient(app, 'elsewhere@example.com', 1);
      expect(await levelOf(client)).toBe(1);
      expect(await levelOf(client)).toBe(1); // now kept
      await otherProcess(`update users set level = ${FULL_ACCESS_LEVEL}
        where email = 'elsewhere@example.com'`);
      await expect.poll(() => levelOf(client), { timeout: 3_000 }).toBe(FULL_ACCESS_LEVEL);

      // A dropped listener (a network cut): everything kept is forgotten, then at most a
      // second is kept until it listens again.
      const dropped = await otherProcess(`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()
          and query like 'LISTEN data_version;%' and state = 'idle'`);
      expect(dropped).toBeGreaterThanOrEqual(1);
      expect(await levelOf(client)).toBe(FULL_ACCESS_LEVEL);
      await otherProcess(`update users set level = 1 where email = 'elsewhere@example.com'`);
      await expect.poll(() => levelOf(client), { timeout: 3_000 }).toBe(1);
    },
  );
});
