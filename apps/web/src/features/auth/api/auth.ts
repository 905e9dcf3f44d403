import { useMutation } from '@tanstack/react-query';
import type { SignInRequest, SignUpRequest } from '@bondsight/contracts';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export const signIn = (body: SignInRequest) => api('POST /api/auth/sign-in', { body });
export const signUp = (body: SignUpRequest) => api('POST /api/auth/sign-up', { body });
export const signOut = () => api('POST /api/auth/sign-out');

/** After any of these the session changed: refetch everything that depends on it. */
function useSessionMutation<A, R>(call: (args: A) => Promise<R>) {
  const session = useSession();
  return useMutation({ mutationFn: call, onSuccess: () => session.refresh() });
}

export const useSignIn = () => useSessionMutation(signIn);
export const useSignUp = () => useSessionMutation(signUp);
export const useSignOut = () => useSessionMutation(signOut);
