import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell, stubApi } from '../../../../test/shell-harness';
import { SignUpForm } from './sign-up-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const fill = () => {
  const form = screen.getByTestId('sign-up-form');
  fireEvent.change(form.querySelector('input[name=email]')!, {
    target: { value: 'someone@example.com' },
  });
  fireEvent.change(form.querySelector('input[name=password]')!, {
    target: { value: 'a long enough password' },
  });
  fireEvent.submit(form);
};

describe('sign-up form (ADR 0017)', () => {
  it('signs in with the same credentials after sign-up', async () => {
    const calls = stubApi((path) =>
      path === '/api/auth/sign-up' ? { body: { status: 'check_mail' } } : { body: {} },
    );
    const onSignedIn = vi.fn();
    await renderShell(<SignUpForm language="eng" onSignedIn={onSignedIn} />);
    fill();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(calls.map((c) => `${c.method} ${c.path}`).slice(0, 2)).toEqual([
      'POST /api/auth/sign-up',
      'POST /api/auth/sign-in',
    ]);
    expect(calls[1]!.body).toEqual({
      email: 'someone@example.com',
      password: 'a long enough password',
    });
  });

  it('reads "check your mail" when the address already had an account', async () => {
    stubApi((path) =>
      path === '/api/auth/sign-in'
        ? {
            status: 401,
            body: { error: { code: 'invalid_credentials', message: 'invalid_credentials' } },
          }
        : { body: { status: 'check_mail' } },
    );
    const onSignedIn = vi.fn();
    await renderShell(<SignUpForm language="eng" onSignedIn={onSignedIn} />);
    fill();
    expect((await screen.findByTestId('form-notice')).textContent).toBe('sign_up_check_mail');
    expect(screen.queryByTestId('form-error')).toBeNull();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('reads "check your mail" for a new account whose address is not proven yet (issue 31)', async () => {
    stubApi((path) =>
      path === '/api/auth/sign-in'
        ? {
            status: 403,
            body: { error: { code: 'email_not_verified', message: 'email_not_verified' } },
          }
        : { body: { status: 'check_mail' } },
    );
    const onSignedIn = vi.fn();
    await renderShell(<SignUpForm language="eng" onSignedIn={onSignedIn} />);
    fill();
    expect((await screen.findByTestId('form-notice')).textContent).toBe('sign_up_check_mail');
    expect(screen.queryByTestId('form-error')).toBeNull();
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
