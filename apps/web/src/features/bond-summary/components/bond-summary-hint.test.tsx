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
