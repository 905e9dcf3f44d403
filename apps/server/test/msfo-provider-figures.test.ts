import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IssuerReportOptions,
  MASKED_VALUE,
  MsfoResponse,
  PREVIEW_ROWS,
} from '@bondsight/contracts';
import { financialReports } from '../src/db/schema/index';
import { issuerWorld, type IssuerTier, type IssuerWorld } from './support/issuer-fixtures';
import { TEST_AS_OF } from './support/seed-world';
import { databaseKind, databaseMissing } from './support/test-app';
import { readSheet, readWorkbook } from './support/xlsx';

/**
 * The MSFO block's second source (issue 30 item 7; spec, issuer blocks, section 2: the
 * 'Powered by' exerica tab): a provider's figures of one of our IFRS sets, asked for with
 * ?source=exerica on our set's id. Read raw as each tier: the provider's numbers are gated as
 * ours are, and a number a tier may not see is not in its answer.
 */

type Tables = Pick<
  MsfoResponse,
  'balance_sheet' | 'profit_and_loss' | 'cash_flow_statement' | 'params'
>;
const TABLES = ['balance_sheet', 'profit_and_loss', 'cash_flow_statement', 'params'] as const;

/** A line's numbers by column header, from the table's open or closed view. */
function lineOf(table: NonNullable<Tables[keyof Tables]>, code: string): Map<string, number> {
  const view = [table.closed_data, table].find((t) => t?.scroll_body.some((r) => r.code === code));
  const row = view?.scroll_body.find((r) => r.code === code);
  if (!view || !row) throw new Error(`no line ${code} in ${table.code}`);
  return new Map(
    row.data.flatMap((c, i) => (typeof c === 'number' ? [[view.scroll_head[i]!, c]] : [])),
  );
}

