import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TableRow } from '@bondsight/contracts';
import { SecondTable } from './second-table';

afterEach(cleanup);

const setWidth = (width: number) =>
  act(() => {
    (window as unknown as { happyDOM: { setViewport(v: object): void } }).happyDOM.setViewport({
      width,
      height: 800,
    });
    window.dispatchEvent(new Event('resize'));
  });

const HEAD = ['2023', '2024'];
const line = (code: string, data: TableRow['data'], extra: Partial<TableRow> = {}): TableRow => ({
  code,
  data,
  level: 0,
  ...extra,
});
const ROWS: TableRow[] = [
  line('assets', [null, null], { class: 'group' }),
  line('cash', [100, 120.5], { level: 1 }),
  line('loans', [300, 310], { level: 1, hidden: true }),
  line('bonds', [50, 60], { level: 1 }),
  line('total', [450, 490.5], { class: 'total', level: 1, show: { prev: true } }),
  line('equity', ['*', { val: '*', masked: true, tooltip: 'Log in to access' }], {
    masked: true,
  }),
  line('note', ['x'.repeat(100), { val: 'y'.repeat(100), class: 'comment' }]),
];
const NAMES = ['Assets', 'Cash', 'Loans', 'Bonds', 'Total assets', 'Equity', 'Note'];

const rowCodes = () =>
  screen.getAllByTestId('second-table-row').map((r) => r.getAttribute('data-code'));

