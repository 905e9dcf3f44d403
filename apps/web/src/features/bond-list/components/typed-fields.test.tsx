import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FILTERS, type RangeDef } from '../screen-filters';
import { TYPING_PAUSE_MS } from '../hooks/use-typing-pause';
import { RangeField } from './typed-fields';

const yieldRange = FILTERS.find((d) => d.type === 'range' && d.id === 'yield') as RangeDef;
const praamsRange = FILTERS.find((d) => d.type === 'range' && d.id === 'praams') as RangeDef;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const type = (testId: string, text: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value: text } });
const pause = () => act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS));

describe('a range field of the screener form', () => {
  it('shows a non-number at its field and sends only the valid end, after the pause', () => {
    const onChange = vi.fn();
    render(<RangeField def={yieldRange} filter={{}} onChange={onChange} />);
    type('filter-yieldMin', 'abc');
    type('filter-yieldMax', '30');
    expect(screen.getByTestId('filter-yieldMin').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('filter-problem-yieldMin')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    pause();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ yieldMax: 30 });
  });

  it('sends nothing for a reversed range, then both ends once it is put right', () => {
    const onChange = vi.fn();
    render(<RangeField def={yieldRange} filter={{}} onChange={onChange} />);
    type('filter-yieldMin', '30');
    type('filter-yieldMax', '5');
    pause();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByTestId('filter-problem-yieldMax')).toBeTruthy();
    type('filter-yieldMax', '35');
    pause();
    expect(onChange).toHaveBeenCalledWith({ yieldMin: 30, yieldMax: 35 });
    expect(screen.queryByTestId('filter-problem-yieldMax')).toBeNull();
  });

  it('follows a change from elsewhere (a reset) and drops the typed problem', () => {
    const onChange = vi.fn();
    const view = render(
      <RangeField def={yieldRange} filter={{ yieldMin: 5 }} onChange={onChange} />,
    );
    expect((screen.getByTestId('filter-yieldMin') as HTMLInputElement).value).toBe('5');
    type('filter-yieldMin', '5x');
    expect(screen.getByTestId('filter-problem-yieldMin')).toBeTruthy();
    view.rerender(<RangeField def={yieldRange} filter={{}} onChange={onChange} />);
    expect((screen.getByTestId('filter-yieldMin') as HTMLInputElement).value).toBe('');
    expect(screen.queryByTestId('filter-problem-yieldMin')).toBeNull();
  });

  it('takes the praams score as whole numbers 1 to 7 (the API refuses others)', () => {
    const onChange = vi.fn();
    render(<RangeField def={praamsRange} filter={{}} onChange={onChange} />);
    type('filter-praamsMin', '2.5');
    type('filter-praamsMax', '8');
    pause();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByTestId('filter-praamsMin').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('filter-praamsMax').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('filter-problem-praamsMin').textContent).toContain('not_integer');
    type('filter-praamsMin', '2');
    expect(screen.getByTestId('filter-problem-praamsMax').textContent).toContain('out_of_bounds');
    type('filter-praamsMin', '2');
    type('filter-praamsMax', '5');
    pause();
    expect(onChange).toHaveBeenCalledWith({ praamsMin: 2, praamsMax: 5 });
    expect(screen.queryByTestId('filter-problem-praamsMin')).toBeNull();
  });
});
