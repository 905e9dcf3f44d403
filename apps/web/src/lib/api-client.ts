import { CSRF_COOKIE, CSRF_HEADER, type ErrorBody } from '@bondsight/contracts';

/** A failed call, carrying the contract's error code and label keys. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly labelKey: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(labelKey);
  }
}

function readCookie(name: string): string | undefined {
  return document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

let currentLanguage = 'eng';
/** Every call names the interface language, so cached answers never mix languages. */
export function setApiLanguage(language: string) {
  currentLanguage = language;
}

export async function apiFetch<T>(
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  const method = init.method ?? 'GET';
  const url = new URL(path, window.location.origin);
  if (!url.searchParams.has('lang')) url.searchParams.set('lang', currentLanguage);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET') {
    // The server set this cookie on the page load; echoing it proves the call is ours.
    const token = readCookie(CSRF_COOKIE);
    if (token) headers[CSRF_HEADER] = token;
  }
  const response = await fetch(url, {
    method,
    headers,
    credentials: 'same-origin',
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  if (response.status === 204) return undefined as T;
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (body as ErrorBody | null)?.error;
    throw new ApiError(
      response.status,
      error?.code ?? 'internal',
      error?.message ?? 'internal_error',
      error?.fields,
    );
  }
  return body as T;
}
