import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchBox, type SearchBoxResults } from './search-box';

afterEach(cleanup);

const TEXTS = {
  label: 'Search',
  placeholder: 'ISIN or name',
  empty: 'Nothing found',
  loading: 'Searching',
  open: 'Open search',
  tabs: 'Kinds',
};

const RESULTS: SearchBoxResults = {
  activeTab: 'bonds',
  tabs: [
    {
      id: 'bonds',
      title: 'Bonds',
      count: '100+',
      emptyText: 'none',
      items: [
        { key: '1', title: 'Alpha 2030', ticker: ['ALP30', 'RU000A1'] },
        { key: '2', title: 'Alpha 2024', status: 'matured' },
      ],
    },
    { id: 'stocks', title: 'Stocks', count: '0', emptyText: 'Type at least 3', items: [] },
  ],
};

function Harness(props: {
  results?: SearchBoxResults | null;
  onChoose?: (tab: string, index: number) => void;
  onTabSelect?: (tab: string) => void;
  collapsible?: boolean;
}) {
  const [value, setValue] = useState('');
  return (
    <SearchBox
      value={value}
      onValueChange={setValue}
      loading={false}
      results={props.results === undefined ? RESULTS : props.results}
      onTabSelect={props.onTabSelect ?? (() => undefined)}
      onChoose={props.onChoose ?? (() => undefined)}
      footer={<a href="/search/">See all</a>}
      texts={TEXTS}
      collapsible={props.collapsible}
    />
  );
}

const input = () => screen.getByTestId('search-input');

describe('the search box widget', () => {
  it('shows the tabs with their display counts, the list, tickers and status', () => {
    render(<Harness />);
    fireEvent.focus(input());
    const counts = screen.getAllByTestId('search-tab-count').map((c) => c.textContent);
    expect(counts).toEqual(['100+', '0']);
    const items = screen.getAllByTestId('search-item');
    expect(items[0]!.textContent).toContain('ALP30, RU000A1');
    expect(items[1]!.textContent).toContain('matured');
    expect(screen.getByRole('listbox')).toBeTruthy();
  });

  it('an active tab without items shows its own text', () => {
    render(<Harness results={{ ...RESULTS, activeTab: 'stocks' }} />);
    fireEvent.focus(input());
    expect(screen.getByTestId('search-tab-empty').textContent).toBe('Type at least 3');
  });

  it('no active tab is the empty state, without tabs or footer', () => {
    render(<Harness results={{ ...RESULTS, activeTab: null }} />);
    fireEvent.focus(input());
    expect(screen.getByTestId('search-empty').textContent).toBe('Nothing found');
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByText('See all')).toBeNull();
  });

  it('nothing to show hides the panel', () => {
    render(<Harness results={null} />);
    fireEvent.focus(input());
    expect(screen.queryByTestId('search-panel')).toBeNull();
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  it('a click on an item chooses it and closes the list; a tab click is reported', () => {
    const onChoose = vi.fn();
    const onTabSelect = vi.fn();
    render(<Harness onChoose={onChoose} onTabSelect={onTabSelect} />);
    fireEvent.focus(input());
    fireEvent.click(screen.getAllByTestId('tab')[1]!);
    expect(onTabSelect).toHaveBeenCalledWith('stocks');
    fireEvent.click(screen.getAllByTestId('search-item')[1]!);
    expect(onChoose).toHaveBeenCalledWith('bonds', 1);
    expect(screen.queryByTestId('search-panel')).toBeNull();
  });

  it('a list closed under the pointer does not keep outside clicks from closing it later', () => {
    render(<Harness />);
    fireEvent.focus(input());
    fireEvent.mouseEnter(screen.getByTestId('search-panel'));
    fireEvent.click(screen.getAllByTestId('search-item')[0]!);
    fireEvent.focus(input());
    expect(screen.getByTestId('search-panel')).toBeTruthy();
    fireEvent.mouseDown(document.body);
    expect(screen.queryByTestId('search-panel')).toBeNull();
  });

  it('the footer link closes the list', () => {
    render(<Harness />);
    fireEvent.focus(input());
    fireEvent.click(screen.getByText('See all'));
    expect(screen.queryByTestId('search-panel')).toBeNull();
  });

  it('collapsible: a button opens the field; Escape with the list closed folds it again', () => {
    render(<Harness collapsible />);
    const box = screen.getByTestId('search-box');
    expect(box.className).not.toContain('is-expanded');
    fireEvent.click(screen.getByTestId('search-toggle'));
    expect(box.className).toContain('is-expanded');
    fireEvent.focus(input());
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(screen.queryByTestId('search-panel')).toBeNull();
    expect(box.className).toContain('is-expanded');
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(box.className).not.toContain('is-expanded');
  });
});
