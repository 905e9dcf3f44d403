import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FULL_ACCESS_LEVEL } from '@bondsight/contracts/access';
import type { PraamsReport } from '@bondsight/contracts';
import { renderShell, SIGNED_IN, stubApi } from '../../../../test/shell-harness';
import { BondPraams } from './bond-praams';

const credit = {
  rating: 'BBB-',
  agency: 'Atlas Ratings',
  scale: 'International',
  ratedSubject: 'emission' as const,
  outlook: 'stable',
  ratingsConsidered: 2,
};
const report = (masked: 'need_auth' | 'access_denied_auth' | null): PraamsReport => ({
  bondId: 9,
  score: 3,
  asOf: '2026-11-20',
  components: [
    {
      key: 'credit',
      score: 3,
      weight: 0.6154,
      source: 'demo',
      asOf: '2026-05-01',
      details: masked ? { masked } : credit,
    },
    {
      key: 'liquidity',
      score: 1,
      weight: 0.3846,
      source: 'demo',
      asOf: '2026-11-20',
      details: masked
        ? { masked }
        : {
            tradingGround: 'Moscow Exchange',
            windowStart: '2026-10-22',
            windowEnd: '2026-11-20',
            daysTraded: 21,
            medianVolume: 3544135.5,
            currency: 'RUB',
          },
    },
  ],
});

beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('praams block', () => {
  it('shows a visitor the scores, masks the figures and asks to sign in for the report', async () => {
    stubApi(() => ({ body: report('need_auth') }));
    await renderShell(<BondPraams bondId={9} />);
    expect((await screen.findByTestId('praams-overall-score')).textContent).toBe('3');
    const rows = screen.getAllByTestId('praams-component');
    expect(rows.map((r) => r.getAttribute('data-key'))).toEqual(['credit', 'liquidity']);
    expect(screen.getAllByTestId('masked-value')).toHaveLength(2);
    expect(screen.queryByText(/Atlas Ratings/)).toBeNull();
    fireEvent.click(screen.getByTestId('praams-report-locked'));
    expect(screen.getByTestId('praams-report-refused').textContent).toBe('need_auth');
  });

  it('tells a signed-in user the report needs access', async () => {
    stubApi(() => ({ body: report('access_denied_auth') }));
    await renderShell(<BondPraams bondId={9} />, { globals: SIGNED_IN });
    fireEvent.click(await screen.findByTestId('praams-report-locked'));
    expect(screen.getByTestId('praams-report-refused').textContent).toBe('access_denied_auth');
  });

  it('gives full access the figures and the report link', async () => {
    stubApi(() => ({ body: report(null) }));
    await renderShell(<BondPraams bondId={9} />, {
      globals: { ...SIGNED_IN, level: FULL_ACCESS_LEVEL },
    });
    const basis = await screen.findAllByTestId('praams-basis');
    expect(basis[0]!.textContent).toBe('credit_basis');
    expect(screen.queryByTestId('masked-value')).toBeNull();
    expect(screen.getByTestId('praams-report').getAttribute('href')).toMatch(
      /^\/api\/bonds\/9\/praams\/report\/\?lang=/,
    );
  });

  it('is hidden when the answer is null (nothing to score)', async () => {
    stubApi(() => ({ body: null }));
    const { container, queryClient } = await renderShell(<BondPraams bondId={9} />);
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await vi.waitFor(() => expect(container.innerHTML).toBe(''));
  });
});
