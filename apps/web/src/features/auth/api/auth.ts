import { useMutation } from '@tanstack/react-query';
import type { PageGlobals, SignInRequest, SignUpRequest } from '@bondsight/contracts';
import { apiFetch } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export const signIn = (body: SignInRequest) =>
  apiFetch<PageGlobals>('/api/auth/sign-in', { method: 'POST', body });
export const signUp = (body: SignUpRequest) =>
  apiFetch<PageGlobals>('/api/auth/sign-up', { method: 'POST', body });
export const signOut = () => apiFetch<void>('/api/auth/sign-out', { method: 'POST' });

/** After any of these the session changed: refetch everything that depends on it. */
function useSessionMutation<A, R>(call: (args: A) => Promise<R>) {
  const session = useSession();
  return useMutation({ mutationFn: call, onSuccess: () => session.refresh() });
}

export const useSignIn = () => useSessionMutation(signIn);
export const useSignUp = () => useSessionMutation(signUp);
export const useSignOut = () => useSessionMutation(signOut);
