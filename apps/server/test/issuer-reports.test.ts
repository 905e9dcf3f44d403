import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BankRsbuResponse,
  FULL_ACCESS_LEVEL,
  IssuerReportOptions,
  MASKED_VALUE,
  MSFO_CLOSED_BY_DEFAULT,
  MsfoResponse,
  PREVIEW_ROWS,
  RsbuResponse,
  VISITOR,
  type ReportTable,
  type TableCell,
} from '@bondsight/contracts';
import type { App } from '../src/app';
import { emitents, financialReports, reportValues } from '../src/db/schema/index';
import { statementGate } from '../src/modules/issuer-reports/issuer-reports.service';
import { createSeededTestApp, databaseKind, databaseMissing, TestClient } from './support/test-app';
import { pdfText } from './support/pdf-text';
import { signedInClient } from './support/user-fixtures';

/**
 * The issuer's statements (issue 14 items 2-4 and 9; spec, issuer blocks, sections 2-4, 6, 7
 * and 9): bank RSBU, MSFO and RSBU answers read raw per tier, their masking on the server,
 * the CSV exports and the methodology document.
 */

type Tier = 'visitor' | 'signedIn' | 'full';
const TIERS: Tier[] = ['visitor', 'signedIn', 'full'];
type AnyTable = ReportTable & { closed_data?: (ReportTable & { dimensions: string[] }) | null };

const isMaskedCell = (cell: TableCell) =>
  typeof cell === 'object' && cell !== null && cell.masked === true;

/** The table's cells as numbers (masked and missing cells as null). */
const numbersOf = (table: ReportTable, code: string) => {
  const row = table.scroll_body.find((r) => r.code === code);
  if (!row) throw new Error(`no row ${code} in ${table.code}`);
  return row.data.map((c) => (typeof c === 'number' ? c : null));
};

/** A masked table as the spec wants it: the preview open, every later row '*' only. */
function expectGated(table: AnyTable, preview: number, gate: 'need_auth' | 'need_get_access') {
  expect(table.preview_rows).toBe(preview);
  table.scroll_body.forEach((row, i) => {
    if (i >= preview) {
      expect(row.masked, `${table.code} row ${i}`).toBe(true);
      for (const cell of row.data)
        if (cell !== null)
          expect(cell).toEqual({ val: MASKED_VALUE, masked: true, tooltip: 'log_in_to_access' });
    }
  });
  if (table.scroll_body.length > preview) expect(table.gate).toBe(gate);
  expect(table.showMore).toBe(table.scroll_body.length > preview);
}

/** Every value is a number or null, nothing masked. */
function expectOpen(table: AnyTable) {
  expect(table.gate).toBeNull();
  for (const row of table.scroll_body) {
    expect(row.masked).toBeUndefined();
    for (const cell of row.data) expect(cell === null || typeof cell === 'number').toBe(true);
  }
}

/** Every number an answer shows openly, in any of its tables and variants. */
function shownNumbers(answer: Record<string, unknown>): Set<number> {
  const shown = new Set<number>();
  const tables = Object.values(answer).flatMap((t) => {
    const table = t as AnyTable | null;
    return table?.scroll_body ? [table, ...(table.closed_data ? [table.closed_data] : [])] : [];
  });
  for (const table of tables)
    for (const row of table.scroll_body)
      for (const cell of row.data) if (typeof cell === 'number') shown.add(cell);
  return shown;
}

/** Values the visitor may not see do not occur in its raw answer (unless also shown openly). */
function expectWithheld(visitorBody: string, visitor: AnyTable, full: AnyTable) {
  const shown = shownNumbers(JSON.parse(visitorBody) as Record<string, unknown>);
  let checked = 0;
  visitor.scroll_body.forEach((row) => {
    if (!row.masked) return;
    const fullRow = full.scroll_body.find((r) => r.code === row.code)!;
    for (const cell of fullRow.data) {
      // Short numbers (0, 12.5) occur in any answer (levels, ids): the long ones tell.
      if (typeof cell !== 'number' || shown.has(cell) || String(cell).length < 5) continue;
      expect(visitorBody).not.toMatch(
        new RegExp(`[\\[,:]${String(cell).replace('.', '\\.')}[,\\]}]`),
      );
      checked++;
    }
  });
  return checked;
}

