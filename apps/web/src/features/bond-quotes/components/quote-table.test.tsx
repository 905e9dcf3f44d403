import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { QuoteRow } from '@bondsight/contracts';
import { renderShell } from '../../../../test/shell-harness';
import { QuoteTable } from './quote-table';

const row = (extra: Partial<QuoteRow> = {}): QuoteRow => ({
  trading_ground_id: 1,
  name: 'Moscow Exchange',
  url: null,
  date: '2026-11-20',
  date_numeric: Date.parse('2026-11-20T00:00:00Z'),
  time: null,
  date_time: '2026-11-20',
  end_of_day: true,
  buying_quote: null,
  selling_quote: null,
  buying_selling_quote: null,
  indicative_price: 99.87505,
  indicative_yield_bid: null,
  indicative_yield_ask: null,
  clearance_profit_effect: 9.45675,
  yto_bid: null,
  yto_offer: null,
  offer_profit_effect: null,
  t_spread: null,
  g_spread: -120.125,
  trading_volume: 1234567.5,
  archive: null,
  mp_contacts_emitent_id: null,
  response_person_id: null,
  hide_quotes: false,
  ...extra,
});

const cells = (index: number) =>
  within(screen.getAllByTestId('quote-row')[index]!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

afterEach(cleanup);

describe('quote table numbers go through the one formatter', () => {
  it('shows prices with 4 decimals, yields 3, spreads 2, money volumes 2, halves away', async () => {
    await renderShell(<QuoteTable rows={[row()]} testId="t" />);
    expect(cells(0)).toEqual(['20 Nov 2026', '99.8751', '9.457', '-120.13', '1,234,567.50']);
  });

  it('uses the separators of the interface language', async () => {
    await renderShell(<QuoteTable rows={[row()]} testId="t" />, { language: 'rus' });
    expect(cells(0).slice(1)).toEqual(['99,8751', '9,457', '-120,13', '1\u00a0234\u00a0567,50']);
  });

  it('shows the indicative yield type as Maturity or Put/Call, in a column only when known', async () => {
    await renderShell(
      <QuoteTable
        rows={[
          row({ indicative_yield_type: 'Clearance' }),
          row({ indicative_yield_type: 'Offer' }),
          row({ indicative_yield_type: null }),
        ]}
        testId="t"
      />,
    );
    const types = screen.getAllByTestId('quote-yield-type').map((cell) => cell.textContent);
    expect(types).toEqual(['yield_type_maturity', 'yield_type_put_call', '']);
    cleanup();
    await renderShell(<QuoteTable rows={[row()]} testId="t" />);
    expect(screen.queryByTestId('quote-yield-type')).toBeNull();
  });
});
