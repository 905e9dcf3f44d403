import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isMasked,
  NSD_TRADING_GROUND_ID,
  XLSX_MEDIA_TYPE,
  type LadderResponse,
  type WatchlistsResponse,
  type WatchlistWithHoldings,
} from '@bondsight/contracts';
import { readLabels } from '@bondsight/labels';
import { createDemoWatchlists } from '../src/data/demo-watchlists';
import { tradingTicks, watchlistItems } from '../src/db/schema/index';
import { convertAllToCsv, sofficeCheck } from './support/libreoffice';
import { TEST_AS_OF } from './support/seed-world';
import { databaseKind, databaseMissing, type TestClient } from './support/test-app';
import { EMAILS, watchlistWorld, type WatchlistWorld } from './support/watchlist-fixtures';
import { day, readSheet, readWorkbook, type Cell, type ReadSheet } from './support/xlsx';

/**
 * The watchlist page's Excel files (issue 18): a list's holdings and its cash-flow ladder.
 * Each file is opened with exceljs and its cells compared with the page API's JSON for the same
 * user (full access with and without the NSD flag: the NSD-only quote is *** for one, numbers
 * for the other); the refusals per tier; one file of each kind through LibreOffice headless.
 */

const dateCell = (iso: string | null) => (iso === null ? null : day(iso));
/** What a page value becomes in a cell: a withheld value is ***, as on the page. */
const valueCell = (value: number | null | object): Cell =>
  isMasked(value) ? '***' : ((value as number | null) ?? null);

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

