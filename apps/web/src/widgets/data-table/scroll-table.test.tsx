import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollTable, type ScrollColumn } from './scroll-table';

afterEach(cleanup);

interface Bond {
  id: string;
  name: string;
  ytm: number | null;
}

const ROWS: Bond[] = Array.from({ length: 8 }, (_, i) => ({
  id: `b${i + 1}`,
  name: `Bond ${i + 1}`,
  ytm: [7.5, 12, 3.25, null, 9, 1, 15, 4][i]!,
}));

const COLUMNS: ScrollColumn<Bond>[] = [
  { key: 'name', title: 'Name' },
  { key: 'ytm', title: 'Yield', sortable: true, align: 'end' },
];

const names = () =>
  screen.getAllByTestId('scroll-table-row').map((row) => row.querySelector('td')!.textContent);

describe('ScrollTable', () => {
  it('shows 5 rows, then all on show more, and 5 again on hide', () => {
    render(<ScrollTable columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} title="Bonds" />);
    expect(screen.getByText('Bonds')).toBeTruthy();
    expect(screen.getAllByTestId('scroll-table-row')).toHaveLength(5);
    const toggle = screen.getByTestId('table-show-more');
    expect(toggle.textContent).toMatch(/show_more$/);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getAllByTestId('scroll-table-row')).toHaveLength(8);
    expect(toggle.textContent).toMatch(/hide$/);
    fireEvent.click(toggle);
    expect(screen.getAllByTestId('scroll-table-row')).toHaveLength(5);
  });

  it('scrolls back smoothly to 100 px above the table on hide', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(<ScrollTable columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} />);
    const table = screen.getByTestId('scroll-table');
    vi.spyOn(table, 'getBoundingClientRect').mockReturnValue({ top: 400 } as DOMRect);
    fireEvent.click(screen.getByTestId('table-show-more'));
    expect(scrollTo).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('table-show-more'));
    expect(scrollTo).toHaveBeenCalledWith({ top: 400 + window.scrollY - 100, behavior: 'smooth' });
    scrollTo.mockRestore();
  });

  it('offers no toggle when the rows fit the limit', () => {
    render(<ScrollTable columns={COLUMNS} rows={ROWS.slice(0, 5)} rowKey={(r) => r.id} />);
    expect(screen.queryByTestId('table-show-more')).toBeNull();
  });

  it('emits the sort cycle none -> asc -> desc -> none with the field', () => {
    const onSort = vi.fn();
    const { rerender } = render(
      <ScrollTable columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} onSort={onSort} />,
    );
    const header = () => screen.getByTestId('sort-ytm');
    const th = () => header().closest('th')!;
    expect(th().getAttribute('aria-sort')).toBe('none');
    fireEvent.click(header());
    expect(onSort).toHaveBeenLastCalledWith('ytm', 'asc');
    rerender(
      <ScrollTable
        columns={COLUMNS}
        rows={ROWS}
        rowKey={(r) => r.id}
        onSort={onSort}
        sort={{ field: 'ytm', order: 'asc' }}
      />,
    );
    expect(th().getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(header());
    expect(onSort).toHaveBeenLastCalledWith('ytm', 'desc');
    rerender(
      <ScrollTable
        columns={COLUMNS}
        rows={ROWS}
        rowKey={(r) => r.id}
        onSort={onSort}
        sort={{ field: 'ytm', order: 'desc' }}
      />,
    );
    expect(th().getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(header());
    expect(onSort).toHaveBeenLastCalledWith('ytm', null);
    // The caller sorts (on the server): the rows keep its order.
    expect(names()).toEqual(['Bond 1', 'Bond 2', 'Bond 3', 'Bond 4', 'Bond 5']);
  });

  it('sorts rows itself without onSort, blanks last', () => {
    render(<ScrollTable columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} limit={8} />);
    expect(screen.queryByRole('button', { name: /Name/ })).toBeNull();
    fireEvent.click(screen.getByTestId('sort-ytm'));
    expect(names()).toEqual([
      'Bond 6',
      'Bond 3',
      'Bond 8',
      'Bond 1',
      'Bond 5',
      'Bond 2',
      'Bond 7',
      'Bond 4',
    ]);
    fireEvent.click(screen.getByTestId('sort-ytm'));
    expect(names()[0]).toBe('Bond 7');
    fireEvent.click(screen.getByTestId('sort-ytm'));
    expect(names()[0]).toBe('Bond 1');
  });

  it("renders a masked cell as '*' with its title", () => {
    render(
      <ScrollTable
        columns={COLUMNS}
        rows={ROWS}
        rowKey={(r) => r.id}
        isMasked={(row, key) => key === 'ytm' && row.id === 'b2'}
        maskedTitle="Log in to access"
      />,
    );
    const row = screen.getAllByTestId('scroll-table-row')[1]!;
    const star = within(row).getByTitle('Log in to access');
    expect(star.textContent).toBe('*');
    expect(row.textContent).not.toContain('12');
  });

  it('renders a column through its render function', () => {
    const columns: ScrollColumn<Bond>[] = [
      { key: 'name', title: 'Name', render: (r) => <a href={`/bonds/${r.id}/`}>{r.name}</a> },
    ];
    render(<ScrollTable columns={columns} rows={ROWS} rowKey={(r) => r.id} />);
    expect(screen.getByRole('link', { name: 'Bond 1' }).getAttribute('href')).toBe('/bonds/b1/');
  });
});
