import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ArchiveResponse, ArchiveTick, BondSummary } from '@bondsight/contracts';
import { renderShell, stubApi } from '../../../../test/shell-harness';
import { HintsContext } from '../../../widgets/hint/hint';
import { LatestTrading } from './latest-trading';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const BOND = {
  id: 9,
  tradingGrounds: [{ id: 1, name: 'Moscow Exchange', maxDate: '2026-11-20' }],
} as BondSummary;

const tick = (date: string, ageDays: number, extra: Partial<ArchiveTick> = {}): ArchiveTick => ({
  date,
  tradingGroundId: 1,
  tradingGroundName: 'Moscow Exchange',
  cleanPrice: 101.5,
  ytm: 14.2,
  exchangeYield: 14.1,
  accruedInterest: 12.34,
  duration: 700,
  exchangeDuration: null,
  volume: 1200,
  source: 'demo',
  priceOrigin: 'published',
  ageDays,
  stale: ageDays > 7,
  ...extra,
});

const ANSWER: ArchiveResponse = {
  items: [tick('2026-11-20', 0), tick('2026-11-19', 1), tick('2026-11-02', 18)],
  provenance: { source: 'demo', asOf: '2026-11-20T00:00:00.000Z' },
};

const rows = () => within(screen.getByTestId('ticks-table')).getAllByRole('row').slice(1);

describe('the latest trading table says where and when its numbers come from', () => {
  it('marks the newest row stale when it is older than 7 days, never the history below', async () => {
    stubApi(() => ({ body: ANSWER }));
    await renderShell(<LatestTrading bond={BOND} />);
    await screen.findByTestId('ticks-table');
    const marked = () => rows().map((row) => within(row).queryByTestId('stale-mark') !== null);
    expect(marked()).toEqual([false, false, false]);
    cleanup();
    const old = { ...ANSWER, items: [tick('2026-11-10', 10), tick('2026-11-02', 18)] };
    stubApi(() => ({ body: old }));
    await renderShell(<LatestTrading bond={BOND} />);
    await screen.findByTestId('ticks-table');
    expect(marked()).toEqual([true, false]);
  });

  it('names who stands behind the price and each yield under the table', async () => {
    stubApi(() => ({ body: ANSWER }));
    await renderShell(<LatestTrading bond={BOND} />);
    const legend = await screen.findByTestId('ticks-origin');
    expect(legend.textContent).toContain('legend_price');
    expect(legend.textContent).toContain('legend_ytm');
    expect(legend.textContent).toContain('legend_exchange_yield');
  });

  it("shows the exchange's duration beside ours only where it published one, and says how", async () => {
    stubApi(() => ({ body: ANSWER }));
    await renderShell(<LatestTrading bond={BOND} />);
    await screen.findByTestId('ticks-table');
    expect(screen.queryByText('col_duration_exchange')).toBeNull();
    expect(screen.getByTestId('ticks-provenance').textContent).not.toContain('duration_note');
    cleanup();
    const published = {
      ...ANSWER,
      items: [tick('2026-11-20', 0, { duration: 3660, exchangeDuration: 3656 })],
    };
    stubApi(() => ({ body: published }));
    await renderShell(<LatestTrading bond={BOND} />);
    await screen.findByTestId('ticks-table');
    const cells = within(rows()[0]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.some((text) => text?.includes('3,660') || text?.includes('3660'))).toBe(true);
    expect(cells.some((text) => text?.includes('3,656') || text?.includes('3656'))).toBe(true);
    expect(screen.getByTestId('ticks-provenance').textContent).toContain('duration_note');
    expect(screen.getByTestId('ticks-origin').textContent).toContain('legend_exchange_duration');
  });

  it('carries its hint while hints are on, and none when they are off', async () => {
    stubApi(() => ({ body: ANSWER }));
    await renderShell(<LatestTrading bond={BOND} />);
    await screen.findByTestId('ticks-table');
    expect(within(screen.getByTestId('latest-trading')).getByTestId('hint')).toBeTruthy();
    cleanup();
    await renderShell(
      <HintsContext.Provider value={false}>
        <LatestTrading bond={BOND} />
      </HintsContext.Provider>,
    );
    await screen.findByTestId('ticks-table');
    expect(within(screen.getByTestId('latest-trading')).queryByTestId('hint')).toBeNull();
  });
});
