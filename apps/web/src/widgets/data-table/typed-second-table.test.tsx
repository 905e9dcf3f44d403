import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScrollColumn } from './scroll-table';
import { TypedSecondTable, type TypedSecondTableProps } from './typed-second-table';

afterEach(cleanup);

const setWidth = (width: number) =>
  act(() => {
    (window as unknown as { happyDOM: { setViewport(v: object): void } }).happyDOM.setViewport({
      width,
      height: 800,
    });
    window.dispatchEvent(new Event('resize'));
  });

interface Bond {
  id: number;
  name: string;
  issuer: string;
  yield: number;
  currency: string;
}
const BONDS: Bond[] = [
  { id: 1, name: 'Alfa 01', issuer: 'Alfa', yield: 12.5, currency: 'RUB' },
  { id: 2, name: 'Alfa 02', issuer: 'Alfa', yield: 13, currency: 'RUB' },
  {
    id: 3,
    name: 'Alfa 03 with a name long enough to be cut on a phone',
    issuer: 'Alfa',
    yield: 14,
    currency: 'USD',
  },
  { id: 4, name: 'Beta 01', issuer: 'Beta', yield: 9.1, currency: 'RUB' },
];
const COLUMNS: ScrollColumn<Bond>[] = [
  {
    key: 'name',
    title: 'Bond',
    sortable: true,
    render: (b) => <a href={`/bonds/${b.id}/`}>{b.name}</a>,
  },
  { key: 'yield', title: 'Yield', sortable: true, align: 'end' },
  { key: 'currency', title: 'Currency' },
];
const TEXTS = { checkAll: 'Check all on this page', restore: 'Put back' };

/** The table with its caller's state: checked and removed rows live outside the widget. */
function Harness(
  props: Partial<TypedSecondTableProps<Bond>> & { onChecked?: (keys: string[]) => void },
) {
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  return (
    <TypedSecondTable
      columns={COLUMNS}
      rows={BONDS}
      rowKey={(b) => String(b.id)}
      rowNumbers
      offset={30}
      checked={checked}
      onCheck={(keys, on) => {
        const next = new Set(checked);
        keys.forEach((k) => (on ? next.add(k) : next.delete(k)));
        setChecked(next);
        props.onChecked?.([...next]);
      }}
      hidden={hidden}
      onHide={(key, on) => {
        const next = new Set(hidden);
        if (on) next.add(key);
        else next.delete(key);
        setHidden(next);
      }}
      fullText={(b) => b.name}
      narrowCut={20}
      texts={TEXTS}
      {...props}
    />
  );
}

const rowKeys = () => screen.queryAllByTestId('typed-table-row').map((r) => r.dataset.key);
const row = (key: string) =>
  screen.getAllByTestId('typed-table-row').find((r) => r.dataset.key === key)!;

