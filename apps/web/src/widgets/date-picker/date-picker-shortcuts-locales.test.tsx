import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ControlledPicker } from './test-harness';

afterEach(cleanup);

// Thursday 5 March 2026, 10:20: the injected "today".
const NOW = new Date(2026, 2, 5, 10, 20);
const input = () => screen.getByRole<HTMLInputElement>('combobox');
const dialog = () => screen.getByRole('dialog');
const button = (name: string) => within(dialog()).getByRole('button', { name });
const open = () => fireEvent.click(input());

describe('shortcuts, today and clear', () => {
  it('sets today ± 7 and ± 30 days from the injected today', () => {
    const onValue = vi.fn();
    render(<ControlledPicker value={null} valueFormat="string" now={NOW} onValue={onValue} />);
    for (const [name, expected] of [
      ['Next 7 days', '2026-03-12'],
      ['Previous 7 days', '2026-02-26'],
      ['Next 30 days', '2026-04-04'],
      ['Previous 30 days', '2026-02-03'],
    ] as const) {
      open();
      fireEvent.click(button(name));
      expect(onValue).toHaveBeenLastCalledWith(expected);
    }
  });

  it('sets a range ending or starting today', () => {
    const onValue = vi.fn();
    render(
      <ControlledPicker
        type="daterange"
        value={null}
        valueFormat="string"
        now={() => NOW}
        onValue={onValue}
      />,
    );
    open();
    fireEvent.click(button('Previous 7 days'));
    expect(onValue).toHaveBeenLastCalledWith(['2026-02-26', '2026-03-05']);
    open();
    fireEvent.click(button('Next 30 days'));
    expect(onValue).toHaveBeenLastCalledWith(['2026-03-05', '2026-04-04']);
  });

  it('refuses a shortcut that lands on a disabled day', () => {
    const onValue = vi.fn();
    render(<ControlledPicker value={null} notAfter="2026-03-31" now={NOW} onValue={onValue} />);
    open();
    expect(button('Next 30 days').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button('Next 30 days'));
    expect(onValue).not.toHaveBeenCalled();
  });

  it('chooses today, and clears only when clearable', () => {
    const onValue = vi.fn();
    render(<ControlledPicker value="2026-01-01" now={NOW} onValue={onValue} />);
    open();
    fireEvent.click(button('Today'));
    expect(onValue).toHaveBeenLastCalledWith('2026-03-05');
    open();
    fireEvent.click(button('Clear'));
    expect(onValue).toHaveBeenLastCalledWith(null);
    cleanup();
    render(<ControlledPicker value="2026-01-01" now={NOW} clearable={false} />);
    open();
    expect(within(dialog()).queryByRole('button', { name: 'Clear' })).toBeNull();
  });
});

describe('languages', () => {
  it('shows Russian month names and texts', () => {
    render(<ControlledPicker value="2026-03-05" locale="ru" firstDayOfWeek={1} now={NOW} />);
    open();
    expect(button('март')).toBeTruthy();
    expect(button('Сегодня')).toBeTruthy();
    expect(button('Следующий месяц')).toBeTruthy();
    const headers = within(dialog())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс']);
    fireEvent.click(button('март'));
    expect(button('сентябрь 2026')).toBeTruthy();
  });

  it('shows Chinese weekday names and texts', () => {
    render(<ControlledPicker type="datetime" value={null} locale="zh" now={NOW} />);
    open();
    const headers = within(dialog())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['日', '一', '二', '三', '四', '五', '六']);
    expect(button('确定')).toBeTruthy();
    expect(button('今天')).toBeTruthy();
  });
});
