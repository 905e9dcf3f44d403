import { useRef } from 'react';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../../test/shell-harness';
import { BlockMenu, SCROLL_OFFSET } from './block-menu';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Page({ visible, onNavigate }: { visible?: number; onNavigate?: (id: string) => void }) {
  const root = useRef<HTMLDivElement>(null);
  return (
    <div ref={root}>
      <BlockMenu
        root={root}
        label="Sections"
        visible={visible}
        onNavigate={onNavigate}
        homeLabel="Top"
        moreLabel="More"
      />
      <section id="bonds" data-menu="" data-menu-title="Bonds">
        <p>rows</p>
      </section>
      <section id="msfo" data-menu="" data-menu-title="IFRS">
        <p>rows</p>
      </section>
      <section id="empty" data-menu="" data-menu-title="Empty" />
      <section id="files" data-menu="" data-menu-title="Files">
        <p>rows</p>
      </section>
      <section id="analytics" data-menu="" data-menu-extra="" data-menu-title="Analytics">
        <p>rows</p>
      </section>
    </div>
  );
}

const entries = (testId: string) =>
  [...screen.getByTestId(testId).querySelectorAll('a')].map((a) => a.dataset.block);

describe('the section menu', () => {
  it('lists blocks with data; marked ones and those past the count wait behind "..."', async () => {
    await renderShell(<Page visible={2} />);
    expect(entries('block-menu')).toEqual(['bonds', 'msfo', 'files', 'analytics']);
    const more = screen.getByTestId('block-menu-more');
    const extra = screen.getByTestId('block-menu-extra');
    expect(extra.hidden).toBe(true);
    expect([...extra.querySelectorAll('a')].map((a) => a.dataset.block)).toEqual([
      'files',
      'analytics',
    ]);
    expect(more.getAttribute('aria-label')).toBe('More');
    expect(more.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the extra list on click and on a mouse hover, and closes it again', async () => {
    await renderShell(<Page visible={2} />);
    const more = screen.getByTestId('block-menu-more');
    const extra = screen.getByTestId('block-menu-extra');
    fireEvent.click(more);
    expect(extra.hidden).toBe(false);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(more);
    expect(extra.hidden).toBe(true);

    const wrapper = more.parentElement!;
    fireEvent.pointerEnter(wrapper, { pointerType: 'mouse' });
    expect(extra.hidden).toBe(false);
    // A click while the mouse holds it open keeps it open.
    fireEvent.click(more);
    expect(extra.hidden).toBe(false);
    fireEvent.pointerLeave(wrapper, { pointerType: 'mouse' });
    expect(extra.hidden).toBe(true);
    fireEvent.click(more);
    fireEvent.keyDown(more, { key: 'Escape' });
    expect(extra.hidden).toBe(true);
  });

  it('scrolls smoothly to a block 100 px below the top, tells the page, and goes home', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const navigated: string[] = [];
    await renderShell(<Page visible={2} onNavigate={(id) => navigated.push(id)} />);
    const target = document.getElementById('msfo')!;
    vi.spyOn(target, 'getBoundingClientRect').mockReturnValue({ top: 700 } as DOMRect);
    fireEvent.click(screen.getByTestId('block-menu').querySelector('a[data-block="msfo"]')!);
    expect(scrollTo).toHaveBeenLastCalledWith({
      top: 700 + window.scrollY - SCROLL_OFFSET,
      behavior: 'smooth',
    });
    // An entry of the extra list closes the list once followed.
    fireEvent.click(screen.getByTestId('block-menu-more'));
    fireEvent.click(screen.getByTestId('block-menu-extra').querySelector('a')!);
    expect(screen.getByTestId('block-menu-extra').hidden).toBe(true);
    expect(navigated).toEqual(['msfo', 'files']);

    const home = screen.getByTestId('block-menu-home');
    expect(home.getAttribute('aria-label')).toBe('Top');
    fireEvent.click(home);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
    expect(navigated).toHaveLength(2);
    vi.unstubAllGlobals();
  });

  it('aims again when a block above grew meanwhile, not when the page was scrolled elsewhere', async () => {
    let scrollY = 0;
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
    const scrollTo = vi.fn((options: ScrollToOptions) => void options);
    vi.stubGlobal('scrollTo', scrollTo);
    vi.stubGlobal('onscrollend', null);
    vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(10_000);
    await renderShell(<Page />);
    const target = document.getElementById('msfo')!;
    let top = 700;
    vi.spyOn(target, 'getBoundingClientRect').mockImplementation(() => ({ top }) as DOMRect);
    const follow = () =>
      fireEvent.click(screen.getByTestId('block-menu').querySelector('a[data-block="msfo"]')!);

    // The scroll ended where aimed, but a block above grew by 50 px: once more.
    follow();
    expect(scrollTo).toHaveBeenCalledTimes(1);
    scrollY = 600;
    top = 150;
    window.dispatchEvent(new Event('scrollend'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 650, behavior: 'smooth' });
    scrollY = 650;
    top = SCROLL_OFFSET;
    window.dispatchEvent(new Event('scrollend'));
    expect(scrollTo).toHaveBeenCalledTimes(2);

    // The page was scrolled 400 px further before the scroll's end was told: left there.
    scrollY = 0;
    top = 700;
    follow();
    expect(scrollTo).toHaveBeenCalledTimes(3);
    scrollY = 1_000;
    top = -300;
    window.dispatchEvent(new Event('scrollend'));
    expect(scrollTo).toHaveBeenCalledTimes(3);
    vi.unstubAllGlobals();
  });

  it('has no "..." item when nothing waits behind it', async () => {
    await renderShell(<Page />);
    expect(entries('block-menu')).toEqual(['bonds', 'msfo', 'files', 'analytics']);
    // Only the marked block is extra without a count.
    expect(
      [...screen.getByTestId('block-menu-extra').querySelectorAll('a')].map((a) => a.dataset.block),
    ).toEqual(['analytics']);
    cleanup();
    await renderShell(
      <div>
        <BlockMenu root={{ current: null }} label="Sections" />
      </div>,
    );
    expect(screen.queryByTestId('block-menu')).toBeNull();
  });
});
