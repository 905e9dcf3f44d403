import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LATEST_TICKS_LIMIT } from '@bondsight/contracts';
import type { App } from '../src/app';
import { emissions } from '../src/db/schema/index';
import { createSeededTestApp, databaseKind, databaseMissing, TestClient } from './support/test-app';
import { fullAccessClient, signedInClient } from './support/user-fixtures';

describe.skipIf(databaseMissing)(`bond API on ${databaseKind}`, () => {
  let app: App;
  let ofzId: number;
  beforeAll(async () => {
    app = await createSeededTestApp();
    const rows = await app.db.select({ id: emissions.id, isin: emissions.isin }).from(emissions);
    ofzId = rows.find((r) => r.isin === 'SU26219RMFS4')!.id;
  });
  afterAll(() => app?.close());

  it('answers the bond summary from the database, in the asked language', async () => {
    const eng = (await app.inject(`/api/bonds/${ofzId}/`)).json();
    expect(eng).toMatchObject({
      id: ofzId,
      isin: 'SU26219RMFS4',
      name: 'OFZ 26219',
      emitent: { name: 'Russian Ministry of Finance' },
      country: { name: 'Russia' },
      statusId: 128, // matured on 2026-09-16, before the test world's date
      currency: 'RUB',
      faceValue: 1000,
      issueDate: '2016-06-29',
      maturityDate: '2026-09-16',
      coupon: { type: 'fixed', rate: 7.75, frequency: 2, dayCount: 'ACT/365F' },
      provenance: { source: 'demo' },
    });
    expect(eng.tradingGrounds.map((g: { id: number }) => g.id)).toEqual([1, 4, 381]);
    // Its last trading day: the business day before the record date (2026-09-15).
    expect(eng.tradingGrounds[0].maxDate).toBe('2026-09-14');
    const rus = (await app.inject(`/api/bonds/${ofzId}/?lang=rus`)).json();
    expect(rus).toMatchObject({
      name: 'ОФЗ 26219',
      emitent: { name: 'Минфин России' },
      country: { name: 'Россия' },
    });
  });

  it('lists bonds with a total', async () => {
    const list = (await app.inject('/api/bonds/?limit=2')).json();
    expect(list.total).toBe(60);
    expect(list.items).toHaveLength(2);
  });

  it('answers an unknown bond with 404 not_found and a malformed id with 400', async () => {
    const missing = await app.inject('/api/bonds/999999/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: { code: 'not_found', message: 'not_found' } });
    const malformed = await app.inject('/api/bonds/abc/');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields).toHaveProperty('params.id');
  });

  it('shows at most the 14 latest ticks, newest first', async () => {
    const archive = (await app.inject(`/api/bonds/${ofzId}/archive/?tg=1`)).json();
    expect(archive.items).toHaveLength(LATEST_TICKS_LIMIT);
    const dates = archive.items.map((t: { date: string }) => t.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(archive.items.every((t: { tradingGroundId: number }) => t.tradingGroundId === 1)).toBe(
      true,
    );
  });

  it('keeps ?lang= on a route that validates its own query parameters', async () => {
    const rus = (await app.inject(`/api/bonds/${ofzId}/archive/?tg=1&lang=rus`)).json();
    expect(rus.items[0].tradingGroundName).toBe('Московская биржа');
  });

  describe('Excel export is enforced on the server', () => {
    const url = () => `/api/bonds/${ofzId}/archive/export/?tg=1`;

    it('asks a visitor to sign in', async () => {
      const response = await new TestClient(app).get(url());
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('need_auth');
    });

    it('denies a signed-in user without full access', async () => {
      const client = await signedInClient(app, 'basic@example.com');
      const response = await client.get(url());
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('access_denied_auth');
    });

    it('gives a full-access user a workbook with every tick of the range', async () => {
      const client = await fullAccessClient(app, 'full@example.com');
      const response = await client.get(`${url()}&from=2026-01-01&to=2026-12-31`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('spreadsheetml');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      const archive = (await app.inject(`/api/bonds/${ofzId}/archive/?tg=1`)).json();
      // The file opens with its title, source and as-of date (excel-exports.test.ts reads it
      // all): the ticks are the rows whose first cell is a date.
      const ticks = sheet
        .getRows(1, sheet.rowCount)!
        .filter((r) => r.getCell(1).value instanceof Date);
      expect(ticks.length).toBeGreaterThan(LATEST_TICKS_LIMIT);
      expect(ticks[0]!.getCell(1).value).toEqual(new Date(`${archive.items[0].date}T00:00:00Z`));
      expect(ticks[0]!.getCell(3).value).toBe(archive.items[0].cleanPrice);
    });

    it('refuses a period with no data', async () => {
      const client = await fullAccessClient(app, 'full2@example.com');
      const response = await client.get(`${url()}&from=2001-01-01&to=2001-12-31`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('no_data_for_period');
    });
  });
});
