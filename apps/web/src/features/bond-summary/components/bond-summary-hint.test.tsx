import type { ReactElement } from 'react';
import { cleanup, screen, within } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { BondSummary as Bond } from '@bondsight/contracts';
import { renderShell } from '../../../../test/shell-harness';
import { HintsContext } from '../../../widgets/hint/hint';
import { BondSummary } from './bond-summary';

afterEach(cleanup);

const BOND = {
  id: 9,
  isin: 'RU000A0TEST1',
  name: 'Volga Energy 001P-01',
  emitent: { id: 1, name: 'Volga Energy' },
  country: { id: 1, name: 'Russia' },
  statusId: 192,
  currency: 'RUB',
  faceValue: 1000,
  issueDate: '2024-01-10',
  maturityDate: '2031-01-10',
  coupon: { type: 'fixed', rate: 12.5, frequency: 4, dayCount: 'ACT/365F' },
  outstandingVolume: 5e9,
  life: {
    state: 'outstanding',
    alive: true,
    endDate: '2031-01-10',
    endEvent: null,
    endPrice: null,
    defaultedOn: null,
  },
} as Bond;

/** The card inside a router (its issuer link needs one). */
function renderCard(ui: ReactElement) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: ['/bonds/9/'] }),
    trailingSlash: 'always',
  });
  return renderShell(<RouterProvider router={router} />);
}

describe('the summary card', () => {
  it('carries its hint while hints are on, and the market part the page gives it', async () => {
    await renderCard(
      <BondSummary bond={BOND}>
        <p data-testid="market-part">market</p>
      </BondSummary>,
    );
    const card = await screen.findByTestId('bond-summary');
    expect(within(card).getByTestId('hint').textContent).toContain('hint_summary');
    expect(within(card).getByTestId('market-part')).toBeTruthy();
  });

  it('shows no hint while hints are off', async () => {
    await renderCard(
      <HintsContext.Provider value={false}>
        <BondSummary bond={BOND} />
      </HintsContext.Provider>,
    );
    const card = await screen.findByTestId('bond-summary');
    expect(within(card).queryByTestId('hint')).toBeNull();
  });
});

describe('the summary’s life line', () => {
  const life = (over: Partial<Bond['life']>): Bond => ({
    ...BOND,
    life: { ...BOND.life, alive: false, ...over },
  });

  it('says nothing of a bond that lives', async () => {
    await renderCard(<BondSummary bond={BOND} />);
    await screen.findByTestId('bond-summary');
    expect(screen.queryByTestId('summary-life')).toBeNull();
  });

  it('says when and how an early-redeemed bond ended, at what price, and why no yield', async () => {
    await renderCard(
      <BondSummary
        bond={life({
          state: 'redeemed_early',
          endDate: '2025-07-04',
          endEvent: 'call',
          endPrice: 101,
        })}
      />,
    );
    const line = await screen.findByTestId('summary-life');
    expect(line.getAttribute('data-state')).toBe('redeemed_early');
    expect(line.getAttribute('data-end-event')).toBe('call');
    // The harness shows label keys with their values.
    expect(line.textContent).toContain('redeemed_call');
    expect(line.textContent).toContain('no_yield_ended');
  });

  it('names a matured bond, a buy-back and a default by their own words', async () => {
    const cases: [Partial<Bond['life']>, string, string][] = [
      [
        { state: 'matured', endDate: '2026-08-01', endEvent: 'maturity', endPrice: 100 },
        'matured',
        'no_yield_ended',
      ],
      [
        { state: 'redeemed_early', endDate: '2026-03-01', endEvent: 'buyback' },
        'redeemed_buyback',
        'no_yield_ended',
      ],
      [{ state: 'default', defaultedOn: '2026-02-20' }, 'default', 'no_yield_default'],
      [{ state: 'default', defaultedOn: null }, 'default_undated', 'no_yield_default'],
    ];
    for (const [over, key, why] of cases) {
      await renderCard(<BondSummary bond={life(over)} />);
      const line = await screen.findByTestId('summary-life');
      expect(line.textContent, key).toContain(key);
      expect(line.textContent, key).toContain(why);
      cleanup();
    }
  });
});
