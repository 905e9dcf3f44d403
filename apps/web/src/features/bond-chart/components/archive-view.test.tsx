import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BondSummary, ChartTick } from '@bondsight/contracts';
import { renderShell } from '../../../../test/shell-harness';
import { ArchiveView } from './archive-view';

afterEach(cleanup);

const BOND = {
  id: 9,
  tradingGrounds: [{ id: 1, name: 'Moscow Exchange', maxDate: '2026-11-20' }],
} as BondSummary;

const tick = (date: string, values: Partial<ChartTick>): ChartTick => ({
  date,
  date_numeric: Date.parse(`${date}T00:00:00Z`),
  model: 'bonds',
  id: 9,
  trading_ground_id: 1,
  trading_ground_name: 'Moscow Exchange',
  isIndex: false,
  shape_only: false,
  ...values,
});

describe("the chart's archive view", () => {
  it('scrolls sideways in the shared scroller: a box the keyboard reaches, with arrows', async () => {
    await renderShell(
      <ArchiveView
        bond={BOND}
        groundId={1}
        range={{ from: Date.parse('2026-11-01'), to: Date.parse('2026-11-20') }}
        price={[tick('2026-11-20', { last_price: 101.5 })]}
        yields={[tick('2026-11-20', { ytm_last: 14.2 })]}
        spreads={[]}
        loading={false}
      />,
      { globals: { level: 1077, userId: 1 } },
    );
    const table = screen.getByTestId('archive-table');
    const box = table.parentElement!;
    // The old plain box took no focus: a keyboard user could not scroll a table of text.
    expect(box.className).toBe('table-scroll-box');
    expect(box.tabIndex).toBe(0);
    expect(box.parentElement!.classList.contains('table-scroller')).toBe(true);
  });
});
