import { asc, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EXCEL_EXPORT_MAX_POINTS,
  FULL_ACCESS_LEVEL,
  LATEST_TICKS_LIMIT,
  TABLE_EXPORT_MAX_COLUMNS,
  XLSX_MEDIA_TYPE,
} from '@bondsight/contracts';
import { readLabels } from '@bondsight/labels';
import type { App } from '../src/app';
import { emissionOffers, emissions, financialReports, tradingTicks } from '../src/db/schema/index';
import { createSeededTestApp, databaseKind, databaseMissing, TestClient } from './support/test-app';
import { signedInClient } from './support/user-fixtures';
import { convertAllToCsv, sofficeCheck } from './support/libreoffice';
import { day, readSheet, readWorkbook, type Cell } from './support/xlsx';

type Tier = 'visitor' | 'signedIn' | 'full';

/** The parts of a statement table of the page API the comparison reads. */
interface PageTable {
  scroll_head: string[];
  scroll_body: { code: string; data: unknown[] }[];
  closed_data?: { scroll_body: { code: string; data: unknown[] }[] } | null;
}

const isoOf = (value: Cell) => (value instanceof Date ? value.toISOString().slice(0, 10) : value);

describe.skipIf(databaseMissing)(`Excel exports on ${databaseKind}`, () => {
  let app: App;
  const tiers = {} as Record<Tier, TestClient>;
  let ofzId: number;
  /** A bond with a long made-up history on ground 1, for the 2,500-point cap. */
  let longId: number;
  let bank: number;
  let msfo: number;
  let rsbu: number;

  beforeAll(async () => {
    app = await createSeededTestApp();
    tiers.visitor = new TestClient(app);
    tiers.signedIn = await signedInClient(app, 'basic@example.com', 1);
    tiers.full = await signedInClient(app, 'full@example.com', FULL_ACCESS_LEVEL);
    const bonds = await app.db
      .select({ id: emissions.id, isin: emissions.isin })
      .from(emissions)
      .orderBy(asc(emissions.id));
    ofzId = bonds.find((b) => b.isin === 'SU26219RMFS4')!.id;
    longId = bonds.find((b) => b.id !== ofzId)!.id;
    // Exactly EXCEL_EXPORT_MAX_POINTS ticks, one a day from 2000-01-01, long before the demo
    // world's year: a range of all of them is refused, one day shorter is allowed.
    const start = Date.UTC(2000, 0, 1);
    const ticks = Array.from({ length: EXCEL_EXPORT_MAX_POINTS }, (_, i) => ({
      emissionId: longId,
      tradingGroundId: 1,
      date: new Date(start + i * 86_400_000).toISOString().slice(0, 10),
      lastPrice: 95 + (i % 100) / 20,
      ytmLast: 8 + (i % 50) / 100,
      nkd: 10 + (i % 10),
      duration: 900 - (i % 300),
      volume: 1000 + i,
    }));
    for (let i = 0; i < ticks.length; i += 500)
      await app.db.insert(tradingTicks).values(ticks.slice(i, i + 500));

    const reports = await app.db
      .select({
        id: financialReports.id,
        emitentId: financialReports.emitentId,
        standard: financialReports.standard,
      })
      .from(financialReports)
      .orderBy(asc(financialReports.id));
    bank = reports.find((r) => r.standard === 'bank_rsbu')!.emitentId;
    msfo = reports.find((r) => r.standard === 'msfo')!.id;
    rsbu = reports.find((r) => r.standard === 'rsbu')!.id;
  }, 120_000);
  afterAll(() => app?.close());

  const get = (tier: Tier, url: string) => tiers[tier].get(url);
  const lastDay = new Date(Date.UTC(2000, 0, 1) + (EXCEL_EXPORT_MAX_POINTS - 1) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const dayBefore = (iso: string) =>
    new Date(Date.parse(`${iso}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

  const table = {
    title: 'Similar bonds',
    fileName: 'similar-bonds',
    source: 'Bondsight: similar bonds',
    asOf: '2026-11-20',
    columns: [
      { title: 'Bond', kind: 'text' },
      { title: 'Maturity', kind: 'date' },
      { title: 'Price', kind: 'price' },
      { title: 'Yield', kind: 'yield' },
      { title: 'Volume', kind: 'volume' },
    ],
    rows: [
      ['OFZ 26219', '2026-09-16', 99.1234, 7.123, 1234567],
      ['OFZ 26230', '2039-03-16', null, 'n/a', 0],
    ],
  };

  /** Every export, as the full user's GET (or POST) that answers a workbook. */
  const exports = () => ({
    archive: () => tiers.full.get(`/api/bonds/${ofzId}/archive/export/?tg=1`),
    cashFlow: () => tiers.full.get(`/api/bonds/${ofzId}/cash-flow/export.xlsx`),
    bankRsbu: () => tiers.full.get(`/api/report_bank_rsbu/${bank}/0/export.xlsx`),
    msfo: () => tiers.full.get(`/api/report_msfo/${msfo}/export.xlsx?from=&to=`),
    rsbu: () => tiers.full.get(`/api/report_rsbu/${rsbu}/export.xlsx?from=&to=`),
    table: () => tiers.full.post('/api/export/table.xlsx', table),
  });

  describe('permissions: the server refuses, not only the button', () => {
    const requests = (): [string, (tier: Tier) => ReturnType<TestClient['get']>][] => [
      ['archive', (t) => get(t, `/api/bonds/${ofzId}/archive/export/?tg=1`)],
      ['cash flow link', (t) => get(t, `/api/bonds/${ofzId}/cash-flow/export/`)],
      ['cash flow file', (t) => get(t, `/api/bonds/${ofzId}/cash-flow/export.xlsx`)],
      ['bank RSBU', (t) => get(t, `/api/report_bank_rsbu/${bank}/1/export.xlsx`)],
      ['MSFO', (t) => get(t, `/api/report_msfo/${msfo}/export.xlsx?from=&to=`)],
      ['RSBU', (t) => get(t, `/api/report_rsbu/${rsbu}/export.xlsx`)],
      ['table', (t) => tiers[t].post('/api/export/table.xlsx', table)],
    ];

    it('asks a visitor to sign in (401 need_auth) and denies a signed-in user (403 access_denied_auth)', async () => {
      for (const [name, request] of requests()) {
        const visitor = await request('visitor');
        expect(visitor.statusCode, name).toBe(401);
        expect(visitor.json().error.code, name).toBe('need_auth');
        const signedIn = await request('signedIn');
        expect(signedIn.statusCode, name).toBe(403);
        expect(signedIn.json().error.code, name).toBe('access_denied_auth');
        const full = await request('full');
        expect(full.statusCode, name).toBe(200);
      }
    });

    it('answers every file as xlsx with an attachment name', async () => {
      for (const [name, request] of Object.entries(exports())) {
        const response = await request();
        expect(response.statusCode, name).toBe(200);
        expect(response.headers['content-type'], name).toBe(XLSX_MEDIA_TYPE);
        expect(response.headers['content-disposition'], name).toMatch(
          /^attachment; filename="[A-Za-z0-9._-]+\.xlsx"$/,
        );
      }
    });
  });

  describe('the archive of ticks', () => {
    it("holds the page API's ticks as numbers and dates, under the source and as-of date", async () => {
      const response = await get('full', `/api/bonds/${ofzId}/archive/export/?tg=1&lang=rus`);
      expect(response.statusCode).toBe(200);
      const read = readSheet((await readWorkbook(response.rawPayload)).worksheets[0]!);
      const summary = (await get('full', `/api/bonds/${ofzId}/?lang=rus`)).json();
      expect(String(read.title)).toContain('ОФЗ 26219');
      expect(read.sheet.getRow(2).getCell(1).value).toBe(
        readLabels('rus', 'exports')!.header_source,
      );
      expect(read.source).toBe('demo');
      expect(read.asOf).toBeInstanceOf(Date);
      expect(isoOf(read.asOf)).toBe(summary.provenance.asOf.slice(0, 10));
      const bond = readLabels('rus', 'bond')!;
      expect(read.columns).toEqual([
        bond.col_date,
        bond.col_ground,
        bond.col_price,
        bond.col_yield,
        bond.col_nkd,
        bond.col_duration,
        bond.col_volume,
      ]);
      // The page's latest ticks are the file's first rows, value for value.
      const page = (await get('full', `/api/bonds/${ofzId}/archive/?tg=1&lang=rus`)).json();
      expect(page.items).toHaveLength(LATEST_TICKS_LIMIT);
      expect(read.rows.length).toBeGreaterThan(LATEST_TICKS_LIMIT);
      page.items.forEach((tick: Record<string, unknown>, i: number) => {
        expect(read.rows[i]).toEqual([
          day(tick.date as string),
          tick.tradingGroundName,
          tick.cleanPrice,
          tick.ytm,
          tick.accruedInterest,
          tick.duration,
          tick.volume,
        ]);
      });
      const first = read.sheet.getRow(read.headRow + 1);
      expect(first.getCell(1).numFmt).toBe('yyyy-mm-dd');
      expect(first.getCell(3).numFmt).toBe('0.0000');
      expect(first.getCell(4).numFmt).toBe('0.000');
      expect(first.getCell(7).numFmt).toBe('#,##0');
    });

    it('refuses 2,500 points or more with many_points, and exports 2,499 with the old-data notice', async () => {
      const all = await get(
        'full',
        `/api/bonds/${longId}/archive/export/?tg=1&from=2000-01-01&to=${lastDay}`,
      );
      expect(all.statusCode).toBe(400);
      expect(all.json().error).toMatchObject({
        code: 'validation_failed',
        message: 'many_points',
        fields: { 'querystring.from': 'many_points' },
      });
      const to = dayBefore(lastDay);
      const fewer = await get(
        'full',
        `/api/bonds/${longId}/archive/export/?tg=1&from=2000-01-01&to=${to}`,
      );
      expect(fewer.statusCode).toBe(200);
      const read = readSheet((await readWorkbook(fewer.rawPayload)).worksheets[0]!);
      expect(read.rows).toHaveLength(EXCEL_EXPORT_MAX_POINTS - 1);
      expect(read.rows[0]![0]).toEqual(day(to));
      expect(read.rows.at(-1)![0]).toEqual(day('2000-01-01'));
      // The latest tick is years older than the data's as-of date: the spec's notice.
      expect(read.notes).toHaveLength(2);
      expect(read.notes[0]).toContain('2000-01-01');
      expect(read.notes[1]).toContain(to);
    });

    it('refuses a period without ticks with no_data_for_period, and bad input with 4xx', async () => {
      const empty = await get(
        'full',
        `/api/bonds/${ofzId}/archive/export/?from=1990-01-01&to=1990-12-31`,
      );
      expect(empty.statusCode).toBe(404);
      expect(empty.json().error.message).toBe('no_data_for_period');
      for (const [query, field] of [
        ['?from=2025-13-01', 'querystring.from'],
        ['?to=31.12.2025', 'querystring.to'],
        ['?from=abc', 'querystring.from'],
        ['?tg=abc', 'querystring.tg'],
      ] as const) {
        const bad = await get('full', `/api/bonds/${ofzId}/archive/export/${query}`);
        expect(bad.statusCode, query).toBe(400);
        expect(bad.json().error.fields, query).toHaveProperty(field);
      }
      expect((await get('full', '/api/bonds/999999/archive/export/')).statusCode).toBe(404);
      expect((await get('full', '/api/bonds/x/archive/export/')).statusCode).toBe(400);
    });
  });

  describe('the cash flow: the link, then the file', () => {
    it('answers the link, whose file holds the page API’s payments and options', async () => {
      const link = await get('full', `/api/bonds/${ofzId}/cash-flow/export/?lang=rus`);
      expect(link.statusCode).toBe(200);
      const { url } = link.json();
      expect(url).toBe(`/api/bonds/${ofzId}/cash-flow/export.xlsx?lang=rus`);
      const file = await get('full', url);
      expect(file.statusCode).toBe(200);
      const workbook = await readWorkbook(file.rawPayload);
      expect(workbook.worksheets).toHaveLength(2);
      const flows = readSheet(workbook.worksheets[0]!);
      const options = readSheet(workbook.worksheets[1]!);
      const page = (await get('full', `/api/bonds/${ofzId}/cash-flow/?lang=rus`)).json();
      const cf = readLabels('rus', 'cash_flow')!;
      expect(flows.columns.slice(0, 3)).toEqual([
        cf.col_num,
        cf.col_date,
        cf.col_actual_payment_date,
      ]);
      expect(flows.source).toBe(page.provenance.source);
      expect(isoOf(flows.asOf)).toBe(page.provenance.asOf.slice(0, 10));
      expect(flows.rows).toHaveLength(page.flows.length);
      page.flows.forEach((f: Record<string, unknown>, i: number) => {
        const date = (value: unknown) => (value ? day(value as string) : null);
        expect(flows.rows[i]).toEqual([
          f.num,
          day(f.date as string),
          date(f.actual_payment_date),
          date(f.record_date),
          date(f.nontrading_start_date),
          f.cupon_rate,
          f.cupon_sum,
          f.redemtion,
          f.pool_factor,
          cf[`status_${f.status as string}`],
          f.coupon_is_estimated_text,
        ]);
      });
      expect(options.rows).toHaveLength(page.options.length);
      page.options.forEach((o: Record<string, unknown>, i: number) => {
        expect(options.rows[i]![0]).toEqual(day(o.date as string));
        expect(options.rows[i]![6]).toBe(o.price);
      });
    });

    it('writes each option’s acceptance period as two real dates, as the workbook’s other dates', async () => {
      // A bond whose options publish their acceptance periods.
      const [offer] = await app.db
        .select({ emissionId: emissionOffers.emissionId })
        .from(emissionOffers)
        .where(isNotNull(emissionOffers.period))
        .orderBy(asc(emissionOffers.emissionId))
        .limit(1);
      const id = offer!.emissionId;
      const file = await get('full', `/api/bonds/${id}/cash-flow/export.xlsx?lang=chn`);
      expect(file.statusCode).toBe(200);
      const options = readSheet((await readWorkbook(file.rawPayload)).worksheets[1]!);
      const page = (await get('full', `/api/bonds/${id}/cash-flow/?lang=chn`)).json();
      const ex = readLabels('chn', 'exports')!;
      expect(options.columns.slice(3, 5)).toEqual([
        ex.col_option_period_start,
        ex.col_option_period_end,
      ]);
      const periods = page.options.filter((o: { period: string | null }) => o.period);
      expect(periods.length).toBeGreaterThan(0);
      page.options.forEach(
        (o: { period: string | null; notice_days: number | null }, i: number) => {
          // The notice period's days are a number, not the words "14 days".
          expect(options.rows[i]![5]).toBe(o.notice_days);
          if (!o.period) return;
          const [start, end] = o.period.split('–').map((end) => end.trim());
          // Dates, never the stored text "2026-03-02 – 2026-03-08".
          expect(options.rows[i]!.slice(3, 5)).toEqual([day(start!), day(end!)]);
          for (const column of [4, 5])
            expect(options.sheet.getRow(options.headRow + 1 + i).getCell(column).numFmt).toBe(
              'yyyy-mm-dd',
            );
        },
      );
      // The payments sheet writes its dates the same way.
      const flows = readSheet((await readWorkbook(file.rawPayload)).worksheets[0]!);
      expect(flows.sheet.getRow(flows.headRow + 1).getCell(2).numFmt).toBe('yyyy-mm-dd');
    });

    it('answers an unknown bond 404 and a malformed id 400, on the link and the file', async () => {
      for (const path of ['/cash-flow/export/', '/cash-flow/export.xlsx']) {
        expect((await get('full', `/api/bonds/999999${path}`)).statusCode, path).toBe(404);
        const bad = await get('full', `/api/bonds/abc${path}`);
        expect(bad.statusCode, path).toBe(400);
        expect(bad.json().error.fields).toHaveProperty('params.id');
      }
    });
  });

  describe('the statements: bank RSBU (archive flag), MSFO and RSBU (from / to)', () => {
    /** The 1077 page answer's value of a line in a period column, by its header. */
    const pageValue = (
      body: Record<string, PageTable>,
      tableKey: string,
      code: string,
      header: string,
    ) => {
      const t = body[tableKey]!;
      const rows = [...(t.closed_data?.scroll_body ?? []), ...t.scroll_body];
      const row = rows.find((r) => r.code === code)!;
      return row.data[t.scroll_head.indexOf(header)];
    };

    it("holds the MSFO page's values as numbers, periods as columns", async () => {
      const file = await get('full', `/api/report_msfo/${msfo}/export.xlsx?from=&to=`);
      expect(file.statusCode).toBe(200);
      const today = new Date().toISOString().slice(0, 10);
      // Empty from is 1970-01-01, empty to today.
      expect(file.headers['content-disposition']).toContain(
        `msfo-${msfo}-1970-01-01-${today}.xlsx`,
      );
      const read = readSheet((await readWorkbook(file.rawPayload)).worksheets[0]!);
      expect(read.notes[0]).toContain('1970-01-01');
      expect(read.source).toBe('demo');
      expect(read.asOf).toBeInstanceOf(Date);
      const page = (await get('full', `/api/report_msfo/${msfo}/`)).json();
      const column = read.columns.indexOf('2025 (2025-12-31)');
      expect(column).toBeGreaterThan(3);
      const row = read.rows.find((r) => r[1] === 'total_assets')!;
      expect(typeof row[column]).toBe('number');
      expect(row[column]).toBe(pageValue(page, 'balance_sheet', 'total_assets', '2025'));
    });

    it('keeps the periods ending between from and to, and exports RSBU and both bank variants', async () => {
      const ranged = await get(
        'full',
        `/api/report_msfo/${msfo}/export.xlsx?from=2025-01-01&to=2025-12-31`,
      );
      const columns = readSheet((await readWorkbook(ranged.rawPayload)).worksheets[0]!).columns;
      expect(columns).toContain('2025 (2025-12-31)');
      expect(columns.some((c) => c.includes('2024') || c.includes('2026'))).toBe(false);
      const rsbuFile = await get('full', `/api/report_rsbu/${rsbu}/export.xlsx`);
      expect(rsbuFile.statusCode).toBe(200);
      const rsbuRead = readSheet((await readWorkbook(rsbuFile.rawPayload)).worksheets[0]!);
      expect(rsbuRead.rows.some((r) => r[1] === '1600' && typeof r[4] === 'number')).toBe(true);
      for (const [flag, variant] of [
        ['0', 'actual'],
        ['1', 'archive'],
      ] as const) {
        const bankFile = await get(
          'full',
          `/api/report_bank_rsbu/${bank}/${flag}/export.xlsx?lang=rus`,
        );
        expect(bankFile.statusCode).toBe(200);
        expect(bankFile.headers['content-disposition']).toContain(
          `bank-rsbu-${bank}-${variant}.xlsx`,
        );
        const read = readSheet((await readWorkbook(bankFile.rawPayload)).worksheets[0]!);
        expect(read.title).toBe(readLabels('rus', 'exports')![`title_bank_rsbu_${variant}`]);
        expect(read.rows.some((r) => r[1] === 'total_assets')).toBe(true);
      }
    });

    it('answers bad dates and flags 400 naming the field, unknown sets 404', async () => {
      for (const [query, field] of [
        ['?from=2025-13-01', 'querystring.from'],
        ['?to=01.02.2025', 'querystring.to'],
        ['?from=0000-01-01', 'querystring.from'],
        ['?from=2026-01-01&to=2025-01-01', 'querystring.from'],
      ] as const) {
        const bad = await get('full', `/api/report_msfo/${msfo}/export.xlsx${query}`);
        expect(bad.statusCode, query).toBe(400);
        expect(bad.json().error.fields, query).toHaveProperty(field);
      }
      expect((await get('full', `/api/report_msfo/${rsbu}/export.xlsx`)).statusCode).toBe(404);
      expect((await get('full', '/api/report_rsbu/999999/export.xlsx')).statusCode).toBe(404);
      expect((await get('full', `/api/report_bank_rsbu/${bank}/2/export.xlsx`)).statusCode).toBe(
        400,
      );
      expect((await get('full', '/api/report_bank_rsbu/999999/0/export.xlsx')).statusCode).toBe(
        404,
      );
    });
  });

  describe('any shared data table', () => {
    it('writes the sent columns and rows with their kinds', async () => {
      const response = await tiers.full.post('/api/export/table.xlsx', table);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toContain('similar-bonds.xlsx');
      const read = readSheet((await readWorkbook(response.rawPayload)).worksheets[0]!);
      expect(read.title).toBe('Similar bonds');
      expect(read.source).toBe('Bondsight: similar bonds');
      expect(read.asOf).toEqual(day('2026-11-20'));
      expect(read.columns).toEqual(table.columns.map((c) => c.title));
      expect(read.rows).toEqual([
        ['OFZ 26219', day('2026-09-16'), 99.1234, 7.123, 1234567],
        ['OFZ 26230', day('2039-03-16'), null, 'n/a', 0],
      ]);
      const first = read.sheet.getRow(read.headRow + 1);
      expect(first.getCell(3).numFmt).toBe('0.0000');
      expect(first.getCell(4).numFmt).toBe('0.000');
      expect(first.getCell(5).numFmt).toBe('#,##0');
    });

    it('refuses rows that do not match the columns, too many columns and wrong types (400)', async () => {
      const cases: [unknown, string][] = [
        [{ ...table, rows: [['only one']] }, 'body.rows.0'],
        [
          {
            ...table,
            columns: Array.from({ length: TABLE_EXPORT_MAX_COLUMNS + 1 }, () => ({ title: 'x' })),
            rows: [],
          },
          'body.columns',
        ],
        [{ ...table, rows: [[{ a: 1 }, null, null, null, null]] }, 'body.rows.0.0'],
        [{ ...table, columns: [{ title: 'x', kind: 'money' }], rows: [] }, 'body.columns.0.kind'],
        [{ ...table, asOf: '2026-02-30' }, 'body.asOf'],
        [{ ...table, fileName: '../etc/passwd' }, 'body.fileName'],
        [{ ...table, extra: true }, 'body.extra'],
      ];
      for (const [body, field] of cases) {
        const bad = await tiers.full.post('/api/export/table.xlsx', body);
        expect(bad.statusCode, field).toBe(400);
        expect(Object.keys(bad.json().error.fields ?? {}), field).toContain(field);
      }
    });
  });

  describe('LibreOffice opens every kind of file without complaint', () => {
    const check = sofficeCheck();
    it.skipIf(check.skip)(
      `converts one of each kind to CSV (${check.reason})`,
      async () => {
        const expected: Record<string, string> = {
          archive: 'demo',
          cashFlow: 'demo',
          bankRsbu: 'total_assets',
          msfo: 'total_assets',
          rsbu: '1600',
          table: 'OFZ 26219',
        };
        const files: Record<string, Buffer> = {};
        for (const [name, request] of Object.entries(exports())) {
          const response = await request();
          expect(response.statusCode, name).toBe(200);
          files[name] = response.rawPayload;
        }
        const csvs = await convertAllToCsv(files);
        for (const name of Object.keys(files)) expect(csvs[name], name).toContain(expected[name]!);
      },
      180_000,
    );
  });
});
