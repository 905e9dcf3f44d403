import { CSRF_COOKIE, CSRF_HEADER, type ErrorBody } from '@bondsight/contracts';
import { ApiError } from './api-client';
import { readCookie } from './cookies';

export interface CsrfGetResult<T> {
  status: number;
  body: T;
}

/**
 * The spec makes a few state-changing calls GETs (ajaxSendCode, the quotes and comment-file
 * access requests); the server wants the CSRF header on them like on any write. Answers that
 * carry the spec's own shape besides an error body (response.items) come back whole with
 * their status; other failures throw ApiError as apiFetch does.
 */
export async function csrfGet<T>(
  path: string,
  keepBody: (status: number, body: unknown) => boolean = () => false,
): Promise<CsrfGetResult<T>> {
  const url = new URL(path, window.location.origin);
  const token = readCookie(CSRF_COOKIE);
  const response = await fetch(url, {
    headers: { accept: 'application/json', ...(token ? { [CSRF_HEADER]: token } : {}) },
    credentials: 'same-origin',
  });
  const body: unknown = await response.json().catch(() => null);
  if (response.ok || keepBody(response.status, body))
    return { status: response.status, body: body as T };
  const error = (body as ErrorBody | null)?.error;
  throw new ApiError(
    response.status,
    error?.code ?? 'internal',
    error?.message ?? 'internal_error',
    error?.fields,
  );
}