describe('TypedSecondTable', () => {
  it('numbers rows from the page’s offset in a fixed first cell', () => {
    setWidth(1280);
    render(<Harness />);
    const numbers = screen.getAllByTestId('typed-table-number').map((n) => n.textContent);
    expect(numbers).toEqual(['31.', '32.', '33.', '34.']);
    const first = row('2').firstElementChild!;
    expect(first.tagName).toBe('TH');
    expect(first.classList.contains('sticky-col')).toBe(true);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Bond',
      'Yield',
      'Currency',
      '',
    ]);
  });

  it('checks rows one by one and the whole page with the header box', () => {
    setWidth(1280);
    const onChecked = vi.fn();
    render(<Harness onChecked={onChecked} />);
    fireEvent.click(within(row('2')).getByTestId('typed-table-check'));
    expect(onChecked).toHaveBeenLastCalledWith(['2']);
    const all = screen.getByTestId('typed-table-check-all') as HTMLInputElement;
    expect(all.checked).toBe(false);
    expect(all.indeterminate).toBe(true);
    fireEvent.click(all);
    expect(onChecked).toHaveBeenLastCalledWith(['2', '1', '3', '4']);
    expect(all.checked).toBe(true);
    fireEvent.click(all);
    expect(onChecked).toHaveBeenLastCalledWith([]);
  });

  it('removes a row; its neighbour’s link or "show hidden rows (N)" bring it back', () => {
    setWidth(1280);
    render(<Harness />);
    expect(screen.queryByTestId('typed-table-hidden-rows')).toBeNull();
    fireEvent.click(within(row('2')).getByTestId('typed-table-remove'));
    expect(rowKeys()).toEqual(['1', '3', '4']);
    // The rows around the removed one offer to show it (next of 1, previous of 3).
    expect(within(row('1')).getByTestId('second-table-reveal-next')).toBeTruthy();
    fireEvent.click(within(row('3')).getByTestId('second-table-reveal-prev'));
    expect(rowKeys()).toEqual(['1', '2', '3', '4']);
    expect(row('2').dataset.hidden).toBe('true');
    fireEvent.click(within(row('1')).getByTestId('second-table-reveal-next'));
    expect(rowKeys()).toEqual(['1', '3', '4']);

    const toggle = screen.getByTestId('typed-table-hidden-rows');
    expect(toggle.textContent).toBe('common:show_hidden_rows (1)');
    fireEvent.click(toggle);
    expect(rowKeys()).toEqual(['1', '2', '3', '4']);
    fireEvent.click(within(row('2')).getByTestId('typed-table-restore'));
    expect(row('2').dataset.hidden).toBeUndefined();
    expect(screen.queryByTestId('typed-table-hidden-rows')).toBeNull();
  });

  it('heads each run of one group with its count and collapses it', () => {
    setWidth(1280);
    render(<Harness groupOf={(b) => ({ key: b.issuer, title: `${b.issuer} PJSC` })} />);
    const groups = screen.getAllByTestId('typed-table-group');
    expect(groups.map((g) => g.textContent)).toEqual(['▾Alfa PJSC (3)', '▾Beta PJSC (1)']);
    fireEvent.click(within(groups[0]!).getByTestId('typed-table-group-toggle'));
    expect(rowKeys()).toEqual(['4']);
    expect(
      within(groups[0]!).getByTestId('typed-table-group-toggle').getAttribute('aria-expanded'),
    ).toBe('false');
  });

  it('asks the caller for a sort on a header click', () => {
    setWidth(1280);
    const onSort = vi.fn();
    render(<Harness onSort={onSort} sort={{ field: 'yield', order: 'asc' }} />);
    fireEvent.click(screen.getByTestId('sort-yield'));
    expect(onSort).toHaveBeenCalledWith('yield', 'desc');
    fireEvent.click(screen.getByTestId('sort-name'));
    expect(onSort).toHaveBeenCalledWith('name', 'asc');
  });

  it('on a 680 px screen pages the columns one by one and cuts long names with a popup', () => {
    setWidth(680);
    render(<Harness />);
    const heads = () => screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(heads()).toEqual(['Bond', '‹Yield›', '']);
    expect(row('1').querySelectorAll('td')[0]!.textContent).toBe('12.5');
    fireEvent.click(screen.getByTestId('typed-table-column-next'));
    expect(heads()).toEqual(['Bond', '‹Currency›', '']);
    expect((screen.getByTestId('typed-table-column-next') as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(row('3').querySelectorAll('td')[0]!.textContent).toBe('USD');

    // Short names keep their link; the long one is cut, its popup shows it whole.
    expect(within(row('1')).getByRole('link').textContent).toBe('Alfa 01');
    const long = row('3');
    expect(long.textContent).toContain('Alfa 03 with a name …');
    expect(long.textContent).not.toContain('long enough');
    fireEvent.click(within(long).getByTestId('table-cut-more'));
    expect(screen.getByTestId('table-full-text').textContent).toContain(BONDS[2]!.name);
    setWidth(1280);
  });
});
