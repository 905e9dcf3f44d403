import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChartTick } from '@bondsight/contracts';
import { renderShell } from '../../../../test/shell-harness';
import { LineFreshness } from './line-freshness';

afterEach(cleanup);

const tick = (over: Partial<ChartTick> & { date: string }): ChartTick => ({
  date_numeric: Date.parse(`${over.date}T00:00:00Z`),
  model: 'bonds',
  id: 96,
  trading_ground_id: 1,
  trading_ground_name: 'Moscow Exchange',
  isIndex: false,
  shape_only: false,
  ...over,
});
const names = [
  { id: 'b96-1', name: 'City of Moscow 34003' },
  { id: 'i1', name: 'OFZ index' },
];

describe("the chart's stale lines", () => {
  it('lists each line whose latest value the server marked stale, with the quotes wording', async () => {
    await renderShell(
      <LineFreshness
        ticks={[
          tick({ date: '2026-10-21', last_price: 103 }),
          tick({ date: '2026-10-22', last_price: 103.05, age_days: 38, stale: true }),
          tick({
            date: '2026-11-29',
            model: 'index',
            id: 1,
            isIndex: true,
            trading_ground_id: null,
            trading_ground_name: null,
            value: 148,
            age_days: 0,
            stale: false,
          }),
        ]}
        names={names}
      />,
    );
    const rows = screen.getByTestId('chart-freshness').querySelectorAll('li');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.getAttribute('data-line')).toBe('b96-1');
    // Labels render as their keys here: the quotes block's "as of" and its stale mark.
    expect(rows[0]!.textContent).toBe('as_ofstale_mark');
    expect(screen.getAllByTestId('stale-mark')).toHaveLength(1);
  });

  it('says nothing while every line is fresh, or the period ends before the latest value', async () => {
    await renderShell(
      <LineFreshness
        ticks={[
          tick({ date: '2026-11-27', last_price: 99, age_days: 2, stale: false }),
          // No age: the answer stops before the line's latest value (history).
          tick({ date: '2026-09-01', model: 'index', id: 1, isIndex: true, value: 140 }),
        ]}
        names={names}
      />,
    );
    expect(screen.queryByTestId('chart-freshness')).toBeNull();
  });
});