describe.skipIf(databaseMissing)(`watchlist Excel files on ${databaseKind}`, () => {
  let w: WatchlistWorld;
  /** The bond quoted only on the NSD ground: *** without the flag, numbers with it. */
  let nsdOnlyBond: number;
  const holders = ['full', 'fullNsd'] as const;
  type Holder = (typeof holders)[number];
  const pages = {} as Record<Holder, WatchlistsResponse>;
  let signedInList: number;

  beforeAll(async () => {
    w = await watchlistWorld();
    const ids = {
      full: await w.userId(EMAILS.full),
      fullNsd: await w.userId(EMAILS.fullNsd),
      signedIn: await w.userId(EMAILS.signedIn),
    };
    await createDemoWatchlists(w.app.db, [ids.full, ids.fullNsd, ids.signedIn]);
    // One outstanding bond loses its quotes but one on the NSD ground, and joins the first list
    // of both full users.
    nsdOnlyBond = w.bondIds.at(-1)!;
    await w.app.db.delete(tradingTicks).where(eq(tradingTicks.emissionId, nsdOnlyBond));
    await w.app.db.insert(tradingTicks).values({
      emissionId: nsdOnlyBond,
      tradingGroundId: NSD_TRADING_GROUND_ID,
      date: addDays(TEST_AS_OF, -1),
      lastPrice: 98.765,
      ytmLast: 11.234,
      nkd: 12.34,
      duration: 640,
      volume: 1000,
    });
    for (const holder of holders) {
      const first = (await client(holder).get('/api/watchlist/')).json() as WatchlistsResponse;
      await w.app.db.insert(watchlistItems).values({
        watchlistId: first.lists[0]!.id,
        emissionId: nsdOnlyBond,
        price: 97.5,
        count: 20,
        buyDate: addDays(TEST_AS_OF, -30),
      });
    }
    for (const holder of holders) {
      const response = await client(holder).get('/api/watchlist/?lang=rus');
      expect(response.statusCode).toBe(200);
      pages[holder] = response.json();
    }
    signedInList = (await w.signedIn.get('/api/watchlist/')).json().lists[0].id;
  }, 120_000);
  afterAll(() => w?.app.close());

  const client = (name: Holder | 'visitor' | 'signedIn' | 'other'): TestClient => w[name];

  describe('permissions: the server refuses, not only the button', () => {
    const files = ['export.xlsx', 'ladder.xlsx'];

    it('visitors 401 need_auth, signed-in users below 1077 403 access_denied_auth (their own list too)', async () => {
      for (const file of files) {
        const list = pages.full.lists[0]!.id;
        const visitor = await w.visitor.get(`/api/watchlist/${list}/${file}`);
        expect(visitor.statusCode, file).toBe(401);
        expect(visitor.json().error.code, file).toBe('need_auth');
        const own = await w.signedIn.get(`/api/watchlist/${signedInList}/${file}`);
        expect(own.statusCode, file).toBe(403);
        expect(own.json().error.code, file).toBe('access_denied_auth');
        // The signed-in user does read the same list on the page: the file alone is paid.
        expect((await w.signedIn.get(`/api/watchlist/${signedInList}/ladder/`)).statusCode).toBe(
          200,
        );
      }
    });

    it("another user's list and an unknown list are 404, a malformed id or months 400", async () => {
      for (const file of files) {
        const other = await w.other.get(`/api/watchlist/${pages.full.lists[0]!.id}/${file}`);
        expect(other.statusCode, file).toBe(404);
        expect(other.json().error.code, file).toBe('not_found');
        expect((await w.full.get(`/api/watchlist/${signedInList}/${file}`)).statusCode).toBe(404);
        expect((await w.full.get(`/api/watchlist/999999/${file}`)).statusCode, file).toBe(404);
        for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
          const bad = await w.full.get(`/api/watchlist/${id}/${file}`);
          expect(bad.statusCode, `${file} ${id}`).toBe(400);
          expect(bad.json().error.fields, `${file} ${id}`).toHaveProperty('params.id');
        }
        const extra = await w.full.get(`/api/watchlist/${pages.full.lists[0]!.id}/${file}?x=1`);
        expect(extra.statusCode, file).toBe(400);
      }
      const list = pages.full.lists[0]!.id;
      for (const months of ['0', '481', 'x']) {
        const bad = await w.full.get(`/api/watchlist/${list}/ladder.xlsx?months=${months}`);
        expect(bad.statusCode, months).toBe(400);
        expect(bad.json().error.fields, months).toHaveProperty('querystring.months');
      }
    });

    it('answers both files as xlsx attachments named by the list id', async () => {
      const list = pages.full.lists[0]!.id;
      for (const [file, name] of [
        ['export.xlsx', `watchlist-${list}-holdings.xlsx`],
        ['ladder.xlsx', `watchlist-${list}-ladder.xlsx`],
      ] as const) {
        const response = await w.full.get(`/api/watchlist/${list}/${file}`);
        expect(response.statusCode, file).toBe(200);
        expect(response.headers['content-type'], file).toBe(XLSX_MEDIA_TYPE);
        expect(response.headers['content-disposition'], file).toBe(
          `attachment; filename="${name}"`,
        );
        expect(response.headers['cache-control'], file).toBe('private, no-store');
      }
    });
  });

  describe("the holdings file: the page API's holdings, cell for cell", () => {
    const holdingRow = (h: WatchlistWithHoldings['holdings'][number]): Cell[] => [
      h.name,
      h.isin,
      h.currency,
      h.face_value,
      dateCell(h.maturity_date),
      dateCell(h.price_date),
      h.trading_ground_name,
      valueCell(h.price),
      valueCell(h.ytm),
      valueCell(h.duration),
      valueCell(h.accrued),
      h.buy_price,
      dateCell(h.buy_date),
      h.count,
      valueCell(h.value),
      valueCell(h.pnl_clean),
      h.coupons_received,
      valueCell(h.pnl_total),
    ];

    for (const holder of holders)
      it(`per tier (${holder}): every list's rows and totals, labels in the asked language`, async () => {
        const wl = readLabels('rus', 'watchlist')!;
        const ex = readLabels('rus', 'exports')!;
        const page = pages[holder];
        expect(page.lists.length).toBeGreaterThanOrEqual(2);
        for (const list of page.lists) {
          const response = await client(holder).get(
            `/api/watchlist/${list.id}/export.xlsx?lang=rus`,
          );
          expect(response.statusCode).toBe(200);
          const workbook = await readWorkbook(response.rawPayload);
          expect(workbook.worksheets).toHaveLength(2);
          const holdings = readSheet(workbook.worksheets[0]!);
          expect(holdings.name).toBe(wl.xlsx_sheet_holdings);
          expect(holdings.title).toBe(`${list.name} — ${wl.xlsx_title_holdings}`);
          expect(holdings.sourceLabel).toBe(ex.header_source);
          expect(String(holdings.source)).toMatch(/^Последние котировки: /);
          expect(holdings.asOf).toEqual(day(page.asOf));
          expect(holdings.columns).toEqual([
            wl.col_name,
            wl.col_isin,
            wl.col_currency,
            wl.col_face_value,
            wl.col_maturity_date,
            wl.col_price_date,
            wl.col_trading_ground,
            wl.col_price,
            wl.col_ytm,
            wl.col_duration,
            wl.col_accrued,
            wl.col_buy_price,
            wl.col_buy_date,
            wl.col_count,
            wl.col_value,
            wl.col_pnl_clean,
            wl.col_coupons_received,
            wl.col_pnl_total,
          ]);
          expect(holdings.rows).toEqual(list.holdings.map(holdingRow));
          for (const ground of new Set(list.holdings.map((h) => h.trading_ground_name)))
            if (ground) expect(String(holdings.source)).toContain(ground);

          const totals = readSheet(workbook.worksheets[1]!);
          expect(totals.name).toBe(wl.xlsx_sheet_totals);
          expect(totals.notes).toEqual([wl.xlsx_totals_note]);
          expect(totals.rows).toEqual(
            list.totals.map((t) => [t.currency, t.value, t.pnl_clean, t.pnl_total]),
          );
        }
      });

    it('the NSD-only quote is *** without the NSD flag and numbers with it', async () => {
      const rowOf = (holder: Holder) =>
        pages[holder].lists[0]!.holdings.find((h) => h.bond_id === nsdOnlyBond)!;
      expect(isMasked(rowOf('full').price)).toBe(true);
      expect(rowOf('fullNsd').price).toBe(98.765);
      const files = {} as Record<Holder, Cell[]>;
      for (const holder of holders) {
        const list = pages[holder].lists[0]!;
        const response = await client(holder).get(`/api/watchlist/${list.id}/export.xlsx`);
        const sheet = readSheet((await readWorkbook(response.rawPayload)).worksheets[0]!);
        files[holder] = sheet.rows[list.holdings.findIndex((h) => h.bond_id === nsdOnlyBond)]!;
      }
      // Price, yield, duration, accrued, value, P&L clean, P&L total: withheld, then shown.
      for (const column of [7, 8, 9, 10, 14, 15, 17]) {
        expect(files.full[column], String(column)).toBe('***');
        expect(typeof files.fullNsd[column], String(column)).toBe('number');
      }
      expect(files.fullNsd[7]).toBe(98.765);
      // The buy price, count and coupons are the user's own or the schedule's: never withheld.
      expect(files.full[11]).toBe(97.5);
      expect(files.full[13]).toBe(20);
    });

    it('numbers carry the page decimals as number formats, dates are dates', async () => {
      const list = pages.fullNsd.lists[0]!;
      const response = await w.fullNsd.get(`/api/watchlist/${list.id}/export.xlsx`);
      const read = readSheet((await readWorkbook(response.rawPayload)).worksheets[0]!);
      const first = read.sheet.getRow(read.headRow + 1);
      const formats = Object.fromEntries(
        [5, 8, 9, 10, 11, 13, 14, 15].map((n) => [n, first.getCell(n).numFmt]),
      );
      expect(formats).toEqual({
        5: 'yyyy-mm-dd',
        8: '0.0000',
        9: '0.000',
        10: '0',
        11: '#,##0.00',
        13: 'yyyy-mm-dd',
        14: '#,##0',
        15: '#,##0.00',
      });
      expect(read.rows[0]![12]).toBeInstanceOf(Date);
      expect(typeof read.rows[0]![3]).toBe('number');
    });

    it('an empty list is a file with the header and no rows', async () => {
      const created = await w.full.post('/api/watchlist/create/', { name: 'Empty for Excel' });
      const id = created.json().id as number;
      const response = await w.full.get(`/api/watchlist/${id}/export.xlsx`);
      expect(response.statusCode).toBe(200);
      const read = readSheet((await readWorkbook(response.rawPayload)).worksheets[0]!);
      expect(read.rows).toEqual([]);
      expect(read.columns).toHaveLength(18);
    });
  });

  describe("the ladder file: the page API's ladder, cell for cell", () => {
    for (const holder of holders)
      it(`per tier (${holder}): months, totals and events for the same months`, async () => {
        const wl = readLabels('eng', 'watchlist')!;
        for (const list of pages[holder].lists) {
          for (const query of ['', '?months=24']) {
            const page = (
              await client(holder).get(`/api/watchlist/${list.id}/ladder/${query}`)
            ).json() as LadderResponse;
            const response = await client(holder).get(
              `/api/watchlist/${list.id}/ladder.xlsx${query}`,
            );
            expect(response.statusCode).toBe(200);
            const workbook = await readWorkbook(response.rawPayload);
            expect(workbook.worksheets).toHaveLength(3);
            const [months, totals, events] = workbook.worksheets.map(readSheet) as [
              ReadSheet,
              ReadSheet,
              ReadSheet,
            ];
            expect(months.title).toBe(`${list.name} — ${wl.ladder_title}`);
            expect(months.source).toBe(wl.xlsx_source_ladder);
            expect(months.asOf).toEqual(day(TEST_AS_OF));
            expect(months.notes[0]).toContain(page.from);
            expect(months.notes[0]).toContain(page.to);
            expect(months.columns).toEqual([
              wl.ladder_month,
              wl.col_currency,
              wl.ladder_coupons,
              wl.ladder_amortisations,
              wl.ladder_redemptions,
              wl.ladder_total,
              wl.ladder_puts,
            ]);
            expect(months.rows).toEqual(
              page.rows.map((r) => [
                r.month,
                r.currency,
                r.coupons,
                r.amortisations,
                r.redemptions,
                r.total,
                r.puts,
              ]),
            );
            expect(totals.rows).toEqual(
              page.totals.map((t) => [
                t.currency,
                t.coupons,
                t.amortisations,
                t.redemptions,
                t.total,
                t.puts,
              ]),
            );
            expect(events.rows).toEqual(
              page.rows.flatMap((r) =>
                r.events.map((e) => [
                  day(e.date),
                  e.bond_name,
                  wl[`kind_${e.kind}`],
                  r.currency,
                  e.amount,
                  e.estimated ? wl.estimated : null,
                ]),
              ),
            );
          }
        }
      });

    it('the demo lists have months with coupons, formatted as amounts', async () => {
      const list = pages.fullNsd.lists[0]!;
      const response = await w.fullNsd.get(`/api/watchlist/${list.id}/ladder.xlsx?lang=deu`);
      const workbook = await readWorkbook(response.rawPayload);
      const months = readSheet(workbook.worksheets[0]!);
      expect(months.rows.length).toBeGreaterThan(0);
      expect(months.rows.some((r) => typeof r[2] === 'number' && r[2] > 0)).toBe(true);
      expect(months.columns[0]).toBe(readLabels('deu', 'watchlist')!.ladder_month);
      const first = months.sheet.getRow(months.headRow + 1);
      expect(first.getCell(3).numFmt).toBe('#,##0.00');
      const events = readSheet(workbook.worksheets[2]!);
      expect(events.rows[0]![0]).toBeInstanceOf(Date);
      expect(events.sheet.getRow(events.headRow + 1).getCell(1).numFmt).toBe('yyyy-mm-dd');
    });
  });

  describe('LibreOffice opens both kinds of file without complaint', () => {
    const check = sofficeCheck();
    it.skipIf(check.skip)(
      `converts the holdings and the ladder to CSV (${check.reason})`,
      async () => {
        const list = pages.fullNsd.lists[0]!;
        const holdings = await w.fullNsd.get(`/api/watchlist/${list.id}/export.xlsx?lang=chn`);
        const ladder = (
          await w.fullNsd.get(`/api/watchlist/${list.id}/ladder/`)
        ).json() as LadderResponse;
        const file = await w.fullNsd.get(`/api/watchlist/${list.id}/ladder.xlsx?lang=rus`);
        const csvs = await convertAllToCsv({
          'watchlist-holdings': holdings.rawPayload,
          'watchlist-ladder': file.rawPayload,
        });
        const holdingsCsv = csvs['watchlist-holdings']!;
        const ladderCsv = csvs['watchlist-ladder']!;
        expect(holdingsCsv).toContain(readLabels('chn', 'watchlist')!.col_isin);
        expect(holdingsCsv).toContain(list.holdings.find((h) => h.isin)!.isin!);
        expect(ladderCsv).toContain(readLabels('rus', 'watchlist')!.ladder_coupons);
        expect(ladderCsv).toContain(ladder.rows[0]!.month);
      },
      180_000,
    );
  });
});
