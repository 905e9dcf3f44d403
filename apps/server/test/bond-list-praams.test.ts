import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FULL_ACCESS_LEVEL, PRAAMS_LIQUIDITY_WINDOW_DAYS } from '@bondsight/contracts';
import type { App } from '../src/app';
import { bondScreen, emissions, multiplierValues, tradingTicks } from '../src/db/schema/index';
import { findDataAsOf } from '../src/lib/data-as-of';
import { markMovedGrounds } from '../src/modules/screener/screen.repository';
import { refreshScreen } from '../src/modules/screener/screen-refresh.service';
import { createSeededTestApp, databaseKind, databaseMissing, TestClient } from './support/test-app';
import { signIn } from './support/shell-fixtures';

/**
 * The screener's praams column (issue 33 item 1, its last number): the snapshot holds, for every
 * live bond, the overall score the bond page's praams block answers (one scoring path); a dead
 * bond holds none; a write of an issuer's multipliers re-scores its bonds; the list shows the
 * score to every tier, as the bond page does.
 */
describe.skipIf(databaseMissing)(`the screener's praams scores on ${databaseKind}`, () => {
  let app: App;
  beforeAll(async () => {
    app = await createSeededTestApp();
    await refreshScreen(app.db);
  });
  afterAll(() => app?.close());

  const snapshot = async () =>
    app.db
      .select({
        id: bondScreen.emissionId,
        alive: bondScreen.alive,
        praams: bondScreen.praamsScore,
        emitentId: emissions.emitentId,
      })
      .from(bondScreen)
      .innerJoin(emissions, eq(emissions.id, bondScreen.emissionId))
      .orderBy(bondScreen.emissionId);

  /** The block's overall score of a bond, as a visitor reads it (null: the block is hidden). */
  const blockScore = async (id: number): Promise<number | null> => {
    const response = await app.inject(`/api/bonds/${id}/praams/`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { score: number } | null;
    return body === null ? null : body.score;
  };

  const dirty = async () =>
    (
      (await app.db.execute(
        sql`select emission_id from bond_screen_dirty order by 1`,
      )) as unknown as { rows: { emission_id: number }[] }
    ).rows.map((r) => r.emission_id);

  it('holds for every live bond the score the praams block answers, and none for a dead one', async () => {
    const rows = await snapshot();
    const all = await app.db.select({ id: emissions.id }).from(emissions);
    expect(rows.length).toBe(all.length);
    let scored = 0;
    let blank = 0;
    for (const row of rows) {
      const block = await blockScore(row.id);
      if (row.alive) {
        expect(row.praams, `bond ${row.id}`).toBe(block);
        if (block === null) blank++;
        else scored++;
      } else {
        // Dead bonds are flagged, not priced or scored (the block may still score a default).
        expect(row.praams, `bond ${row.id}`).toBeNull();
      }
    }
    // Not vacuous: the world has scored bonds, live bonds the block leaves blank, and the
    // scores spread over several values.
    expect(scored).toBeGreaterThan(10);
    expect(blank).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.praams).filter((p) => p !== null)).size).toBeGreaterThan(2);
  });

  it("re-scores an issuer's bonds when its multipliers are written, and only those", async () => {
    const rows = await snapshot();
    // An issuer with at least one live scored bond and some bonds of other issuers.
    const issuer = rows.find((r) => r.alive && r.praams !== null)!.emitentId;
    const own = rows.filter((r) => r.emitentId === issuer).map((r) => r.id);
    expect(own.length).toBeLessThan(rows.length);
    expect(await dirty()).toEqual([]);
    const before = new Map(rows.map((r) => [r.id, r.praams]));
    let changed = 0;
    // Net debt / EBITDA of a newer year than any stored: 50 scores 7, net cash scores 1.
    for (const value of [50, -1]) {
      await app.db
        .insert(multiplierValues)
        .values({
          emitentId: issuer,
          code: 'net_debt_ebitda_msfo',
          period: 2,
          periodEnd: '2030-12-31',
          value,
          source: 'test',
        })
        .onConflictDoUpdate({
          target: [
            multiplierValues.emitentId,
            multiplierValues.code,
            multiplierValues.period,
            multiplierValues.periodEnd,
          ],
          set: { value },
        });
      expect(await dirty()).toEqual([...own].sort((a, b) => a - b));
      const { refreshed } = await refreshScreen(app.db);
      expect(refreshed).toBe(own.length);
      for (const row of (await snapshot()).filter((r) => r.emitentId === issuer)) {
        expect(row.praams, `bond ${row.id} at ${value}`).toBe(
          row.alive ? await blockScore(row.id) : null,
        );
        if (row.praams !== before.get(row.id)) changed++;
      }
    }
    expect(changed).toBeGreaterThan(0);
    await app.db
      .delete(multiplierValues)
      .where(
        and(eq(multiplierValues.emitentId, issuer), eq(multiplierValues.periodEnd, '2030-12-31')),
      );
    expect(await dirty()).toEqual([...own].sort((a, b) => a - b));
    await refreshScreen(app.db);
    for (const row of (await snapshot()).filter((r) => r.emitentId === issuer))
      expect(row.praams).toBe(before.get(row.id));
  });

  it("re-scores an exchange's bonds when its latest day moves while the data's date stays", async () => {
    const moex = 1;
    const [{ latest }] = (
      (await app.db.execute(
        sql`select max(date)::text as latest from trading_ticks where trading_ground_id = ${moex}`,
      )) as unknown as { rows: { latest: string }[] }
    ).rows as [{ latest: string }];
    const lastDay = await app.db
      .select()
      .from(tradingTicks)
      .where(and(eq(tradingTicks.tradingGroundId, moex), eq(tradingTicks.date, latest)));
    const traded = new Set(lastDay.map((t) => t.emissionId));
    const onGround = (
      (await app.db.execute(sql`select distinct emission_id from trading_ticks
        where trading_ground_id = ${moex} and date > ${latest}::date - 30`)) as unknown as {
        rows: { emission_id: number }[];
      }
    ).rows.map((r) => r.emission_id);
    // The bonds that did not trade on the ground's last day: no write touches them.
    const quiet = onGround.filter((id) => !traded.has(id));
    expect(quiet.length).toBeGreaterThan(0);
    expect(traded.size).toBeGreaterThan(0);
    await refreshScreen(app.db);
    const asOf = await findDataAsOf(app.db);
    const agrees = async (step: string) => {
      for (const row of (await snapshot()).filter((r) => onGround.includes(r.id)))
        expect(row.praams, `bond ${row.id} ${step}`).toBe(
          row.alive ? await blockScore(row.id) : null,
        );
    };

    // The ground's last day goes (a withdrawn file): its end moves back, the data's date stays.
    await app.db
      .delete(tradingTicks)
      .where(and(eq(tradingTicks.tradingGroundId, moex), eq(tradingTicks.date, latest)));
    expect(await markMovedGrounds(app.db, PRAAMS_LIQUIDITY_WINDOW_DAYS)).toBe(1);
    // The bonds whose days in the window change (ticks at its two edges), not every one
    // traded there: each bond's score below is the block's, marked or not.
    expect(await dirty()).not.toEqual([]);
    await refreshScreen(app.db);
    expect(await findDataAsOf(app.db)).toBe(asOf);
    await agrees('without the last day');

    // And comes back: the end moves forward again.
    await app.db.insert(tradingTicks).values(lastDay);
    expect(await markMovedGrounds(app.db, PRAAMS_LIQUIDITY_WINDOW_DAYS)).toBe(1);
    expect(await dirty()).not.toEqual([]);
    await refreshScreen(app.db);
    await agrees('with it again');
    // Nothing moved since: nothing is marked.
    expect(await markMovedGrounds(app.db, PRAAMS_LIQUIDITY_WINDOW_DAYS)).toBe(0);
    expect(await dirty()).toEqual([]);
  });

  it('shows the score in the list to every tier, as the bond page does (raw JSON)', async () => {
    const url = '/api/bonds/?sort=praams&order=asc&limit=100';
    const basic = await signIn(app, 'praams-basic@example.com');
    const full = await signIn(app, 'praams-full@example.com', FULL_ACCESS_LEVEL);
    const bodies: string[] = [];
    for (const client of [new TestClient(app), basic.client, full.client]) {
      const response = await client.get(url);
      expect(response.statusCode, response.body).toBe(200);
      bodies.push(response.body);
    }
    expect(bodies[1]).toBe(bodies[0]);
    expect(bodies[2]).toBe(bodies[0]);
    const raw = bodies[0]!;
    // Each item carries the field, a whole number 1..7 or null; lowest risk first, blanks last.
    expect(raw).toMatch(/"praams":[1-7][,}]/);
    expect(raw).toMatch(/"praams":null[,}]/);
    const items = (JSON.parse(raw) as { items: { id: number; praams: number | null }[] }).items;
    const scores = items.map((i) => i.praams);
    const firstBlank = scores.indexOf(null);
    const present = scores.slice(0, firstBlank === -1 ? undefined : firstBlank) as number[];
    expect(present).toEqual([...present].sort((a, b) => a - b));
    expect(scores.slice(present.length).every((s) => s === null)).toBe(true);
    const stored = new Map((await snapshot()).map((r) => [r.id, r.praams]));
    for (const item of items) expect(item.praams, `bond ${item.id}`).toBe(stored.get(item.id));
  });
});
