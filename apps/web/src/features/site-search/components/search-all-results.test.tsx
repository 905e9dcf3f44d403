import { cleanup, fireEvent, screen } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchPageResponse } from '@bondsight/contracts';
import { renderShell } from '../../../../test/shell-harness';
import { SearchAllResults } from './search-all-results';

let requests: URL[] = [];
let reply: SearchPageResponse;

beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      requests.push(new URL(input, window.location.origin));
      return Promise.resolve(new Response(JSON.stringify(reply), { status: 200 }));
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const page = (count: number, total: number, pageNumber = 1): SearchPageResponse => ({
  items: Array.from({ length: count }, (_, index) => ({
    id: 100 + index,
    ttl: `<mark>Vol</mark>ga ${index}`,
    name: `Volga ${index}`,
    ticker: [`VLG${index}`],
    status: index === 0 ? 'defaulted' : 'live',
  })),
  total,
  total_capped: false,
  page: pageNumber,
  pageSize: 30,
  search_error: null,
});

async function renderPage(props: Partial<Parameters<typeof SearchAllResults>[0]> = {}) {
  const onPage = vi.fn();
  const onTypeChange = vi.fn();
  const ui = (
    <SearchAllResults
      term="vol"
      type="companies"
      page={1}
      onPage={onPage}
      onTypeChange={onTypeChange}
      {...props}
    />
  );
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: ['/search/'] }),
    trailingSlash: 'always',
  });
  await renderShell(<RouterProvider router={router} />);
  return { onPage, onTypeChange };
}

describe('the all-results page', () => {
  it('lists the page of one kind with links, highlight, codes and status, and pages on', async () => {
    reply = page(30, 45);
    const { onPage, onTypeChange } = await renderPage();
    const items = await screen.findAllByTestId('search-page-item');
    expect(items).toHaveLength(30);
    expect(requests[0]!.pathname).toBe('/api/search/companies/');
    expect(requests[0]!.searchParams.get('q')).toBe('vol');
    expect(items[0]!.querySelector('a')!.getAttribute('href')).toBe('/company/100/');
    expect(items[0]!.querySelector('mark')!.textContent).toBe('Vol');
    expect(items[0]!.textContent).toContain('status_defaulted');
    fireEvent.click(screen.getAllByTestId('pager-page')[1]!);
    expect(onPage).toHaveBeenCalledWith(2);
    fireEvent.click(screen.getAllByTestId('tab').find((tab) => tab.dataset.tabId === 'etf')!);
    expect(onTypeChange).toHaveBeenCalledWith('etf');
  });

  it('says so when nothing matches, and does not call for a short term', async () => {
    reply = page(0, 0);
    await renderPage({ term: 'zzzz' });
    expect((await screen.findByTestId('search-page-empty')).textContent).toBe('page_empty');
    cleanup();
    requests = [];
    await renderPage({ term: ' ab ' });
    expect(await screen.findByTestId('search-page-short')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });
});
