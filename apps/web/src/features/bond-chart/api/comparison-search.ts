import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  AutocompleteResponse,
  CompareGroundsResponse,
  EndpointResult,
  Endpoints,
} from '@bondsight/contracts';
import { api } from '../../../lib/api-client';

/*
 * The comparison search's calls (spec, issuer blocks sections 2 "Comparison search", 4, 5 and
 * 7): the autocomplete, the chosen bond's trading grounds, and the action log. Each search call
 * carries a random hash the answer echoes; an answer whose hash is not the latest request's is
 * stale and dropped. Plain state rather than React Query: every call is a new question (a new
 * hash), and the answer to keep is decided by the hash, not by a cache key.
 */

/** Spec: the search starts when the trimmed term is longer than 2 characters... */
export const COMPARE_TERM_MIN_LENGTH = 3;
/** ...and at most this long (contracts: COMPARE_TERM_MAX_LENGTH). */
export const COMPARE_TERM_MAX_LENGTH = 100;
/** ...after a 500 ms pause in typing. */
export const COMPARE_SEARCH_PAUSE_MS = 500;
/** Spec: the request hash is a random number from 1 to 999999. */
export const COMPARE_HASH_MAX = 999_999;
/** Spec (bond page section 7): the comparison's action id (contracts: ACTION_IDS.comparison). */
export const COMPARISON_ACTION_ID = 297;

/** A random request hash in 1..999999, never the one before it (so that one is stale). */
export function randomHash(previous = 0): number {
  for (;;) {
    const hash = 1 + Math.floor(Math.random() * COMPARE_HASH_MAX);
    if (hash !== previous) return hash;
  }
}

/** The term as the search sends it, or null while it is too short to search. */
export function searchTerm(input: string): string | null {
  const term = input.trim().slice(0, COMPARE_TERM_MAX_LENGTH).trim();
  return term.length >= COMPARE_TERM_MIN_LENGTH ? term : null;
}

export type AutocompleteTab = AutocompleteResponse['tabs'][number];
export type CompareGround = CompareGroundsResponse['items'][number];

/** The state of one hash-tagged call: the latest answer only (kept while the next loads). */
export type HashedCall<T> =
  | { status: 'idle' }
  | { status: 'loading'; data?: T }
  | { status: 'done'; data: T }
  | { status: 'failed' };

type Answer = { hash: number };

/**
 * One kind of hash-tagged call: `run` sends a new request (the previous one becomes stale),
 * `reset` forgets it; an answer counts only while its hash is the latest.
 */
function useHashedCall<T extends Answer, A extends unknown[]>(
  send: (hash: number, ...args: A) => Promise<T>,
) {
  const latest = useRef(0);
  const [state, setState] = useState<HashedCall<T>>({ status: 'idle' });
  const sendRef = useRef(send);
  useEffect(() => {
    sendRef.current = send;
  });
  // Unmounted: every answer still on its way is stale.
  useEffect(
    () => () => {
      latest.current = 0;
    },
    [],
  );
  const run = useCallback((...args: A) => {
    const hash = randomHash(latest.current);
    latest.current = hash;
    setState((previous) =>
      'data' in previous && previous.data !== undefined
        ? { status: 'loading', data: previous.data }
        : { status: 'loading' },
    );
    sendRef.current(hash, ...args).then(
      (answer) => {
        if (answer.hash === latest.current) setState({ status: 'done', data: answer });
      },
      () => {
        if (hash === latest.current) setState({ status: 'failed' });
      },
    );
  }, []);
  const reset = useCallback(() => {
    latest.current = 0;
    setState({ status: 'idle' });
  }, []);
  return { state, run, reset };
}

/** The autocomplete: bonds and indexes matching a term, in tabs. */
export function useCompareAutocomplete(bondId: number, currentTgId: number) {
  const call = useHashedCall((hash, term: string) =>
    api('POST /api/bonds/:id/getAutocompleteData/', {
      params: { id: bondId },
      body: { term, hash, currentTgId },
    }),
  );
  return { state: call.state, search: call.run, reset: call.reset };
}

/** The trading grounds of the bond chosen in the search. */
export function useCompareGrounds(bondId: number, currentTgId: number) {
  const call = useHashedCall((hash, selectedId: number) =>
    api('POST /api/bonds/:id/getTradingGround/', {
      params: { id: bondId },
      body: { hash, currentTgId, selectedId },
    }),
  );
  return { state: call.state, load: call.run, reset: call.reset };
}

type LogResult = EndpointResult<Endpoints['POST /api/bonds/:id/contactActionLog/']>;

/** Logs a comparison on the bond's page; the answer is not read and a failure is ignored. */
export function logComparison(bondId: number): Promise<LogResult | undefined> {
  return api('POST /api/bonds/:id/contactActionLog/', {
    params: { id: bondId },
    body: { actionId: COMPARISON_ACTION_ID },
  }).catch(() => undefined);
}
