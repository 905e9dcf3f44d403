import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emissionOffers, emissions } from '../src/db/schema/index';
import { TEST_AS_OF } from './support/seed-world';
import { databaseKind, databaseMissing } from './support/test-app';
import {
  createList,
  EMAILS,
  watchlistWorld,
  type WatchlistWorld,
} from './support/watchlist-fixtures';

/**
 * The notifications call derives a user's alerts once per data version and held bonds (issue 19
 * item 1): the unread counter asks on every page, and a call with nothing changed writes
 * nothing; an import (a data version bump) or the user's own watchlist edit derives again.
 */

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

type Item = { kind: string; bond_id: number; event_date: string };

describe.skipIf(databaseMissing)(`alerts derived once per data version on ${databaseKind}`, () => {
  let w: WatchlistWorld;
  let userId: number;
  let listId: number;
  const [HELD, LATER] = [0, 1];

  /**
   * Each stored alert of the user with its row version: an upsert writes a new row version
   * (a new xmin) even when the values are the same, so equal xmins mean nothing was written.
   */
  const storedRows = async () =>
    (
      (await w.app.db.execute(
        sql`select id, xmin::text as xmin from watchlist_alerts where user_id = ${userId} order by id`,
      )) as unknown as { rows: { id: number; xmin: string }[] }
    ).rows;

  const items = async () => {
    const response = await w.full.get('/api/notifications/');
    expect(response.statusCode).toBe(200);
    return response.json().items as Item[];
  };

  const putOn = (bondId: number, date: string) =>
    w.app.db.insert(emissionOffers).values({
      emissionId: bondId,
      date,
      period: `${addDays(date, -14)} – ${addDays(date, -8)}`,
      type: 'put',
      noticePeriod: '14 days',
      price: 100,
    });

  beforeAll(async () => {
    w = await watchlistWorld();
    userId = await w.userId(EMAILS.full);
    listId = await createList(w.full, 'Derivation');
    const appended = await w.full.post('/api/watchlistAppend/', {
      bondId: w.bondIds[HELD],
      add: [listId],
    });
    expect(appended.statusCode).toBe(200);
  });
  afterAll(() => w?.app.close());

  it('a second call with nothing changed writes no alert row', async () => {
    await putOn(w.bondIds[HELD]!, addDays(TEST_AS_OF, 30));
    const first = await items();
    expect(first.some((i) => i.kind === 'put_window' && i.bond_id === w.bondIds[HELD])).toBe(true);
    const stored = await storedRows();
    expect(stored.length).toBeGreaterThan(0);
    expect(await items()).toEqual(first);
    expect(await storedRows()).toEqual(stored);
  });

  it('an import (a data version bump) derives the new alerts', async () => {
    const before = await storedRows();
    const date = addDays(TEST_AS_OF, 50);
    await putOn(w.bondIds[HELD]!, date);
    const after = await items();
    expect(after.some((i) => i.kind === 'put_window' && i.event_date === date)).toBe(true);
    // The rows derived before were stored again under the new version.
    const rewritten = await storedRows();
    expect(rewritten.length).toBe(before.length + 1);
    expect(
      rewritten.filter((r) => before.some((b) => b.id === r.id && b.xmin !== r.xmin)),
    ).toHaveLength(before.length);
    // A plain data edit (a status set to what it was) moves the version too: derived again.
    await w.app.db
      .update(emissions)
      .set({ statusId: 192 })
      .where(eq(emissions.id, w.bondIds[HELD]!));
    await items();
    expect((await storedRows()).every((r) => !rewritten.some((b) => b.xmin === r.xmin))).toBe(true);
  });

  it("the user's own watchlist edit derives the alerts of the bond it adds", async () => {
    const later = w.bondIds[LATER]!;
    const date = addDays(TEST_AS_OF, 60);
    await putOn(later, date);
    expect((await items()).some((i) => i.bond_id === later)).toBe(false);
    const settled = await storedRows();
    await items();
    expect(await storedRows()).toEqual(settled);

    const appended = await w.full.post('/api/watchlistAppend/', { bondId: later, add: [listId] });
    expect(appended.statusCode).toBe(200);
    const after = await items();
    expect(
      after.some((i) => i.kind === 'put_window' && i.bond_id === later && i.event_date === date),
    ).toBe(true);
  });
});
