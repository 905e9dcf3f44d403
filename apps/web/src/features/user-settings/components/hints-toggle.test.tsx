import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useContext } from 'react';
import {
  clearCookies,
  recordCookieWrites,
  renderShell,
  SIGNED_IN,
  stubApi,
} from '../../../../test/shell-harness';
import { Hint, HintsContext } from '../../../widgets/hint/hint';
import { HINTS_COOKIE } from '../hints-cookie';
import { useHints } from '../hooks/use-hints';
import { HintsToggle } from './hints-toggle';

/** The toggle and a hint under the same setting, as the shell wires them. */
function Shell() {
  const hints = useHints();
  return (
    <HintsContext.Provider value={hints.enabled}>
      <HintsToggle hints={hints} />
      <Hint>Help text</Hint>
      <Probe />
    </HintsContext.Provider>
  );
}
function Probe() {
  return <span data-testid="probe">{String(useContext(HintsContext))}</span>;
}

const toggle = () => screen.getByTestId('hints-toggle');

beforeEach(clearCookies);
afterEach(() => {
  cleanup();
  clearCookies();
  vi.unstubAllGlobals();
});

describe('hints toggle', () => {
  it("keeps a visitor's choice in a cookie, across pages", async () => {
    const calls = stubApi(() => ({ status: 500, body: null }));
    const first = await renderShell(<Shell />);
    expect(toggle().getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('hint').textContent).toContain('Help text');
    const cookies = recordCookieWrites();
    fireEvent.click(toggle());
    cookies.restore();
    expect(cookies.writes).toEqual([`${HINTS_COOKIE}=0; path=/; samesite=lax; max-age=31536000`]);
    expect(toggle().getAttribute('aria-checked')).toBe('false');
    expect(screen.queryByTestId('hint')).toBeNull();
    first.unmount();

    await renderShell(<Shell />);
    expect(toggle().getAttribute('aria-checked')).toBe('false');
    expect(calls).toEqual([]);
  });

  it("saves a signed-in user's choice on the server with sid and a nested settings object", async () => {
    let stored = { hints: true };
    const calls = stubApi((path, init) => {
      if (path === '/api/user/set-settings/') {
        stored = (JSON.parse(String(init.body)) as { settings: typeof stored }).settings;
        return { body: { settings: stored } };
      }
      return { body: stored };
    });
    const cookies = recordCookieWrites();
    await renderShell(<Shell />, { globals: SIGNED_IN });
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/api/user/settings/'));
    fireEvent.click(toggle());
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        path: '/api/user/set-settings/',
        body: { sid: 42, settings: { hints: false } },
      }),
    );
    expect(toggle().getAttribute('aria-checked')).toBe('false');
    cookies.restore();
    expect(cookies.writes.filter((w) => w.startsWith(HINTS_COOKIE))).toEqual([]);
  });

  it('puts the switch back when the server refuses the change', async () => {
    stubApi((path) =>
      path === '/api/user/set-settings/'
        ? { status: 403, body: { error: { code: 'csrf_failed', message: 'csrf_failed' } } }
        : { body: { hints: true } },
    );
    await renderShell(<Shell />, { globals: SIGNED_IN });
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('true'));
    fireEvent.click(toggle());
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(toggle().getAttribute('aria-checked')).toBe('true'));
  });
});
