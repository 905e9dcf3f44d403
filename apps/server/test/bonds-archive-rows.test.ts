import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { LATEST_TICKS_LIMIT } from '@bondsight/contracts';
import type { App } from '../src/app';
import { tradingTicks } from '../src/db/schema/index';
import { createSeededTestApp, databaseKind, databaseMissing } from './support/test-app';
import { fullAccessClient } from './support/user-fixtures';

const SPB = 2;
const MOEX = 1;

interface ArchiveRow {
  date: string;
  tradingGroundId: number;
  cleanPrice: number | null | { masked: string };
  accruedInterest: number | null | { masked: string };
}

/**
 * A day the exchange published only a bid or an ask (or nothing but a yield) is not a quote
 * row: the archive of latest ticks and its export show priced days only, so no row carries
 * accrued interest alone.
 */
describe.skipIf(databaseMissing)(`bond archive rows carry a price on ${databaseKind}`, () => {
  let app: App;
  beforeAll(async () => {
    app = await createSeededTestApp();
  });
  afterAll(() => app?.close());

  /** A bond whose ground has bid/ask-only days among its latest ones. */
  async function bondWithQuoteOnlyDays(ground: number) {
    const rows = await app.db
      .select({ id: tradingTicks.emissionId, date: tradingTicks.date })
      .from(tradingTicks)
      .where(and(eq(tradingTicks.tradingGroundId, ground), isNull(tradingTicks.lastPrice)));
    const latest = new Map<number, string>();
    for (const r of rows) if (r.date > (latest.get(r.id) ?? '')) latest.set(r.id, r.date);
    const [id] = [...latest].sort((a, b) => b[1].localeCompare(a[1]))[0] ?? [];
    return id;
  }

  for (const ground of [SPB, MOEX]) {
    it(`leaves bid/ask-only days out of the latest ticks on ground ${ground}`, async () => {
      const id = await bondWithQuoteOnlyDays(ground);
      expect(id).toBeDefined();
      const all = await app.db
        .select({ date: tradingTicks.date, last: tradingTicks.lastPrice })
        .from(tradingTicks)
        .where(and(eq(tradingTicks.emissionId, id!), eq(tradingTicks.tradingGroundId, ground)));
      const priced = all
        .filter((t) => t.last !== null)
        .map((t) => t.date)
        .sort()
        .reverse();
      // The world has such days: without the rule the archive would show them.
      expect(all.length).toBeGreaterThan(priced.length);

      const client = await fullAccessClient(app, `archive-${ground}@example.com`);
      const answer = await client.get(`/api/bonds/${id}/archive/?tg=${ground}`);
      expect(answer.statusCode).toBe(200);
      const items = answer.json().items as ArchiveRow[];
      expect(items.map((t) => t.date)).toEqual(priced.slice(0, LATEST_TICKS_LIMIT));
      for (const t of items) {
        expect(t.tradingGroundId).toBe(ground);
        expect(typeof t.cleanPrice).toBe('number');
      }
    });
  }

  it('exports the same priced days, and only those', async () => {
    const id = await bondWithQuoteOnlyDays(SPB);
    const client = await fullAccessClient(app, 'archive-export@example.com');
    const response = await client.get(
      `/api/bonds/${id}/archive/export/?tg=${SPB}&from=2025-01-01&to=2026-12-31`,
    );
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const days = await app.db
      .select({ last: tradingTicks.lastPrice })
      .from(tradingTicks)
      .where(and(eq(tradingTicks.emissionId, id!), eq(tradingTicks.tradingGroundId, SPB)));
    const withPrice = days.filter((t) => t.last !== null);
    expect(days.length).toBeGreaterThan(withPrice.length);
    // Below its title, source and as-of date, the ticks are the rows that start with a date.
    const ticks = sheet
      .getRows(1, sheet.rowCount)!
      .filter((row) => row.getCell(1).value instanceof Date);
    expect(ticks.length).toBe(withPrice.length);
    for (const row of ticks) expect(typeof row.getCell(3).value).toBe('number');
  });
});
