import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SupportTicket } from '@bondsight/contracts';
import { renderShell, SIGNED_IN, stubApi } from '../../../../test/shell-harness';
import { TicketsView } from './tickets-view';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TICKET: SupportTicket = {
  id: 5,
  subject: 'Missing quotes',
  status: 'open',
  createdAt: '2026-11-20T10:00:00Z',
  messages: [
    {
      id: 1,
      status_id: 2,
      contacts_id: 42,
      fromStaff: false,
      body: 'Where are they?',
      createdAt: '2026-11-20T10:00:00Z',
    },
    {
      id: 2,
      status_id: 1,
      contacts_id: 3,
      fromStaff: true,
      body: 'Coming soon',
      createdAt: '2026-11-20T11:00:00Z',
    },
  ],
};
const read = (t: SupportTicket): SupportTicket => ({
  ...t,
  messages: t.messages.map((m) => ({ ...m, status_id: 2 })),
});

describe('tickets page', () => {
  it('loads nothing and explains why below level 1077 without tariff 677', async () => {
    const calls = stubApi(() => ({ body: { tickets: [] } }));
    await renderShell(<TicketsView />, { globals: SIGNED_IN });
    expect(screen.getByTestId('tickets-denied').textContent).toBe('access_denied_auth');
    expect(calls).toEqual([]);
  });

  it('loads for tariff 677, and opening a ticket with an answer marks it read', async () => {
    const calls = stubApi((path) =>
      path.endsWith('/read/') ? { body: read(TICKET) } : { body: { tickets: [TICKET] } },
    );
    await renderShell(<TicketsView />, { globals: { ...SIGNED_IN, tariffs: [677] } });
    expect((await screen.findByTestId('ticket-unread')).textContent).toBe('1');
    fireEvent.click(screen.getByText('Missing quotes'));
    expect(screen.getAllByTestId('ticket-message')).toHaveLength(2);
    await waitFor(() => expect(screen.queryByTestId('ticket-unread')).toBeNull());
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /api/profile/support/tickets/',
      'POST /api/profile/support/tickets/5/read/',
    ]);
  });
});
