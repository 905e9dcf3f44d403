import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MenuItem } from '@bondsight/contracts';
import { useNarrowScreen } from '../media/use-narrow-screen';
import { MainMenu } from './main-menu';

afterEach(cleanup);

const ITEMS: MenuItem[] = [
  {
    id: 1,
    ttl: 'Bonds',
    url: '/',
    show: true,
    items: [
      {
        ttl: 'Browse',
        links: [
          { ttl: 'All bonds', url: '/', target_blank: false, active: true },
          { ttl: 'Screener', url: null, target_blank: false, active: false },
          { ttl: 'Docs', url: '/api/docs', target_blank: true, active: true },
        ],
      },
    ],
  },
  {
    id: 2,
    ttl: 'Data',
    url: null,
    show: true,
    items: [
      {
        ttl: 'API',
        links: [{ ttl: 'OpenAPI', url: '/api/openapi.json', target_blank: false, active: true }],
      },
    ],
  },
  { id: 3, ttl: 'Support', url: '/tickets/', show: true, items: [] },
  { id: 4, ttl: 'Hidden', url: '/hidden/', show: false, items: [] },
];
const LABELS = { menu: 'Main menu', open: 'Menu', close: 'Close menu', newTab: 'new tab' };

const top = (id: number) => screen.getByTestId(`menu-entry-${id}`);
const key = (element: Element, name: string) => fireEvent.keyDown(element, { key: name });

