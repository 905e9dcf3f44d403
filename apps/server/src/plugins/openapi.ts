import fp from 'fastify-plugin';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import {
  CSRF_HEADER,
  SESSION_COOKIE,
  needsCsrf,
  type EndpointDeclaration,
} from '@bondsight/contracts';
import { APP_VERSION } from '../lib/version';

/**
 * The OpenAPI document, generated from the endpoint declarations in contracts (through the
 * routes' zod schemas): JSON at /api/openapi.json, docs at /api/docs. Complete enough for
 * client generators: every operation has an id, a summary, its security and its 4xx answers.
 */
export default fp(async function openapi(app: FastifyInstance, opts: { secureCookies?: boolean }) {
  await app.register(import('@fastify/swagger'), {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Bondsight API',
        version: APP_VERSION,
        license: { name: 'MIT', identifier: 'MIT' },
        description:
          'Open API of Bondsight. Errors are `{ "error": { "code", "message", "fields" } }`; messages ' +
          'are label keys. State-changing calls need the `x-csrf-token` header echoing the `bs_csrf` ' +
          'cookie (`__Host-bs_csrf` over HTTPS; any GET sets it, bound to the session: sign-in and ' +
          'sign-out issue a new one). Answers follow the interface language: `?lang=` (rus, ' +
          'eng, pol, ita, deu, esp, chn, ukr, fra, tur), else the `bs_lang` cookie, else ' +
          'Accept-Language.',
      },
      servers: [{ url: '/', description: 'The Bondsight server that serves this document' }],
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: 'The session cookie set by sign-in.',
          },
          csrf: {
            type: 'apiKey',
            in: 'header',
            name: CSRF_HEADER,
            description:
              'Echoes the bs_csrf cookie (__Host-bs_csrf over HTTPS): double-submit CSRF defence, the token bound to the session.',
          },
        },
      },
    },
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(input);
      const declaration = input.route.config?.endpoint;
      return { schema: declaration ? document(schema, declaration) : schema, url };
    },
  });
  await app.register(import('@fastify/swagger-ui'), {
    routePrefix: '/api/docs',
    staticCSP: true,
    // The page's own CSP says upgrade-insecure-requests; on plain HTTP (no COOKIE_SECURE) that
    // would send the browser to an https:// that does not exist, as the app's helmet CSP avoids.
    ...(opts.secureCookies
      ? {}
      : {
          transformStaticCSP: (header: string) =>
            header.replace(/\s*upgrade-insecure-requests;?/, ''),
        }),
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The endpoint declaration a route was registered from (plugins/endpoints.ts). */
    endpoint?: EndpointDeclaration;
  }
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No content',
  400: 'Bad input: `error.fields` names each field with a label key',
  401: 'Not signed in (`need_auth`) or wrong credentials',
  403: 'Not allowed (`access_denied_auth`) or missing CSRF header (`csrf_failed`)',
  404: 'Not found',
  409: 'Conflicts with the current state (sent twice, already decided)',
  413: 'Body too large',
  422: 'The terms are valid but the math has no answer (engine error code)',
  429: 'Too many requests (Retry-After says when to try again)',
  503: 'The database or the calculator is busy or out of reach: try again shortly',
};

/** Security, response descriptions and non-JSON bodies, from the declaration. */
function document(schema: FastifySchema, e: EndpointDeclaration): FastifySchema {
  const responses = { ...(schema.response as Record<string, Record<string, unknown>>) };
  for (const [status, body] of Object.entries(responses)) {
    responses[status] = { description: STATUS_TEXT[Number(status)] ?? 'Answer', ...body };
  }
  if (e.produces) {
    responses['200'] = {
      description: STATUS_TEXT[200],
      content: { [e.produces]: { schema: { type: 'string', format: 'binary' } } },
    };
  }
  return {
    ...schema,
    ...actionQuery(schema, e),
    response: responses,
    security: security(e),
  } as FastifySchema;
}

/** A call addressed by `?action=` on a page's path (GET /?action=ajaxSendCode) names it. */
function actionQuery(schema: FastifySchema, e: EndpointDeclaration) {
  const action = new URLSearchParams(e.path.split('?')[1] ?? '').get('action');
  if (!action) return {};
  const query = (schema.querystring ?? { type: 'object', properties: {} }) as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  return {
    querystring: {
      ...query,
      properties: { ...query.properties, action: { type: 'string', enum: [action] } },
      required: [...(query.required ?? []), 'action'],
    },
  };
}

/** Who may call: anyone (a session only changes what the answer holds), or a session; + CSRF. */
function security(e: EndpointDeclaration): Record<string, string[]>[] {
  const csrf: Record<string, string[]> = needsCsrf(e) ? { csrf: [] } : {};
  if (e.access) return [{ session: [], ...csrf }];
  return needsCsrf(e) ? [csrf, { session: [], ...csrf }] : [{}, { session: [] }];
}
