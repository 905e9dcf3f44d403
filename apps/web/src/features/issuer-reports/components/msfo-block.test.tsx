import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TableGate } from '@bondsight/contracts';
import { renderShell, SIGNED_IN, stubApi } from '../../../../test/shell-harness';
import { msfoAnswer, msfoOption, options } from '../test-fixtures';
import { defaultExportRange, todayIso } from '../export-range';
import { MsfoBlock } from './msfo-block';

beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TWO = [
  msfoOption(11, 'Consolidated IFRS financial statements'),
  msfoOption(12, 'IFRS statements of the generating subsidiary'),
];
/** The consolidated set has exerica's figures too; the subsidiary's has ours alone. */
const PROVIDED = [
  msfoOption(11, 'Consolidated IFRS financial statements', true),
  msfoOption(12, 'IFRS statements of the generating subsidiary'),
];

function serve(gate: TableGate | null, reports = TWO, methodology = true) {
  return stubApi((path) => {
    if (path === '/api/company/5/report-options/') return { body: options({ msfo: reports }) };
    const match = /^\/api\/report_msfo\/(\d+)\/(\?source=exerica)?$/.exec(path);
    if (match) {
      const answer = msfoAnswer(gate, Number(match[1]), match[2] ? 'exerica' : 'bondsight');
      return { body: methodology || match[2] ? answer : { ...answer, methodologyLink: null } };
    }
    return { status: 204, body: undefined };
  });
}

const sourceTab = (id: 'bondsight' | 'exerica') =>
  within(screen.getByTestId('msfo-source-tabs')).queryByText(
    id === 'exerica' ? 'source_exerica' : 'app_name',
  );

const FULL = { ...SIGNED_IN, level: 1077, paStatusConfirm: 0 };

const showMore = (testId: string) =>
  within(screen.getByTestId(testId)).getByTestId('table-show-more');

