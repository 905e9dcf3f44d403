import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Helmet's security headers (a content security policy, nosniff, frame and referrer rules,
 * ...) on every response. Its middleware is built once here: @fastify/helmet built it anew
 * for each request, parsing the policy every time (under the suggest benchmark the keystroke's
 * p95 went 37.6 -> 23.9 ms without it, docs/benchmarks.md).
 */
export default fp(async function securityHeaders(app) {
  const apply = helmet({
    contentSecurityPolicy: {
      // Images may also be data: and blob: URLs made in the browser; no
      // upgrade-insecure-requests: a self-hosted server may run on plain HTTP.
      directives: { 'img-src': ["'self'", 'data:', 'blob:'], 'upgrade-insecure-requests': null },
    },
  });
  // helmet 8 throws rather than passing an error on; it calls back with none.
  app.addHook('onRequest', (request, reply, done) => apply(request.raw, reply.raw, () => done()));
});
