import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell, SIGNED_IN } from '../../../../test/shell-harness';
import { SavedFilters } from './saved-filters';

const saved = {
  id: 7,
  page: 'home-bonds',
  name: 'Dollar live',
  conditions: { currency: 'USD', status: 'live', order: 'asc' },
  columns: ['yield', 'duration'],
  isDefault: false,
  createdAt: '2026-11-20T10:00:00.000Z',
};

/** The server as the API tests pin it down: one saved filter, deleted with status 1. */
function stubServer() {
  const calls: string[] = [];
  let items = [saved];
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url.split('?')[0]}`);
      if (init?.body) bodies.push(JSON.parse(String(init.body)));
      let body: unknown = { items, limit: 20 };
      if (url.startsWith('/api/uss/save/'))
        body = { replaced: false, response: { items: [{ ...saved, id: 8, status: 1 }] } };
      if (url.startsWith('/api/uss/default/')) {
        const { id } = JSON.parse(String(init?.body)) as { id: number | null };
        items = items.map((item) => ({ ...item, isDefault: item.id === id }));
        body = { defaultId: id };
      }
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
  return Object.assign(calls, { bodies });
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
    expect(onApply).toHaveBeenCalledWith(saved.conditions, saved.columns);
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

  it('saves the screen with its columns, and makes the chosen one the default and back', async () => {
    const calls = stubServer();
    const current = { currency: 'USD', status: 'live' } as const;
    await renderShell(
      <SavedFilters current={current} columns={['rating', 'yield']} onApply={vi.fn()} />,
      { globals: SIGNED_IN },
    );
    await screen.findByRole('option', { name: 'Dollar live' });
    const toggle = () => screen.getByTestId<HTMLButtonElement>('saved-filter-default');
    // Nothing chosen: nothing to make the default.
    expect(toggle().disabled).toBe(true);

    fireEvent.change(screen.getByTestId('saved-filter-select'), { target: { value: '7' } });
    expect(toggle().textContent).toBe('default_make');
    await act(async () => {
      fireEvent.click(toggle());
    });
    await waitFor(() => expect(toggle().textContent).toBe('default_clear'));
    expect(calls.bodies).toContainEqual({ page: 'home-bonds', id: 7 });
    expect(screen.getByRole('option', { name: 'default_mark' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(toggle());
    });
    await waitFor(() => expect(toggle().textContent).toBe('default_make'));
    expect(calls.bodies).toContainEqual({ page: 'home-bonds', id: null });

    fireEvent.change(screen.getByTestId('saved-filter-name'), { target: { value: 'Rated' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('saved-filter-save'));
    });
    expect(calls.bodies).toContainEqual({
      page: 'home-bonds',
      name: 'Rated',
      conditions: current,
      columns: ['rating', 'yield'],
    });
  });

  it('offers a visitor to sign in and asks the server nothing', async () => {
    const calls = stubServer();
    await renderShell(<SavedFilters current={{}} onApply={vi.fn()} />).catch(() => undefined);
    expect([...calls]).toEqual([]);
  });
});