describe.skipIf(databaseMissing)(`the MSFO block’s second source on ${databaseKind}`, () => {
  let world: IssuerWorld;
  /** The showcase's consolidated set (with exerica's figures) and its subsidiary's (without). */
  let consolidated: number;
  let subsidiary: number;
  /** The provider's own row of the consolidated set: not a set's id of the API. */
  let providerRow: number;
  let ours: MsfoResponse;
  let theirs: MsfoResponse;
  const get = (tier: IssuerTier, url: string) => world.tiers[tier].get(url);
  const url = (id: number, query = '') => `/api/report_msfo/${id}/${query}`;

  beforeAll(async () => {
    world = await issuerWorld();
    const own = await world.app.db
      .select({ id: financialReports.id })
      .from(financialReports)
      .where(
        and(
          eq(financialReports.emitentId, world.showcase),
          eq(financialReports.standard, 'msfo'),
          isNull(financialReports.providerOf),
        ),
      )
      .orderBy(asc(financialReports.id));
    [consolidated, subsidiary] = own.map((r) => r.id) as [number, number];
    const [row] = await world.app.db
      .select({ id: financialReports.id })
      .from(financialReports)
      .where(eq(financialReports.providerOf, consolidated));
    providerRow = row!.id;
    ours = MsfoResponse.parse((await get('full', url(consolidated))).json());
    theirs = MsfoResponse.parse((await get('full', url(consolidated, '?source=exerica'))).json());
  }, 120_000);
  afterAll(() => world?.app.close());

  it('lists per MSFO set which sources have figures, and no provider row as a set', async () => {
    for (const tier of ['visitor', 'signedIn', 'full'] as const) {
      const options = IssuerReportOptions.parse(
        (await get(tier, `/api/company/${world.showcase}/report-options/`)).json(),
      );
      expect(options.msfo.map((o) => [o.id, o.sources])).toEqual([
        [consolidated, ['bondsight', 'exerica']],
        [subsidiary, ['bondsight']],
      ]);
    }
    // About half of the issuers filing IFRS have the provider's figures, each of one set.
    const [all, covered] = await Promise.all([
      world.app.db
        .selectDistinct({ id: financialReports.emitentId })
        .from(financialReports)
        .where(and(eq(financialReports.standard, 'msfo'), isNull(financialReports.providerOf))),
      world.app.db
        .select({ id: financialReports.emitentId, source: financialReports.source })
        .from(financialReports)
        .where(isNotNull(financialReports.providerOf)),
    ]);
    expect(covered.every((r) => r.source === 'exerica')).toBe(true);
    expect(new Set(covered.map((r) => r.id)).size).toBe(covered.length);
    expect(covered.length).toBeGreaterThan(1);
    expect(covered.length).toBeLessThan(all.length);
    for (const { id } of all.filter((a) => !covered.some((c) => c.id === a.id)).slice(0, 3)) {
      const options = (await get('visitor', `/api/company/${id}/report-options/`)).json();
      for (const o of options.msfo) expect(o.sources).toEqual(['bondsight']);
    }
  });

  it('keeps our figures the default, naming their source and as-of date', async () => {
    expect(ours.source).toEqual({ id: 'bondsight', name: 'Bondsight', asOf: TEST_AS_OF });
    const explicit = (await get('full', url(consolidated, '?source=bondsight'))).json();
    expect(explicit).toEqual(ours);
    expect(ours.exportLink).toBe(`/api/report_msfo/${consolidated}/export/?from={from}&to={to}`);
    expect(ours.methodologyLink).toBe('/api/methodology/financials/eng.pdf');
  });

  it("gives the provider's figures of the same set: its name, as-of, unit and links", () => {
    expect(theirs.report).toEqual(ours.report);
    expect(theirs.source.id).toBe('exerica');
    expect(theirs.source.name).toBe('exerica');
    // Delivered a few days before the world's date.
    expect(theirs.source.asOf < TEST_AS_OF).toBe(true);
    expect(theirs.source.asOf >= '2026-11-14').toBe(true);
    for (const key of TABLES) {
      const table = theirs[key]!;
      expect(table.dimension, key).toBe('RUB million');
      expect(table.action_id).toBe(80);
    }
    expect(ours.balance_sheet!.dimension).toBe('RUB thousand');
    expect(theirs.exportLink).toBe(
      `/api/report_msfo/${consolidated}/export/?source=exerica&from={from}&to={to}`,
    );
    expect(theirs.params!.archLink).toBe(
      `/api/report_msfo/${consolidated}/export/?source=exerica&from=1970-01-01&to=`,
    );
    // Our methodology is not how the provider builds its figures.
    expect(theirs.methodologyLink).toBeNull();
  });

  it('tells the same economics: whole millions of our figures, totals that add up', () => {
    const sheet = theirs.balance_sheet!;
    const assets = lineOf(sheet, 'total_assets');
    const ourAssets = lineOf(ours.balance_sheet!, 'total_assets');
    // Its periods are ours, maybe without the latest (it loads them later).
    expect(assets.size).toBeGreaterThan(3);
    for (const [period, value] of assets) {
      expect(ourAssets.has(period), period).toBe(true);
      expect(Math.abs(value - ourAssets.get(period)! / 1000), period).toBeLessThanOrEqual(0.5);
      expect(Number.isInteger(value)).toBe(true);
      expect(lineOf(sheet, 'total_equity_liabilities').get(period)).toBe(value);
      const parts = ['equity', 'non_current_liabilities', 'current_liabilities'].map(
        (code) => lineOf(sheet, code).get(period) ?? 0,
      );
      expect(
        parts.reduce((s, v) => s + v, 0),
        period,
      ).toBe(value);
      // The cash flow ends on the balance sheet's cash.
      expect(lineOf(theirs.cash_flow_statement!, 'cash_end').get(period)).toBe(
        lineOf(sheet, 'cash').get(period),
      );
    }
    // Its own, coarser template: equity in one line, no EBITDA or headcount.
    const codes = (t: NonNullable<Tables[keyof Tables]>) =>
      [...(t.closed_data?.scroll_body ?? []), ...t.scroll_body].map((r) => r.code);
    expect(codes(theirs.balance_sheet!)).not.toContain('share_capital');
    expect(codes(ours.balance_sheet!)).toContain('share_capital');
    expect(codes(theirs.profit_and_loss!)).not.toContain('ebitda');
    expect(codes(theirs.params!)).not.toContain('employees');
  });

  it("masks the provider's rows past the preview and its closed lines as ours, every tier", async () => {
    const full = theirs;
    for (const tier of TABLES) expect(full[tier]!.gate).toBeNull();
    for (const [tier, gate] of [
      ['visitor', 'need_auth'],
      ['signedIn', 'need_get_access'],
    ] as const) {
      const response = await get(tier, url(consolidated, '?source=exerica'));
      expect(response.statusCode).toBe(200);
      const body = MsfoResponse.parse(response.json());
      expect(body.source).toEqual(full.source);
      const shown = new Set(
        TABLES.flatMap((key) =>
          [body[key]!, body[key]!.closed_data].flatMap((t) =>
            (t?.scroll_body ?? []).flatMap((r) => r.data.filter((c) => typeof c === 'number')),
          ),
        ),
      );
      let withheld = 0;
      for (const key of TABLES) {
        for (const view of [body[key]!, body[key]!.closed_data].filter(
          (t): t is NonNullable<typeof t> => t !== null,
        )) {
          const fullView = view === body[key] ? full[key]! : full[key]!.closed_data!;
          view.scroll_body.forEach((row, i) => {
            const fullRow = fullView.scroll_body[i]!;
            expect(row.code).toBe(fullRow.code);
            if (i < PREVIEW_ROWS.msfo && !row.masked) {
              expect(row.data).toEqual(fullRow.data);
              return;
            }
            expect(row.masked, `${tier} ${key} ${row.code}`).toBe(true);
            for (const cell of row.data)
              if (cell !== null)
                expect(cell).toEqual({
                  val: MASKED_VALUE,
                  masked: true,
                  tooltip: 'log_in_to_access',
                });
            // The number itself never leaves the server, unless the tier is shown it in
            // another row (a preview row of the other view); short numbers occur anywhere.
            for (const cell of fullRow.data) {
              if (typeof cell !== 'number' || String(Math.abs(cell)).length < 4) continue;
              if (shown.has(cell)) continue;
              expect(response.body).not.toMatch(new RegExp(`[\\[,:]${cell}[,\\]}]`));
              withheld++;
            }
          });
          if (view.scroll_body.some((r) => r.masked)) expect(view.gate).toBe(gate);
        }
      }
      expect(withheld).toBeGreaterThan(20);
    }
  });

  it('keeps sources and tiers apart in the answer cache', async () => {
    await get('full', url(consolidated, '?source=exerica'));
    const visitor = (await get('visitor', url(consolidated, '?source=exerica'))).json();
    expect(visitor.source.id).toBe('exerica');
    expect(visitor.balance_sheet.gate).toBe('need_auth');
    const again = (await get('full', url(consolidated))).json();
    expect(again.source.id).toBe('bondsight');
    expect(again.balance_sheet.dimension).toBe('RUB thousand');
  });

  it('answers 400 naming querystring.source for a bad source, 404 where there are no such figures', async () => {
    for (const source of ['EXERICA', 'cbonds', '', '1', 'exerica,bondsight']) {
      const bad = await get('visitor', url(consolidated, `?source=${source}`));
      expect(bad.statusCode, source).toBe(400);
      expect(bad.json().error.code).toBe('validation_failed');
      expect(bad.json().error.fields, source).toHaveProperty(['querystring.source']);
    }
    // The subsidiary's set has no provider figures; the provider's row is no set's id.
    for (const path of [
      url(subsidiary, '?source=exerica'),
      url(providerRow),
      url(999999, '?source=exerica'),
    ]) {
      const missing = await get('full', path);
      expect(missing.statusCode, path).toBe(404);
      expect(missing.json().error.code).toBe('not_found');
    }
  });

  it("exports the provider's figures on its tab: CSV and Excel, full access only", async () => {
    const csv = `/api/report_msfo/${consolidated}/export/?source=exerica&from=&to=`;
    const xlsx = `/api/report_msfo/${consolidated}/export.xlsx?source=exerica&from=&to=`;
    for (const path of [csv, xlsx]) {
      expect((await get('visitor', path)).statusCode, path).toBe(401);
      expect((await get('signedIn', path)).statusCode, path).toBe(403);
    }
    const file = await get('full', csv);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(
      new RegExp(`filename="msfo-${consolidated}-exerica-1970-01-01-`),
    );
    const lines = file.rawPayload.toString('utf8').slice(1).trim().split('\r\n');
    const header = lines[0]!.split(',');
    const row = lines.find((l) => l.includes(',total_assets,'))!.split(',');
    expect(row[3]).toBe('RUB million');
    expect(lines.some((l) => l.includes(',share_capital,'))).toBe(false);
    const year = header.findIndex((h) => h === '2025 (2025-12-31)');
    expect(Number(row[year])).toBe(lineOf(theirs.balance_sheet!, 'total_assets').get('2025'));

    const book = await get('full', xlsx);
    expect(book.statusCode).toBe(200);
    expect(book.headers['content-disposition']).toContain(`msfo-${consolidated}-exerica-`);
    const read = readSheet((await readWorkbook(book.rawPayload)).worksheets[0]!);
    expect(read.source).toBe('exerica');
    expect(String(read.title)).toContain('exerica');
    expect((read.asOf as Date).toISOString().slice(0, 10)).toBe(theirs.source.asOf);
    const assets = read.rows.find((r) => r[1] === 'total_assets')!;
    expect(assets[read.columns.indexOf('2025 (2025-12-31)')]).toBe(
      lineOf(theirs.balance_sheet!, 'total_assets').get('2025'),
    );
    // A bad source is the query schema's 400 there too; ours stay the default.
    const bad = await get('full', `/api/report_msfo/${consolidated}/export/?source=x`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty(['querystring.source']);
    const own = await get('full', `/api/report_msfo/${consolidated}/export/?from=&to=`);
    expect(own.headers['content-disposition']).not.toContain('exerica');
    expect(
      (await get('full', `/api/report_msfo/${subsidiary}/export/?source=exerica`)).statusCode,
    ).toBe(404);
  });

  it('is documented in the OpenAPI document', async () => {
    const spec = (await world.app.inject('/api/openapi.json')).json();
    const get = spec.paths['/api/report_msfo/{reportId}/'].get;
    const source = get.parameters.find((p: { name: string }) => p.name === 'source');
    expect(source.in).toBe('query');
    expect(source.schema.enum).toEqual(['bondsight', 'exerica']);
    expect(JSON.stringify(get.responses['200'])).toContain('asOf');
  });
});
