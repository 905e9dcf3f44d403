import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { emissions } from '../src/db/schema/index';
import { createSeededTestApp, databaseKind, databaseMissing, TestClient } from './support/test-app';
import { signedInClient } from './support/user-fixtures';

/**
 * What issue 19 keeps in memory for the page's read path outside the answer cache: an entity
 * page's title and a visitor's whole HTML page (until the data version moves) and a bond's
 * view counts (until a view is counted). None may show an old value after the change that
 * ends it, and a kept visitor's page never reaches a signed-in user.
 */
describe.skipIf(databaseMissing)(`page read-path memory on ${databaseKind}`, () => {
  let app: App;
  let bondId: number;
  beforeAll(async () => {
    // In production mode: only there are visitors' pages kept (a development build may change).
    app = await createSeededTestApp({ production: true });
    const [row] = await app.db
      .select({ id: emissions.id })
      .from(emissions)
      .where(eq(emissions.isin, 'SU26219RMFS4'));
    bondId = row!.id;
  });
  afterAll(() => app?.close());

  /** The page's <title> once the data version's notice has come (PostgreSQL: a moment). */
  async function titleAfterChange(expected: RegExp): Promise<string> {
    let title = '';
    for (let tries = 0; tries < 40; tries++) {
      const page = await app.inject(`/bonds/${bondId}/`);
      title = /<title>([^<]*)<\/title>/.exec(page.body)?.[1] ?? '';
      if (expected.test(title)) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return title;
  }

  it("shows a bond page's new name after the data changes, never the kept one", async () => {
    const before = await app.inject(`/bonds/${bondId}/`);
    expect(before.body).toMatch(/<title>OFZ 26219 \(SU26219RMFS4\)/);
    // An import renaming the bond: the data version's trigger tells the page to read again.
    await app.db
      .update(emissions)
      .set({ names: sql`jsonb_set(${emissions.names}, '{eng}', '"OFZ 26219 renamed"')` })
      .where(eq(emissions.id, bondId));
    expect(await titleAfterChange(/renamed/)).toMatch(/^OFZ 26219 renamed \(SU26219RMFS4\)/);
    // Each language is kept apart.
    const rus = await app.inject(`/bonds/${bondId}/?lang=rus`);
    expect(rus.body).toMatch(/<title>ОФЗ 26219 \(SU26219RMFS4\)/);
  });

  it("keeps a visitor's page per address and language until the data changes, never for a user", async () => {
    const visitor = new TestClient(app);
    const page = async (client: TestClient, url: string) => (await client.get(url)).body;
    const first = await page(visitor, `/bonds/${bondId}/`);
    expect(first).toContain('"level":0');
    expect(await page(visitor, `/bonds/${bondId}/`)).toBe(first);
    expect(await page(visitor, `/bonds/${bondId}/?lang=rus`)).toMatch(/<title>ОФЗ 26219/);
    // A signed-in user gets their own globals, not the visitors' kept page.
    const user = await signedInClient(app, 'kept-page@test.invalid', 1);
    const theirs = await page(user, `/bonds/${bondId}/`);
    expect(theirs).not.toContain('"userId":0');
    await app.db
      .update(emissions)
      .set({ names: sql`jsonb_set(${emissions.names}, '{eng}', '"OFZ 26219 kept?"')` })
      .where(eq(emissions.id, bondId));
    let after = '';
    for (let tries = 0; tries < 40 && !after.includes('kept?'); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      after = await page(visitor, `/bonds/${bondId}/`);
    }
    expect(after).toMatch(/<title>OFZ 26219 kept\? \(SU26219RMFS4\)/);
  });

  it('still answers 404 for an unknown bond page, and again after it was asked', async () => {
    for (let i = 0; i < 2; i++) expect((await app.inject('/bonds/999999/')).statusCode).toBe(404);
  });

  it("counts a view into the bond's next views answer at once", async () => {
    const visitor = new TestClient(app);
    const read = async () => (await visitor.get(`/api/bonds/${bondId}/views/`)).json();
    const first = await read();
    const view = await visitor.post(`/api/bonds/${bondId}/incrementStatisticView/`, {
      bondId,
      emitentCountryId: 1,
      emitentCountryRegionId: 0,
    });
    expect(view.statusCode).toBe(204);
    expect(await read()).toEqual({
      bondId,
      total: first.total + 1,
      last30Days: first.last30Days + 1,
    });
    expect((await visitor.get('/api/bonds/999999/views/')).statusCode).toBe(404);
  });
});
