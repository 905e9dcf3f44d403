import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConsensusItem, ConsensusResponse } from '@bondsight/contracts';
import { renderShell, stubApi } from '../../../../test/shell-harness';
import { ConsensusForecasts } from './consensus-forecasts';

const LABELS: ConsensusResponse['labels'] = {
  block_title: 'Consensus forecasts',
  indexName: 'Indicator',
  period: 'Period',
  actual_value: 'Actual',
  forecast_value: 'Forecast',
  analysts: 'Analysts',
  date: 'Date',
};

const item = (i: number): ConsensusItem => ({
  id: i,
  indexName: `Indicator ${i}`,
  period: i <= 5 ? 'FY2026' : 'FY2027',
  actual_value: 1000 * i,
  forecast_value: 1100 * i,
  analysts: 5,
  date: '2026-11-20',
});

afterEach(cleanup);

const render = async (items: ConsensusItem[]) => {
  stubApi(() => ({ body: { items, labels: LABELS } }));
  await renderShell(<ConsensusForecasts emitentId={5} />);
};

const names = () => screen.getAllByTestId('consensus-index-name').map((n) => n.textContent);

describe('consensus forecasts block', () => {
  it('titles the block and columns from the answer, 6 forecasts a page', async () => {
    await render(Array.from({ length: 10 }, (_, i) => item(i + 1)));
    expect(await screen.findByRole('heading', { name: 'Consensus forecasts' })).toBeTruthy();
    expect(screen.getByText('Indicator')).toBeTruthy();
    expect(screen.getByText('Actual')).toBeTruthy();
    expect(names()).toEqual([1, 2, 3, 4, 5, 6].map((i) => `Indicator ${i}`));
    const pages = screen
      .getByTestId('consensus-pager')
      .querySelectorAll('[data-testid="pager-page"]');
    expect(pages).toHaveLength(2);
    fireEvent.click(pages[1]!);
    await waitFor(() => expect(names()).toEqual([7, 8, 9, 10].map((i) => `Indicator ${i}`)));
  });

  it('has no pager with one page', async () => {
    await render([item(1), item(2)]);
    await screen.findByTestId('consensus-forecasts');
    expect(screen.queryByTestId('consensus-pager')).toBeNull();
  });

  it('renders nothing without items', async () => {
    await render([]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('consensus-forecasts')).toBeNull();
  });
});
