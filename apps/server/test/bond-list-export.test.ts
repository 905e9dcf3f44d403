import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CSV_MEDIA_TYPE,
  DEFAULT_SCREEN_COLUMNS,
  EXCEL_EXPORT_MAX_POINTS,
  FULL_ACCESS_LEVEL,
  XLSX_MEDIA_TYPE,
  statusLabelKey,
  type BondListItem,
} from '@bondsight/contracts';
import { readLabels } from '@bondsight/labels';
import type { App } from '../src/app';
import { refreshScreen } from '../src/modules/screener/screen-refresh.service';
import { createSeededTestApp, databaseKind, databaseMissing, TestClient } from './support/test-app';
import { errorOf, signIn } from './support/shell-fixtures';
import { readSheet, readWorkbook, type Cell } from './support/xlsx';

/**
 * The screen's export (issue 33 item 6): the Excel file and the CSV hold exactly the rows of
 * GET /api/bonds/ for the same screen, in its order, with the chosen columns in their order;
 * access as every Excel export; the spec's 2,500 cap; bad parameters are 400s naming them.
 */
type Tier = 'visitor' | 'signedIn' | 'full';

const isoOf = (value: Cell) => (value instanceof Date ? value.toISOString().slice(0, 10) : value);

/** A CSV text parsed by RFC 4180 (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (quoted && c === '"') quoted = false;
    else if (quoted) cell += c;
    else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) throw new Error('the CSV does not end with CRLF');
  return rows;
}

describe.skipIf(databaseMissing)(
  `the bond screen's Excel and CSV export on ${databaseKind}`,
  () => {
    let app: App;
    const tiers = {} as Record<Tier, TestClient>;

    beforeAll(async () => {
      app = await createSeededTestApp();
      await refreshScreen(app.db);
      tiers.visitor = new TestClient(app);
      tiers.signedIn = (await signIn(app, 'export-basic@example.com')).client;
      tiers.full = (await signIn(app, 'export-full@example.com', FULL_ACCESS_LEVEL)).client;
    }, 120_000);
    afterAll(() => app?.close());

    const list = async (screen: string) => {
      const response = await app.inject(`/api/bonds/?limit=100&${screen}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { total: number; items: BondListItem[] };
    };
    const xlsx = async (screen: string) => {
      const response = await tiers.full.get(`/api/bonds/export.xlsx?${screen}`);
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      return readSheet((await readWorkbook(response.rawPayload)).worksheets[0]!);
    };

    describe('access: as every Excel export', () => {
      for (const path of ['export.xlsx', 'export.csv']) {
        it(`${path}: a visitor 401 need_auth, level 1 403 access_denied_auth, level 1077 the file`, async () => {
          const url = `/api/bonds/${path}?currency=RUB`;
          const visitor = await tiers.visitor.get(url);
          expect(visitor.statusCode).toBe(401);
          expect(errorOf(visitor).code).toBe('need_auth');
          const signedIn = await tiers.signedIn.get(url);
          expect(signedIn.statusCode).toBe(403);
          expect(errorOf(signedIn).code).toBe('access_denied_auth');
          const full = await tiers.full.get(url);
          expect(full.statusCode).toBe(200);
          expect(full.headers['content-type']).toBe(
            path === 'export.xlsx' ? XLSX_MEDIA_TYPE : CSV_MEDIA_TYPE,
          );
          expect(full.headers['content-disposition']).toMatch(
            /^attachment; filename="bond-screen\.(xlsx|csv)"$/,
          );
          expect(full.headers['cache-control']).toBe('private, no-store');
        });
      }

      it('opens to everyone on an open instance (OPEN_DATA), as the other exports', async () => {
        const open = await createSeededTestApp({ openData: true });
        try {
          const response = await new TestClient(open).get('/api/bonds/export.csv?limit=1');
          expect(response.statusCode).toBe(200);
        } finally {
          await open.close();
        }
      }, 120_000);
    });

    describe('the Excel file', () => {
      const screen = 'currency=RUB&sort=yield&order=desc';
      const columns = ['name', 'isin', 'yield', 'nextOffer', 'priceDate', 'status', 'liquidity'];

      it("holds the list's rows in its order with the chosen columns in theirs, titles in the language", async () => {
        const expected = await list(`${screen}&lang=rus`);
        expect(expected.total).toBeGreaterThan(3);
        const read = await xlsx(`${screen}&lang=rus&columns=${columns.join(',')}`);
        const home = readLabels('rus', 'home_list')!;
        const common = readLabels('rus', 'common')!;
        const statuses = readLabels('rus', 'bond', 'statuses')!;
        expect(read.columns).toEqual([
          home.col_bond_name,
          common.col_isin,
          home.col_yield,
          home.col_next_offer,
          home.filter_offer_type,
          home.col_price_date,
          common.col_status,
          home.col_traded_days,
        ]);
        expect(read.rows.map((r) => r.map(isoOf))).toEqual(
          expected.items.map((b) => [
            b.name,
            b.isin,
            b.yield,
            b.nextOfferDate,
            b.nextOfferType ? home[`offer_type_${b.nextOfferType}`] : null,
            b.priceDate,
            statuses[statusLabelKey(b.statusId)],
            b.tradedDays,
          ]),
        );
        // A real screen: priced bonds first, their yields falling.
        const yields = expected.items.map((b) => b.yield).filter((y) => y !== null);
        expect(yields.length).toBeGreaterThan(1);
        expect(yields).toEqual([...yields].sort((a, b) => b - a));
        const first = read.sheet.getRow(read.headRow + 1);
        expect(first.getCell(3).numFmt).toBe('0.000');
        expect(read.rows.some((r) => r[5] instanceof Date)).toBe(true);
      });

      it('says what it is: title, source, as-of date, the filters and order in words, the count', async () => {
        const read = await xlsx(
          'currency=RUB&yieldMin=5&yieldMax=30&hasPut=false&status=live&sort=duration&lang=eng',
        );
        const own = readLabels('eng', 'screen_export')!;
        expect(read.title).toBe(own.title);
        expect(read.asOf).toBeInstanceOf(Date);
        const { total } = await list(
          'currency=RUB&yieldMin=5&yieldMax=30&hasPut=false&status=live',
        );
        expect(read.notes).toEqual([
          'Filters: Currency: RUB; Status: Live; Yield, %: 5 … 30; Has a put: No',
          'Sorted by: Duration, years, ascending',
          `Bonds: ${total}`,
        ]);
        expect(read.rows).toHaveLength(total);
        // A screen on a ground names it as the form does, not by its id.
        const onGround = await xlsx('ground=1&lang=eng');
        expect(onGround.notes[0]).toBe(`Filters: ${own.filter_ground}: Moscow Exchange`);
        const none = await xlsx('lang=eng');
        expect(none.notes[0]).toBe(own.no_filters);
        expect(none.notes).toHaveLength(2);
      });

      it('without columns, has the default ones', async () => {
        const read = await xlsx('lang=eng&currency=USD');
        expect(read.columns).toHaveLength(DEFAULT_SCREEN_COLUMNS.length);
        expect(read.columns[0]).toBe(readLabels('eng', 'home_list')!.col_bond_name);
      });
    });

    describe('the CSV', () => {
      it('has a header of column ids, ISO dates, raw numbers and the total in X-Total-Count', async () => {
        const screen = 'sort=maturity&order=asc';
        const expected = await list(`${screen}&lang=eng`);
        const columns = 'name,maturity,coupon,volume,yield,nextOffer,status,rating';
        const response = await tiers.full.get(
          `/api/bonds/export.csv?${screen}&lang=eng&columns=${columns}`,
        );
        expect(response.statusCode).toBe(200);
        expect(response.headers['x-total-count']).toBe(String(expected.total));
        expect(response.body.charCodeAt(0)).not.toBe(0xfeff);
        expect(response.body).not.toContain(';');
        const [head, ...rows] = parseCsv(response.body);
        expect(head).toEqual([
          'name',
          'maturity',
          'coupon',
          'volume',
          'yield',
          'nextOffer',
          'nextOfferType',
          'status',
          'rating',
        ]);
        const text = (v: string | number | null) => (v === null ? '' : String(v));
        expect(rows).toEqual(
          expected.items.map((b) => [
            b.name,
            text(b.maturityDate),
            text(b.couponRate),
            text(b.outstandingVolume),
            text(b.yield),
            text(b.nextOfferDate),
            text(b.nextOfferType),
            String(b.statusId),
            text(b.rating),
          ]),
        );
        expect(rows.every((r) => /^(\d{4}-\d{2}-\d{2})?$/.test(r[1]!))).toBe(true);
        expect(rows.some((r) => /^\d+$/.test(r[3]!) && Number(r[3]) >= 1000)).toBe(true);
      });

      it('on a ground, holds that ground’s numbers, as the list on it does', async () => {
        // A ground where some bond is priced otherwise than on its main row.
        const [pick] = (
          (await app.db.execute(sql`select g.ground_id as ground, count(*)::int as n
            from bond_screen_grounds g join bond_screen s on s.emission_id = g.emission_id
            where g.screen_yield is distinct from s.screen_yield
            group by g.ground_id order by n desc limit 1`)) as unknown as {
            rows: { ground: number; n: number }[];
          }
        ).rows;
        expect(pick?.n).toBeGreaterThan(0);
        const columns = 'isin,yield,duration,gSpread,priceDate,liquidity';
        const csvOf = async (screen: string) => {
          const response = await tiers.full.get(
            `/api/bonds/export.csv?${screen}&lang=eng&columns=${columns}`,
          );
          expect(response.statusCode).toBe(200);
          return parseCsv(response.body).slice(1);
        };
        const screen = `ground=${pick!.ground}&sort=yield&order=desc`;
        const onGround = await list(`${screen}&lang=eng`);
        const text = (v: string | number | null) => (v === null ? '' : String(v));
        const rows = await csvOf(screen);
        expect(rows).toHaveLength(onGround.total);
        expect(rows.slice(0, 100)).toEqual(
          onGround.items.map((b) => [
            b.isin ?? '',
            text(b.yield),
            text(b.duration),
            text(b.gSpread),
            text(b.priceDate),
            String(b.tradedDays),
          ]),
        );
        // Not the main rows' numbers: some bond's yield on the ground differs from its list's.
        const main = new Map((await csvOf('sort=yield&order=desc')).map((r) => [r[0], r[1]]));
        expect(rows.some((r) => main.get(r[0]) !== r[1])).toBe(true);
      });

      it('quotes a value with a comma, a quote or a line break (RFC 4180)', async () => {
        await app.db.execute(
          sql`update emissions set names = jsonb_build_object('eng', ${'Say "hi", then\nbye'}::text)
          where id = (select min(id) from emissions)`,
        );
        const response = await tiers.full.get(
          '/api/bonds/export.csv?columns=name,isin&limit=1&lang=eng',
        );
        expect(response.body.split('\r\n')[1]).toMatch(/^"Say ""hi"", then\nbye",/);
        expect(parseCsv(response.body)[1]![0]).toBe('Say "hi", then\nbye');
      });

      it('pages with offset and limit over the same order', async () => {
        const all = await list('sort=coupon&order=desc&lang=eng');
        const page = async (offset: number, limit: number) => {
          const response = await tiers.full.get(
            `/api/bonds/export.csv?sort=coupon&order=desc&columns=isin&offset=${offset}&limit=${limit}`,
          );
          expect(response.headers['x-total-count']).toBe(String(all.total));
          return parseCsv(response.body).slice(1);
        };
        const pages = [...(await page(0, 25)), ...(await page(25, 25)), ...(await page(50, 25))];
        expect(pages.map((r) => r[0])).toEqual(all.items.map((b) => b.isin ?? ''));
      });
    });

    describe('bad parameters: a 400 naming the field', () => {
      const cases: [string, string][] = [
        ['columns=name,shoeSize', 'querystring.columns'],
        ['columns=name,name', 'querystring.columns'],
        ['yieldMin=abc', 'querystring.yieldMin'],
        ['yieldMin=20&yieldMax=10', 'querystring.yieldMax'],
        ['currency=XXX', 'querystring.currency'],
        ['sort=shoeSize', 'querystring.sort'],
        ['shoeSize=42', 'querystring.shoeSize'],
      ];
      for (const path of ['export.xlsx', 'export.csv'])
        for (const [query, field] of cases)
          it(`${path}?${query}`, async () => {
            const response = await tiers.full.get(`/api/bonds/${path}?${query}`);
            expect(response.statusCode).toBe(400);
            expect(errorOf(response).code).toBe('validation_failed');
            expect(Object.keys(errorOf(response).fields ?? {})).toContain(field);
          });
      for (const limit of ['0', '2501', 'abc', '-1'])
        it(`export.csv?limit=${limit}`, async () => {
          const response = await tiers.full.get(`/api/bonds/export.csv?limit=${limit}`);
          expect(response.statusCode).toBe(400);
          expect(Object.keys(errorOf(response).fields ?? {})).toEqual(['querystring.limit']);
        });
    });

    describe(`the spec's cap: ${EXCEL_EXPORT_MAX_POINTS} rows or more`, () => {
      beforeAll(async () => {
        // A bulk of made-up bonds a text search finds: exactly the cap, one of them a zero
        // coupon, so the fixed-coupon screen of them is one under it.
        await app.db.execute(sql`
        insert into emissions (names, full_names, emitent_id, status_id, currency_id, face_value,
          coupon_type, coupon_rate, coupon_frequency, day_count, maturity_date, bond_kind)
        select jsonb_build_object('eng', 'Bulkbond ' || g), e.full_names, e.emitent_id, e.status_id,
          e.currency_id, 1000, case when g = 1 then 'zero' else 'fixed' end, g / 100.0, 2,
          e.day_count, e.maturity_date, 'corporate'
        from emissions e, generate_series(1, ${EXCEL_EXPORT_MAX_POINTS}) g
        where e.id = (select min(id) from emissions)`);
      }, 60_000);

      it('refuses the Excel file with many_points, as the archive export does, and writes 2,499', async () => {
        const refused = await tiers.full.get('/api/bonds/export.xlsx?q=Bulkbond');
        expect(refused.statusCode).toBe(400);
        expect(refused.headers['content-type']).toMatch(/^application\/json/);
        expect(errorOf(refused)).toMatchObject({
          code: 'validation_failed',
          message: 'many_points',
          fields: { querystring: 'many_points' },
        });
        const whole = await tiers.full.get('/api/bonds/export.xlsx');
        expect(errorOf(whole).message).toBe('many_points');
        const read = await xlsx('q=Bulkbond&couponType=fixed&sort=coupon&columns=name,coupon');
        expect(read.rows).toHaveLength(EXCEL_EXPORT_MAX_POINTS - 1);
        expect(read.rows[0]).toEqual(['Bulkbond 2', 0.02]);
      });

      it('pages the CSV through a bigger screen, 2,500 rows a call', async () => {
        const total = (await list('')).total;
        expect(total).toBeGreaterThan(EXCEL_EXPORT_MAX_POINTS);
        const first = await tiers.full.get('/api/bonds/export.csv?columns=isin');
        expect(first.headers['x-total-count']).toBe(String(total));
        expect(parseCsv(first.body)).toHaveLength(EXCEL_EXPORT_MAX_POINTS + 1);
        const rest = await tiers.full.get(
          `/api/bonds/export.csv?columns=isin&offset=${EXCEL_EXPORT_MAX_POINTS}`,
        );
        expect(parseCsv(rest.body)).toHaveLength(total - EXCEL_EXPORT_MAX_POINTS + 1);
      });
    });
  },
);
