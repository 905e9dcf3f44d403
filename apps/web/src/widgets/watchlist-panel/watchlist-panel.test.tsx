import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../../test/shell-harness';
import { WatchlistPanel, type WatchlistPanelProps } from './watchlist-panel';
import type { WatchlistItem } from './watchlist-rules';

afterEach(cleanup);

const list = (id: number, over: Partial<WatchlistItem> = {}): WatchlistItem => ({
  id,
  name: `List ${id}`,
  checked: false,
  existing: false,
  price: null,
  count: null,
  buyDate: null,
  ...over,
});

async function renderPanel(props: Partial<WatchlistPanelProps> = {}) {
  const onSave = vi.fn<WatchlistPanelProps['onSave']>(() => Promise.resolve(true));
  await renderShell(
    <WatchlistPanel
      items={[list(1), list(2), list(3), list(4), list(5)]}
      nsdAccess={false}
      saving={false}
      serverError={null}
      emptyMessage="no lists"
      onCancel={() => undefined}
      onSave={onSave}
      {...props}
    />,
  );
  return onSave;
}

const tick = (id: number) =>
  fireEvent.click(within(screen.getByTestId(`watchlist-check-${id}`)).getByRole('checkbox'));
const entry = (id: number) => within(screen.getByTestId(`watchlist-entry-${id}`));
const typeDate = (id: number, text: string) => {
  const input = entry(id).getByRole('combobox');
  fireEvent.input(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter' });
};

describe('add-to-watchlist panel', () => {
  it('shows the lists in 4 columns; select all and clear all; save turns into move-next', async () => {
    await renderPanel();
    expect(document.querySelectorAll('.wl-column')).toHaveLength(3);
    expect(screen.getByTestId('watchlist-save').textContent).toBe('save');
    fireEvent.click(screen.getByTestId('watchlist-select-all'));
    expect(screen.getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked)).toBe(
      true,
    );
    expect(screen.getByTestId('watchlist-next').textContent).toBe('move_next');
    fireEvent.click(screen.getByTestId('watchlist-clear-all'));
    expect(screen.getAllByRole('checkbox').some((box) => (box as HTMLInputElement).checked)).toBe(
      false,
    );
  });

  it('shows the caller’s empty message without lists', async () => {
    await renderPanel({ items: [] });
    expect(screen.getByTestId('watchlist-empty').textContent).toBe('no lists');
  });

  it('blocks the save on a price without a date and a date without a price', async () => {
    const onSave = await renderPanel();
    tick(1);
    tick(2);
    fireEvent.click(screen.getByTestId('watchlist-next'));
    fireEvent.change(entry(1).getByTestId('watchlist-entry-price'), {
      target: { value: '101.5' },
    });
    typeDate(2, '02.11.2026');
    fireEvent.click(screen.getByTestId('watchlist-details-save'));
    expect(entry(1).getByTestId('watchlist-entry-error').textContent).toBe('wl_error_no_date');
    expect(entry(2).getByTestId('watchlist-entry-error').textContent).toBe('wl_error_no_price');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves the checked lists with the price rounded to 3 decimals, and closes the modal', async () => {
    const onSave = await renderPanel({
      items: [list(1), list(2, { existing: true, checked: true })],
    });
    tick(1);
    tick(2);
    fireEvent.click(screen.getByTestId('watchlist-next'));
    fireEvent.change(entry(1).getByTestId('watchlist-entry-price'), {
      target: { value: '99,12345' },
    });
    fireEvent.change(entry(1).getByTestId('watchlist-entry-count'), { target: { value: '10' } });
    typeDate(1, '02.11.2026');
    fireEvent.click(screen.getByTestId('watchlist-details-save'));
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave.mock.calls[0]![0]).toEqual({
      add: [1],
      qnt: [10],
      price: [99.123],
      date: ['2026-11-02'],
      remove: [2],
    });
    await waitFor(() => expect(screen.queryByTestId('watchlist-details')).toBeNull());
  });

  it('pages the chosen lists 6 at a time in the modal', async () => {
    await renderPanel({ items: Array.from({ length: 8 }, (_, i) => list(i + 1)) });
    fireEvent.click(screen.getByTestId('watchlist-select-all'));
    fireEvent.click(screen.getByTestId('watchlist-next'));
    const modal = within(screen.getByTestId('watchlist-details'));
    expect(modal.getAllByTestId(/^watchlist-entry-\d+$/)).toHaveLength(6);
    fireEvent.click(within(modal.getByTestId('watchlist-details-pager')).getByText('2'));
    expect(modal.getAllByTestId(/^watchlist-entry-\d+$/)).toHaveLength(2);
  });

  it('unchecks the NSD list 381 without NSD access, says why and abandons the save', async () => {
    const onSave = await renderPanel({ items: [list(381, { nsdOnly: true }), list(2)] });
    tick(381);
    tick(2);
    fireEvent.click(screen.getByTestId('watchlist-next'));
    expect(screen.getByTestId('watchlist-nsd-forbiddance').textContent).toBe(
      'watchlist_nsd_forbiddance',
    );
    expect(screen.queryByTestId('watchlist-details')).toBeNull();
    const nsdBox = within(screen.getByTestId('watchlist-check-381')).getByRole('checkbox');
    expect((nsdBox as HTMLInputElement).checked).toBe(false);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the server’s failure message in an error box', async () => {
    await renderPanel({ serverError: 'not_found' });
    expect(screen.getByTestId('watchlist-server-error').textContent).toBe('not_found');
  });
});
