import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ColumnSettings, type SettingsColumn } from './column-settings';

afterEach(cleanup);

const COLUMNS: SettingsColumn[] = [
  { id: 'price', text: 'Price', check: true, group: 1 },
  { id: 'ytm', text: 'Yield', check: false, group: 1 },
  { id: 'dur', text: 'Duration', check: true, group: 2 },
  { id: 'secret', text: 'Internal', check: true, hidden: true, group: 2 },
  { id: 'note', text: 'Note', check: false },
];
const GROUPS = [
  { id: 1, name: 'Market' },
  { id: 2, name: 'Risk' },
];

describe('ColumnSettings', () => {
  it('lists columns by group with checkboxes, leaving hidden ones out', () => {
    render(<ColumnSettings columns={COLUMNS} groups={GROUPS} onChange={() => undefined} />);
    const button = screen.getByRole('button', { name: /columns/ });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    const market = screen.getByRole('group', { name: 'Market' });
    expect(within(market).getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.getByRole('group', { name: 'Risk' }).textContent).not.toContain('Internal');
    expect(screen.getByLabelText('Note')).toBeTruthy();
    expect((screen.getByLabelText('Price') as HTMLInputElement).checked).toBe(true);
  });

  it('reports a change and closes on Escape', () => {
    const onChange = vi.fn();
    render(<ColumnSettings columns={COLUMNS} groups={GROUPS} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: /columns/ }));
    fireEvent.click(screen.getByLabelText('Yield'));
    expect(onChange).toHaveBeenCalledWith('ytm', true);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByLabelText('Yield')).toBeNull();
  });
});
