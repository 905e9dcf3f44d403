import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ControlledPicker } from './test-harness';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// Thursday 5 March 2026, 10:20: the injected "today".
const NOW = new Date(2026, 2, 5, 10, 20);
const input = () => screen.getByRole<HTMLInputElement>('combobox');
const dialog = () => screen.getByRole('dialog');
const button = (name: string) => within(dialog()).getByRole('button', { name });
const cell = (label: string) => within(dialog()).getByRole('gridcell', { name: label });
const column = (name: string) =>
  within(within(dialog()).getByRole('listbox', { name })).getAllByRole('option');
const option = (col: string, text: string) => {
  const found = column(col).find((o) => o.textContent === text);
  if (!found) throw new Error(`no option ${text} in column ${col}`);
  return found;
};
const open = () => fireEvent.click(input());

describe('datetime: date, then time, then confirm', () => {
  it('goes to the time panel after a day and commits on the default OK', () => {
    const onValue = vi.fn();
    render(
      <ControlledPicker
        type="datetime"
        value={null}
        valueFormat="date"
        now={NOW}
        minuteStep={15}
        onValue={onValue}
      />,
    );
    open();
    expect(button('OK').hasAttribute('disabled')).toBe(true);
    fireEvent.click(cell('Tuesday, March 10, 2026'));
    expect(within(dialog()).getByText('Select time')).toBeTruthy();
    expect(column('mm').map((o) => o.textContent)).toEqual(['00', '15', '30', '45']);
    expect(column('HH')).toHaveLength(24);
    fireEvent.click(option('HH', '14'));
    fireEvent.click(option('mm', '30'));
    expect(onValue).not.toHaveBeenCalled();
    fireEvent.click(button('OK'));
    expect(onValue).toHaveBeenCalledExactlyOnceWith(new Date(2026, 2, 10, 14, 30));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('returns from the time panel to the date panel by the day caption', () => {
    render(<ControlledPicker type="datetime" value={null} now={NOW} />);
    open();
    fireEvent.click(cell('Tuesday, March 10, 2026'));
    fireEvent.click(button('March 10, 2026'));
    expect(within(dialog()).getAllByRole('gridcell')).toHaveLength(42);
  });

  it('shows a 12-hour face with AM/PM when the format has hh and A', () => {
    const onValue = vi.fn();
    render(
      <ControlledPicker
        type="datetime"
        value="2026-03-10 09:00 AM"
        format="YYYY-MM-DD hh:mm A"
        now={NOW}
        onValue={onValue}
      />,
    );
    open();
    fireEvent.click(cell('Tuesday, March 10, 2026'));
    expect(column('hh').map((o) => o.textContent)).toEqual([
      '12',
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '09',
      '10',
      '11',
    ]);
    expect(column('A').map((o) => o.textContent)).toEqual(['AM', 'PM']);
    expect(option('hh', '09').getAttribute('aria-selected')).toBe('true');
    fireEvent.click(option('A', 'PM'));
    fireEvent.click(button('OK'));
    expect(onValue).toHaveBeenCalledWith('2026-03-10 09:00 PM');
  });

  it('shows seconds only when the format has them', () => {
    render(<ControlledPicker type="time" value="08:30:15" format="HH:mm:ss" now={NOW} />);
    open();
    expect(
      within(dialog())
        .getAllByRole('listbox')
        .map((l) => l.getAttribute('aria-label')),
    ).toEqual(['HH', 'mm', 'ss']);
    expect(option('ss', '15').getAttribute('aria-selected')).toBe('true');
  });

  it('rejects a minute step of 61 at render', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ControlledPicker type="time" value={null} minuteStep={61} />)).toThrow(
      /0 to 60/,
    );
    quiet.mockRestore();
  });

  it('lets the caller rename the confirm button', () => {
    render(<ControlledPicker type="datetime" value={null} confirmText="Apply" now={NOW} />);
    open();
    expect(button('Apply')).toBeTruthy();
  });
});

describe('ranges by clicking', () => {
  it('takes two days in either order and commits on confirm', () => {
    const onValue = vi.fn();
    render(
      <ControlledPicker
        type="daterange"
        value={null}
        valueFormat="string"
        now={NOW}
        onValue={onValue}
      />,
    );
    open();
    fireEvent.click(cell('Friday, March 20, 2026'));
    expect(button('OK').hasAttribute('disabled')).toBe(true);
    fireEvent.click(cell('Monday, March 9, 2026'));
    expect(cell('Sunday, March 15, 2026').className).toContain('is-in-range');
    expect(onValue).not.toHaveBeenCalled();
    fireEvent.click(button('OK'));
    expect(onValue).toHaveBeenCalledWith(['2026-03-09', '2026-03-20']);
  });

  it('goes to two time columns for a datetime range', () => {
    const onValue = vi.fn();
    render(
      <ControlledPicker
        type="datetimerange"
        value={null}
        valueFormat="string"
        now={NOW}
        onValue={onValue}
      />,
    );
    open();
    fireEvent.click(cell('Monday, March 9, 2026'));
    fireEvent.click(cell('Friday, March 20, 2026'));
    const hours = within(dialog()).getAllByRole('listbox', { name: 'HH' });
    expect(hours).toHaveLength(2);
    fireEvent.click(within(hours[1]!).getByRole('option', { name: '18' }));
    fireEvent.click(button('OK'));
    expect(onValue).toHaveBeenCalledWith(['2026-03-09 00:00', '2026-03-20 18:00']);
  });
});

describe('popup position', () => {
  it('follows its input on scroll at most every 200 ms', () => {
    vi.useFakeTimers();
    render(<ControlledPicker value={null} now={NOW} />);
    let top = 100;
    const anchor = input().parentElement!;
    vi.spyOn(anchor, 'getBoundingClientRect').mockImplementation(
      () => ({ top, bottom: top + 30, left: 40, width: 160 }) as DOMRect,
    );
    open();
    const popup = dialog();
    expect(popup.style.top).toBe('134px');
    expect(popup.style.left).toBe('40px');
    top = 50;
    fireEvent.scroll(window);
    expect(popup.style.top).toBe('84px'); // first scroll: at once
    top = 20;
    fireEvent.scroll(window);
    vi.advanceTimersByTime(150);
    top = 10;
    fireEvent.scroll(window);
    expect(popup.style.top).toBe('84px'); // throttled
    vi.advanceTimersByTime(50);
    expect(popup.style.top).toBe('44px'); // the last position, 200 ms after the first
  });
});
