import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BondSummary, Liquidity, SummaryQuote } from '@bondsight/contracts';
import { renderShell } from '../../../../test/shell-harness';
import { LiquidityLine } from './liquidity-line';
import { MarketFreshness } from './market-freshness';

afterEach(cleanup);

const QUOTE: SummaryQuote = {
  date: '2026-11-20',
  tradingGroundId: 1,
  tradingGroundName: 'Moscow Exchange',
  isExchange: true,
  ageDays: 0,
  stale: false,
  cleanPrice: 101.23456,
  priceOrigin: 'published',
  ytm: 14.1234,
  exchangeYield: 14.1,
};

const LIQUIDITY: Liquidity = {
  from: '2026-10-22',
  to: '2026-11-20',
  windowDays: 30,
  daysTraded: 21,
  medianDailyVolume: 2350,
  medianDailyVolumeMoney: 2_380_000,
  medianBidAskSpread: 0.25,
};

const bond = (overrides: Partial<BondSummary> = {}) =>
  ({
    id: 9,
    currency: 'RUB',
    provenance: { source: 'demo', asOf: '2026-11-20T00:00:00.000Z' },
    latestQuote: QUOTE,
    liquidity: LIQUIDITY,
    life: {
      state: 'outstanding',
      alive: true,
      endDate: '2031-01-10',
      endEvent: null,
      endPrice: null,
      defaultedOn: null,
    },
    ...overrides,
  }) as BondSummary;

describe('the summary market line', () => {
  it('shows price and yields with who published or computed each, and the ground and date', async () => {
    await renderShell(<MarketFreshness bond={bond()} />);
    const price = screen.getByTestId('quote-price');
    expect(price.getAttribute('data-origin')).toBe('published');
    expect(price.textContent).toContain('101.2346');
    expect(screen.getByTestId('quote-ytm').getAttribute('data-origin')).toBe('computed');
    expect(screen.getByTestId('quote-ytm').textContent).toContain('14.123');
    expect(screen.getByTestId('quote-exchange-yield').getAttribute('data-origin')).toBe(
      'published',
    );
    const mark = screen.getByTestId('freshness-mark');
    expect(mark.getAttribute('data-stale')).toBe('false');
    expect(within(mark).queryByTestId('stale-mark')).toBeNull();
  });

  it('marks a stale quote with its age and leaves out an exchange yield nobody published', async () => {
    await renderShell(
      <MarketFreshness
        bond={bond({
          latestQuote: {
            ...QUOTE,
            date: '2026-11-02',
            ageDays: 18,
            stale: true,
            exchangeYield: null,
          },
        })}
      />,
    );
    const mark = screen.getByTestId('freshness-mark');
    expect(mark.getAttribute('data-stale')).toBe('true');
    expect(within(mark).getByTestId('stale-mark')).toBeTruthy();
    expect(screen.queryByTestId('quote-exchange-yield')).toBeNull();
  });

  it('shows an ended bond’s last price and staleness but no yield', async () => {
    await renderShell(
      <MarketFreshness
        bond={bond({
          latestQuote: { ...QUOTE, date: '2025-07-02', ageDays: 506, stale: true, ytm: null },
          life: {
            state: 'redeemed_early',
            alive: false,
            endDate: '2025-07-04',
            endEvent: 'call',
            endPrice: 101,
            defaultedOn: null,
          },
        })}
      />,
    );
    expect(screen.getByTestId('quote-price').textContent).toContain('101.2346');
    expect(screen.queryByTestId('quote-ytm')).toBeNull();
    expect(screen.queryByTestId('quote-exchange-yield')).toBeNull();
    const mark = screen.getByTestId('freshness-mark');
    expect(mark.getAttribute('data-stale')).toBe('true');
    expect(within(mark).getByTestId('stale-mark')).toBeTruthy();
  });

  it('shows a computed price (the estimation ground) as computed', async () => {
    await renderShell(
      <MarketFreshness
        bond={bond({
          latestQuote: {
            ...QUOTE,
            tradingGroundId: 4,
            tradingGroundName: 'Bondsight Estimation',
            isExchange: false,
            priceOrigin: 'computed',
            exchangeYield: null,
          },
        })}
      />,
    );
    expect(screen.getByTestId('quote-price').getAttribute('data-origin')).toBe('computed');
  });

  it('shows masked values as masked, never as numbers', async () => {
    await renderShell(
      <MarketFreshness
        bond={bond({
          latestQuote: {
            ...QUOTE,
            cleanPrice: { masked: 'need_auth' },
            ytm: { masked: 'need_auth' },
            exchangeYield: null,
          },
        })}
      />,
    );
    expect(within(screen.getByTestId('quote-price')).getByTestId('masked-value')).toBeTruthy();
    expect(within(screen.getByTestId('quote-ytm')).getByTestId('masked-value')).toBeTruthy();
  });

  it('says there is no price when no ground has one', async () => {
    await renderShell(<MarketFreshness bond={bond({ latestQuote: null })} />);
    expect(screen.queryByTestId('latest-quote')).toBeNull();
    expect(screen.getByTestId('liquidity-line')).toBeTruthy();
  });
});

describe('the liquidity line', () => {
  it('gives days traded, median volume and turnover, and the median spread in price points', async () => {
    await renderShell(<LiquidityLine liquidity={LIQUIDITY} currency="RUB" />);
    const line = screen.getByTestId('liquidity-line');
    expect(line.getAttribute('data-days-traded')).toBe('21');
    expect(line.textContent).toContain('liquidity_title');
    expect(line.textContent).toContain('liquidity_days_traded');
    expect(line.textContent).toContain('liquidity_volume_money');
    expect(line.textContent).toContain('liquidity_spread');
  });

  it("says 'not traded in the last 30 days' without trades, keeping a quoted spread", async () => {
    await renderShell(
      <LiquidityLine
        liquidity={{
          ...LIQUIDITY,
          daysTraded: 0,
          medianDailyVolume: null,
          medianDailyVolumeMoney: null,
        }}
        currency="RUB"
      />,
    );
    const line = screen.getByTestId('liquidity-line');
    expect(line.getAttribute('data-days-traded')).toBe('0');
    expect(line.textContent).toContain('liquidity_not_traded');
    expect(line.textContent).not.toContain('liquidity_volume');
    expect(line.textContent).toContain('liquidity_spread');
  });
});
