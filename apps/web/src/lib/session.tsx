import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  decideAccess,
  type AccessDecision,
  type Capability,
  type PageGlobals,
} from '@bondsight/contracts';
import { apiFetch } from './api-client';
import { readInitialGlobals } from './globals';

const initialGlobals = readInitialGlobals();
export const ME_QUERY_KEY = ['me'] as const;

interface Session {
  globals: PageGlobals;
  /** Mirrors the server's access table to decide what to show; the server still enforces. */
  access(capability: Capability): AccessDecision;
  refresh(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: ME_QUERY_KEY,
    queryFn: () => apiFetch<PageGlobals>('/api/me'),
    initialData: initialGlobals,
    staleTime: Infinity,
  });
  const session = useMemo<Session>(() => {
    const subject = {
      level: data.userLevel,
      nsdAccess: data.nsdAccess,
      isAdmin: data.isAdmin,
      tariffs: data.tariffs,
    };
    return {
      globals: data,
      access: (capability) => decideAccess(subject, capability),
      refresh: () => queryClient.invalidateQueries(),
    };
  }, [data, queryClient]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider');
  return session;
}

export { initialGlobals };
