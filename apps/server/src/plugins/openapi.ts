import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_VERSION } from '../version';

/** OpenAPI generated from the routes' zod schemas: JSON at /api/openapi.json, docs at /api/docs. */
export default fp(async function openapi(app: FastifyInstance) {
  await app.register(import('@fastify/swagger'), {
    openapi: {
      info: {
        title: 'Bondsight API',
        version: APP_VERSION,
        description:
          'Open API of Bondsight. Errors are `{ "error": { "code", "message", "fields" } }`; messages ' +
          'are label keys. State-changing calls need the `x-csrf-token` header echoing the `bs_csrf` cookie.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(import('@fastify/swagger-ui'), { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});
