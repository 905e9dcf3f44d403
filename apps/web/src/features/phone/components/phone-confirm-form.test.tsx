import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShell, SIGNED_IN, stubApi } from '../../../../test/shell-harness';
import { PhoneConfirmForm } from './phone-confirm-form';

const LABELS = {
  code_resend_in: 'Again in {{seconds}} s',
  code_resend: 'Send again',
  phone_submit: 'Send code',
  code_submit: 'Confirm',
  phone_foreign: 'Russian numbers only',
};
type Answer = { status?: number; body: unknown };
const OK_ROUTES: Record<string, Answer> = {
  '/api/profile/update_mob/': { body: { messages: [] } },
  '/?action=ajaxSendCode': {
    body: { sent: true, phone: '+7 916 ***-**-67', resendAfterSeconds: 30 },
  },
  '/api/profile/confirm_mob/': {
    body: { phone: '+7 916 ***-**-67', confirmedAt: '2026-11-21T10:00:00Z' },
  },
};

const phoneInput = () => screen.getByRole('textbox', { name: /phone_label/ });
const submitPhone = () => fireEvent.click(screen.getByText('Send code'));
const resend = () => screen.getByTestId('code-resend') as HTMLButtonElement;

async function reachCodeStage() {
  fireEvent.change(phoneInput(), { target: { value: '+7 916 123-45-67' } });
  submitPhone();
  await screen.findByTestId('code-form');
  // Let React run the effects of that render (the countdown's timer) before time moves.
  await act(async () => undefined);
}

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('phone confirmation form', () => {
  it('stores the number, then sends the code with the CSRF header and starts a 30 s countdown', async () => {
    const calls = stubApi((path) => OK_ROUTES[path]!);
    document.cookie = 'bs_csrf=token123; path=/';
    await renderShell(<PhoneConfirmForm onConfirmed={() => undefined} />, {
      globals: SIGNED_IN,
      labels: LABELS,
    });
    await reachCodeStage();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/profile/update_mob/',
      'GET /?action=ajaxSendCode',
    ]);
    expect(calls[0]!.body).toEqual({ phone: '+7 916 123-45-67' });
    expect(calls[1]!.headers['x-csrf-token']).toBe('token123');
    expect(screen.getByTestId('code-form').getAttribute('data-sent')).toBe('true');
    expect(resend().disabled).toBe(true);
    expect(resend().textContent).toBe('Again in 30 s');

    act(() => vi.advanceTimersByTime(12_000));
    expect(resend().textContent).toBe('Again in 18 s');
    act(() => vi.advanceTimersByTime(17_000));
    expect(resend().disabled).toBe(true);
    expect(resend().textContent).toBe('Again in 1 s');
    act(() => vi.advanceTimersByTime(1_000));
    // At zero the sent flag resets and the code can be sent again.
    expect(resend().disabled).toBe(false);
    expect(resend().textContent).toBe('Send again');
    expect(screen.getByTestId('code-form').getAttribute('data-sent')).toBe('false');

    fireEvent.click(resend());
    await waitFor(() => expect(calls).toHaveLength(3));
    await waitFor(() => expect(resend().textContent).toBe('Again in 30 s'));
  });

  it('does nothing for an empty phone', async () => {
    const calls = stubApi((path) => OK_ROUTES[path]!);
    await renderShell(<PhoneConfirmForm onConfirmed={() => undefined} />, {
      globals: SIGNED_IN,
      labels: LABELS,
    });
    fireEvent.change(phoneInput(), { target: { value: '   ' } });
    submitPhone();
    await act(async () => undefined);
    expect(calls).toEqual([]);
    expect(screen.queryByTestId('phone-error')).toBeNull();
  });

  it('blocks an empty code and flags it; confirms a filled one', async () => {
    const onConfirmed = vi.fn();
    const calls = stubApi((path) => OK_ROUTES[path]!);
    await renderShell(<PhoneConfirmForm onConfirmed={onConfirmed} />, {
      globals: SIGNED_IN,
      labels: LABELS,
    });
    await reachCodeStage();
    fireEvent.click(screen.getByText('Confirm'));
    expect(screen.getByTestId('code-empty')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /code_label/ }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(calls).toHaveLength(2);

    fireEvent.change(screen.getByRole('textbox', { name: /code_label/ }), {
      target: { value: '123456' },
    });
    expect(screen.queryByTestId('code-empty')).toBeNull();
    fireEvent.click(screen.getByText('Confirm'));
    await screen.findByTestId('phone-confirmed');
    expect(calls[2]).toMatchObject({ path: '/api/profile/confirm_mob/', body: { code: '123456' } });
    expect(onConfirmed).toHaveBeenCalledWith('+7 916 ***-**-67');
  });

  it('shows the message of a refused number and sends no code', async () => {
    const calls = stubApi(() => ({
      status: 400,
      body: {
        messages: ['phone_foreign'],
        error: {
          code: 'validation_failed',
          message: 'phone_foreign',
          fields: { 'body.phone': 'phone_foreign' },
        },
      },
    }));
    await renderShell(<PhoneConfirmForm onConfirmed={() => undefined} />, {
      globals: SIGNED_IN,
      labels: LABELS,
    });
    fireEvent.change(phoneInput(), { target: { value: '+1 202 555 0143' } });
    submitPhone();
    expect((await screen.findByTestId('phone-error')).textContent).toBe('Russian numbers only');
    expect(calls.map((c) => c.path)).toEqual(['/api/profile/update_mob/']);
    expect(screen.queryByTestId('code-form')).toBeNull();
  });
});