describe.skipIf(databaseMissing)(`issuer statements on ${databaseKind}`, () => {
  let app: App;
  const tiers = {} as Record<Tier, TestClient>;
  /** A bank with both forms, a corporate issuer with two MSFO sets and RSBU. */
  let bank: number;
  let corporate: number;
  let msfoMain: number;
  let msfoSecond: number;
  let rsbu: number;
  let nonBank: number;

  beforeAll(async () => {
    app = await createSeededTestApp();
    tiers.visitor = new TestClient(app);
    tiers.signedIn = await signedInClient(app, 'basic@example.com', 1);
    tiers.full = await signedInClient(app, 'full@example.com', FULL_ACCESS_LEVEL);
    const reports = await app.db
      .select({
        id: financialReports.id,
        emitentId: financialReports.emitentId,
        standard: financialReports.standard,
        variant: financialReports.variant,
      })
      .from(financialReports)
      // Our own sets: a provider's figures of one are no set of the issuer's.
      .where(isNull(financialReports.providerOf))
      .orderBy(asc(financialReports.id));
    bank = reports.find((r) => r.standard === 'bank_rsbu')!.emitentId;
    const msfoCount = new Map<number, number>();
    for (const r of reports)
      if (r.standard === 'msfo') msfoCount.set(r.emitentId, (msfoCount.get(r.emitentId) ?? 0) + 1);
    corporate = reports.find(
      (r) =>
        (msfoCount.get(r.emitentId) ?? 0) > 1 &&
        reports.some((x) => x.emitentId === r.emitentId && x.standard === 'rsbu'),
    )!.emitentId;
    const own = reports.filter((r) => r.emitentId === corporate);
    [msfoMain, msfoSecond] = own.filter((r) => r.standard === 'msfo').map((r) => r.id) as [
      number,
      number,
    ];
    rsbu = own.find((r) => r.standard === 'rsbu')!.id;
    nonBank = corporate;
  }, 120_000);
  afterAll(() => app?.close());

  const get = (tier: Tier, url: string) => tiers[tier].get(url);

  describe('GET /api/company/{emitentId}/report-options/', () => {
    it('lists the statements the issuer has, the main set first, names localized', async () => {
      const body = IssuerReportOptions.parse(
        (await get('visitor', `/api/company/${corporate}/report-options/`)).json(),
      );
      expect(body.emitentId).toBe(corporate);
      expect(body.bankRsbu).toBe(false);
      expect(body.msfo.map((o) => o.id)).toEqual([msfoMain, msfoSecond]);
      expect(body.msfo[0]!.text).toBe('Consolidated IFRS financial statements');
      expect(body.rsbu.map((o) => o.id)).toEqual([rsbu]);
      const rus = (
        await get('visitor', `/api/company/${corporate}/report-options/?lang=rus`)
      ).json();
      expect(rus.msfo[0].text).toMatch(/МСФО/);
      const ofBank = (await get('visitor', `/api/company/${bank}/report-options/`)).json();
      expect(ofBank.bankRsbu).toBe(true);
    });

    it('answers 404 not_found for an unknown issuer and 400 naming the field for a bad id', async () => {
      const unknown = await get('visitor', '/api/company/999999/report-options/');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.code).toBe('not_found');
      for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
        const bad = await get('visitor', `/api/company/${id}/report-options/`);
        expect(bad.statusCode, id).toBe(400);
        expect(bad.json().error.fields, id).toHaveProperty('params.emitentId');
      }
    });
  });

  describe('GET /api/report_bank_rsbu/{emitentId}/{archiveFlag}/', () => {
    const url = (flag: string, id = bank) => `/api/report_bank_rsbu/${id}/${flag}/`;
    const TABLES = [
      'report',
      'rsbu_profit_and_loss',
      'rsbu_capital_adequacy',
      'rsbu_ratios',
      'cash_flow',
    ] as const;

    it('gives the five tables by quarter, oldest left, with titles, unit and action id 76', async () => {
      const body = BankRsbuResponse.parse((await get('full', url('0'))).json());
      expect(body.emptyReport).toBe(false);
      for (const key of TABLES) {
        const table = body[key]!;
        expect(table, key).not.toBeNull();
        expect(table.action_id).toBe(76);
        expect(table.scroll_clmn).toHaveLength(table.scroll_body.length);
        expect(table.scroll_head.length).toBeGreaterThan(0);
        expect(table.scroll_head.length).toBeLessThanOrEqual(8);
        for (const row of table.scroll_body)
          expect(row.data).toHaveLength(table.scroll_head.length);
        expect(body.labels[table.code]).toBe(table.title);
      }
      expect(body.report!.dimension).toBe('RUB thousand');
      expect(body.rsbu_ratios!.dimension).toBe('%');
      expect(body.report!.scroll_head.at(-1)).toBe('Q3 2026');
      expect(body.exportLink).toBe(`/api/report_bank_rsbu/${bank}/{archiveFlag}/export/`);
      const rus = (await get('full', `${url('0')}?lang=rus`)).json();
      expect(rus.report.dimension).toBe('тыс. RUB');
      expect(rus.report.scroll_head.at(-1)).toBe('3 кв. 2026');
      expect(rus.report.scroll_clmn[0]).toBe('Всего активов');
    });

    it('balances for the 1077 user: total assets = liabilities + equity in every column', async () => {
      for (const flag of ['0', '1']) {
        const body = BankRsbuResponse.parse((await get('full', url(flag))).json());
        const balance = body.report!;
        expectOpen(balance);
        const assets = numbersOf(balance, 'total_assets');
        const liabilities = numbersOf(balance, 'total_liabilities');
        const equity = numbersOf(balance, 'equity');
        assets.forEach((a, i) => {
          expect(a).not.toBeNull();
          expect(a!).toBeCloseTo(liabilities[i]! + equity[i]!, 0);
        });
        expect(numbersOf(balance, 'total_liabilities_equity')).toEqual(assets);
      }
    });

    it('masks every row past the preview of 5 for a visitor and a signed-in user', async () => {
      const full = BankRsbuResponse.parse((await get('full', url('0'))).json());
      for (const [tier, gate] of [
        ['visitor', 'need_auth'],
        ['signedIn', 'need_get_access'],
      ] as const) {
        const response = await get(tier, url('0'));
        const body = BankRsbuResponse.parse(response.json());
        let checked = 0;
        for (const key of TABLES) {
          expectGated(body[key]!, PREVIEW_ROWS.bankTables, gate);
          // The preview itself is the real figures.
          body[key]!.scroll_body.slice(0, PREVIEW_ROWS.bankTables).forEach((row, i) =>
            expect(row.data).toEqual(full[key]!.scroll_body[i]!.data),
          );
          checked += expectWithheld(response.body, body[key]!, full[key]!);
        }
        expect(checked).toBeGreaterThan(50);
      }
      // The balance has rows past the preview, so it is gated; the five ratios are not.
      const visitor = BankRsbuResponse.parse((await get('visitor', url('0'))).json());
      expect(visitor.report!.gate).toBe('need_auth');
      expect(visitor.rsbu_ratios!.scroll_body).toHaveLength(5);
      expect(visitor.rsbu_ratios!.gate).toBeNull();
    });

    it('gives the archive (the oldest year) as flag 1', async () => {
      const actual = BankRsbuResponse.parse((await get('full', url('0'))).json());
      const archive = BankRsbuResponse.parse((await get('full', url('1'))).json());
      expect(archive.emptyReport).toBe(false);
      expect(archive.report!.scroll_head).toEqual(['Q1 2024', 'Q2 2024', 'Q3 2024', 'Q4 2024']);
      expect(actual.report!.scroll_head[0]).toBe('Q1 2025');
    });

    it('is emptyReport with null tables for an issuer without bank RSBU', async () => {
      for (const flag of ['0', '1']) {
        const body = BankRsbuResponse.parse((await get('visitor', url(flag, nonBank))).json());
        expect(body.emptyReport).toBe(true);
        for (const key of TABLES) expect(body[key]).toBeNull();
        expect(body.labels.balance).toBe('Balance sheet');
      }
    });

    it('answers 400 naming the field for a bad flag or id, 404 for an unknown issuer', async () => {
      for (const flag of ['2', '-1', 'x', '00', '01']) {
        const bad = await get('visitor', url(flag));
        expect(bad.statusCode, flag).toBe(400);
        expect(bad.json().error.code).toBe('validation_failed');
        expect(bad.json().error.fields, flag).toHaveProperty('params.archiveFlag');
      }
      for (const id of ['abc', '0', '2147483648']) {
        const bad = await get('visitor', `/api/report_bank_rsbu/${id}/0/`);
        expect(bad.statusCode, id).toBe(400);
        expect(bad.json().error.fields).toHaveProperty('params.emitentId');
      }
      const unknown = await get('visitor', url('0', 999999));
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.code).toBe('not_found');
    });
  });

  describe('GET /api/report_msfo/{reportId}/', () => {
    const url = (id: number | string) => `/api/report_msfo/${id}/`;
    const TABLES = ['balance_sheet', 'profit_and_loss', 'cash_flow_statement', 'params'] as const;

    it('gives the four tables with closed data shown by default and action id 80', async () => {
      const body = MsfoResponse.parse((await get('full', url(msfoMain))).json());
      expect(body.report).toEqual({ id: msfoMain, text: 'Consolidated IFRS financial statements' });
      for (const key of TABLES) {
        const table = body[key]!;
        expect(table.action_id).toBe(80);
        expect(table.closed_data, key).not.toBeNull();
        expect(table.closed_by_default).toBe(true);
        expect(table.closed_data!.dimensions).toHaveLength(table.closed_data!.scroll_body.length);
        // The closed variant adds the closed lines to the open one.
        expect(table.closed_data!.scroll_body.length).toBeGreaterThan(table.scroll_body.length);
        expect(
          (MSFO_CLOSED_BY_DEFAULT as readonly number[]).includes(table.closed_data!.data_set_type!),
        ).toBe(true);
      }
      // Years, then the quarters after the last one, oldest left.
      expect(body.balance_sheet!.scroll_head).toEqual([
        '2024',
        '2025',
        'Q1 2026',
        'Q2 2026',
        'Q3 2026',
      ]);
      const openCodes = body.balance_sheet!.scroll_body.map((r) => r.code);
      expect(openCodes).not.toContain('intangible_assets');
      expect(body.balance_sheet!.closed_data!.scroll_body.map((r) => r.code)).toContain(
        'intangible_assets',
      );
      expect(body.params!.archLink).toBe(
        `/api/report_msfo/${msfoMain}/export/?from=1970-01-01&to=`,
      );
      expect(body.exportLink).toBe(`/api/report_msfo/${msfoMain}/export/?from={from}&to={to}`);
      // Each key parameter says its own unit: amounts in the table's, the rest their own.
      const params = body.params!.closed_data!;
      const unitOf = (code: string) =>
        params.dimensions[params.scroll_body.findIndex((r) => r.code === code)];
      expect(params.dimension).toBe('RUB thousand');
      expect(unitOf('employees')).toBe('people');
      expect(unitOf('shares_outstanding')).toBe('million shares');
      expect(unitOf('dividend_per_share')).toBe('RUB per share');
      expect(unitOf('net_debt')).toBe('RUB thousand');
      expect(params.scroll_clmn).toContain('Employees');
      const rus = MsfoResponse.parse((await get('full', `${url(msfoMain)}?lang=rus`)).json());
      const rusParams = rus.params!.closed_data!;
      expect(
        ['employees', 'shares_outstanding', 'dividend_per_share'].map(
          (code) => rusParams.dimensions[rusParams.scroll_body.findIndex((r) => r.code === code)],
        ),
      ).toEqual(['чел.', 'млн акций', 'RUB на акцию']);
    });

    it("gives a bank's IFRS set the bank template, its key parameters in their units, for every tier", async () => {
      const [own] = await app.db
        .select({ id: financialReports.id })
        .from(financialReports)
        .where(
          and(
            eq(financialReports.emitentId, bank),
            eq(financialReports.standard, 'msfo'),
            isNull(financialReports.providerOf),
          ),
        );
      const id = own!.id;
      const answers = {} as Record<Tier, ReturnType<typeof MsfoResponse.parse>>;
      for (const tier of TIERS) {
        answers[tier] = MsfoResponse.parse((await get(tier, url(id))).json());
        const body = answers[tier];
        const codes = (table: AnyTable) =>
          (table.closed_data ?? table).scroll_body.map((r) => r.code);
        const balance = codes(body.balance_sheet!);
        const income = codes(body.profit_and_loss!);
        expect(balance).toEqual(
          expect.arrayContaining([
            'loans_to_customers',
            'credit_loss_allowance',
            'customer_accounts',
            'total_liabilities',
          ]),
        );
        expect(income).toEqual(
          expect.arrayContaining(['net_interest_income', 'credit_loss_expense', 'net_fee_income']),
        );
        for (const industrial of ['inventories', 'current_assets', 'non_current_liabilities'])
          expect(balance).not.toContain(industrial);
        for (const industrial of ['revenue', 'gross_profit', 'ebitda', 'cost_of_sales'])
          expect(income).not.toContain(industrial);
        // No closed line in a bank's balance sheet: no empty "detailed view" to switch to.
        expect(body.balance_sheet!.closed_data).toBeNull();
        // Units are no secret: every tier reads them.
        const params = body.params!.closed_data!;
        const unitOf = (code: string) =>
          params.dimensions[params.scroll_body.findIndex((r) => r.code === code)];
        expect(unitOf('employees')).toBe('people');
        expect(unitOf('dividend_per_share')).toBe('RUB per share');
        expect(unitOf('capital_adequacy_ratio')).toBe('%');
        expect(unitOf('market_cap')).toBe('RUB thousand');
      }
      // The numbers are the 1077 user's alone: closed lines come masked to the others.
      const fullParams = answers.full.params!.closed_data!;
      expectOpen(fullParams);
      for (const tier of ['visitor', 'signedIn'] as const) {
        const row = answers[tier].params!.closed_data!.scroll_body.find(
          (r) => r.code === 'dividend_per_share',
        )!;
        expect(row.masked).toBe(true);
      }
      // It balances: total assets = equity + total liabilities, in every column.
      const sheet = answers.full.balance_sheet!;
      const assets = numbersOf(sheet, 'total_assets');
      const equity = numbersOf(sheet, 'equity');
      const liabilities = numbersOf(sheet, 'total_liabilities');
      assets.forEach((a, i) => expect(a!).toBeCloseTo(equity[i]! + liabilities[i]!, 0));
    });

    it('links the methodology in Russian for rus and ukr, in English otherwise', async () => {
      const link = async (lang: string) =>
        (await get('visitor', `${url(msfoMain)}?lang=${lang}`)).json().methodologyLink;
      expect(await link('rus')).toBe('/api/methodology/financials/rus.pdf');
      expect(await link('ukr')).toBe('/api/methodology/financials/rus.pdf');
      expect(await link('eng')).toBe('/api/methodology/financials/eng.pdf');
      expect(await link('chn')).toBe('/api/methodology/financials/eng.pdf');
    });

    it('balances for the 1077 user and shows every value', async () => {
      const body = MsfoResponse.parse((await get('full', url(msfoMain))).json());
      for (const key of TABLES) {
        expectOpen(body[key]!);
        expectOpen(body[key]!.closed_data!);
      }
      const table = body.balance_sheet!.closed_data!;
      const assets = numbersOf(table, 'total_assets');
      const equity = numbersOf(table, 'equity');
      const ncl = numbersOf(table, 'non_current_liabilities');
      const cl = numbersOf(table, 'current_liabilities');
      assets.forEach((a, i) => expect(a!).toBeCloseTo(equity[i]! + ncl[i]! + cl[i]!, 0));
      expect(numbersOf(table, 'total_equity_liabilities')).toEqual(assets);
    });

    it('masks rows past 5 and every closed line for a visitor and a signed-in user', async () => {
      const full = MsfoResponse.parse((await get('full', url(msfoMain))).json());
      for (const [tier, gate] of [
        ['visitor', 'need_auth'],
        ['signedIn', 'need_get_access'],
      ] as const) {
        const response = await get(tier, url(msfoMain));
        const body = MsfoResponse.parse(response.json());
        for (const key of TABLES) {
          const table = body[key]!;
          expectGated(table, PREVIEW_ROWS.msfo, gate);
          expectGated(table.closed_data!, PREVIEW_ROWS.msfo, gate);
          // Closed lines are masked even inside the preview.
          const closed = table.closed_data!;
          const openCodes = new Set(table.scroll_body.map((r) => r.code));
          for (const row of closed.scroll_body.filter((r) => !openCodes.has(r.code))) {
            expect(row.masked, row.code).toBe(true);
            expect(row.data.every((c) => c === null || isMaskedCell(c))).toBe(true);
          }
          expect(closed.gate).toBe(gate);
          expectWithheld(response.body, table.closed_data!, full[key]!.closed_data!);
        }
        // intangible_assets is the fourth line of the detailed balance: closed, so masked.
        const balance = body.balance_sheet!.closed_data!;
        expect(balance.scroll_body.findIndex((r) => r.code === 'intangible_assets')).toBeLessThan(
          5,
        );
        expect(balance.scroll_body.find((r) => r.code === 'intangible_assets')!.masked).toBe(true);
      }
    });

    it('answers 404 for an unknown set or another standard’s, 400 for a malformed id', async () => {
      for (const id of [999999, rsbu]) {
        const response = await get('visitor', url(id));
        expect(response.statusCode, String(id)).toBe(404);
        expect(response.json().error.code).toBe('not_found');
      }
      for (const id of ['abc', '0', '-1', '2.5', '99999999999']) {
        const bad = await get('visitor', url(id));
        expect(bad.statusCode, id).toBe(400);
        expect(bad.json().error.fields).toHaveProperty('params.reportId');
      }
    });

    it('keeps tiers apart in the answer cache', async () => {
      await get('full', url(msfoSecond));
      const visitor = (await get('visitor', url(msfoSecond))).json();
      expect(visitor.balance_sheet.gate).toBe('need_auth');
      const full = (await get('full', url(msfoSecond))).json();
      expect(full.balance_sheet.gate).toBeNull();
    });
  });

  describe('GET /api/report_rsbu/{reportId}/', () => {
    const url = (id: number | string) => `/api/report_rsbu/${id}/`;
    const TABLES = ['rsbu_balance', 'rsbu_profit_and_loss', 'report_cash_flow'] as const;

    it('gives balance, profit and loss and cash flow with open and closed variants, action 76', async () => {
      const body = RsbuResponse.parse((await get('full', url(rsbu))).json());
      expect(body.report.id).toBe(rsbu);
      for (const key of TABLES) {
        const table = body[key]!;
        expect(table.action_id).toBe(76);
        expect(table.closed_data).not.toBeNull();
        expect(table.closed_by_default).toBe(true);
        expectOpen(table);
        expectOpen(table.closed_data!);
      }
      expect(body.rsbu_profit_and_loss!.archLink).toBe(
        `/api/report_rsbu/${rsbu}/export/?from=1970-01-01&to=`,
      );
      expect(body.exportLink).toBe(`/api/report_rsbu/${rsbu}/export/?from={from}&to={to}`);
      const balance = body.rsbu_balance!.closed_data!;
      expect(numbersOf(balance, '1700')).toEqual(numbersOf(balance, '1600'));
      const equity = numbersOf(balance, '1300');
      const lt = numbersOf(balance, '1400');
      const st = numbersOf(balance, '1500');
      numbersOf(balance, '1600').forEach((a, i) =>
        expect(a!).toBeCloseTo(equity[i]! + lt[i]! + st[i]!, 0),
      );
    });

    it('gates at 5 (balance), 6 (profit and loss) and 7 (closed cash flow) rows', async () => {
      for (const [tier, gate] of [
        ['visitor', 'need_auth'],
        ['signedIn', 'need_get_access'],
      ] as const) {
        const response = await get(tier, url(rsbu));
        const body = RsbuResponse.parse(response.json());
        expectGated(body.rsbu_balance!, 5, gate);
        expectGated(body.rsbu_balance!.closed_data!, 5, gate);
        expectGated(body.rsbu_profit_and_loss!, 6, gate);
        expectGated(body.rsbu_profit_and_loss!.closed_data!, 6, gate);
        expectGated(body.report_cash_flow!, 5, gate);
        expectGated(body.report_cash_flow!.closed_data!, 7, gate);
        // The closed line 4210 (within the first seven) is masked all the same.
        const flows = body.report_cash_flow!.closed_data!.scroll_body;
        expect(flows.findIndex((r) => r.code === '4210')).toBeLessThan(7);
        expect(flows.find((r) => r.code === '4210')!.masked).toBe(true);
        expect(flows.find((r) => r.code === '4100')!.masked).toBeUndefined();
      }
    });

    it('answers 404 for an MSFO id and an unknown one', async () => {
      expect((await get('visitor', url(msfoMain))).statusCode).toBe(404);
      expect((await get('visitor', url(888888))).statusCode).toBe(404);
      expect((await get('visitor', url('x'))).statusCode).toBe(400);
    });
  });

  describe('CSV exports', () => {
    const msfoExport = (query: string) => `/api/report_msfo/${msfoMain}/export/${query}`;

    it('refuses a visitor with 401 need_auth and a signed-in user with 403 access_denied_auth', async () => {
      for (const path of [
        msfoExport('?from=&to='),
        `/api/report_rsbu/${rsbu}/export/?from=&to=`,
        `/api/report_bank_rsbu/${bank}/0/export/`,
      ]) {
        const visitor = await get('visitor', path);
        expect(visitor.statusCode, path).toBe(401);
        expect(visitor.json().error.code).toBe('need_auth');
        const signedIn = await get('signedIn', path);
        expect(signedIn.statusCode, path).toBe(403);
        expect(signedIn.json().error.code).toBe('access_denied_auth');
      }
    });

    it('gives the full user a UTF-8 CSV with a BOM, every line by period', async () => {
      const response = await get('full', `${msfoExport('?from=&to=')}&lang=rus`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="msfo-/);
      const bytes = response.rawPayload;
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
      expect(lines[0]).toMatch(/^Таблица,Код строки,Показатель,Единицы,1 кв\. 2024 \(2024-03-31\)/);
      expect(lines.some((l) => l.includes(',intangible_assets,'))).toBe(true);
      // The values are the ones the 1077 answer shows.
      const full = MsfoResponse.parse((await get('full', `/api/report_msfo/${msfoMain}/`)).json());
      const assets2025 = numbersOf(full.balance_sheet!, 'total_assets')[1]!;
      const header = lines[0]!.split(',');
      const column = header.findIndex((h) => h === '2025 (2025-12-31)');
      const row = lines.find((l) => l.includes(',total_assets,'))!.split(',');
      expect(Number(row[column])).toBe(assets2025);
      // The unit column: each key parameter in its own (Russian here), amounts in the report's.
      const unit = (code: string) => lines.find((l) => l.includes(`,${code},`))!.split(',')[3];
      expect(unit('total_assets')).toBe('тыс. RUB');
      expect(unit('employees')).toBe('чел.');
      expect(unit('shares_outstanding')).toBe('млн акций');
      expect(unit('dividend_per_share')).toBe('RUB на акцию');
    });

    it('keeps the periods ending between from and to', async () => {
      const response = await get('full', msfoExport('?from=2025-01-01&to=2025-12-31'));
      expect(response.statusCode).toBe(200);
      const header = response.rawPayload.toString('utf8').split('\r\n')[0]!;
      expect(header).toContain('Q1 2025 (2025-03-31)');
      expect(header).toContain('2025 (2025-12-31)');
      expect(header).not.toContain('2024');
      expect(header).not.toContain('2026');
      expect(response.headers['content-disposition']).toContain('2025-01-01-2025-12-31');
    });

    it('answers 400 naming the field for a bad date, 404 for an unknown set', async () => {
      for (const [query, field] of [
        ['?from=2025-13-01', 'querystring.from'],
        ['?from=abc', 'querystring.from'],
        ['?to=01.02.2025', 'querystring.to'],
        ['?from=0000-01-01', 'querystring.from'],
        ['?from=2026-01-01&to=2025-01-01', 'querystring.from'],
      ] as const) {
        const bad = await get('full', msfoExport(query));
        expect(bad.statusCode, query).toBe(400);
        expect(bad.json().error.fields, query).toHaveProperty(field);
      }
      expect((await get('full', `/api/report_msfo/${rsbu}/export/`)).statusCode).toBe(404);
      expect((await get('full', `/api/report_bank_rsbu/${bank}/2/export/`)).statusCode).toBe(400);
    });

    it('exports a bank variant and the RSBU set', async () => {
      const bankCsv = await get('full', `/api/report_bank_rsbu/${bank}/1/export/`);
      expect(bankCsv.statusCode).toBe(200);
      expect(bankCsv.headers['content-disposition']).toContain(`bank-rsbu-${bank}-archive.csv`);
      expect(bankCsv.rawPayload.toString('utf8')).toContain(',total_assets,');
      const rsbuCsv = await get('full', `/api/report_rsbu/${rsbu}/export/?from=&to=`);
      expect(rsbuCsv.statusCode).toBe(200);
      expect(rsbuCsv.rawPayload.toString('utf8')).toContain(',1600,');
    });
  });

  describe('the archive fallback (an issuer whose actual bank form is empty)', () => {
    // The demo world files both bank forms with values for every bank; this issuer gets an
    // archive copied from a bank's and an actual form without values.
    let issuer: number;
    beforeAll(async () => {
      const [row] = await app.db
        .select({ id: emitents.id })
        .from(emitents)
        .where(sql`${emitents.id} not in (select emitent_id from financial_reports)`)
        .orderBy(asc(emitents.id))
        .limit(1);
      issuer = row!.id;
      const [source] = await app.db
        .select({ id: financialReports.id })
        .from(financialReports)
        .where(
          and(
            eq(financialReports.emitentId, bank),
            eq(financialReports.standard, 'bank_rsbu'),
            eq(financialReports.variant, 'archive'),
          ),
        );
      const base = {
        emitentId: issuer,
        standard: 'bank_rsbu' as const,
        names: {},
        currency: 'RUB',
      };
      await app.db.insert(financialReports).values({ ...base, variant: 'actual' });
      const [archive] = await app.db
        .insert(financialReports)
        .values({ ...base, variant: 'archive' })
        .returning({ id: financialReports.id });
      await app.db.execute(sql`
        insert into ${reportValues} (report_id, table_code, line_code, period_type, period_end, value)
        select ${archive!.id}, table_code, line_code, period_type, period_end, value
        from ${reportValues} where report_id = ${source!.id}`);
    });

    it('flags the actual variant emptyReport and gives the archive', async () => {
      for (const tier of TIERS) {
        const actual = BankRsbuResponse.parse(
          (await get(tier, `/api/report_bank_rsbu/${issuer}/0/`)).json(),
        );
        expect(actual.emptyReport).toBe(true);
        expect(actual.report).toBeNull();
        const archive = BankRsbuResponse.parse(
          (await get(tier, `/api/report_bank_rsbu/${issuer}/1/`)).json(),
        );
        expect(archive.emptyReport).toBe(false);
        expect(archive.report!.scroll_body.length).toBeGreaterThan(5);
      }
      const options = (await get('visitor', `/api/company/${issuer}/report-options/`)).json();
      expect(options).toEqual({ emitentId: issuer, bankRsbu: true, msfo: [], rsbu: [] });
    });
  });

  describe('the methodology document', () => {
    it('is a real PDF in its own language, open to everyone, with the multipliers’ formulas', async () => {
      for (const [file, balanceRule] of [
        ['rus.pdf', 'активы = обязательства + капитал'],
        ['eng.pdf', 'total assets = liabilities + equity'],
      ] as const) {
        const response = await get('visitor', `/api/methodology/financials/${file}`);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('application/pdf');
        const text = pdfText(response.rawPayload);
        expect(text).toContain(balanceRule);
        expect(text).toContain('100 * net_income / equity');
      }
      const bad = await get('visitor', '/api/methodology/financials/deu.pdf');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields).toHaveProperty('params.file');
    });
  });

  it('opens every value on an open instance (OPEN_DATA) through the access table', () => {
    expect(statementGate(VISITOR)).toBe('need_auth');
    expect(statementGate({ ...VISITOR, level: 1 })).toBe('need_get_access');
    expect(statementGate({ ...VISITOR, level: FULL_ACCESS_LEVEL })).toBeNull();
    expect(statementGate({ ...VISITOR, openData: true })).toBeNull();
  });

  it('is documented in the OpenAPI document', async () => {
    const spec = (await app.inject('/api/openapi.json')).json();
    for (const path of [
      '/api/company/{emitentId}/report-options/',
      '/api/report_bank_rsbu/{emitentId}/{archiveFlag}/',
      '/api/report_msfo/{reportId}/',
      '/api/report_rsbu/{reportId}/',
      '/api/report_msfo/{reportId}/export/',
      '/api/methodology/financials/{file}',
    ])
      expect(spec.paths, path).toHaveProperty([path]);
    const exportOp = spec.paths['/api/report_msfo/{reportId}/export/'].get;
    expect(exportOp.responses['200'].content).toHaveProperty(['text/csv']);
    expect(exportOp.description).toContain('xlsx');
  });
});
