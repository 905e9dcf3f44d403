import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell, SIGNED_IN, stubApi } from '../../../../test/shell-harness';
import { RequestLink } from './request-link';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const items = (numeric: number, state: string) => ({
  response: { items: [{ success: { numeric }, state, label: 'x' }] },
});
const stateOf = async () => screen.findByTestId('quotes-request-state');

describe('the quotes request link', () => {
  it('sends the request with the CSRF header, then reads "already sent"', async () => {
    document.cookie = 'bs_csrf=token-1; path=/';
    const calls = stubApi(() => ({ body: items(31, 'sent') }));
    await renderShell(<RequestLink bondId={4} groundId={503} initial="send_request" />, {
      globals: SIGNED_IN,
    });
    fireEvent.click(screen.getByTestId('quotes-request'));
    const state = await stateOf();
    expect(state.getAttribute('data-state')).toBe('already_sent');
    expect(state.textContent).toBe('already_send_request_label');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      path: '/api/bonds/submit_quotes_access_request/503/',
      method: 'GET',
    });
    expect(calls[0]!.headers['x-csrf-token']).toBe('token-1');
  });

  it.each([
    [409, items(0, 'already_sent'), 'already_sent', 'already_send_request_label'],
    [403, items(0, 'forbidden'), 'forbidden', 'forbidden_request_label'],
    [403, items(0, 'rejected'), 'forbidden', 'forbidden_request_label'],
    [401, { error: { code: 'need_auth', message: 'need_auth' } }, 'need_auth', null],
  ])('reads a %i answer as %s', async (status, body, expected, label) => {
    stubApi(() => ({ status, body }));
    await renderShell(<RequestLink bondId={4} groundId={503} initial="send_request" />);
    fireEvent.click(screen.getByTestId('quotes-request'));
    const state = await stateOf();
    expect(state.getAttribute('data-state')).toBe(expected);
    if (label) expect(state.textContent).toBe(label);
    else expect(state.querySelector('a')?.getAttribute('href')).toBe('/sign-in/');
  });

  it('starts from request_data: already sent and forbidden offer no link', async () => {
    const calls = stubApi(() => ({ body: {} }));
    await renderShell(
      <>
        <RequestLink bondId={4} groundId={503} initial="already_send_request" />
        <RequestLink bondId={4} groundId={381} initial="forbidden_request" />
      </>,
    );
    const states = screen.getAllByTestId('quotes-request-state');
    expect(states.map((s) => s.getAttribute('data-state'))).toEqual(['already_sent', 'forbidden']);
    expect(screen.queryByTestId('quotes-request')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('keeps the link when the call fails', async () => {
    stubApi(() => ({ status: 500, body: { error: { code: 'internal', message: 'internal' } } }));
    await renderShell(<RequestLink bondId={4} groundId={503} initial="send_request" />);
    fireEvent.click(screen.getByTestId('quotes-request'));
    await waitFor(() =>
      expect(screen.getByTestId('quotes-request').hasAttribute('disabled')).toBe(false),
    );
    expect(screen.queryByTestId('quotes-request-state')).toBeNull();
  });
});
