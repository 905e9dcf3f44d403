import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MaskedCell } from './masked-cell';

afterEach(cleanup);

const shown = (reason: Parameters<typeof MaskedCell>[0]['reason']) => {
  render(<MaskedCell reason={reason} />);
  const stars = screen.getByTestId('masked-value');
  return { hint: stars.getAttribute('title'), href: stars.closest('a')?.getAttribute('href') };
};

describe('a masked cell says why', () => {
  it('sends a visitor to sign up', () => {
    expect(shown('need_auth')).toEqual({ hint: 'errors:log_in_to_access', href: '/sign-up/' });
  });

  it('sends a signed-in user to get full access', () => {
    expect(shown('access_denied_auth')).toEqual({
      hint: 'errors:need_get_access',
      href: '/profile/access/',
    });
  });

  it('names the NSD licence to a full-access user without it, not "get full access"', () => {
    expect(shown('need_nsd_access')).toEqual({
      hint: 'errors:need_nsd_access',
      href: '/profile/access/',
    });
  });
});
