import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShell, SIGNED_IN } from '../../../../test/shell-harness';
import type { BondListSearch } from '../bond-list-search';
import { ScreenExport } from './screen-export';

const saved = vi.hoisted(() => [] as string[]);
vi.mock('../../../lib/save-blob', () => ({
  saveBlob: (_blob: Blob, name: string) => saved.push(name),
}));

const SEARCH: BondListSearch = {
  page: 3,
  currency: 'RUB',
  yieldMin: 14,
  hasPut: false,
  sort: 'yield',
  order: 'desc',
};
const COLUMNS = ['name', 'issuer', 'yield', 'duration'];
const FULL = { ...SIGNED_IN, level: 1077 };

let calls: URL[] = [];
let answer: () => Response;
beforeEach(() => {
  calls = [];
  saved.length = 0;
  answer = () =>
    new Response('xlsx bytes', {
      headers: { 'content-disposition': 'attachment; filename="bond-screen.xlsx"' },
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      calls.push(new URL(input, window.location.origin));
      return answer();
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const click = async () => {
  await act(async () => {
    fireEvent.click(screen.getByTestId(/^screen-export(-locked)?$/));
  });
};
const refusal = () =>
  screen
    .getByTestId('screen-export-refused')
    .querySelector('[data-refusal]')!
    .getAttribute('data-refusal');

describe("the screen's Excel export button", () => {
  it('asks a visitor to sign in, without asking the server', async () => {
    await renderShell(<ScreenExport search={SEARCH} columns={COLUMNS} total={10} />);
    expect(screen.queryByTestId('screen-export')).toBeNull();
    expect(screen.queryByTestId('screen-export-csv')).toBeNull();
    await click();
    expect(refusal()).toBe('need_auth');
    expect(screen.getByTestId('screen-export-sign-in').getAttribute('href')).toBe('/sign-in/');
    expect(calls).toEqual([]);
  });

  it('sends a signed-in user without full access to the profile access page', async () => {
    await renderShell(<ScreenExport search={SEARCH} columns={COLUMNS} total={10} />, {
      globals: SIGNED_IN,
    });
    await click();
    expect(refusal()).toBe('access_denied_auth');
    expect(screen.getByTestId('screen-export-get-access').getAttribute('href')).toBe(
      '/profile/access/',
    );
    expect(calls).toEqual([]);
  });

  it('refuses a screen of 2,500 bonds or more itself (many_points)', async () => {
    await renderShell(<ScreenExport search={SEARCH} columns={COLUMNS} total={2500} />, {
      globals: FULL,
    });
    await click();
    expect(refusal()).toBe('many_points');
    expect(calls).toEqual([]);
  });

  it('downloads the current screen: its filters, order and shown columns, not its page', async () => {
    await renderShell(<ScreenExport search={SEARCH} columns={COLUMNS} total={2499} />, {
      globals: FULL,
    });
    await click();
    expect(calls).toHaveLength(1);
    const url = calls[0]!;
    expect(url.pathname).toBe('/api/bonds/export.xlsx');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      currency: 'RUB',
      yieldMin: '14',
      hasPut: 'false',
      sort: 'yield',
      order: 'desc',
      columns: 'name,issuer,yield,duration',
      lang: expect.any(String),
    });
    expect(saved).toEqual(['bond-screen.xlsx']);
    expect(screen.queryByTestId('screen-export-refused')).toBeNull();
    const csv = new URL(
      screen.getByTestId('screen-export-csv').getAttribute('href')!,
      window.location.origin,
    );
    expect(csv.pathname).toBe('/api/bonds/export.csv');
    expect(csv.searchParams.get('columns')).toBe('name,issuer,yield,duration');
    expect(csv.searchParams.get('page')).toBeNull();
  });

  it("shows the server's many_points refusal as the same message", async () => {
    answer = () =>
      new Response(
        JSON.stringify({
          error: { code: 'validation_failed', message: 'many_points', fields: {} },
        }),
        { status: 400, headers: { 'content-type': 'application/json' } },
      );
    await renderShell(<ScreenExport search={SEARCH} columns={COLUMNS} total={12} />, {
      globals: FULL,
    });
    await click();
    expect(refusal()).toBe('many_points');
    expect(saved).toEqual([]);
  });
});
