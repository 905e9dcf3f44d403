import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TabBar, type Tab } from './tab-bar';

afterEach(cleanup);

const TABS: Tab[] = [
  { id: 2, ttl: 'Actual' },
  { id: 1, ttl: 'Archive', count: 3 },
  { id: 'x', ttl: 'Empty', hidden: true },
];

describe('TabBar', () => {
  it('lists the visible tabs in a tablist and marks the active one', () => {
    render(<TabBar tabs={TABS} active={2} onSelect={() => undefined} label="Variant" />);
    expect(screen.getByRole('tablist', { name: 'Variant' })).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Actual', 'Archive3']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    expect(tabs[1]!.getAttribute('aria-selected')).toBe('false');
    expect(screen.queryByText('Empty')).toBeNull();
  });

  it('selects a tab by id on click and with the arrow keys', () => {
    const onSelect = vi.fn();
    render(<TabBar tabs={TABS} active={2} onSelect={onSelect} />);
    fireEvent.click(screen.getByRole('tab', { name: /Archive/ }));
    expect(onSelect).toHaveBeenLastCalledWith(1);
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Actual' }), { key: 'ArrowRight' });
    expect(onSelect).toHaveBeenLastCalledWith(1);
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Actual' }), { key: 'ArrowLeft' });
    expect(onSelect).toHaveBeenLastCalledWith(1);
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Actual' }), { key: 'End' });
    expect(onSelect).toHaveBeenLastCalledWith(1);
  });

  it('shows no active tab after a clear (active null), and nothing when all are hidden', () => {
    const { rerender } = render(<TabBar tabs={TABS} active={null} onSelect={() => undefined} />);
    expect(
      screen.getAllByRole('tab').every((t) => t.getAttribute('aria-selected') === 'false'),
    ).toBe(true);
    rerender(
      <TabBar tabs={[{ id: 1, ttl: 'A', hidden: true }]} active={1} onSelect={() => undefined} />,
    );
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('draws the three variants', () => {
    for (const variant of ['line', 'pill', 'box'] as const) {
      const { unmount } = render(
        <TabBar tabs={TABS} active={2} onSelect={() => undefined} variant={variant} />,
      );
      expect(screen.getByRole('tablist').classList.contains(`tab-bar-${variant}`)).toBe(true);
      unmount();
    }
  });
});
