import { CSRF_HEADER } from '@bondsight/contracts/cookies';
import type {
  EndpointAnswer,
  EndpointInput,
  EndpointName,
  EndpointResult,
  Endpoints,
  ErrorBody,
} from '@bondsight/contracts';
import { readCsrfToken } from './cookies';

/**
 * The one way the web app calls the API: an endpoint's key from contracts ("GET /api/bonds/:id/")
 * and its params, query and body, all typed by the endpoint's declaration. The client fills the
 * path, adds the interface language and the CSRF header, and turns error bodies into ApiError.
 */

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

let currentLanguage = 'eng';
/** Every call names the interface language, so cached answers never mix languages. */
export function setApiLanguage(language: string) {
  currentLanguage = language;
}

type Input<K extends EndpointName> = EndpointInput<Endpoints[K]>;
/** The input argument, optional when the endpoint needs nothing. */
type InputArgs<K extends EndpointName> =
  object extends Input<K> ? [input?: Input<K>] : [input: Input<K>];
interface RawInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** The URL of a call (also for links: a file download is a plain GET). */
export function apiUrl<K extends EndpointName>(name: K, ...[input]: InputArgs<K>): string {
  const { params = {}, query = {} } = (input ?? {}) as RawInput;
  const path = name
    .slice(name.indexOf(' ') + 1)
    .replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(params[key])));
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  url.searchParams.set('lang', currentLanguage);
  return `${url.pathname}${url.search}`;
}

async function send(name: EndpointName, input: RawInput | undefined) {
  const method = name.slice(0, name.indexOf(' '));
  const headers: Record<string, string> = { accept: 'application/json' };
  if (input?.body !== undefined) headers['content-type'] = 'application/json';
  // The server set this cookie on the page load; echoing it proves the call is ours. Sent on
  // every call: the spec's state-changing GETs need it too.
  const token = readCsrfToken();
  if (token) headers[CSRF_HEADER] = token;
  const response = await fetch(apiUrl(name as never, input as never), {
    method,
    headers,
    credentials: 'same-origin',
    ...(input?.body !== undefined ? { body: JSON.stringify(input.body) } : {}),
  });
  const body: unknown =
    response.status === 204 ? undefined : await response.json().catch(() => null);
  return { status: response.status, ok: response.ok, body };
}

/** The ApiError an error answer stands for. */
export function apiError(status: number, body: unknown): ApiError {
  const error = (body as ErrorBody | null)?.error;
  return new ApiError(
    status,
    error?.code ?? 'internal',
    error?.message ?? 'internal_error',
    error?.fields,
  );
}

/** Calls an endpoint; its success body, or an ApiError. */
export async function api<K extends EndpointName>(
  name: K,
  ...[input]: InputArgs<K>
): Promise<EndpointResult<Endpoints[K]>> {
  const answer = await send(name, input as RawInput | undefined);
  if (!answer.ok) throw apiError(answer.status, answer.body);
  return answer.body as EndpointResult<Endpoints[K]>;
}

/**
 * Calls an endpoint whose error answers carry data of the spec's own (the access requests'
 * `response.items`): the answers with the statuses `keep` names come back with their status;
 * other failures throw ApiError.
 */
export async function apiAnswer<K extends EndpointName>(
  name: K,
  keep: readonly number[],
  ...[input]: InputArgs<K>
): Promise<EndpointAnswer<Endpoints[K]>> {
  const answer = await send(name, input as RawInput | undefined);
  if (!answer.ok && !keep.includes(answer.status)) throw apiError(answer.status, answer.body);
  return { status: answer.status, body: answer.body } as EndpointAnswer<Endpoints[K]>;
}