describe('SecondTable', () => {
  it('keeps the first column in a sticky cell, marks totals and groups', () => {
    render(
      <SecondTable
        title="Balance"
        dimension="RUB thousand"
        head={HEAD}
        firstColumn={NAMES}
        rows={ROWS}
      />,
    );
    expect(screen.getByText('RUB thousand')).toBeTruthy();
    const cash = screen.getAllByTestId('second-table-row')[1]!;
    const first = cash.firstElementChild!;
    expect(first.tagName).toBe('TH');
    expect(first.classList.contains('sticky-col')).toBe(true);
    expect(first.textContent).toContain('Cash');
    const total = screen
      .getAllByTestId('second-table-row')
      .find((r) => r.dataset.code === 'total')!;
    expect(total.classList.contains('is-total')).toBe(true);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      '',
      '2023',
      '2024',
    ]);
  });

  it('formats numbers through the caller', () => {
    render(
      <SecondTable head={HEAD} firstColumn={NAMES} rows={ROWS} formatValue={(v) => v.toFixed(1)} />,
    );
    const cash = screen.getAllByTestId('second-table-row')[1]!;
    expect(
      within(cash)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['100.0', '120.5']);
  });

  it("renders masked cells as '*' with the tooltip, or through renderMasked", () => {
    const { rerender } = render(<SecondTable head={HEAD} firstColumn={NAMES} rows={ROWS} />);
    const equity = () =>
      screen.getAllByTestId('second-table-row').find((r) => r.dataset.code === 'equity')!;
    expect(within(equity()).getByTitle('Log in to access').textContent).toBe('*');
    rerender(
      <SecondTable
        head={HEAD}
        firstColumn={NAMES}
        rows={ROWS}
        renderMasked={(row, column) => <a href="/sign-up/">{`${row.code}:${column}`}</a>}
      />,
    );
    expect(
      within(equity())
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['equity:0', 'equity:1']);
  });

  it('collapses a group heading and opens it again', () => {
    render(<SecondTable head={HEAD} firstColumn={NAMES} rows={ROWS} />);
    const toggle = within(screen.getAllByTestId('second-table-row')[0]!).getByTestId(
      'second-table-toggle',
    );
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(rowCodes()).toEqual(['assets', 'equity', 'note']);
    fireEvent.click(toggle);
    expect(rowCodes()).toContain('cash');
  });

  it('shows hidden rows on request, and one run through a reveal link', () => {
    render(<SecondTable head={HEAD} firstColumn={NAMES} rows={ROWS} />);
    expect(rowCodes()).not.toContain('loans');
    fireEvent.click(screen.getByTestId('second-table-hidden-rows'));
    expect(rowCodes()).toContain('loans');
    fireEvent.click(screen.getByTestId('second-table-hidden-rows'));
    expect(rowCodes()).not.toContain('loans');
    // 'total' reveals the hidden rows right before it: 'bonds' is not hidden, so none.
    expect(screen.queryByTestId('second-table-reveal-prev')).toBeNull();
  });

  it('reveals the hidden run before a row through its previous link', () => {
    const rows = [ROWS[1]!, ROWS[2]!, { ...ROWS[3]!, show: { prev: true, hide: true } }];
    render(<SecondTable head={HEAD} firstColumn={['Cash', 'Loans', 'Bonds']} rows={rows} />);
    expect(rowCodes()).toEqual(['cash', 'bonds']);
    fireEvent.click(screen.getByTestId('second-table-reveal-prev'));
    expect(rowCodes()).toEqual(['cash', 'loans', 'bonds']);
    fireEvent.click(screen.getByTestId('second-table-reveal-prev'));
    expect(rowCodes()).toEqual(['cash', 'bonds']);
  });

  it('shows `limit` rows, expands on show more unless refused, shows the gate message', () => {
    let allow = false;
    const onExpand = vi.fn(() => allow);
    render(
      <SecondTable
        head={HEAD}
        firstColumn={NAMES}
        rows={ROWS}
        limit={3}
        onExpand={onExpand}
        gateMessage={<p>Log in to see more</p>}
      />,
    );
    expect(rowCodes()).toEqual(['assets', 'cash', 'bonds']);
    expect(screen.getByText('Log in to see more')).toBeTruthy();
    fireEvent.click(screen.getByTestId('table-show-more'));
    expect(onExpand).toHaveBeenCalledOnce();
    expect(rowCodes()).toHaveLength(3);
    allow = true;
    fireEvent.click(screen.getByTestId('table-show-more'));
    expect(rowCodes()).toEqual(['assets', 'cash', 'bonds', 'total', 'equity', 'note']);
    fireEvent.click(screen.getByTestId('table-show-more'));
    expect(rowCodes()).toHaveLength(3);
  });

  it('numbers rows, checks and removes them', () => {
    const onCheck = vi.fn();
    const onRemove = vi.fn();
    render(
      <SecondTable
        head={HEAD}
        firstColumn={NAMES}
        rows={ROWS}
        rowNumbers
        checkboxes
        checked={new Set(['bonds'])}
        onCheck={onCheck}
        onRemove={onRemove}
      />,
    );
    const rows = screen.getAllByTestId('second-table-row');
    expect(rows[1]!.textContent).toContain('1.');
    const bonds = within(rows[2]!).getByRole('checkbox');
    expect((bonds as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(rows[1]!).getByRole('checkbox'));
    expect(onCheck).toHaveBeenCalledWith('cash', true);
    fireEvent.click(within(rows[1]!).getByTestId('second-table-remove'));
    expect(onRemove).toHaveBeenCalledWith('cash');
  });

  it('opens and closes sub rows under their parent', () => {
    render(
      <SecondTable
        head={HEAD}
        firstColumn={NAMES}
        rows={ROWS}
        subRows={{ cash: [line('cash-rub', [90, 100], { level: 2 })] }}
        subRowName={(row) => `Sub ${row.code}`}
      />,
    );
    const cash = screen.getAllByTestId('second-table-row')[1]!;
    fireEvent.click(within(cash).getByTestId('second-table-toggle'));
    expect(screen.getByText('Sub cash-rub')).toBeTruthy();
    fireEvent.click(within(cash).getByTestId('second-table-toggle'));
    expect(screen.queryByText('Sub cash-rub')).toBeNull();
  });

  it('at 680 px pages column by column and cuts long text except comments', () => {
    setWidth(680);
    try {
      render(<SecondTable head={HEAD} firstColumn={NAMES} rows={ROWS} />);
      // It opens on the newest (last) period.
      expect(screen.getByTestId('second-table-column').textContent).toBe('2024');
      const note = () =>
        screen.getAllByTestId('second-table-row').find((r) => r.dataset.code === 'note')!;
      expect(within(note()).getAllByRole('cell')).toHaveLength(1);
      // The comment column keeps its whole text.
      expect(within(note()).getByRole('cell').textContent).toBe('y'.repeat(100));
      expect((screen.getByTestId('second-table-column-next') as HTMLButtonElement).disabled).toBe(
        true,
      );
      fireEvent.click(screen.getByTestId('second-table-column-prev'));
      expect(screen.getByTestId('second-table-column').textContent).toBe('2023');
      expect(within(note()).getByRole('cell').textContent).toContain('x'.repeat(80) + '…');
      fireEvent.click(within(note()).getByTestId('table-cut-more'));
      expect(screen.getByTestId('table-full-text').textContent).toContain('x'.repeat(100));
    } finally {
      setWidth(1280);
    }
  });
});
