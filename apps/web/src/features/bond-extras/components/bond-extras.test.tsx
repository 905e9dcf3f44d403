import type { ReactElement } from 'react';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BondExtrasResponse, BondSummary, IssuerItemsResponse } from '@bondsight/contracts';
import { renderShell, stubApi } from '../../../../test/shell-harness';
import { PrintedBlocksContext } from '../../../widgets/in-view/printed-blocks';
import { BondExtras } from './bond-extras';

const BOND = { id: 9, name: 'Volga Energy 001P-01' } as BondSummary;

const EMPTY: BondExtrasResponse = {
  bondId: 9,
  blocks: ['identifiers', 'classifier'],
  earlyRedemption: [],
  defaults: [],
  tapIssues: [],
  conversion: [],
  lombard: [],
  lombardNational: [],
  structuredProduct: [],
  covenants: [],
  investors: [],
  indexes: [],
  more: [],
  issuerItems: { total: 0 },
  news: [],
  relatedIssuers: [],
  managers: [],
  managersRelatedTo: [],
  identifiers: {
    isin: 'RU000A0TEST1',
    registrationNumber: '4B02-09-10005-A',
    ticker: null,
    cfi: 'DBFUCB',
    issuerCode: { scheme: 'inn', value: '7710039595' },
  },
  classifier: {
    bondKind: 'corporate',
    sector: 'utilities',
    country: 'RU',
    currency: 'RUB',
    couponType: 'fixed',
    floatingBase: null,
    statusId: 192,
    listingLevel: 1,
    flags: [],
  },
  restructuring: [],
  annualReports: [],
  holders: { access: 'need_auth', count: 0 },
  reporting: [],
  multipliers: [],
  esgReports: [],
  consensus: [],
  provenance: { source: 'demo', asOf: '2026-11-20T00:00:00.000Z' },
};

const RICH: BondExtrasResponse = {
  ...EMPTY,
  blocks: ['covenants', 'issuer-items', 'identifiers', 'classifier', 'holders'],
  covenants: [
    { type: 'financial', title: 'Net debt / EBITDA', limit: 3.5, text: 'Tested yearly.' },
  ],
  issuerItems: { total: 12 },
  holders: { access: 'access_denied_auth', count: 4 },
};

const item = (id: number): IssuerItemsResponse['items'][number] => ({
  id,
  isin: null,
  name: `Volga Energy ${id}`,
  issueDate: '2026-01-10',
  maturityDate: '2030-01-10',
  currency: 'RUB',
  couponType: 'fixed',
  couponRate: 12.5,
  statusId: 192,
  outstandingVolume: 5e9,
});

/** The block inside a router (its links need one), with the shell's session and labels. */
function renderBlock(ui: ReactElement) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: ['/bonds/9/'] }),
    trailingSlash: 'always',
  });
  return renderShell(<RouterProvider router={router} />);
}

beforeEach(() => {
  // No observer: the area counts as in view at once and loads.
  vi.stubGlobal('IntersectionObserver', undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('bond extras', () => {
  it('renders only the blocks with data, each in its section, and lists them behind "..."', async () => {
    let issuerPages = 0;
    const calls = stubApi((path) => {
      if (path.endsWith('/issuer-items/')) {
        issuerPages += 1;
        const page = issuerPages;
        return {
          body: {
            total: 12,
            page,
            pageSize: 10,
            items:
              page === 1
                ? Array.from({ length: 10 }, (_, i) => item(20 + i))
                : [item(40), item(41)],
          },
        };
      }
      return { body: RICH };
    });
    const { container } = await renderBlock(<BondExtras bond={BOND} />);
    await screen.findByTestId('extra-covenants');
    expect(calls[0]!.path).toBe('/api/bonds/9/extras/');
    const sections = [...container.querySelectorAll('section[id^="block-extra-"]')].map(
      (s) => s.id,
    );
    expect(sections).toEqual([
      'block-extra-covenants',
      'block-extra-issuer-items',
      'block-extra-identifiers',
      'block-extra-classifier',
      'block-extra-holders',
    ]);
    expect(screen.queryByTestId('extra-defaults')).toBeNull();
    // The '...' list: closed until clicked, one link per block present.
    const toggle = screen.getByTestId('extras-menu-toggle');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const links = within(screen.getByTestId('extras-menu')).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(sections.map((id) => `#${id}`));
    // The server's texts as they come; the holders say why they are locked.
    expect(screen.getByTestId('extra-covenants').textContent).toContain('Net debt / EBITDA');
    expect(screen.getByTestId('holders-locked').textContent).toContain(
      'holders_locked_access_denied_auth',
    );
    expect(screen.getByTestId('identifier-cfi').textContent).toContain('DBFUCB');
    // The issuer's other bonds, 10 a page: the next page asks again.
    expect(await screen.findAllByTestId('issuer-item')).toHaveLength(10);
    fireEvent.click(
      within(screen.getByTestId('issuer-items')).getByRole('button', { name: 'page_next' }),
    );
    await vi.waitFor(() => expect(screen.getAllByTestId('issuer-item')).toHaveLength(2));
    expect(calls.filter((c) => c.path === '/api/bonds/9/issuer-items/')).toHaveLength(2);
  });

  it('shows nothing when the call fails', async () => {
    stubApi(() => ({ status: 404, body: { error: { code: 'not_found', message: 'not_found' } } }));
    const { queryClient } = await renderBlock(<BondExtras bond={BOND} />);
    const area = await screen.findByTestId('bond-extras');
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(area.innerHTML).toBe('');
  });

  it('keeps the area empty until it nears the viewport', async () => {
    const observe = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe = observe;
        disconnect() {}
      },
    );
    const calls = stubApi(() => ({ body: EMPTY }));
    await renderBlock(<BondExtras bond={BOND} />);
    await screen.findByTestId('bond-extras');
    expect(observe).toHaveBeenCalled();
    expect(calls).toHaveLength(0);
  });

  it('prints only the extra blocks chosen in the PDF dialog, without the "..." menu', async () => {
    stubApi(() => ({ body: RICH }));
    const printed = new Set(['summary', 'extra-identifiers', 'extra-holders'] as const);
    const { container } = await renderBlock(
      <PrintedBlocksContext.Provider value={printed}>
        <BondExtras bond={BOND} />
      </PrintedBlocksContext.Provider>,
    );
    await screen.findByTestId('extra-identifiers');
    expect([...container.querySelectorAll('section[id^="block-extra-"]')].map((s) => s.id)).toEqual(
      ['block-extra-identifiers', 'block-extra-holders'],
    );
    expect(screen.queryByTestId('extras-menu')).toBeNull();
  });
});
