import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell, SIGNED_IN, stubApi } from '../../../../test/shell-harness';
import { AccessRequestButton } from './access-request-button';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const items = (numeric: number, state: string) => ({
  response: { items: [{ success: { numeric }, state, label: 'x' }] },
});

describe('quotes and comment-file request link', () => {
  it('sends a quotes request with the CSRF header and then reads "already sent"', async () => {
    document.cookie = 'bs_csrf=abc; path=/';
    const calls = stubApi(() => ({ body: items(17, 'sent') }));
    await renderShell(<AccessRequestButton kind="quotes" subjectId={381} />, {
      globals: SIGNED_IN,
    });
    fireEvent.click(screen.getByTestId('access-request'));
    const state = await screen.findByTestId('access-request-state');
    expect(state.getAttribute('data-state')).toBe('already_sent');
    expect(state.textContent).toBe('already_send_request_label');
    expect(calls[0]).toMatchObject({
      path: '/api/bonds/submit_quotes_access_request/381/',
      method: 'GET',
    });
    expect(calls[0]!.headers['x-csrf-token']).toBe('abc');
  });

  it.each([
    [409, items(0, 'already_sent'), 'already_sent'],
    [403, items(0, 'forbidden'), 'forbidden'],
    [403, items(0, 'rejected'), 'rejected'],
    [
      401,
      { response: { items: [] }, error: { code: 'need_auth', message: 'need_auth' } },
      'need_auth',
    ],
  ])('reads a %i answer as %s', async (status, body, expected) => {
    stubApi(() => ({ status, body }));
    await renderShell(<AccessRequestButton kind="comment_file" subjectId={5} />, {
      globals: SIGNED_IN,
    });
    fireEvent.click(screen.getByTestId('access-request'));
    expect((await screen.findByTestId('access-request-state')).getAttribute('data-state')).toBe(
      expected,
    );
  });

  it('starts from what the page knows', async () => {
    await renderShell(<AccessRequestButton kind="quotes" subjectId={1} initial="forbidden" />);
    expect(screen.getByTestId('access-request-state').textContent).toBe('forbidden_request_label');
  });
});
