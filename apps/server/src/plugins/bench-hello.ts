import type { FastifyPluginAsync } from 'fastify';

/**
 * `GET /api/bench/hello/` answering `{hello:'world'}`: the server's own ceiling for the speed
 * benchmark (bench/page-load.ts), measured in the same process as the bond page's calls, so
 * every hook they pass through (rate limit, session, helmet, compression) is paid here too.
 * Registered only when BENCH_HELLO_ROUTE=1: a normal server has no such route.
 */
const benchHello: FastifyPluginAsync = async (app) => {
  if (process.env.BENCH_HELLO_ROUTE !== '1') return;
  app.get('/api/bench/hello/', async () => ({ hello: 'world' }));
};

export default benchHello;
