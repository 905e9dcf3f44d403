import type { z } from 'zod';
import type { Capability } from './access';

/**
 * One declaration per endpoint: method, path, schemas, who may call it and whether it needs the
 * CSRF header. The server registers routes from these, the OpenAPI document is generated from
 * them, and the web client addresses them by key ("GET /api/bonds/:id/") with types derived
 * here — so a path or a payload is written once.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface EndpointDeclaration {
  method: HttpMethod;
  /** Fastify syntax (`:id`); the spec's paths end with a slash. */
  path: string;
  /** Unique across the API: client generators name their functions after it. */
  operationId: string;
  summary: string;
  description?: string;
  /** The feature that owns the endpoint (OpenAPI tag). */
  tag: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Answers by status; the error statuses the rules below imply are added by the server. */
  responses: Record<number, z.ZodType>;
  /** Who may call it: anyone (default), any signed-in user, or a capability of the access table. */
  access?: 'signed-in' | Capability;
  /**
   * Whether the call needs the double-submit CSRF header. Defaults to true for every method
   * but GET; the spec's few state-changing GETs set it to true, read-only POSTs to false.
   */
  csrf?: boolean;
  /** A non-JSON success body (an Excel file): its media type. */
  produces?: string;
  /** Largest request body in bytes, when a route needs more than DEFAULT_BODY_LIMIT. */
  bodyLimit?: number;
}

/** Largest request body of every route that does not declare its own (413 payload_too_large). */
export const DEFAULT_BODY_LIMIT = 1_048_576;

export type EndpointKey<E extends EndpointDeclaration> = `${E['method']} ${E['path']}`;

/** Checks a declaration and keeps its literal types. */
export function endpoint<const E extends EndpointDeclaration>(declaration: E): E {
  return declaration;
}

/** Keys a feature's declarations by "METHOD /path", the name the web client uses. */
export function endpointGroup<const L extends readonly EndpointDeclaration[]>(
  ...declarations: L
): { [E in L[number] as EndpointKey<E>]: E } {
  return Object.fromEntries(declarations.map((d) => [`${d.method} ${d.path}`, d])) as unknown as {
    [E in L[number] as EndpointKey<E>]: E;
  };
}

export const needsCsrf = (e: Pick<EndpointDeclaration, 'method' | 'csrf'>): boolean =>
  e.csrf ?? e.method !== 'GET';

type SuccessStatus = 200 | 201 | 204;

/** One part of a call: required when its schema needs something, optional when {} will do. */
type Part<Name extends string, S> = S extends z.ZodType
  ? object extends z.input<S>
    ? { [P in Name]?: z.input<S> }
    : { [P in Name]: z.input<S> }
  : object;

/** What a call sends: path params, query and body, each only where the endpoint has them. */
export type EndpointInput<E extends EndpointDeclaration> = Part<'params', E['params']> &
  Part<'query', E['query']> &
  Part<'body', E['body']>;

/** The success answer's body. */
export type EndpointResult<E extends EndpointDeclaration> = {
  [S in keyof E['responses'] & SuccessStatus]: E['responses'][S] extends z.ZodType
    ? z.output<E['responses'][S]>
    : never;
}[keyof E['responses'] & SuccessStatus];

/** Every answer's body by status, errors included (for calls whose errors carry data). */
export type EndpointAnswer<E extends EndpointDeclaration> = {
  [S in keyof E['responses'] & number]: {
    status: S;
    body: E['responses'][S] extends z.ZodType ? z.output<E['responses'][S]> : never;
  };
}[keyof E['responses'] & number];
