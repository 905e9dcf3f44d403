import { useMutation } from '@tanstack/react-query';
import type { SignInRequest, SignUpRequest, VerifyEmailRequest } from '@bondsight/contracts';
import { api, ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export const signIn = (body: SignInRequest) => api('POST /api/auth/sign-in', { body });
export const signUp = (body: SignUpRequest) => api('POST /api/auth/sign-up', { body });
export const signOut = () => api('POST /api/auth/sign-out');
export const verifyEmail = (body: VerifyEmailRequest) =>
  api('POST /api/auth/verify-email', { body });

/** How a sign-up ended for the person at the keyboard. */
export type SignUpOutcome = 'signed-in' | 'check-mail';

/**
 * Sign-up answers alike for a new and a registered address and signs no one in (ADR 0017), so
 * the page signs in with the same credentials next: the owner of a proven account is signed in;
 * otherwise a mail went to the address (a new account's link that proves it, issue 31, or a
 * registered one's notice) and the page says to check it.
 */
export async function signUpAndSignIn(body: SignUpRequest): Promise<SignUpOutcome> {
  await signUp(body);
  try {
    await signIn({ email: body.email, password: body.password });
    return 'signed-in';
  } catch (error) {
    if (
      error instanceof ApiError &&
      (error.code === 'invalid_credentials' || error.code === 'email_not_verified')
    )
      return 'check-mail';
    throw error;
  }
}

/** After any of these the session changed: refetch everything that depends on it. */
function useSessionMutation<A, R>(call: (args: A) => Promise<R>) {
  const session = useSession();
  return useMutation({ mutationFn: call, onSuccess: () => session.refresh() });
}

export const useSignIn = () => useSessionMutation(signIn);
export const useSignUp = () => useSessionMutation(signUpAndSignIn);
export const useSignOut = () => useSessionMutation(signOut);
export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });
