import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BondSummary } from '@bondsight/contracts';
import type { ChartSearch } from '../chart-search';
import { CompareControls } from './compare-controls';

// The panel itself is tested in comparison-panel.test.tsx: here it only reports its buttons.
vi.mock('./comparison-panel', () => ({
  ComparisonPanel: (props: { onClose(): void; onCancel(): void }) => (
    <div>
      <button onClick={props.onClose}>done</button>
      <button onClick={props.onCancel}>cancel</button>
    </div>
  ),
}));

afterEach(cleanup);

const bond = { id: 5 } as BondSummary;
const opened: ChartSearch = {
  chart: 'price',
  period: '3m',
  view: 0,
  mode: 1,
  spread: false,
  cmp: 'b7-1',
};

function renderControls(onSearch: (change: Partial<ChartSearch>) => void) {
  const props = (search: ChartSearch) => ({
    bond,
    main: { model: 'bonds' as const, id: 5, tgId: 1 },
    compared: [],
    search,
    spreadable: false,
    onSearch,
  });
  const view = render(<CompareControls {...props(opened)} />);
  fireEvent.click(screen.getByTestId('compare-open'));
  // The panel added a bond whose history moved the period back.
  view.rerender(
    <CompareControls
      {...props({
        ...opened,
        cmp: 'b7-1,b9-2',
        period: 'arbitrary',
        from: '2020-01-01',
        to: '2026-11-24',
      })}
    />,
  );
}

describe('comparison switches', () => {
  it('puts back the lines and the period the chart had when Cancel is pressed', () => {
    const onSearch = vi.fn();
    renderControls(onSearch);
    fireEvent.click(screen.getByText('cancel'));
    expect(onSearch).toHaveBeenCalledWith({
      cmp: 'b7-1',
      period: '3m',
      from: undefined,
      to: undefined,
    });
    expect(screen.queryByText('cancel')).toBeNull();
  });

  it('keeps what was added when Done is pressed', () => {
    const onSearch = vi.fn();
    renderControls(onSearch);
    fireEvent.click(screen.getByText('done'));
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.queryByText('done')).toBeNull();
  });
});
