import type { ReactElement } from 'react';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BondSummary, MpQuotesResponse, QuoteRow, QuoteSource } from '@bondsight/contracts';
import { renderShell, SIGNED_IN, stubApi } from '../../../../test/shell-harness';
import { BondQuotes } from './bond-quotes';

const BOND = {
  id: 4,
  isin: 'RU000A0TEST1',
  name: 'Volga Energy 001P-01',
  emitent: { id: 1, name: 'Volga Energy' },
  statusId: 192,
} as BondSummary;

const source = (id: number, extra: Partial<QuoteSource> = {}): QuoteSource => ({
  trading_ground_id: id,
  name: `Source ${id}`,
  url: null,
  is_participant: false,
  mp_contacts_emitent_id: null,
  response_person_id: null,
  chat_url: null,
  hide_quotes: false,
  latest_date: '2026-11-20',
  points: 20,
  old_data: false,
  ...extra,
});

const row = (id: number, extra: Partial<QuoteRow> = {}): QuoteRow => ({
  trading_ground_id: id,
  name: `Source ${id}`,
  url: null,
  date: '2026-11-20',
  date_numeric: Date.parse('2026-11-20T00:00:00Z'),
  time: null,
  date_time: '2026-11-20',
  end_of_day: true,
  buying_quote: 99.5,
  selling_quote: 100.25,
  buying_selling_quote: '99.5000 / 100.2500',
  indicative_price: 99.875,
  indicative_yield_bid: null,
  indicative_yield_ask: null,
  clearance_profit_effect: 9.4567,
  yto_bid: null,
  yto_offer: null,
  offer_profit_effect: null,
  t_spread: null,
  g_spread: 120.5,
  trading_volume: null,
  archive: null,
  mp_contacts_emitent_id: null,
  response_person_id: null,
  hide_quotes: false,
  ...extra,
});

const DEALER = source(503, {
  name: 'Bank Fortuna: bond desk',
  url: 'https://bank-fortuna.example/dcm',
  is_participant: true,
  mp_contacts_emitent_id: 14,
  response_person_id: 1002,
  chat_url: 'https://chat.bondsight.example/user/1002/',
  hide_quotes: true,
});

const ANSWER: MpQuotesResponse = {
  quotes: [
    row(1, { archive: '/bonds/4/?view=2&tg=1#chart' }),
    row(381, { indicative_price: { masked: 'access_denied_auth' } }),
    row(328, { time: '19:00', date_time: '2026-11-20T19:00' }),
    row(503, { buying_quote: { masked: 'access_denied_auth' } }),
  ],
  priceToday: [row(1)],
  endOfDayPrices: [row(1)],
  contacts: {
    '14': [
      { ttl: 'Sales desk: +7 495 555-12-00' },
      { ttl: 'Telegram: https://t.me/fortuna_bonds' },
    ],
  },
  date_label: '2026-11-20',
  request_data: { '381': 'forbidden_request', '503': 'send_request' },
  market_participants: [
    source(1),
    source(381, { old_data: true, latest_date: '2026-10-01' }),
    source(328, { is_participant: true, name: 'Bondsight Onshore Estimation' }),
    DEALER,
  ],
};

const EMPTY: MpQuotesResponse = {
  ...ANSWER,
  quotes: [row(1)],
  contacts: {},
  request_data: {},
  market_participants: [source(1)],
};

/** The block inside a router (its links need one), with the shell's session and labels. */
function renderBlock(ui: ReactElement, options: Parameters<typeof renderShell>[1] = {}) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: ['/bonds/4/'] }),
    trailingSlash: 'always',
  });
  return renderShell(<RouterProvider router={router} />, options);
}

const tab = (ground: number) =>
  screen
    .getAllByTestId('quotes-tab')
    .find((t) => t.getAttribute('data-ground') === String(ground))!;

