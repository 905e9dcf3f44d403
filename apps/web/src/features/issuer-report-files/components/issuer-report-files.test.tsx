import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReportFilesResponse, ReportFileYear, TableGate } from '@bondsight/contracts';
import { renderShell, SIGNED_IN, stubApi } from '../../../../test/shell-harness';
import { IssuerReportFiles } from './issuer-report-files';
import { formatOf } from './file-format';

const year = (y: number, linked: boolean): ReportFileYear => ({
  year: y,
  monthArray: [1, 2, 3, 4].map((quarter) => ({
    quarter,
    rus: {
      link: linked ? `/api/company/report-file/${y * 10 + quarter}/` : null,
      mimetype: quarter === 2 ? 'application/zip' : 'application/pdf',
    },
    eng:
      quarter === 4
        ? null
        : {
            link: linked ? `/api/company/report-file/${y * 100 + quarter}/` : null,
            mimetype: 'application/vnd.rar',
          },
  })),
});
const answer = (list: string, gate: TableGate | null, years = [2026, 2025, 2024]) =>
  ({
    list,
    gate,
    items: years.map((y) => year(y, gate === null)),
  }) as ReportFilesResponse;

afterEach(cleanup);

/** msfo has three years, rsbu none, bank_rsbu none, unless told otherwise. */
const serve = (gate: TableGate | null, rsbuYears: number[] = []) =>
  stubApi((path) => {
    const list = path.split('/')[4]!;
    if (list === 'msfo') return { body: answer(list, gate) };
    if (list === 'rsbu') return { body: answer(list, gate, rsbuYears) };
    return { body: answer(list, gate, []) };
  });

describe('report files block', () => {
  it('gives full access links with format icons, two years before Show more', async () => {
    serve(null);
    await renderShell(<IssuerReportFiles emitentId={3} />);
    const list = await screen.findByTestId('report-list-msfo');
    expect(screen.queryByTestId('report-files-warning')).toBeNull();
    expect(
      [...list.querySelectorAll('[data-testid="report-year"]')].map((y) =>
        y.getAttribute('data-year'),
      ),
    ).toEqual(['2026', '2025']);
    const more = screen.getByTestId('report-years-msfo-more');
    fireEvent.click(more);
    expect(list.querySelectorAll('[data-testid="report-year"]').length).toBe(3);
    fireEvent.click(more);
    expect(list.querySelectorAll('[data-testid="report-year"]').length).toBe(2);
    const first = list.querySelector('[data-testid="report-year"]')!;
    const quarters = first.querySelectorAll('[data-testid="report-quarter"]');
    expect(quarters.length).toBe(4);
    const links = quarters[1]!.querySelectorAll('a[data-testid="report-file-link"]');
    expect([...links].map((a) => a.getAttribute('href'))).toEqual([
      '/api/company/report-file/20262/',
      '/api/company/report-file/202602/',
    ]);
    expect([...links].map((a) => a.getAttribute('data-format'))).toEqual(['zip', 'rar']);
    // Quarter IV has no English file.
    expect(quarters[3]!.querySelector('[data-testid="report-file-none"]')).toBeTruthy();
    // Lists without files are left out.
    expect(screen.queryByTestId('report-list-rsbu')).toBeNull();
  });

  it('shows a visitor the files without links and asks to sign in', async () => {
    serve('need_auth', [2025]);
    await renderShell(<IssuerReportFiles emitentId={3} />);
    const warning = await screen.findByTestId('report-files-warning');
    expect(warning.textContent).toContain('need_auth');
    expect(screen.getByTestId('report-files-sign-in').getAttribute('href')).toBe('/sign-in/');
    expect(screen.queryAllByTestId('report-file-link')).toEqual([]);
    expect(screen.getAllByTestId('report-file-locked').length).toBeGreaterThan(0);
    expect(screen.getByTestId('report-list-rsbu')).toBeTruthy();
  });

  it('sends a signed-in user without full access to the profile access page', async () => {
    serve('need_get_access');
    await renderShell(<IssuerReportFiles emitentId={3} />, { globals: SIGNED_IN });
    const warning = await screen.findByTestId('report-files-warning');
    expect(warning.textContent).toContain('need_get_access');
    expect(screen.getByTestId('report-files-get-access').getAttribute('href')).toBe(
      '/profile/access/',
    );
  });

  it('renders nothing when no list has files', async () => {
    const calls = stubApi((path) => ({ body: answer(path.split('/')[4]!, null, []) }));
    await renderShell(<IssuerReportFiles emitentId={3} />);
    await waitFor(() => expect(calls.length).toBe(3));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByTestId('issuer-report-files')).toBeNull();
  });

  it('knows the spec’s icons by media type', () => {
    expect(formatOf('application/pdf')).toBe('pdf');
    expect(formatOf('application/zip')).toBe('zip');
    expect(formatOf('application/vnd.rar')).toBe('rar');
    expect(formatOf('text/plain')).toBe('file');
  });
});
