import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ControlledPicker } from './test-harness';

afterEach(cleanup);

// Thursday 5 March 2026, 10:20: the injected "today".
const NOW = new Date(2026, 2, 5, 10, 20);
const input = () => screen.getByRole<HTMLInputElement>('combobox');
const dialog = () => screen.getByRole('dialog');
const cells = () => within(dialog()).getAllByRole('gridcell');
const cell = (label: string) => within(dialog()).getByRole('gridcell', { name: label });
const active = () => document.activeElement as HTMLElement;
const key = (k: string, extra: object = {}) => fireEvent.keyDown(active(), { key: k, ...extra });

describe('the calendar popup', () => {
  it('opens on ArrowDown as a dialog with a 42-cell grid and focus on the chosen day', () => {
    const onOpen = vi.fn();
    render(<ControlledPicker value="2026-03-10" now={NOW} onOpen={onOpen} />);
    expect(input().getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(onOpen).toHaveBeenCalledOnce();
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(within(dialog()).getByRole('grid')).toBeTruthy();
    expect(cells()).toHaveLength(42);
    const chosen = cells().filter((c) => c.getAttribute('aria-selected') === 'true');
    expect(chosen.map((c) => c.getAttribute('aria-label'))).toEqual(['Tuesday, March 10, 2026']);
    expect(active()).toBe(chosen[0]);
    expect(cell('Thursday, March 5, 2026').getAttribute('aria-current')).toBe('date');
  });

  it('opens on Enter too, and shows Sunday-first weeks by default', () => {
    render(<ControlledPicker value={null} now={NOW} />);
    fireEvent.keyDown(input(), { key: 'Enter' });
    const headers = within(dialog())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']);
    // March 2026 starts on a Sunday, so the grid runs 1 March – 11 April.
    expect(cells()[0]!.getAttribute('aria-label')).toBe('Sunday, March 1, 2026');
    expect(cells()[41]!.getAttribute('aria-label')).toBe('Saturday, April 11, 2026');
    expect(cells()[41]!.className).toContain('is-outside');
    // Nothing chosen: focus starts on today.
    expect(active().getAttribute('aria-label')).toBe('Thursday, March 5, 2026');
  });

  it('starts weeks on Monday with firstDayOfWeek 1', () => {
    render(<ControlledPicker value={null} now={NOW} firstDayOfWeek={1} />);
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(within(dialog()).getAllByRole('columnheader')[0]!.textContent).toBe('Mo');
    expect(cells()[0]!.getAttribute('aria-label')).toBe('Monday, February 23, 2026');
    expect(cells()).toHaveLength(42);
  });

  it('rejects a first day of week of 0 or 8 at render', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ControlledPicker value={null} firstDayOfWeek={0} />)).toThrow(/1 to 7/);
    expect(() => render(<ControlledPicker value={null} firstDayOfWeek={8} />)).toThrow(/1 to 7/);
    quiet.mockRestore();
  });

  it('moves focus with arrows, pages and Home/End, and chooses with Enter', () => {
    const onValue = vi.fn();
    render(<ControlledPicker value="2026-03-05" now={NOW} onValue={onValue} />);
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    const focusedLabel = () => active().getAttribute('aria-label');
    key('ArrowRight');
    expect(focusedLabel()).toBe('Friday, March 6, 2026');
    key('ArrowDown');
    expect(focusedLabel()).toBe('Friday, March 13, 2026');
    key('ArrowLeft');
    key('ArrowUp');
    expect(focusedLabel()).toBe('Thursday, March 5, 2026');
    key('Home');
    expect(focusedLabel()).toBe('Sunday, March 1, 2026');
    key('End');
    expect(focusedLabel()).toBe('Saturday, March 7, 2026');
    key('PageDown');
    expect(focusedLabel()).toBe('Tuesday, April 7, 2026');
    expect(within(dialog()).getByRole('button', { name: 'April' })).toBeTruthy();
    key('PageUp');
    key('PageUp');
    expect(focusedLabel()).toBe('Saturday, February 7, 2026');
    expect(active().getAttribute('tabindex')).toBe('0');
    key('Enter');
    expect(onValue).toHaveBeenCalledExactlyOnceWith('2026-02-07');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(active()).toBe(input());
  });

  it('chooses with Space as well', () => {
    const onValue = vi.fn();
    render(<ControlledPicker value="2026-03-05" now={NOW} onValue={onValue} />);
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    key('ArrowLeft');
    key(' ');
    expect(onValue).toHaveBeenCalledWith('2026-03-04');
  });

  it('closes on Escape and gives focus back to the input', () => {
    const onClose = vi.fn();
    const onValue = vi.fn();
    render(<ControlledPicker value="2026-03-05" now={NOW} onClose={onClose} onValue={onValue} />);
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    key('ArrowRight');
    key('Escape');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(active()).toBe(input());
    expect(onClose).toHaveBeenCalledOnce();
    expect(onValue).not.toHaveBeenCalled();
  });

  it('closes on a click outside', () => {
    render(<ControlledPicker value={null} now={NOW} />);
    fireEvent.click(input());
    expect(dialog()).toBeTruthy();
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('marks disabled days and refuses them by click and by key', () => {
    const onValue = vi.fn();
    render(
      <ControlledPicker
        value="2026-03-05"
        now={NOW}
        onValue={onValue}
        notBefore="2026-03-03"
        notAfter="2026-03-28"
        disabledDates={['2026-03-10']}
        isDateDisabled={(d) => d.getDay() === 0}
      />,
    );
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    const disabled = (label: string) => cell(label).getAttribute('aria-disabled') === 'true';
    expect(disabled('Monday, March 2, 2026')).toBe(true); // before
    expect(disabled('Tuesday, March 3, 2026')).toBe(false);
    expect(disabled('Sunday, March 8, 2026')).toBe(true); // function
    expect(disabled('Tuesday, March 10, 2026')).toBe(true); // list
    expect(disabled('Sunday, March 29, 2026')).toBe(true); // after
    fireEvent.click(cell('Tuesday, March 10, 2026'));
    expect(onValue).not.toHaveBeenCalled();
    expect(dialog()).toBeTruthy();
    // Keyboard focus may rest on a disabled day but cannot choose it.
    expect(active().getAttribute('aria-label')).toBe('Tuesday, March 10, 2026');
    key('Enter');
    expect(onValue).not.toHaveBeenCalled();
    fireEvent.click(cell('Wednesday, March 11, 2026'));
    expect(onValue).toHaveBeenCalledWith('2026-03-11');
  });
});

