import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/shell-harness';
import { renderWithRouter } from '../../../../test/render-with-router';
import { VerifyEmail } from './verify-email';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the mailed link’s page (issue 31)', () => {
  it('spends the token once and says the address is proven', async () => {
    const calls = stubApi(() => ({ body: { status: 'verified' } }));
    await renderWithRouter(<VerifyEmail token="a-token-of-forty-three-characters-xxxxxxxxx" />);
    expect((await screen.findByTestId('verify-email-done')).textContent).toBe('verify_done');
    const posts = calls.filter((c) => c.path === '/api/auth/verify-email');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ token: 'a-token-of-forty-three-characters-xxxxxxxxx' });
    expect(screen.getByTestId('verify-email-sign-in').getAttribute('href')).toBe('/sign-in/');
  });

  it('says a used or expired link is no longer valid', async () => {
    stubApi(() => ({
      status: 400,
      body: {
        error: {
          code: 'validation_failed',
          message: 'verification_link_invalid',
          fields: { 'body.token': 'verification_link_invalid' },
        },
      },
    }));
    await renderWithRouter(<VerifyEmail token="a-token-of-forty-three-characters-xxxxxxxxx" />);
    expect((await screen.findByTestId('verify-email-failed')).textContent).toBe(
      'verification_link_invalid',
    );
  });
});
