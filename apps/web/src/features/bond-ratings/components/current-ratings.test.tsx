import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BondRatingsResponse, RatingEntry } from '@bondsight/contracts';
import { renderShell } from '../../../../test/shell-harness';
import { CurrentRatings } from './current-ratings';

afterEach(cleanup);

const entry = (overrides: Partial<RatingEntry>): RatingEntry => ({
  subject: 'emission',
  ratedEntity: null,
  agencyId: 1,
  ratingTypeId: 1,
  scale_point_name: 'BBB-',
  status: 'active',
  revoked: false,
  outlook: 'stable',
  date: '2026-10-01',
  ...overrides,
});

const issuer = { id: 5, name: 'Volga Energy' };
const RATINGS: BondRatingsResponse = {
  emission: [
    entry({}),
    entry({
      agencyId: 4,
      ratingTypeId: 4,
      scale_point_name: 'B2',
      status: 'withdrawn',
      revoked: true,
      outlook: null,
    }),
  ],
  emitent: [
    entry({ subject: 'emitent', ratedEntity: issuer, status: 'suspended', revoked: true }),
    entry({ subject: 'emitent', ratedEntity: issuer, agencyId: 2, ratingTypeId: 2 }),
  ],
  spv: [],
  surety: [],
  guarantors: [],
  offeror: [entry({ subject: 'offeror', ratedEntity: issuer, status: 'pif', revoked: true })],
  agencies: [
    { id: 1, code: 'ATLAS', name: 'Atlas Ratings' },
    { id: 2, code: 'MERIDIAN', name: 'Meridian Rating Agency' },
    { id: 4, code: 'CRESTLINE', name: 'Crestline Investors Service' },
  ],
  ratingTypes: [
    { id: 1, agencyId: 1, code: 'ATLAS-LT-FC', name: 'International scale' },
    { id: 2, agencyId: 2, code: 'MERIDIAN-RU', name: 'National scale (Russia)' },
    { id: 4, agencyId: 4, code: 'CRESTLINE-LT', name: 'Global long-term rating' },
  ],
};

const rows = () => screen.queryAllByTestId('rating-row');
const revokedRows = () => rows().filter((row) => row.dataset.revoked === 'true');

describe('current ratings', () => {
  it('starts showing revoked ratings; the first click hides them, the next shows them again', async () => {
    await renderShell(<CurrentRatings ratings={RATINGS} />);
    const toggle = screen.getByTestId('ratings-revoked-toggle');
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(rows()).toHaveLength(5);
    expect(revokedRows()).toHaveLength(3);

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(rows()).toHaveLength(2);
    expect(revokedRows()).toHaveLength(0);
    // The offeror's only rating was revoked: its list goes with it.
    expect(screen.queryByTestId('ratings-list-offeror')).toBeNull();
    expect(screen.getByTestId('ratings-list-emitent')).toBeTruthy();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(revokedRows()).toHaveLength(3);
  });

  it('groups the lists in the spec order and names the rated issuer and the agency', async () => {
    await renderShell(<CurrentRatings ratings={RATINGS} />);
    const lists = screen.getAllByTestId(/^ratings-list-/).map((l) => l.dataset.testid);
    expect(lists).toEqual([
      'ratings-list-emission',
      'ratings-list-emitent',
      'ratings-list-offeror',
    ]);
    const emitent = screen.getByTestId('ratings-list-emitent');
    expect(emitent.textContent).toContain('Volga Energy');
    expect(within(emitent).getAllByTestId('rating-row')[1]!.textContent).toContain(
      'Meridian Rating Agency',
    );
    // A revoked rating keeps its last grade and says how it was revoked.
    const withdrawn = revokedRows()[0]!;
    expect(withdrawn.textContent).toContain('B2');
    expect(within(withdrawn).getByTestId('rating-status').textContent).toBe('status_withdrawn');
  });

  it('says so when hiding leaves nothing, and offers no toggle without revoked ratings', async () => {
    const allRevoked: BondRatingsResponse = {
      ...RATINGS,
      emission: [RATINGS.emission[1]!],
      emitent: [],
      offeror: [],
    };
    await renderShell(<CurrentRatings ratings={allRevoked} />);
    fireEvent.click(screen.getByTestId('ratings-revoked-toggle'));
    expect(screen.getByTestId('ratings-all-hidden')).toBeTruthy();
    cleanup();

    const noneRevoked: BondRatingsResponse = {
      ...RATINGS,
      emission: [RATINGS.emission[0]!],
      emitent: [],
      offeror: [],
    };
    await renderShell(<CurrentRatings ratings={noneRevoked} />);
    expect(screen.queryByTestId('ratings-revoked-toggle')).toBeNull();
    expect(rows()).toHaveLength(1);
  });
});
