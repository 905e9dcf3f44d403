import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CalculatorLimitError, checkExcelCall, checkRequest } from './calculator-limits';
import { CalculatorPoolError, createCalculatorPool } from './calculator-pool';
import type { CalculatorTask } from './calculator.jobs';
import { getNkdInfo } from './nkd.service';
import { AppError } from '../../lib/app-error';
import { route } from '../../plugins/endpoints';

/** A calculator request is a few levels deep (bond, flows, one flow); 16 leaves room. */
const MAX_ITEM_DEPTH = 16;

/**
 * How deep a JSON value nests, counted without recursion (the value may be hostile). Only
 * objects and arrays go on the stack, with no pair allocated per node: a 1,000-bond batch is
 * 200,000 values, checked on the event loop.
 */
function nestingDepth(value: unknown): number {
  let deepest = 0;
  const nodes: object[] = [];
  const depths: number[] = [];
  if (value && typeof value === 'object') {
    nodes.push(value);
    depths.push(0);
  }
  while (nodes.length > 0) {
    const node = nodes.pop() as Record<string, unknown>;
    const depth = depths.pop()!;
    for (const key in node) {
      const child = node[key];
      if (child && typeof child === 'object') {
        nodes.push(child);
        depths.push(depth + 1);
      }
      // A child, object or scalar, is one level deeper than this node.
      deepest = Math.max(deepest, depth + 1);
      if (deepest > MAX_ITEM_DEPTH) return deepest;
    }
  }
  return deepest;
}

const calculatorRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every calculation runs in a worker thread (calculator-pool.ts); the event loop only
  // checks the cheap limits, hands the task over and sends the JSON text it gets back.
  const pool = createCalculatorPool();
  app.addHook('onClose', () => pool.close());

  const compute = async (reply: FastifyReply, task: CalculatorTask) => {
    try {
      const { status, json } = await pool.run(task);
      return reply.status(status).type('application/json; charset=utf-8').send(json);
    } catch (error) {
      if (error instanceof CalculatorPoolError) return reply.status(503).send(error.body);
      throw error;
    }
  };
  /** A single request over a limit is refused here, before it reaches the pool. */
  const refused = (reply: FastifyReply, check: () => unknown) => {
    try {
      check();
      return undefined;
    } catch (error) {
      if (error instanceof CalculatorLimitError) return reply.status(422).send(error.body);
      throw error;
    }
  };

  route(app, 'POST /api/calculator/', async (request, reply) => {
    const body = request.body;
    return (
      refused(reply, () => checkRequest(body)) ??
      compute(reply as FastifyReply, { kind: 'single', body })
    );
  });

  route(
    app,
    'POST /api/calculator/batch/',
    async (request, reply) => {
      // Items are parsed in the worker; a body nested deeper than any request can be would
      // overflow the stack on its way there, so it is refused here.
      const deep = request.body.findIndex((item) => nestingDepth(item) > MAX_ITEM_DEPTH);
      if (deep >= 0)
        throw new AppError('validation_failed', 'validation_failed', {
          [`body.${deep}`]: 'field_invalid_value',
        });
      return compute(reply as FastifyReply, { kind: 'batch', body: request.body });
    },
    { share: 'calculator' },
  );

  route(
    app,
    'POST /api/calculator/excel/',
    async (request, reply) => {
      const body = request.body;
      if (!Array.isArray(body)) {
        const refusal = refused(reply, () => checkExcelCall(body.args, 'body'));
        if (refusal) return refusal;
      }
      return compute(reply as FastifyReply, { kind: 'excel', body });
    },
    { share: 'calculator' },
  );

  route(app, 'GET /api/bonds/:id/getNkdInfo/:date/', async (request, reply) =>
    app.cachedAnswer(request, reply, `nkd ${request.params.id} ${request.params.date}`, () =>
      getNkdInfo(
        app.db,
        request.params.id,
        request.params.date,
        new Date().toISOString().slice(0, 10),
      ),
    ),
  );
};

export default calculatorRoutes;
