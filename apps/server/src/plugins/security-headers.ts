import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Helmet's security headers (a content security policy, nosniff, frame and referrer rules,
 * ...) on every response. Its middleware is built once here: @fastify/helmet built it anew
 * for each request, parsing the policy every time (3.4 % of the server's CPU under the
 * suggest benchmark, docs/benchmarks.md).
 */
export default fp(async function securityHeaders(app) {
  const apply = helmet({
    contentSecurityPolicy: {
      // Our own images may be data: and blob: URLs (charts exported, generated icons); no
      // upgrade-insecure-requests: a self-hosted server may run on plain HTTP.
      directives: { 'img-src': ["'self'", 'data:', 'blob:'], 'upgrade-insecure-requests': null },
    },
  });
  // helmet 8 throws rather than passing an error on; it calls back with none.
  app.addHook('onRequest', (request, reply, done) => apply(request.raw, reply.raw, () => done()));
});
