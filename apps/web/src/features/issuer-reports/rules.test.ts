import { describe, expect, it } from 'vitest';
import { ACTUAL_TAB, ARCHIVE_TAB, bankExportHref, initialBankTab } from './bank-tabs';
import { defaultExportRange, exportHref, todayIso } from './export-range';
import { tableRequestState } from './request-state';
import {
  decimalsFor,
  isRatioLine,
  namesWithUnits,
  withRatioRowsFormatted,
} from './statement-values';
import { bankAnswer, table } from './test-fixtures';

const TEMPLATE = '/api/report_msfo/11/export/?from={from}&to={to}';

describe('export range', () => {
  it('starts on 1 January five years back and ends today', () => {
    expect(defaultExportRange('2026-11-24')).toEqual({ from: '2021-01-01', to: '2026-11-24' });
    expect(todayIso(new Date('2026-03-01T23:59:00Z'))).toBe('2026-03-01');
  });

  it('fills the placeholders, an empty from being 1970-01-01 and an empty to today', () => {
    expect(exportHref(TEMPLATE, '2021-01-01', '2026-06-30', '2026-11-24')).toBe(
      '/api/report_msfo/11/export/?from=2021-01-01&to=2026-06-30',
    );
    expect(exportHref(TEMPLATE, null, null, '2026-11-24')).toBe(
      '/api/report_msfo/11/export/?from=1970-01-01&to=2026-11-24',
    );
    expect(exportHref(TEMPLATE, '', '2025-01-01', '2026-11-24')).toContain('from=1970-01-01');
  });

  it("fills the bank export's archive flag by tab", () => {
    const link = '/api/report_bank_rsbu/5/{archiveFlag}/export/';
    expect(bankExportHref(link, ACTUAL_TAB)).toBe('/api/report_bank_rsbu/5/0/export/');
    expect(bankExportHref(link, ARCHIVE_TAB)).toBe('/api/report_bank_rsbu/5/1/export/');
  });
});

describe('bank tabs', () => {
  it('opens on Actual, falls back to Archive, and is hidden without data', () => {
    expect(initialBankTab(bankAnswer(false), bankAnswer(false))).toBe(ACTUAL_TAB);
    expect(initialBankTab(bankAnswer(true), bankAnswer(false))).toBe(ARCHIVE_TAB);
    expect(initialBankTab(undefined, bankAnswer(false))).toBe(ARCHIVE_TAB);
    expect(initialBankTab(bankAnswer(true), bankAnswer(true))).toBeNull();
  });
});

describe('request state of an asterisk cell', () => {
  it('follows the page globals: visitor, may send, already sent', () => {
    expect(tableRequestState({ userId: 0, paStatusConfirm: 0 })).toBe('forbidden_request');
    expect(tableRequestState({ userId: 7, paStatusConfirm: 1 })).toBe('send_request');
    expect(tableRequestState({ userId: 7, paStatusConfirm: 0 })).toBe('already_send_request');
  });
});

describe('line names with their units', () => {
  it("says a key parameter's own unit after its name, not the table's or a ratio's", () => {
    expect(
      namesWithUnits({
        dimension: 'RUB thousand',
        dimensions: ['RUB thousand', 'people', 'RUB per share', '%'],
        scroll_clmn: ['Market capitalisation', 'Employees', 'Dividend per share', 'Ratio, %'],
      }),
    ).toEqual([
      'Market capitalisation',
      'Employees, people',
      'Dividend per share, RUB per share',
      'Ratio, %',
    ]);
    // An answer without units (an older server, bank tables) keeps the names.
    expect(namesWithUnits({ dimension: '%', scroll_clmn: ['N1.0, %'] })).toEqual(['N1.0, %']);
  });
});

describe('statement values', () => {
  it('shows amounts whole and ratios with 2 decimals', () => {
    const rub = 'RUB thousand';
    expect(isRatioLine({ code: 'ratios', dimension: rub }, 'Instant liquidity N2')).toBe(true);
    expect(isRatioLine({ code: 'x', dimension: '%' }, 'Instant liquidity N2')).toBe(true);
    expect(isRatioLine({ code: 'capital_adequacy', dimension: rub }, 'N1.0, %')).toBe(true);
    expect(isRatioLine({ code: 'balance', dimension: rub }, 'Total assets')).toBe(false);
    expect(decimalsFor(1_500_000, false)).toBe(0);
    expect(decimalsFor(12.35, false)).toBe(2);
    expect(decimalsFor(85, true)).toBe(2);
  });

  it('writes out ratio rows and leaves amounts and asterisks alone', () => {
    const ratios = table('ratios', [['n2', 'N2, %', 85, 91.25]]);
    const [row] = withRatioRowsFormatted(ratios, (v) => v.toFixed(2));
    expect(row!.data).toEqual([
      { val: '85.00', class: 'num' },
      { val: '91.25', class: 'num' },
    ]);
    const gated = table(
      'balance',
      [
        ['a', 'A, %', 1, 2],
        ['b', 'B', 3, 4],
      ],
      {
        gate: 'need_auth',
        preview: 1,
      },
    );
    const rows = withRatioRowsFormatted(gated, (v) => v.toFixed(2));
    expect(rows[0]!.data).toEqual([
      { val: '1.00', class: 'num' },
      { val: '2.00', class: 'num' },
    ]);
    expect(rows[1]).toBe(gated.scroll_body[1]);
  });
});
