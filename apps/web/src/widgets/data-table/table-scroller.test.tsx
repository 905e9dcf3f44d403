import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TableScroller } from './table-scroller';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** happy-dom lays nothing out: the box is given a width narrower than its table. */
function narrowBox() {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(100);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(300);
}

describe('TableScroller', () => {
  it('shows no arrows when the table fits', async () => {
    render(
      <TableScroller>
        <table />
      </TableScroller>,
    );
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(screen.queryByTestId('table-scroll-right')).toBeNull();
    expect(screen.queryByTestId('table-scroll-left')).toBeNull();
  });

  it('lets the keyboard reach the scrolling box (axe: scrollable-region-focusable)', () => {
    const { container } = render(
      <TableScroller>
        <table />
      </TableScroller>,
    );
    expect(container.querySelector('.table-scroll-box')!.getAttribute('tabindex')).toBe('0');
  });

  it('shows the right arrow and shadow while content hides there; a held arrow scrolls', async () => {
    narrowBox();
    const { container } = render(
      <TableScroller>
        <table />
      </TableScroller>,
    );
    const right = await screen.findByTestId('table-scroll-right');
    expect(container.firstElementChild!.classList.contains('has-right')).toBe(true);
    expect(screen.queryByTestId('table-scroll-left')).toBeNull();
    const box = container.querySelector<HTMLElement>('.table-scroll-box')!;
    const scrollBy = vi.fn();
    box.scrollBy = scrollBy as unknown as typeof box.scrollBy;
    fireEvent.pointerDown(right);
    await waitFor(() => expect(scrollBy).toHaveBeenCalledWith({ left: 5 }));
    fireEvent.pointerUp(right);
    const calls = scrollBy.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(scrollBy.mock.calls.length).toBe(calls);
    // A keyboard press (click without a pointer) moves a larger step.
    fireEvent.click(right, { detail: 0 });
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 60, behavior: 'smooth' });
  });
});