beforeEach(() => {
  // Test DOMs never scroll: the block loads at once without an IntersectionObserver.
  vi.stubGlobal('IntersectionObserver', undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the last quotes block', () => {
  it('asks for the block with the bond, its issuer and status, and shows a tab per source', async () => {
    const calls = stubApi(() => ({ body: ANSWER }));
    await renderBlock(<BondQuotes bond={BOND} />);
    expect(await screen.findAllByTestId('quotes-tab')).toHaveLength(4);
    expect(calls[0]!.path).toBe('/api/bonds/mp-quotes/4/1/192/');
    const panel = screen.getByTestId('quotes-panel');
    expect(panel.getAttribute('data-ground')).toBe('1');
    expect(within(panel).getAllByTestId('quote-row')).toHaveLength(1);
    expect(within(panel).getByTestId('quotes-archive-link').getAttribute('href')).toBe(
      '/bonds/4/?view=2&tg=1#chart',
    );
  });

  it('links the special grounds to their pages and a dealer to its site, contacts and request', async () => {
    stubApi(() => ({ body: ANSWER }));
    await renderBlock(<BondQuotes bond={BOND} />);
    fireEvent.click(await screen.findByText('Bondsight Onshore Estimation'));
    expect(screen.getByTestId('quotes-special-link').getAttribute('href')).toBe(
      '/company/onshore_estimation/',
    );

    fireEvent.click(tab(503));
    const panel = screen.getByTestId('quotes-panel');
    expect(within(panel).getByTestId('quotes-site-link').getAttribute('href')).toBe(
      'https://bank-fortuna.example/dcm',
    );
    expect(within(panel).getByTestId('quotes-telegram-link').getAttribute('href')).toBe(
      'https://t.me/fortuna_bonds',
    );
    expect(within(panel).getByTestId('quotes-request').textContent).toBe('send_request_label');
    expect(within(panel).getAllByTestId('masked-value').length).toBeGreaterThan(0);
    // The chat of the responsible person: Russian interface only.
    expect(within(panel).queryByTestId('quotes-chat-link')).toBeNull();
  });

  it('offers the chat in the Russian interface', async () => {
    stubApi(() => ({ body: ANSWER }));
    await renderBlock(<BondQuotes bond={BOND} />, { language: 'rus' });
    fireEvent.click(await screen.findByText('Bank Fortuna: bond desk'));
    expect(screen.getByTestId('quotes-chat-link').getAttribute('href')).toBe(
      'https://chat.bondsight.example/user/1002/',
    );
  });

  it('says the NSD ground is forbidden to request and its data is old', async () => {
    stubApi(() => ({ body: ANSWER }));
    await renderBlock(<BondQuotes bond={BOND} />);
    fireEvent.click(await screen.findByText('Source 381'));
    expect(screen.getByTestId('quotes-request-state').getAttribute('data-state')).toBe('forbidden');
    expect(screen.getByTestId('quotes-old-data')).toBeTruthy();
  });

  it('switches between last quotes, price today and end-of-day prices', async () => {
    stubApi(() => ({ body: ANSWER }));
    await renderBlock(<BondQuotes bond={BOND} />);
    await screen.findByTestId('quotes-table-last');
    fireEvent.click(screen.getByTestId('quotes-table-tab-today'));
    expect(screen.getByTestId('quotes-table-today')).toBeTruthy();
    fireEvent.click(screen.getByTestId('quotes-table-tab-end_of_day'));
    expect(screen.getByTestId('quotes-table-end_of_day')).toBeTruthy();
  });

  it('without participants says so; full access may ask support, in a ticket about the bond', async () => {
    const calls = stubApi((path) =>
      path.startsWith('/api/profile/support/tickets/')
        ? {
            status: 201,
            body: { id: 7, subject: 's', status: 'open', createdAt: '', messages: [] },
          }
        : { body: EMPTY },
    );
    await renderBlock(<BondQuotes bond={BOND} />, { globals: { ...SIGNED_IN, level: 1077 } });
    expect((await screen.findByTestId('quotes-empty')).textContent).toContain('empty_quotes_text');
    fireEvent.click(screen.getByTestId('quotes-empty-button'));
    expect(await screen.findByTestId('quotes-ticket-sent')).toBeTruthy();
    const ticket = calls.find((c) => c.method === 'POST')!;
    expect(ticket.path).toBe('/api/profile/support/tickets/');
    expect(ticket.body).toEqual({ subject: expect.any(String), body: expect.any(String) });
  });

  it('offers no support button below full access', async () => {
    stubApi(() => ({ body: EMPTY }));
    await renderBlock(<BondQuotes bond={BOND} />, { globals: SIGNED_IN });
    await screen.findByTestId('quotes-empty');
    expect(screen.queryByTestId('quotes-empty-button')).toBeNull();
  });
});
