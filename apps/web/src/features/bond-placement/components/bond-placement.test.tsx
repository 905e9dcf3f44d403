import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BondPlacement as Placement } from '@bondsight/contracts';
import { renderShell, stubApi } from '../../../../test/shell-harness';
import { BondPlacement } from './bond-placement';

const PLACEMENT: Placement = {
  bondId: 9,
  issueDate: '2024-10-17',
  currency: 'RUB',
  faceValue: 1000,
  placementPrice: 100,
  placedVolume: 4_377_000_000,
  placedQuantity: 4_377_000,
  proceeds: 4_377_000_000,
  placementYield: 13.308,
  firstCouponRate: 12.7,
  outstandingVolume: 4_377_000_000,
  registrationNumber: '4B02-09-10005-A',
  listingLevel: 1,
  firstTrade: null,
  provenance: { source: 'demo', asOf: '2026-11-20T00:00:00.000Z' },
};

beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('placement block', () => {
  it('lists the stored facts with the spec decimals and leaves out what is not stored', async () => {
    stubApi(() => ({ body: PLACEMENT }));
    await renderShell(<BondPlacement bondId={9} />);
    expect((await screen.findByTestId('placement-price')).textContent).toContain('100.0000');
    expect(screen.getByTestId('placement-yield').textContent).toContain('13.308');
    expect(screen.getByTestId('placement-registration').textContent).toContain('4B02-09-10005-A');
    expect(screen.queryByTestId('placement-first-trade')).toBeNull();
  });

  it('is hidden when nothing of the offering is stored', async () => {
    stubApi(() => ({
      body: { ...PLACEMENT, issueDate: null, placementPrice: null, placedVolume: null },
    }));
    const { container, queryClient } = await renderShell(<BondPlacement bondId={9} />);
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await vi.waitFor(() => expect(container.innerHTML).toBe(''));
  });
});
