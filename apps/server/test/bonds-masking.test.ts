import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FULL_ACCESS_LEVEL, NSD_TRADING_GROUND_ID } from '@bondsight/contracts';
import type { App } from '../src/app';
import { loadConfig } from '../src/config';
import { emissions, tradingTicks } from '../src/db/schema/index';
import { createSeededTestApp, databaseKind, databaseMissing, TestClient } from './support/test-app';
import { signedInClient } from './support/user-fixtures';

/**
 * The masking seam on a real route: the archive of the NSD ground (381) as each tier reads it,
 * raw JSON. A value a subject may not see must not be in the bytes the server sends.
 */
const VALUE_FIELDS = [
  'cleanPrice',
  'ytm',
  'exchangeYield',
  'accruedInterest',
  'duration',
  'exchangeDuration',
  'volume',
] as const;

describe.skipIf(databaseMissing)(`archive masking by tier on ${databaseKind}`, () => {
  let app: App;
  let ofzId: number;
  const tiers: Record<string, TestClient> = {};

  beforeAll(async () => {
    app = await createSeededTestApp();
    const rows = await app.db.select({ id: emissions.id, isin: emissions.isin }).from(emissions);
    ofzId = rows.find((r) => r.isin === 'SU26219RMFS4')!.id;
    tiers.visitor = new TestClient(app);
    tiers.signedIn = await signedInClient(app, 'basic@example.com', 1);
    tiers.fullNoNsd = await signedInClient(app, 'full@example.com', FULL_ACCESS_LEVEL);
    tiers.fullNsd = await signedInClient(app, 'nsd@example.com', FULL_ACCESS_LEVEL, {
      nsdAccess: true,
    });
    tiers.signedInNsd = await signedInClient(app, 'nsd1@example.com', 1, { nsdAccess: true });
    // Published values beside ours, as on a ground that publishes them: they hide the same way.
    await app.db
      .update(tradingTicks)
      .set({ exchangeDuration: 654.5, ytmClose: 7.5 })
      .where(eq(tradingTicks.emissionId, ofzId));
  });
  afterAll(() => app?.close());

  const archive = async (tier: string, ground: number) => {
    const response = await tiers[tier]!.get(`/api/bonds/${ofzId}/archive/?tg=${ground}`);
    expect(response.statusCode).toBe(200);
    return { raw: response.body, items: response.json().items as Record<string, unknown>[] };
  };

  it.each([
    ['visitor', 'need_auth'],
    ['signedIn', 'access_denied_auth'],
    ['signedInNsd', 'access_denied_auth'],
    // Full access without the NSD flag: ground 381 needs the depository's licence, said so.
    ['fullNoNsd', 'need_nsd_access'],
  ])(
    'masks every value of ground 381 for %s (%s), keeping dates and grounds',
    async (tier, why) => {
      const { raw, items } = await archive(tier, NSD_TRADING_GROUND_ID);
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        expect(item.tradingGroundId).toBe(NSD_TRADING_GROUND_ID);
        expect(item.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        // Missing values stay null (nothing to hide); every value there is masked.
        for (const field of VALUE_FIELDS)
          if (item[field] !== null) expect(item[field]).toEqual({ masked: why });
        expect(item.cleanPrice).toEqual({ masked: why });
      }
      // Not one number of a tick leaves the server: the only digits are in dates and ids.
      const withoutDates = raw.replace(/"\d{4}-\d{2}-\d{2}"/g, '""');
      expect(withoutDates).not.toMatch(
        /"(cleanPrice|ytm|exchangeYield|accruedInterest|duration|exchangeDuration|volume)":\d/,
      );
    },
  );

  it('shows ground 381 to full access with the NSD flag, the same values for everyone elsewhere', async () => {
    const nsd = await archive('fullNsd', NSD_TRADING_GROUND_ID);
    expect(nsd.items.some((item) => typeof item.cleanPrice === 'number')).toBe(true);
    expect(JSON.stringify(nsd.items)).not.toContain('masked');

    const open = await Promise.all(Object.keys(tiers).map((tier) => archive(tier, 1)));
    expect(open[0]!.items.some((item) => typeof item.cleanPrice === 'number')).toBe(true);
    for (const answer of open) expect(answer.raw).toBe(open[0]!.raw);
  });

  it('masks only the NSD rows in the all-grounds archive', async () => {
    const all = (await tiers.visitor!.get(`/api/bonds/${ofzId}/archive/`)).json();
    for (const item of all.items as Record<string, unknown>[]) {
      const nsd = item.tradingGroundId === NSD_TRADING_GROUND_ID;
      expect(isMaskedValue(item.cleanPrice)).toBe(nsd);
    }
  });

  it('writes asterisks, not numbers, for masked values in the Excel export', async () => {
    const url = `/api/bonds/${ofzId}/archive/export/?tg=${NSD_TRADING_GROUND_ID}`;
    const masked = await readSheet(await tiers.fullNoNsd!.get(url));
    expect(firstTick(masked).getCell(3).value).toBe('***');
    const shown = await readSheet(await tiers.fullNsd!.get(url));
    expect(typeof firstTick(shown).getCell(3).value).toBe('number');
  });
});