describe('year -> month -> date', () => {
  it('jumps from the date header to the year panel, then back down through months', () => {
    const onValue = vi.fn();
    render(<ControlledPicker value={null} now={NOW} onValue={onValue} />);
    fireEvent.click(input());
    fireEvent.click(within(dialog()).getByRole('button', { name: '2026' }));
    const years = () =>
      within(dialog())
        .getAllByRole('button')
        .map((b) => b.textContent)
        .filter((t) => /^\d{4}$/.test(t ?? ''));
    expect(years()).toEqual([
      '2020',
      '2021',
      '2022',
      '2023',
      '2024',
      '2025',
      '2026',
      '2027',
      '2028',
      '2029',
    ]);
    expect(within(dialog()).getByText('2020–2029')).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Next decade' }));
    expect(years()[0]).toBe('2030');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Previous decade' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Previous decade' }));
    expect(years()).toHaveLength(10);
    expect(years()[9]).toBe('2019');
    fireEvent.click(within(dialog()).getByRole('button', { name: '2017' }));
    // Month panel of 2017.
    fireEvent.click(within(dialog()).getByRole('button', { name: 'July 2017' }));
    // Date panel of July 2017.
    expect(cell('Saturday, July 1, 2017')).toBeTruthy();
    fireEvent.click(cell('Friday, July 14, 2017'));
    expect(onValue).toHaveBeenCalledWith('2017-07-14');
  });

  it('jumps from the date header to the month panel', () => {
    render(<ControlledPicker value={null} now={NOW} />);
    fireEvent.click(input());
    fireEvent.click(within(dialog()).getByRole('button', { name: 'March' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Next year' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'January 2027' }));
    expect(cell('Friday, January 1, 2027')).toBeTruthy();
  });

  it('disables months and years whose every day is disabled', () => {
    render(
      <ControlledPicker value={null} now={NOW} notBefore="2026-03-31" notAfter="2027-01-01" />,
    );
    fireEvent.click(input());
    fireEvent.click(within(dialog()).getByRole('button', { name: 'March' }));
    const month = (name: string) => within(dialog()).getByRole('button', { name });
    expect(month('February 2026').getAttribute('aria-disabled')).toBe('true');
    expect(month('March 2026').hasAttribute('aria-disabled')).toBe(false);
    fireEvent.click(month('February 2026'));
    expect(month('February 2026')).toBeTruthy(); // still on the month panel
    fireEvent.click(within(dialog()).getByRole('button', { name: '2026' }));
    const year = (name: string) => within(dialog()).getByRole('button', { name });
    expect(year('2025').getAttribute('aria-disabled')).toBe('true');
    expect(year('2027').hasAttribute('aria-disabled')).toBe(false);
    expect(year('2028').getAttribute('aria-disabled')).toBe('true');
  });

  it('picks a month for type month and a year for type year', () => {
    const onMonth = vi.fn();
    render(<ControlledPicker type="month" value="2026-03" now={NOW} onValue={onMonth} />);
    fireEvent.click(input());
    expect(
      within(dialog()).getByRole('button', { name: 'March 2026' }).getAttribute('aria-pressed'),
    ).toBe('true');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'September 2026' }));
    expect(onMonth).toHaveBeenCalledWith('2026-09');
    cleanup();
    const onYear = vi.fn();
    render(
      <ControlledPicker type="year" value={new Date(2026, 0, 1)} now={NOW} onValue={onYear} />,
    );
    fireEvent.click(input());
    fireEvent.click(within(dialog()).getByRole('button', { name: '2024' }));
    expect(onYear).toHaveBeenCalledWith(new Date(2024, 0, 1));
  });
});
