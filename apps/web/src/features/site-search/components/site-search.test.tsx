import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SuggestItem, SuggestResponse } from '@bondsight/contracts';
import type { SearchType } from '@bondsight/contracts/search-rules';
import { renderShell } from '../../../../test/shell-harness';
import { REMEMBERED_TAB_KEY } from '../model/remembered-tab';
import { SiteSearch, type SiteSearchSelect } from './site-search';

// ---- The API boundary: a fake fetch that answers each suggest call from a table -----------

interface Call {
  type: SearchType;
  term: string;
  signal: AbortSignal | undefined;
}
let calls: Call[] = [];
/** The answers by tab for any term; a tab left out answers nothing found. */
let answers: Partial<Record<SearchType, SuggestResponse | 'fail'>> = {};
/** When set, calls wait for `release()` instead of answering at once. */
let held: (() => void)[] | null = null;

const item = (id: number, name: string, over: Partial<SuggestItem> = {}): SuggestItem => ({
  id,
  ttl: `<mark>${name.slice(0, 3)}</mark>${name.slice(3)}`,
  name,
  status: 'live',
  ...over,
});
const answer = (items: SuggestItem[], counter?: string): SuggestResponse => ({
  items,
  counter_title: counter ?? String(items.length),
  search_error: null,
});

function fakeFetch() {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init: RequestInit = {}) => {
      const url = new URL(input, window.location.origin);
      const type = /^\/api\/suggest\/(\w+)\/$/.exec(url.pathname)?.[1] as SearchType;
      const term = new URLSearchParams(String(init.body)).get('term') ?? '';
      const signal = init.signal ?? undefined;
      calls.push({ type, term, signal });
      const reply = answers[type] ?? answer([]);
      const respond = () =>
        reply === 'fail'
          ? new Response(JSON.stringify({ error: { code: 'internal', message: 'x' } }), {
              status: 500,
            })
          : new Response(JSON.stringify(reply), { status: 200 });
      return new Promise<Response>((resolve, reject) => {
        // As the real fetch: an aborted call rejects with an AbortError.
        signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        if (held) held.push(() => resolve(respond()));
        else resolve(respond());
      });
    }),
  );
}

async function renderSearch(props: Parameters<typeof SiteSearch>[0] = {}) {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <SiteSearch {...props} />
        <Outlet />
      </>
    ),
  });
  const page = (path: string) =>
    createRoute({ getParentRoute: () => rootRoute, path, component: () => <p>{path}</p> });
  const router = createRouter({
    routeTree: rootRoute.addChildren([page('/'), page('/bonds/$id/'), page('/search/')]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    trailingSlash: 'always',
  });
  const rendered = await renderShell(<RouterProvider router={router} />);
  await screen.findByTestId('search-input');
  // The router is up; from here only the timers the search sets are ours to move.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  return { ...rendered, router };
}

const input = () => screen.getByTestId('search-input');
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
/** Moves the clock, then lets the answers (promises and React Query's 0 ms notices) land. */
async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  for (let round = 0; round < 3; round += 1) await act(() => vi.advanceTimersByTimeAsync(0));
}
const activeTab = () =>
  screen
    .getAllByTestId('tab')
    .find((tab) => tab.getAttribute('aria-selected') === 'true')
    ?.getAttribute('data-tab-id');

