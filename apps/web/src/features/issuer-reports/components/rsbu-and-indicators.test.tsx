import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShell, SIGNED_IN, stubApi } from '../../../../test/shell-harness';
import { bankAnswer, msfoAnswer, msfoOption, options, rsbuAnswer, table } from '../test-fixtures';
import { IfrsIndicators, RasIndicators, rasKind } from './bond-indicators';
import { RsbuBlock } from './rsbu-block';

beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const REPORTS = { rsbu: [{ id: 21, text: 'RAS financial statements' }] };

describe('RSBU block', () => {
  it('shows its tables, the single report as text, the export without a methodology link', async () => {
    stubApi((path) => {
      if (path === '/api/company/5/report-options/') return { body: options(REPORTS) };
      if (path === '/api/report_rsbu/21/') return { body: rsbuAnswer(null) };
      return { status: 204, body: undefined };
    });
    await renderShell(<RsbuBlock emitentId={5} />, {
      globals: { ...SIGNED_IN, level: 1077, paStatusConfirm: 0 },
    });
    expect((await screen.findByTestId('rsbu-rsbu_balance')).textContent).toContain('50,000');
    expect(screen.getByTestId('rsbu-rsbu_profit_and_loss')).toBeTruthy();
    expect(screen.getByTestId('rsbu-report-select').tagName).toBe('P');
    expect(screen.getByTestId('rsbu-export-link').getAttribute('href')).toMatch(
      /^\/api\/report_rsbu\/21\/export\/\?from=\d{4}-01-01&to=\d{4}-\d{2}-\d{2}$/,
    );
    expect(screen.queryByTestId('rsbu-methodology-link')).toBeNull();
  });

  it('switches a table with closed data between its closed and open variants', async () => {
    const answer = rsbuAnswer(null);
    const closed = table('rsbu_balance', [['1360', 'Reserve capital', 1, 2]], { actionId: 76 });
    answer.rsbu_balance = {
      ...answer.rsbu_balance!,
      closed_data: { ...closed, dimensions: ['RUB thousand'] },
      closed_by_default: true,
    };
    stubApi((path) => {
      if (path === '/api/company/5/report-options/') return { body: options(REPORTS) };
      if (path === '/api/report_rsbu/21/') return { body: answer };
      return { status: 204, body: undefined };
    });
    await renderShell(<RsbuBlock emitentId={5} />);
    const block = await screen.findByTestId('rsbu-rsbu_balance');
    expect(block.textContent).toContain('Reserve capital');
    fireEvent.click(screen.getByTestId('rsbu-rsbu_balance-switch'));
    expect(block.textContent).not.toContain('Reserve capital');
    expect(block.getAttribute('data-view')).toBe('open');
  });
});

describe('bond page indicators', () => {
  it('IFRS: the main report, a link to the issuer page, expand logged as 80 against the bond', async () => {
    const calls = stubApi((path) => {
      if (path === '/api/company/5/report-options/')
        return { body: options({ msfo: [msfoOption(11, 'Consolidated', true)] }) };
      if (path === '/api/report_msfo/11/') return { body: msfoAnswer(null) };
      return { status: 204, body: undefined };
    });
    await renderShell(<IfrsIndicators emitentId={5} bondId={9} />);
    const card = await screen.findByTestId('bond-ifrs-issuer-link');
    expect(card.getAttribute('href')).toBe('/company/5/#bondMcfo');
    const balance = screen.getByTestId('ifrs-balance_sheet');
    expect(balance.textContent).toContain('1,500,000');
    fireEvent.click(within(balance).getByTestId('table-show-more'));
    await vi.waitFor(() =>
      expect(calls.find((call) => call.path === '/api/bonds/9/contactActionLog/')?.body).toEqual({
        actionId: 80,
      }),
    );
    expect(calls.some((call) => call.path === '/api/contactActionLog/')).toBe(false);
  });

  it('RAS for a bank: the alternative variant from bank RSBU (Archive when Actual is empty)', async () => {
    const calls = stubApi((path) => {
      if (path === '/api/company/5/report-options/') return { body: options({ bankRsbu: true }) };
      if (path === '/api/report_bank_rsbu/5/0/') return { body: bankAnswer(true) };
      if (path === '/api/report_bank_rsbu/5/1/') return { body: bankAnswer(false) };
      return { status: 204, body: undefined };
    });
    await renderShell(<RasIndicators emitentId={5} bondId={9} />);
    const card = await screen.findByTestId('bond-ras');
    await screen.findByTestId('ras-bank-balance');
    expect(card.getAttribute('data-variant')).toBe('bank');
    expect(screen.getByTestId('bond-ras-report').textContent).toContain('tab_archive');
    expect(screen.getByTestId('bond-ras-issuer-link').getAttribute('href')).toBe(
      '/company/5/#issuerRsbu',
    );
    fireEvent.click(within(screen.getByTestId('ras-bank-balance')).getByTestId('table-show-more'));
    await vi.waitFor(() =>
      expect(calls.find((call) => call.path === '/api/bonds/9/contactActionLog/')?.body).toEqual({
        actionId: 76,
      }),
    );
  });

  it('RAS prefers corporate RSBU to bank RSBU', () => {
    expect(rasKind(options({ bankRsbu: true, ...REPORTS }))).toBe('rsbu');
    expect(rasKind(options({ bankRsbu: true }))).toBe('bank');
    expect(rasKind(options())).toBeNull();
  });

  it('both blocks are hidden when the issuer has no reports', async () => {
    stubApi((path) => {
      if (path === '/api/company/5/report-options/') return { body: options() };
      return { status: 204, body: undefined };
    });
    const { container, queryClient } = await renderShell(
      <>
        <IfrsIndicators emitentId={5} bondId={9} />
        <RasIndicators emitentId={5} bondId={9} />
      </>,
    );
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(container.innerHTML).toBe('');
  });
});
