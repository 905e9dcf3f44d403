import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FULL_ACCESS_LEVEL } from '@bondsight/contracts';
import type { App } from '../src/app';
import { emissions } from '../src/db/schema/index';
import { sourceByName } from '../src/data/importers/sources/index';
import { createSeededTestApp, databaseKind, databaseMissing, TestClient } from './support/test-app';
import { signedInClient } from './support/user-fixtures';

/**
 * Answers computed once per data version (issue 19 item 1): served again until the data
 * changes, never after an import, never across access tiers or languages; ETag / 304 on GET.
 */

const CHART = '/api/chart/get_tradings/';
const MOEX = 1;
/** A trading day in the test world's last month where the exchange's close is replaced. */
const DAY = '2026-11-19';

/** Tables a page shows as shared data have the version trigger; these are per user. */
const PER_USER_TABLES = [
  'users',
  'sessions',
  'user_settings',
  'phone_codes',
  'admin_decisions',
  'support_tickets',
  'support_messages',
  'site_settings',
  'access_requests',
  'watchlists',
  'watchlist_items',
  'watchlist_alerts',
  'calendar_feeds',
  'saved_filters',
  // Sign-in and sign-up throttles and the browsers known per account (modules/auth).
  'throttle_attempts',
  'known_devices',
  'email_verifications',
  // The site rate limit's shared counts (plugins/shared-rate-limit.ts): no page reads them.
  'rate_limit_hits',
  // Who was counted for a view or an action a day (modules/action-log).
  'usage_marks',
  // Derived from versioned data and rebuilt when the version moves (modules/search): its own
  // writes must not move the version again.
  'search_entries',
  'search_stems',
  // The entities the next search build rewrites (db/search-marks.ts): no page reads it.
  'search_marks',
  // Derived from the ticks and the statements in the same statement as their writes
  // (db/derived-tables.ts): the sources' own triggers move the version; the doctor reads them,
  // no page does.
  'tick_stretches',
  'report_period_checks',
  // Which bonds the screener must recompute (db/bond-screen-marks.ts): no page reads it; the
  // screener's rows it leads to move the version when they are written.
  'bond_screen_dirty',
  // What the data doctor must judge again and its standing findings (db/doctor-marks.ts,
  // data/doctor/stored.ts): no page reads them.
  'doctor_bond_marks',
  'doctor_table_marks',
  'doctor_findings',
  // Each exchange's latest day as the screener last saw it (modules/screener): no page reads it.
  'screen_ground_ends',
  // The sync runs (data/sync/record-run.ts): read uncached by the admin's view, health and the
  // home page's freshness line; a running sync's heartbeat must not move the version.
  'sync_runs',
  // The MOEX days whose whole-market history was written (data/sync/moex-daily.ts): the sync's
  // bookkeeping, written with the ticks, whose own trigger moves the version.
  'moex_history_days',
  'action_log',
  'bond_views',
  'data_version',
];