describe.skipIf(databaseMissing)(`similar bonds by tier on ${databaseKind}`, () => {
  let app: App;
  let pageBondId: number;
  let nsdOnlyId: number;
  beforeAll(async () => {
    app = await createSeededTestApp();
    // A bond in some page's similar list gets a yield on the NSD ground a day after its last
    // tick anywhere: its latest yield is then the NSD one, for those who may see it.
    const visitor = new TestClient(app);
    const bonds = (await visitor.get('/api/bonds/?limit=60')).json().items as { id: number }[];
    for (const { id } of bonds) {
      const similar = (await visitor.get(`/api/bonds/${id}/similar-items/`)).json();
      const withTick = (similar.items as { id: number; latest: { date: string } | null }[]).find(
        (item) => item.latest,
      );
      if (!withTick) continue;
      pageBondId = id;
      nsdOnlyId = withTick.id;
      const next = new Date(Date.parse(withTick.latest!.date) + 86_400_000);
      await app.db.insert(tradingTicks).values({
        emissionId: nsdOnlyId,
        tradingGroundId: NSD_TRADING_GROUND_ID,
        date: next.toISOString().slice(0, 10),
        ytmLast: 9.876,
      });
      return;
    }
    throw new Error('no bond with a priced similar bond');
  });
  afterAll(() => app?.close());

  const latestOf = async (client: TestClient) => {
    const similar = (await client.get(`/api/bonds/${pageBondId}/similar-items/`)).json();
    return similar.items.find((item: { id: number }) => item.id === nsdOnlyId).latest;
  };

  it('takes the latest yield from a ground the subject may see: 381 only with NSD access', async () => {
    const nsd = await signedInClient(app, 'nsd-similar@example.com', FULL_ACCESS_LEVEL, {
      nsdAccess: true,
    });
    expect(await latestOf(nsd)).toMatchObject({
      tradingGroundId: NSD_TRADING_GROUND_ID,
      ytm: 9.876,
    });
    for (const client of [
      new TestClient(app),
      await signedInClient(app, 'full-similar@example.com', FULL_ACCESS_LEVEL),
    ]) {
      const latest = await latestOf(client);
      expect(latest.tradingGroundId).not.toBe(NSD_TRADING_GROUND_ID);
      expect(latest.ytm).not.toBe(9.876);
    }
  });
});

const isMaskedValue = (value: unknown) =>
  typeof value === 'object' && value !== null && 'masked' in value;

/** The first tick row: below the file's title, source and as-of date, a row starting with a date. */
function firstTick(sheet: ExcelJS.Worksheet) {
  const row = sheet.getRows(1, sheet.rowCount)!.find((r) => r.getCell(1).value instanceof Date);
  expect(row, 'a tick row').toBeDefined();
  return row!;
}

async function readSheet(response: { statusCode: number; rawPayload: Buffer }) {
  expect(response.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

describe.skipIf(databaseMissing)(`an open instance (OPEN_DATA) on ${databaseKind}`, () => {
  let closed: App;
  let opened: App;
  let ofzId: number;
  beforeAll(async () => {
    closed = await createSeededTestApp();
    opened = await createSeededTestApp({ openData: true });
    const rows = await opened.db.select({ id: emissions.id, isin: emissions.isin }).from(emissions);
    ofzId = rows.find((r) => r.isin === 'SU26219RMFS4')!.id;
  });
  afterAll(async () => {
    await closed?.close();
    await opened?.close();
  });

  it('is switched by OPEN_DATA, loudly refusing a value it does not know', () => {
    expect(loadConfig({}).openData).toBe(false);
    expect(loadConfig({ OPEN_DATA: '1' }).openData).toBe(true);
    expect(() => loadConfig({ OPEN_DATA: 'yes' })).toThrow(/OPEN_DATA/);
  });

  it('tells the page it is open, so the web mirror agrees with the server', async () => {
    expect((await new TestClient(closed).get('/api/me')).json().openData).toBe(false);
    expect((await new TestClient(opened).get('/api/me')).json().openData).toBe(true);
  });

  it('lets a visitor export the archive there, and nowhere else', async () => {
    const url = (id: number) => `/api/bonds/${id}/archive/export/?tg=1`;
    const refused = await new TestClient(closed).get(url(ofzId));
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('need_auth');
    const sheet = await readSheet(await new TestClient(opened).get(url(ofzId)));
    expect(typeof firstTick(sheet).getCell(3).value).toBe('number');
  });

  it('keeps the NSD ground masked: the depository licenses it per user', async () => {
    const visitor = new TestClient(opened);
    const answer = await visitor.get(`/api/bonds/${ofzId}/archive/?tg=${NSD_TRADING_GROUND_ID}`);
    const items = answer.json().items as Record<string, unknown>[];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.cleanPrice).toEqual({ masked: 'need_auth' });
  });
});
