import fp from 'fastify-plugin';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  onRequestHookHandler,
  preHandlerHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ENDPOINTS,
  ErrorBody,
  needsCsrf,
  type EndpointDeclaration,
  type EndpointName,
  type Endpoints,
} from '@bondsight/contracts';
import type { z } from 'zod';
import type { HeavyKind } from './heavy-work';

/**
 * Registers routes from the endpoint declarations in contracts: the method, path, schemas,
 * access rule and CSRF rule come from there, so a module only supplies the handler.
 */

interface EndpointSchema<E extends EndpointDeclaration> extends FastifySchema {
  params: E['params'];
  querystring: E['query'];
  body: E['body'];
  response: E['responses'];
}

export type EndpointHandler<K extends EndpointName> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  EndpointSchema<Endpoints[K]>,
  ZodTypeProvider,
  FastifyBaseLogger
>;

/** Route config the cross-cutting plugins read. */
export interface EndpointConfig {
  /** Whether the CSRF plugin demands the header (see EndpointDeclaration.csrf). */
  csrf: boolean;
  /** The declaration, for the OpenAPI transform. */
  endpoint: EndpointDeclaration;
}

/**
 * The spec puts one call on a page's path: GET /?action=ajaxSendCode. An `action` route
 * constraint lets that endpoint share "/" with the home page: a request whose query names the
 * action goes to the endpoint, any other to the page.
 */
type ConstraintStore = ReturnType<
  Parameters<FastifyInstance['addConstraintStrategy']>[0]['storage']
>;
type ActionHandler = NonNullable<ReturnType<ConstraintStore['get']>>;

export default fp(async function endpoints(app: FastifyInstance) {
  app.addConstraintStrategy({
    name: 'action',
    storage() {
      const handlers = new Map<unknown, ActionHandler>();
      return {
        get: (action: unknown) => handlers.get(action) ?? null,
        set: (action: unknown, handler: ActionHandler) => void handlers.set(action, handler),
      };
    },
    deriveConstraint: (request) =>
      new URLSearchParams(request.url?.split('?')[1] ?? '').get('action') ?? undefined,
    mustMatchWhenDerived: false,
  });
});

export function route<K extends EndpointName>(
  app: FastifyInstance,
  name: K,
  handler: EndpointHandler<K>,
  options: {
    preHandler?: preHandlerHookHandler;
    /** Heavy work: a place in the caller's fair share is taken before the body is read. */
    share?: HeavyKind;
  } = {},
): void {
  const declaration: EndpointDeclaration = ENDPOINTS[name];
  const access = accessCheck(app, declaration);
  const own = options.preHandler ? [options.preHandler] : [];
  // A shared route checks access first, so a refused caller never waits for a place.
  const onRequest = options.share
    ? [...(access as onRequestHookHandler[]), app.heavyWork.admit(options.share)]
    : [];
  const preHandler = options.share ? own : [...access, ...own];
  const [url = '/', search] = declaration.path.split('?');
  const action = search ? new URLSearchParams(search).get('action') : null;
  app.route({
    method: declaration.method,
    url,
    ...(action ? { constraints: { action } } : {}),
    schema: schemaOf(declaration),
    ...(declaration.bodyLimit ? { bodyLimit: declaration.bodyLimit } : {}),
    config: { csrf: needsCsrf(declaration), endpoint: declaration } satisfies EndpointConfig,
    onRequest,
    preHandler,
    handler: handler as RouteHandlerMethod,
  });
}

function accessCheck(app: FastifyInstance, e: EndpointDeclaration): preHandlerHookHandler[] {
  if (!e.access) return [];
  if (e.access === 'signed-in') return [app.requireSignedIn];
  return [app.requireCapability(e.access)];
}

/** The error answers the declaration's rules imply, added to the ones it lists itself. */
export function impliedErrors(e: EndpointDeclaration): Record<number, z.ZodType> {
  // 429: the rate limit; 503: the database out of reach (database_unavailable).
  const errors: Record<number, z.ZodType> = { 429: ErrorBody, 503: ErrorBody };
  if (e.params || e.query || e.body) errors[400] = ErrorBody;
  if (e.access) {
    errors[401] = ErrorBody;
    errors[403] = ErrorBody;
  }
  if (needsCsrf(e)) errors[403] = ErrorBody;
  return errors;
}

function schemaOf(e: EndpointDeclaration): FastifySchema {
  return {
    operationId: e.operationId,
    summary: e.summary,
    ...(e.description ? { description: e.description } : {}),
    tags: [e.tag],
    ...(e.params ? { params: e.params } : {}),
    ...(e.query ? { querystring: e.query } : {}),
    ...(e.body ? { body: e.body } : {}),
    response: { ...impliedErrors(e), ...e.responses },
  } as FastifySchema;
}
