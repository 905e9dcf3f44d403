import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShell, SIGNED_IN, stubApi } from '../../../../test/shell-harness';
import { bankAnswer, options } from '../test-fixtures';
import { BankRsbuBlock } from './bank-rsbu-block';

beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function serve(actualEmpty: boolean, archiveEmpty: boolean) {
  return stubApi((path) => {
    if (path === '/api/company/5/report-options/') return { body: options({ bankRsbu: true }) };
    if (path === '/api/report_bank_rsbu/5/0/') return { body: bankAnswer(actualEmpty) };
    if (path === '/api/report_bank_rsbu/5/1/') return { body: bankAnswer(archiveEmpty) };
    return { status: 204, body: undefined };
  });
}

const FULL = { ...SIGNED_IN, level: 1077, paStatusConfirm: 0 };

const tabIds = () =>
  within(screen.getByTestId('bank-rsbu-tabs'))
    .getAllByRole('tab')
    .map((tab) => tab.getAttribute('data-tab-id'));

describe('bank RSBU block', () => {
  it('fetches both variants, opens on Actual with five tables and the actual export', async () => {
    const calls = serve(false, false);
    await renderShell(<BankRsbuBlock emitentId={5} />, { globals: FULL });
    await screen.findByTestId('bank-rsbu-report');
    expect(tabIds()).toEqual(['2', '1']);
    expect(screen.getByRole('tab', { selected: true }).getAttribute('data-tab-id')).toBe('2');
    for (const field of [
      'report',
      'rsbu_profit_and_loss',
      'rsbu_capital_adequacy',
      'rsbu_ratios',
      'cash_flow',
    ])
      expect(screen.getByTestId(`bank-rsbu-${field}`)).toBeTruthy();
    expect(screen.getByTestId('bank-rsbu-export').getAttribute('href')).toBe(
      '/api/report_bank_rsbu/5/0/export/',
    );
    const paths = calls.map((call) => call.path);
    expect(paths).toContain('/api/report_bank_rsbu/5/0/');
    expect(paths).toContain('/api/report_bank_rsbu/5/1/');
  });

  it('falls back to Archive when Actual has no data, and Actual loses its tab', async () => {
    serve(true, false);
    await renderShell(<BankRsbuBlock emitentId={5} />, { globals: FULL });
    await screen.findByTestId('bank-rsbu-report');
    expect(tabIds()).toEqual(['1']);
    expect(screen.getByRole('tab', { selected: true }).getAttribute('data-tab-id')).toBe('1');
    expect(screen.getByTestId('bank-rsbu-export').getAttribute('href')).toBe(
      '/api/report_bank_rsbu/5/1/export/',
    );
  });

  it('answers a visitor pressing export with the need_auth prompt instead of a download', async () => {
    serve(false, false);
    await renderShell(<BankRsbuBlock emitentId={5} />);
    const button = await screen.findByTestId('bank-rsbu-export');
    expect(button.tagName).toBe('BUTTON');
    expect(screen.queryByTestId('statement-gate')).toBeNull();
    fireEvent.click(button);
    expect(screen.getByTestId('statement-gate-need_auth')).toBeTruthy();
  });

  it('renders nothing when neither variant has data', async () => {
    serve(true, true);
    const { container, queryClient } = await renderShell(<BankRsbuBlock emitentId={5} />);
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await vi.waitFor(() => expect(container.innerHTML).toBe(''));
  });

  it('renders nothing for an issuer that files no bank RSBU', async () => {
    const calls = stubApi(() => ({ body: options() }));
    const { container, queryClient } = await renderShell(<BankRsbuBlock emitentId={5} />);
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(container.innerHTML).toBe('');
    expect(calls.some((call) => call.path.startsWith('/api/report_bank_rsbu/'))).toBe(false);
  });

  it('writes amounts whole with separators and ratios with 2 decimals', async () => {
    serve(false, false);
    await renderShell(<BankRsbuBlock emitentId={5} />);
    const balance = await screen.findByTestId('bank-rsbu-report');
    expect(balance.textContent).toContain('1,500,000');
    expect(screen.getByTestId('bank-rsbu-rsbu_ratios').textContent).toContain('85.00');
    expect(screen.getByTestId('bank-rsbu-rsbu_ratios').textContent).toContain('91.25');
  });
});