describe('MSFO block', () => {
  it('offers a select when the issuer has more than one report, and loads the chosen one', async () => {
    const calls = serve(null);
    await renderShell(<MsfoBlock emitentId={5} />);
    const select = (await screen.findByTestId('msfo-report-select')) as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expect(select.options).toHaveLength(2);
    await screen.findByTestId('msfo-balance_sheet');
    fireEvent.change(select, { target: { value: '12' } });
    await vi.waitFor(() =>
      expect(calls.map((call) => call.path)).toContain('/api/report_msfo/12/'),
    );
  });

  it('names a single report in plain text', async () => {
    serve(null, TWO.slice(0, 1));
    await renderShell(<MsfoBlock emitentId={5} />);
    const name = await screen.findByTestId('msfo-report-select');
    expect(name.tagName).toBe('P');
    expect(name.textContent).toBe('Consolidated IFRS financial statements');
  });

  it('opens a table with closed data in the closed view and switches to the open one', async () => {
    serve(null);
    await renderShell(<MsfoBlock emitentId={5} />);
    const balance = await screen.findByTestId('msfo-balance_sheet');
    expect(balance.getAttribute('data-view')).toBe('closed');
    expect(screen.getByTestId('msfo-balance_sheet-closed')).toBeTruthy();
    const toggle = screen.getByTestId('msfo-balance_sheet-switch');
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    expect(balance.getAttribute('data-view')).toBe('open');
    expect(screen.getByTestId('msfo-balance_sheet-open')).toBeTruthy();
    // A table without closed data has no switch.
    expect(screen.queryByTestId('msfo-profit_and_loss-switch')).toBeNull();
  });

  it('shows a visitor asterisks and, on show more, the need_auth prompt; logs action 80', async () => {
    const calls = serve('need_auth');
    await renderShell(<MsfoBlock emitentId={5} />);
    await screen.findByTestId('msfo-balance_sheet');
    // The preview shows values; the rows past it arrive as asterisks, shown on show more.
    expect(screen.queryAllByTestId('statement-masked')).toHaveLength(0);
    expect(screen.queryByTestId('statement-gate')).toBeNull();

    fireEvent.click(showMore('msfo-balance_sheet'));
    const masked = screen.getAllByTestId('statement-masked');
    expect(masked.length).toBeGreaterThan(0);
    expect(masked[0]!.textContent).toBe('*');
    expect(masked[0]!.getAttribute('title')).toBe('log_in_to_access · forbidden_request_label');
    expect(masked[0]!.getAttribute('href')).toBe('/sign-up/');
    const gate = await screen.findByTestId('statement-gate-need_auth');
    expect(gate.textContent).toContain('need_auth');
    expect(screen.getByTestId('statement-gate-sign-in').getAttribute('href')).toBe('/sign-in/');
    expect(screen.getByTestId('statement-gate-sign-up').getAttribute('href')).toBe('/sign-up/');
    await vi.waitFor(() =>
      expect(calls.find((call) => call.path === '/api/contactActionLog/')?.body).toEqual({
        actionId: 80,
      }),
    );
  });

  it('answers a visitor’s click on the statements archive with the sign-in prompt, not a file', async () => {
    serve('need_auth');
    await renderShell(<MsfoBlock emitentId={5} />);
    const archive = await screen.findByTestId('msfo-archive-link');
    expect(archive.tagName).toBe('BUTTON');
    expect(archive.getAttribute('href')).toBeNull();
    fireEvent.click(archive);
    expect((await screen.findByTestId('statement-gate-need_auth')).textContent).toContain(
      'need_auth',
    );
  });

  it('sends a signed-in user without access to the profile access page', async () => {
    serve('need_get_access');
    await renderShell(<MsfoBlock emitentId={5} />, { globals: SIGNED_IN });
    await screen.findByTestId('msfo-balance_sheet');
    fireEvent.click(showMore('msfo-balance_sheet'));
    const masked = screen.getAllByTestId('statement-masked')[0]!;
    expect(masked.getAttribute('href')).toBe('/profile/access/');
    expect(masked.getAttribute('data-request-state')).toBe('send_request');
    const link = await screen.findByTestId('statement-gate-access');
    expect(screen.getByTestId('statement-gate-need_get_access').textContent).toContain(
      'need_get_access',
    );
    expect(link.getAttribute('href')).toBe('/profile/access/');
    expect(link.textContent).toBe('send_request_label');
  });

  it('names a request already sent', async () => {
    serve('need_get_access');
    await renderShell(<MsfoBlock emitentId={5} />, {
      globals: { ...SIGNED_IN, paStatusConfirm: 0 },
    });
    await screen.findByTestId('msfo-balance_sheet');
    fireEvent.click(showMore('msfo-balance_sheet'));
    expect((await screen.findByTestId('statement-gate-access')).textContent).toBe(
      'already_send_request_label',
    );
  });

  it('shows full access every value and no prompt on show more', async () => {
    serve(null);
    await renderShell(<MsfoBlock emitentId={5} />, { globals: FULL });
    await screen.findByTestId('msfo-balance_sheet');
    expect(screen.queryAllByTestId('statement-masked')).toHaveLength(0);
    fireEvent.click(showMore('msfo-balance_sheet'));
    expect(screen.getByTestId('msfo-balance_sheet').textContent).toContain('Current liabilities');
    expect(screen.queryByTestId('statement-gate')).toBeNull();
  });

  it('exports from 1 January five years back to today, the archive and methodology links', async () => {
    serve(null);
    await renderShell(<MsfoBlock emitentId={5} />, { globals: FULL });
    const link = await screen.findByTestId('msfo-export-link');
    const { from, to } = defaultExportRange(todayIso());
    expect(link.getAttribute('href')).toBe(`/api/report_msfo/11/export/?from=${from}&to=${to}`);
    expect(screen.getByTestId('msfo-archive-link').getAttribute('href')).toContain(
      '/api/report_msfo/11/export/',
    );
    expect(screen.getByTestId('msfo-methodology-link').getAttribute('href')).toBe(
      '/api/methodology/financials/eng.pdf',
    );
    expect(screen.getByTestId('msfo-source-tabs').textContent).not.toContain('source_exerica');
  });

  it('offers a signed-in user without access the export as a need_get_access prompt', async () => {
    serve('need_get_access');
    await renderShell(<MsfoBlock emitentId={5} />, { globals: SIGNED_IN });
    fireEvent.click(await screen.findByTestId('msfo-export-link'));
    expect(screen.getByTestId('statement-gate-access').getAttribute('href')).toBe(
      '/profile/access/',
    );
  });

  it('leaves the methodology link out when there is none', async () => {
    serve(null, TWO, false);
    await renderShell(<MsfoBlock emitentId={5} />);
    await screen.findByTestId('msfo-archive-link');
    expect(screen.queryByTestId('msfo-methodology-link')).toBeNull();
  });

  it('offers the Powered by exerica tab only for a report the provider has figures of', async () => {
    serve(null, PROVIDED);
    await renderShell(<MsfoBlock emitentId={5} />);
    await screen.findByTestId('msfo-balance_sheet');
    expect(sourceTab('bondsight')!.getAttribute('aria-selected')).toBe('true');
    expect(sourceTab('exerica')!.getAttribute('aria-selected')).toBe('false');
    fireEvent.change(screen.getByTestId('msfo-report-select'), { target: { value: '12' } });
    await vi.waitFor(() => expect(sourceTab('exerica')).toBeNull());
    expect(sourceTab('bondsight')).not.toBeNull();
  });

  it("shows the provider's figures under its Powered by mark, and exports what the tab shows", async () => {
    const calls = serve(null, PROVIDED);
    await renderShell(<MsfoBlock emitentId={5} />, { globals: FULL });
    await screen.findByTestId('msfo-balance_sheet');
    expect(screen.queryByTestId('msfo-provider-mark')).toBeNull();
    expect(screen.getByTestId('msfo-balance_sheet').textContent).toContain('1,500,000');
    fireEvent.click(sourceTab('exerica')!);
    const mark = await screen.findByTestId('msfo-provider-mark');
    expect(calls.map((call) => call.path)).toContain('/api/report_msfo/11/?source=exerica');
    expect(sourceTab('exerica')!.getAttribute('aria-selected')).toBe('true');
    expect(mark.getAttribute('data-source')).toBe('exerica');
    expect(mark.textContent).toContain('powered_by');
    expect(screen.getByTestId('msfo-provider-note').textContent).toBe('provider_note');
    // The four tables hold the provider's figures: whole millions, its own lines.
    const balance = screen.getByTestId('msfo-balance_sheet');
    expect(balance.textContent).toContain('RUB million');
    expect(balance.textContent).toContain('1,500');
    expect(balance.textContent).not.toContain('1,500,000');
    expect(screen.queryByTestId('msfo-balance_sheet-switch')).toBeNull();
    // Its exports and archive are its figures; our methodology is not its method.
    const { from, to } = defaultExportRange(todayIso());
    expect(screen.getByTestId('msfo-export-link').getAttribute('href')).toBe(
      `/api/report_msfo/11/export/?source=exerica&from=${from}&to=${to}`,
    );
    expect(screen.getByTestId('msfo-export-xlsx').getAttribute('href')).toBe(
      `/api/report_msfo/11/export.xlsx?source=exerica&from=${from}&to=${to}`,
    );
    expect(screen.getByTestId('msfo-archive-link').getAttribute('href')).toBe(
      '/api/report_msfo/11/export/?source=exerica&from=1970-01-01&to=',
    );
    expect(screen.queryByTestId('msfo-methodology-link')).toBeNull();
    // Back to ours: our figures, no mark.
    fireEvent.click(sourceTab('bondsight')!);
    await vi.waitFor(() => expect(screen.queryByTestId('msfo-provider-mark')).toBeNull());
    expect(screen.getByTestId('msfo-balance_sheet').textContent).toContain('1,500,000');
    expect(screen.getByTestId('msfo-export-link').getAttribute('href')).not.toContain('source');
  });

  it('shows ours again when the chosen report has no provider figures', async () => {
    const calls = serve(null, PROVIDED);
    await renderShell(<MsfoBlock emitentId={5} />);
    await screen.findByTestId('msfo-balance_sheet');
    fireEvent.click(sourceTab('exerica')!);
    await screen.findByTestId('msfo-provider-mark');
    fireEvent.change(screen.getByTestId('msfo-report-select'), { target: { value: '12' } });
    await vi.waitFor(() => expect(screen.queryByTestId('msfo-provider-mark')).toBeNull());
    await screen.findByTestId('msfo-balance_sheet');
    expect(calls.map((call) => call.path)).toContain('/api/report_msfo/12/');
    expect(calls.map((call) => call.path)).not.toContain('/api/report_msfo/12/?source=exerica');
  });

  it("gates the provider's rows for a visitor as ours", async () => {
    serve('need_auth', PROVIDED);
    await renderShell(<MsfoBlock emitentId={5} />);
    await screen.findByTestId('msfo-balance_sheet');
    fireEvent.click(sourceTab('exerica')!);
    await screen.findByTestId('msfo-provider-mark');
    fireEvent.click(showMore('msfo-balance_sheet'));
    expect(screen.getAllByTestId('statement-masked')[0]!.textContent).toBe('*');
    expect((await screen.findByTestId('statement-gate-need_auth')).textContent).toContain(
      'need_auth',
    );
  });

  it('renders nothing for an issuer without MSFO', async () => {
    serve(null, []);
    const { container, queryClient } = await renderShell(<MsfoBlock emitentId={5} />);
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(container.innerHTML).toBe('');
  });
});