describe('main menu, wide', () => {
  it('shows the entries that are to be shown, one of them in the tab order', () => {
    render(<MainMenu items={ITEMS} narrow={false} labels={LABELS} />);
    expect(screen.getAllByRole('menuitem').map((el) => el.textContent)).toEqual([
      'Bonds',
      'Data',
      'Support',
    ]);
    expect(screen.queryByText('Hidden')).toBeNull();
    expect(top(1).getAttribute('tabindex')).toBe('0');
    expect(top(2).getAttribute('tabindex')).toBe('-1');
  });

  it('moves between entries with the arrows, Home and End, wrapping around', () => {
    render(<MainMenu items={ITEMS} narrow={false} labels={LABELS} />);
    top(1).focus();
    key(top(1), 'ArrowRight');
    expect(document.activeElement).toBe(top(2));
    key(top(2), 'ArrowRight');
    key(top(3), 'ArrowRight');
    expect(document.activeElement).toBe(top(1));
    key(top(1), 'ArrowLeft');
    expect(document.activeElement).toBe(top(3));
    key(top(3), 'Home');
    expect(document.activeElement).toBe(top(1));
    key(top(1), 'End');
    expect(document.activeElement).toBe(top(3));
    expect(top(3).getAttribute('tabindex')).toBe('0');
  });

  it('opens a panel with ArrowDown, walks it, and Escape closes it back to its entry', () => {
    render(<MainMenu items={ITEMS} narrow={false} labels={LABELS} />);
    top(1).focus();
    key(top(1), 'ArrowDown');
    expect(top(1).getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByTestId('menu-panel');
    // The entry's own url comes first, then its columns' links.
    expect(document.activeElement?.textContent).toBe('Bonds →');
    expect(document.activeElement?.getAttribute('href')).toBe('/');
    key(panel, 'ArrowDown');
    expect(document.activeElement?.textContent).toBe('All bonds');
    key(panel, 'ArrowDown');
    expect(document.activeElement?.textContent).toBe('Screener');
    key(panel, 'ArrowDown');
    expect(document.activeElement?.textContent).toContain('Docs');
    key(panel, 'ArrowDown');
    expect(document.activeElement?.textContent).toBe('Bonds →');
    key(panel, 'ArrowUp');
    expect(document.activeElement?.textContent).toContain('Docs');
    key(panel, 'End');
    expect(document.activeElement?.textContent).toContain('Docs');
    key(panel, 'Home');
    expect(document.activeElement?.textContent).toBe('Bonds →');
    key(panel, 'Escape');
    expect(screen.queryByTestId('menu-panel')).toBeNull();
    expect(document.activeElement).toBe(top(1));
  });

  it('opens with Enter, Space or ArrowUp (last item) and moves to the next panel with ArrowRight', () => {
    render(<MainMenu items={ITEMS} narrow={false} labels={LABELS} />);
    top(1).focus();
    key(top(1), 'Enter');
    expect(document.activeElement?.textContent).toBe('Bonds →');
    key(screen.getByTestId('menu-panel'), 'ArrowRight');
    expect(top(2).getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement?.textContent).toBe('OpenAPI');
    key(screen.getByTestId('menu-panel'), 'Escape');
    key(top(2), ' ');
    expect(screen.getByTestId('menu-panel')).toBeTruthy();
    key(screen.getByTestId('menu-panel'), 'Escape');
    key(top(1), 'ArrowUp');
    expect(document.activeElement?.textContent).toContain('Docs');
  });

  it('opens new-tab links in a new tab and shows inactive links as plain text', () => {
    render(<MainMenu items={ITEMS} narrow={false} labels={LABELS} />);
    fireEvent.click(top(1));
    const docs = screen.getByText('Docs').closest('a')!;
    expect(docs.getAttribute('target')).toBe('_blank');
    expect(docs.getAttribute('rel')).toBe('noopener noreferrer');
    expect(docs.textContent).toContain('new tab');
    const inactive = screen.getByText('Screener');
    expect(inactive.tagName).toBe('SPAN');
    expect(inactive.getAttribute('aria-disabled')).toBe('true');
    expect(inactive.closest('a')).toBeNull();
    expect(screen.getByText('All bonds').closest('a')?.getAttribute('target')).toBeNull();
  });

  it("sends same-tab links to the site's pages through the router, and closes", () => {
    const onNavigate = vi.fn();
    render(<MainMenu items={ITEMS} narrow={false} labels={LABELS} onNavigate={onNavigate} />);
    fireEvent.click(top(1));
    fireEvent.click(screen.getByText('All bonds'));
    expect(onNavigate).toHaveBeenCalledWith('/');
    expect(screen.queryByTestId('menu-panel')).toBeNull();
    fireEvent.click(top(1));
    // The new tab itself is the browser's business: keep the test page where it is.
    const stay = (event: Event) => event.preventDefault();
    window.addEventListener('click', stay);
    fireEvent.click(screen.getByText('Docs'));
    window.removeEventListener('click', stay);
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('closes on a click outside', () => {
    render(<MainMenu items={ITEMS} narrow={false} labels={LABELS} />);
    fireEvent.click(top(2));
    expect(screen.getByTestId('menu-panel')).toBeTruthy();
    fireEvent.mouseDown(document.body);
    expect(screen.queryByTestId('menu-panel')).toBeNull();
  });
});

describe('main menu, narrow (680 px and below)', () => {
  it('folds the entries behind one toggle and opens an entry in place', () => {
    render(<MainMenu items={ITEMS} narrow labels={LABELS} />);
    const toggle = screen.getByTestId('main-menu-toggle');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Bonds')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.textContent).toBe('Close menu');
    expect(screen.queryByRole('menubar')).toBeNull();
    fireEvent.click(top(1));
    expect(top(1).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('All bonds').closest('a')?.getAttribute('href')).toBe('/');
    expect(screen.getByText('Screener').tagName).toBe('SPAN');
    expect(top(3).getAttribute('href')).toBe('/tickets/');
  });

  it('folds with Escape and gives focus back to the toggle', () => {
    render(<MainMenu items={ITEMS} narrow labels={LABELS} />);
    const toggle = screen.getByTestId('main-menu-toggle');
    fireEvent.click(toggle);
    top(1).focus();
    key(top(1), 'Escape');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('is chosen at 680 px and below, following resizes', () => {
    const resize = (width: number) =>
      act(() => {
        (window as unknown as { happyDOM: { setViewport(v: object): void } }).happyDOM.setViewport({
          width,
          height: 800,
        });
        window.dispatchEvent(new Event('resize'));
      });
    resize(1280);
    const { result } = renderHook(() => useNarrowScreen());
    expect(result.current).toBe(false);
    resize(680);
    expect(result.current).toBe(true);
    resize(681);
    expect(result.current).toBe(false);
    resize(1024);
  });
});
