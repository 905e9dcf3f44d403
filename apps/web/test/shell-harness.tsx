/** Test helpers for the shell's components: session, queries and labels as the app has them. */
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import type { PageGlobals } from '@bondsight/contracts';
import { ME_QUERY_KEY, SessionProvider } from '../src/lib/session';

export const VISITOR_GLOBALS: PageGlobals = {
  language: 'eng',
  level: 0,
  userId: 0,
  email: null,
  tariffs: [],
  countryId: null,
  nsdAccess: false,
  isAdmin: false,
  openData: false,
  mobileExists: false,
  paStatusConfirm: 0,
  paSendExpand: 0,
};

export const SIGNED_IN: Partial<PageGlobals> = {
  level: 1,
  userId: 42,
  email: 'user@example.com',
  paStatusConfirm: 1,
};

/**
 * Labels render as their keys (so a test reads which text was chosen), except the few given
 * with placeholders.
 */
async function testI18n(labels: Record<string, string>, language: string) {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    fallbackLng: false,
    ns: ['shell', 'errors', 'common'],
    defaultNS: 'shell',
    nsSeparator: ':',
    keySeparator: false,
    resources: { [language]: { shell: labels } },
    interpolation: { escapeValue: false },
    parseMissingKeyHandler: (key) => key,
  });
  return instance;
}

export async function renderShell(
  ui: ReactElement,
  options: {
    globals?: Partial<PageGlobals>;
    labels?: Record<string, string>;
    language?: string;
  } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  queryClient.setQueryData(ME_QUERY_KEY, { ...VISITOR_GLOBALS, ...options.globals });
  const i18n = await testI18n(options.labels ?? {}, options.language ?? 'eng');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>{children}</SessionProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
  return { ...render(ui, { wrapper }), queryClient };
}

/** Every `document.cookie = ...` the code writes, to check names and lifetimes. */
export function recordCookieWrites() {
  const writes: string[] = [];
  let owner: object | null = document;
  while (owner && !Object.getOwnPropertyDescriptor(owner, 'cookie'))
    owner = Object.getPrototypeOf(owner);
  const descriptor = Object.getOwnPropertyDescriptor(owner!, 'cookie')!;
  const spy = vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    writes.push(value);
    descriptor.set!.call(document, value);
  });
  return { writes, restore: () => spy.mockRestore() };
}

/** Forgets every cookie the page can see. */
export function clearCookies() {
  for (const part of document.cookie.split('; ')) {
    const name = part.split('=')[0];
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

/** The API boundary: answers by path, records each call. */
export function stubApi(
  answer: (path: string, init: RequestInit) => { status?: number; body: unknown },
) {
  const calls: { path: string; method: string; body: unknown; headers: Record<string, string> }[] =
    [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), window.location.origin);
      // The query parameters an answer depends on (a table's action, an MSFO source tab).
      const kept = ['action', 'source'].flatMap((key) =>
        url.searchParams.get(key) ? [`${key}=${url.searchParams.get(key)}`] : [],
      );
      const path = url.pathname + (kept.length > 0 ? `?${kept.join('&')}` : '');
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({
        path,
        method: init.method ?? 'GET',
        body,
        headers: (init.headers ?? {}) as Record<string, string>,
      });
      const reply = answer(path, init);
      return new Response(JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}