beforeEach(() => {
  answers = {};
  held = null;
  window.localStorage.clear();
  fakeFetch();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the site search box', () => {
  it('under 3 trimmed characters runs nothing, shows no loader and no list', async () => {
    await renderSearch();
    type('  ab   ');
    await wait(1000);
    expect(calls).toHaveLength(0);
    expect(screen.queryByTestId('search-loader')).toBeNull();
    expect(screen.queryByTestId('search-panel')).toBeNull();
  });

  it('at 3 characters shows the loader at once and runs the five calls after a 300 ms pause', async () => {
    answers = { bonds: answer([item(5, 'Gazprom 2030')], '25') };
    await renderSearch();
    type('ga');
    type('gaz');
    expect(screen.getByTestId('search-loader')).toBeTruthy();
    await wait(299);
    expect(calls).toHaveLength(0);
    await wait(1);
    expect(calls.map((call) => call.type).sort()).toEqual(
      ['bonds', 'companies', 'etf', 'indexes', 'stocks'].sort(),
    );
    expect(calls.every((call) => call.term === 'gaz')).toBe(true);
    await wait(0);
    expect(screen.queryByTestId('search-loader')).toBeNull();
    const counts = screen.getAllByTestId('search-tab-count').map((count) => count.textContent);
    expect(counts).toEqual(['25', '0', '0', '0', '0']);
    expect(activeTab()).toBe('bonds');
    // The server's highlight is markup; the rest of the title is text.
    expect(screen.getByTestId('search-item').querySelector('mark')?.textContent).toBe('Gaz');
  });

  it('a keystroke within the pause restarts it; a newer term cancels the calls in flight', async () => {
    await renderSearch();
    held = [];
    type('gaz');
    await wait(200);
    type('gazp');
    await wait(200);
    expect(calls).toHaveLength(0);
    await wait(100);
    expect(calls.map((call) => call.term)).toEqual(Array(5).fill('gazp'));
    type('gazpr');
    await wait(300);
    const [first, second] = [calls.slice(0, 5), calls.slice(5)];
    expect(second.map((call) => call.term)).toEqual(Array(5).fill('gazpr'));
    expect(first.every((call) => call.signal?.aborted)).toBe(true);
    expect(second.some((call) => call.signal?.aborted)).toBe(false);
  });

  it('picks the first tab with results in the order bonds, stocks, indexes, companies, ETFs', async () => {
    answers = {
      etf: answer([item(9, 'Gazfund ETF')]),
      companies: answer([item(7, 'Gazprom PJSC')]),
      indexes: answer([item(3, 'Gaz index')]),
    };
    await renderSearch();
    type('gaz');
    await wait(300);
    expect(activeTab()).toBe('indexes');
  });

  it('the remembered tab wins when it has results and redirection is on', async () => {
    answers = {
      bonds: answer([item(5, 'Gazprom 2030')]),
      companies: answer([item(7, 'Gazprom PJSC')]),
    };
    window.localStorage.setItem(
      REMEMBERED_TAB_KEY,
      JSON.stringify({ type: 'companies', count: '4' }),
    );
    await renderSearch();
    type('gaz');
    await wait(300);
    expect(activeTab()).toBe('companies');
  });

  it('a remembered tab without results, or redirection off, falls back to the order', async () => {
    answers = { stocks: answer([item(2, 'Gazprom share')]), etf: answer([item(9, 'Gazfund')]) };
    window.localStorage.setItem(
      REMEMBERED_TAB_KEY,
      JSON.stringify({ type: 'companies', count: '4' }),
    );
    await renderSearch();
    type('gaz');
    await wait(300);
    expect(activeTab()).toBe('stocks');
    cleanup();
    vi.useRealTimers();
    window.localStorage.setItem(REMEMBERED_TAB_KEY, JSON.stringify({ type: 'etf', count: '1' }));
    await renderSearch({ redirect: false });
    type('gaz');
    await wait(300);
    expect(activeTab()).toBe('stocks');
  });

  it('a tab click makes it active and stores it with its count', async () => {
    answers = {
      bonds: answer([item(5, 'Gazprom 2030')], '100+'),
      companies: answer([item(7, 'Gazprom PJSC')], '3'),
    };
    await renderSearch();
    type('gaz');
    await wait(300);
    const companies = screen
      .getAllByTestId('tab')
      .find((tab) => tab.dataset.tabId === 'companies')!;
    fireEvent.click(companies);
    expect(activeTab()).toBe('companies');
    expect(JSON.parse(window.localStorage.getItem(REMEMBERED_TAB_KEY)!)).toEqual({
      type: 'companies',
      count: '3',
    });
    expect(screen.getByTestId('search-item').textContent).toContain('Gazprom PJSC');
  });

  it('with no results anywhere shows the empty state', async () => {
    await renderSearch();
    type('zzzq');
    await wait(300);
    expect(screen.getByTestId('search-empty').textContent).toBe('not_found');
    expect(screen.queryByTestId('search-tabs')).toBeNull();
  });

  it('suggest failures are silent: the tabs that answered are shown', async () => {
    answers = { bonds: 'fail', stocks: answer([item(2, 'Gazprom share')]) };
    await renderSearch();
    type('gaz');
    await wait(300);
    expect(activeTab()).toBe('stocks');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('arrows move through the list, Enter opens the item page, Escape closes', async () => {
    answers = { bonds: answer([item(5, 'Gazprom 2030'), item(6, 'Gazprom 2032')]) };
    const { router } = await renderSearch();
    type('gaz');
    await wait(300);
    const options = () => screen.getAllByTestId('search-item');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(options()[0]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    // Past the end it wraps to the first.
    expect(options()[0]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    expect(options()[1]!.getAttribute('aria-selected')).toBe('true');
    expect(input().getAttribute('aria-activedescendant')).toBe(options()[1]!.id);
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(screen.queryByTestId('search-panel')).toBeNull();
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(screen.getByTestId('search-panel')).toBeTruthy();
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'Enter' });
    await wait(0);
    expect(router.state.location.pathname).toBe('/bonds/5/');
    expect(screen.queryByTestId('search-panel')).toBeNull();
  });

  it('Enter with nothing highlighted opens all results of the active tab', async () => {
    answers = { companies: answer([item(7, 'Gazprom PJSC')]) };
    const { router } = await renderSearch();
    type('gaz ');
    await wait(300);
    fireEvent.keyDown(input(), { key: 'Enter' });
    await wait(0);
    expect(router.state.location.pathname).toBe('/search/');
    expect(router.state.location.search).toEqual({ q: 'gaz', type: 'companies', page: 1 });
  });

  it('with redirection off emits the select event and fills the field with the plain title', async () => {
    answers = {
      bonds: answer([item(5, 'Gazprom <2030>', { ttl: '<mark>Gaz</mark>prom &lt;2030&gt;' })]),
    };
    const onSelect = vi.fn<(event: SiteSearchSelect) => void>();
    const { router, container } = await renderSearch({
      redirect: false,
      onSelect,
      formId: 'compare-form',
      fieldName: 'bond',
    });
    type('gaz');
    await wait(300);
    fireEvent.click(screen.getByTestId('search-item'));
    expect(onSelect).toHaveBeenCalledWith({
      type: 'bonds',
      id: 5,
      title: 'Gazprom <2030>',
      formId: 'compare-form',
    });
    expect((input() as HTMLInputElement).value).toBe('Gazprom <2030>');
    expect(container.querySelector<HTMLInputElement>('input[name="bond"]')!.value).toBe('5');
    expect(router.state.location.pathname).toBe('/');
    // The filled title is not searched for again.
    await wait(1000);
    expect(calls).toHaveLength(5);
  });

  it('the select mode for bonds only: one call, one tab, no link away, the choice emitted', async () => {
    answers = {
      bonds: answer([item(5, 'Gazprom 2030'), item(6, 'Gazprom 2033')]),
      companies: answer([item(9, 'Gazprom')]),
    };
    const onSelect = vi.fn<(event: SiteSearchSelect) => void>();
    const { router } = await renderSearch({
      redirect: false,
      onSelect,
      types: ['bonds'],
      label: 'Find a bond to add',
      placeholder: 'Bond name or ISIN',
    });
    expect(input().getAttribute('aria-label')).toBe('Find a bond to add');
    expect(input().getAttribute('placeholder')).toBe('Bond name or ISIN');
    type('gaz');
    await wait(300);
    expect(calls.map((call) => call.type)).toEqual(['bonds']);
    expect(screen.getAllByTestId('tab').map((tab) => tab.getAttribute('data-tab-id'))).toEqual([
      'bonds',
    ]);
    expect(screen.queryByTestId('search-see-all')).toBeNull();
    // Enter without a highlighted item opens no results page.
    fireEvent.keyDown(input(), { key: 'Enter' });
    await wait(0);
    expect(router.state.location.pathname).toBe('/');
    // The list stays; arrow down and Enter pick the first bond, as a click would.
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith({
      type: 'bonds',
      id: 5,
      title: 'Gazprom 2030',
      formId: undefined,
    });
    expect((input() as HTMLInputElement).value).toBe('Gazprom 2030');
    await wait(0);
    expect(router.state.location.pathname).toBe('/');
  });

  it('never renders markup other than the highlight, nor the typed term, as HTML', async () => {
    answers = {
      bonds: answer([item(5, 'Evil', { ttl: '<img src=x onerror="alert(1)">Evil' })]),
    };
    await renderSearch();
    type('<b>evil</b>');
    await wait(300);
    const option = screen.getByTestId('search-item');
    expect(option.querySelector('img')).toBeNull();
    expect(within(option).getByText('Evil')).toBeTruthy();
    expect(screen.getByTestId('site-search').querySelector('b')).toBeNull();
  });

  it('a click outside closes the list unless the mouse is over it', async () => {
    answers = { bonds: answer([item(5, 'Gazprom 2030')]) };
    await renderSearch();
    type('gaz');
    await wait(300);
    const panel = screen.getByTestId('search-panel');
    fireEvent.mouseEnter(panel);
    fireEvent.mouseDown(document.body);
    expect(screen.getByTestId('search-panel')).toBeTruthy();
    fireEvent.mouseLeave(panel);
    fireEvent.mouseDown(document.body);
    expect(screen.queryByTestId('search-panel')).toBeNull();
  });
});
