import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { decideAccess, type AccessDecision, type Capability } from '@bondsight/contracts/access';
import type { PageGlobals } from '@bondsight/contracts';
import { api } from './api-client';
import { readInitialGlobals } from './globals';

const initialGlobals = readInitialGlobals();
export const ME_QUERY_KEY = ['me'] as const;

interface Session {
  globals: PageGlobals;
  /** Mirrors the server's access table to decide what to show; the server still enforces. */
  access(capability: Capability): AccessDecision;
  /** The same table as a yes or no: what the page shows or hides. */
  can(capability: Capability): boolean;
  refresh(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: ME_QUERY_KEY,
    queryFn: () => api('GET /api/me'),
    initialData: initialGlobals,
    staleTime: Infinity,
  });
  const session = useMemo<Session>(() => {
    // The page globals carry the access subject's fields under the same names.
    const access = (capability: Capability) => decideAccess(data, capability);
    return {
      globals: data,
      access,
      can: (capability) => access(capability) === 'allowed',
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