describe.skipIf(databaseMissing)(`cached answers on ${databaseKind}`, () => {
  let app: App;
  let ofz30: number;
  let visitor: TestClient;
  let full: TestClient;
  const chartBody = () => ({
    items: [{ id: ofz30, tgId: MOEX, model: 'bonds' }],
    startDate: '2026-10-01',
    endDate: '2026-11-20',
    chartType: 'price',
    userChangePeriod: 1,
    getChartIteration: 0,
  });
  const closeOn = (ticks: { date: string; last_price?: number | null }[]) =>
    ticks.find((t) => t.date === DAY)?.last_price;

  beforeAll(async () => {
    app = await createSeededTestApp();
    const rows = await app.db.select({ id: emissions.id, isin: emissions.isin }).from(emissions);
    ofz30 = rows.find((r) => r.isin === 'SU26230RMFS1')!.id;
    visitor = new TestClient(app);
    full = await signedInClient(app, 'full@example.com', FULL_ACCESS_LEVEL);
  });
  afterAll(() => app?.close());

  it('serves the same answer again, and a new one as soon as an import commits', async () => {
    const first = await full.post(CHART, chartBody());
    const again = await full.post(CHART, chartBody());
    expect(first.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    const before = closeOn(first.json());
    expect(before).toEqual(expect.any(Number));

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bondsight-cache-'));
    const file = path.join(dir, 'history.csv');
    fs.writeFileSync(
      file,
      `TRADEDATE,CLOSE,YIELDCLOSE,DURATION,ACCINT,secid\n${DAY},77.77,,,,SU26230RMFS1\n`,
    );
    try {
      await sourceByName('moex-history')!.run(app.db, file, {});
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }

    const after = await full.post(CHART, chartBody());
    expect(after.headers.etag).not.toBe(first.headers.etag);
    expect(closeOn(after.json())).toBe(77.77);
  });

  it('never serves one tier the answer computed for another', async () => {
    const fullFirst = (await full.post(CHART, chartBody())).json();
    const visitorNext = (await visitor.post(CHART, chartBody())).json();
    const fullAgain = (await full.post(CHART, chartBody())).json();
    expect(fullFirst[0].shape_only).toBe(false);
    expect(visitorNext[0].shape_only).toBe(true);
    expect(closeOn(visitorNext)).not.toBe(closeOn(fullFirst));
    expect(fullAgain).toEqual(fullFirst);
  });

  it('keeps each language its own answer', async () => {
    const eng = (await full.post(`${CHART}?lang=eng`, chartBody())).json();
    const rus = (await full.post(`${CHART}?lang=rus`, chartBody())).json();
    expect(eng[0].trading_ground_name).not.toBe(rus[0].trading_ground_name);
    expect(rus[0].trading_ground_name).toMatch(/[а-яА-Я]/);
  });

  it('answers a GET with 304 while the data stands, and anew once it moves', async () => {
    const url = `/api/bonds/${ofz30}/`;
    const first = await visitor.get(url);
    const etag = first.headers.etag as string;
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const unchanged = await visitor.request('GET', url, undefined, { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');

    await app.db.execute(sql`update emissions set outstanding_volume = outstanding_volume + 1
      where id = ${ofz30}`);
    const moved = await visitor.request('GET', url, undefined, { 'if-none-match': etag });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().outstandingVolume).toBe(first.json().outstandingVolume + 1);
  });

  it("answers the issuer's summary anew once its data moves", async () => {
    const bond = (await visitor.get(`/api/bonds/${ofz30}/`)).json() as { emitent: { id: number } };
    const url = `/api/company/${bond.emitent.id}/?lang=eng`;
    const first = await visitor.get(url);
    expect((await visitor.get(url)).headers.etag).toBe(first.headers.etag);
    await app.db.execute(sql`update emitents
      set names = jsonb_set(names, '{eng}', '"Ministry renamed"') where id = ${bond.emitent.id}`);
    const moved = await visitor.get(url);
    expect(moved.headers.etag).not.toBe(first.headers.etag);
    expect(moved.json().name).toBe('Ministry renamed');
  });

  it('tags no error, and an unknown bond stays a 404', async () => {
    const response = await visitor.get('/api/bonds/999999/');
    expect(response.statusCode).toBe(404);
    expect(response.headers.etag).toBeUndefined();
  });

  it('sends the coding the client asks for, decoding to the same JSON', async () => {
    const plain = await full.post(CHART, chartBody());
    for (const [coding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const response = await full.request('POST', CHART, chartBody(), {
        'accept-encoding': coding,
      });
      expect(response.headers['content-encoding']).toBe(coding);
      expect(decode(response.rawPayload).toString()).toBe(plain.body);
    }
  });

  it('versions every table of shared data (a new table must choose)', async () => {
    const result = (await app.db.execute(sql`
      select c.relname as name, exists (
        select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = c.relname || '_bumps_data_version'
          and t.tgenabled = 'A') as versioned
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r'`)) as unknown as {
      rows: { name: string; versioned: boolean }[];
    };
    const unversioned = result.rows.filter((r) => !r.versioned).map((r) => r.name);
    expect(unversioned.filter((n) => !PER_USER_TABLES.includes(n)).sort()).toEqual([]);
    const versioned = result.rows.filter((r) => r.versioned).map((r) => r.name);
    expect(versioned.filter((n) => PER_USER_TABLES.includes(n))).toEqual([]);
  });
});
