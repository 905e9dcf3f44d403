import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell, SIGNED_IN } from '../../../../test/shell-harness';
import { SavedFilters } from './saved-filters';

const saved = {
  id: 7,
  page: 'home-bonds',
  name: 'Dollar live',
  conditions: { currency: 'USD', status: 'live', order: 'asc' },
  createdAt: '2026-11-20T10:00:00.000Z',
};

/** The server as the API tests pin it down: one saved filter, deleted with status 1. */
function stubServer() {
  const calls: string[] = [];
  let items = [saved];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url.split('?')[0]}`);
      let body: unknown = { items, limit: 20 };
      if (url.startsWith('/api/uss/delete/7/')) {
        items = [];
        body = { response: { items: [{ id: 7, status: 1 }] } };
      }
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('saved filters', () => {
  it('applies a saved filter, then deletes it: the option goes, the notice shows, the selector clears', async () => {
    const calls = stubServer();
    const onApply = vi.fn();
    const view = await renderShell(<SavedFilters current={{}} onApply={onApply} />, {
      globals: SIGNED_IN,
    });
    const select = () => screen.getByTestId<HTMLSelectElement>('saved-filter-select');
    await screen.findByRole('option', { name: 'Dollar live' });

    fireEvent.change(select(), { target: { value: '7' } });
    expect(onApply).toHaveBeenCalledWith(saved.conditions);
    // The page applies it: the list now shows the saved filter, so its option stays selected.
    view.rerender(<SavedFilters current={{ currency: 'USD', status: 'live' }} onApply={onApply} />);
    expect(select().value).toBe('7');

    await act(async () => {
      fireEvent.click(screen.getByTestId('saved-filter-delete'));
    });
    await waitFor(() =>
      expect(screen.getByTestId('saved-filter-notice').textContent).toBe('saved_deleted'),
    );
    expect(calls).toContain('POST /api/uss/delete/7/');
    expect(screen.queryByRole('option', { name: 'Dollar live' })).toBeNull();
    expect(select().value).toBe('');
  });

  it('offers a visitor to sign in and asks the server nothing', async () => {
    const calls = stubServer();
    await renderShell(<SavedFilters current={{}} onApply={vi.fn()} />).catch(() => undefined);
    expect(calls).toEqual([]);
  });
});
