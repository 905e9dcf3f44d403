import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BondMathError, callExcel, type ExcelArgs } from '@bondsight/bond-math';
import { CalculatorRequest } from '@bondsight/contracts';
import { calculate, CalculatorMathError, UNPROCESSABLE_CODES } from './calculator.service';
import { getNkdInfo } from './nkd.service';
import { AppError } from '../../lib/app-error';
import { route } from '../../plugins/endpoints';

const mathError = (code: string, field?: string) => ({
  error: {
    code,
    message: `math_${code}`,
    ...(field ? { fields: { [field]: `math_${code}` } } : {}),
  },
});

/** One batch or Excel item: a result, or its error body (never a thrown 500). */
function settle<T>(work: () => T): T | ReturnType<typeof mathError> {
  try {
    return work();
  } catch (error) {
    if (error instanceof CalculatorMathError) return mathError(error.code, error.field);
    if (error instanceof AppError) {
      return {
        error: {
          code: error.code,
          message: error.message,
          ...(error.fields ? { fields: error.fields } : {}),
        },
      };
    }
    if (error instanceof BondMathError)
      return mathError(error.code, error.field && `args.${error.field}`);
    throw error;
  }
}

const calculatorRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'POST /api/calculator/', async (request, reply) => {
    try {
      return calculate(request.body);
    } catch (error) {
      if (error instanceof CalculatorMathError)
        return reply.status(422).send(mathError(error.code, error.field));
      throw error;
    }
  });

  route(app, 'POST /api/calculator/batch/', async (request) =>
    request.body.map((item, index) =>
      settle(() => {
        const parsed = CalculatorRequest.safeParse(item);
        if (!parsed.success) {
          const fields = Object.fromEntries(
            parsed.error.issues.map((issue) => [
              [`body.${index}`, ...issue.path.map(String)].join('.'),
              issue.code === 'custom' ? issue.message : 'field_invalid_value',
            ]),
          );
          throw new AppError('validation_failed', 'validation_failed', fields);
        }
        return calculate(parsed.data);
      }),
    ),
  );

  route(app, 'POST /api/calculator/excel/', async (request, reply) => {
    const run = (call: { function: string; args: Record<string, number | string | boolean> }) =>
      settle(() => ({ value: callExcel(call.function, call.args as ExcelArgs) }));
    if (Array.isArray(request.body)) return request.body.map(run);
    const answer = run(request.body);
    if ('error' in answer)
      return reply.status(UNPROCESSABLE_CODES.has(answer.error.code) ? 422 : 400).send(answer);
    return answer;
  });

  route(app, 'GET /api/bonds/:id/getNkdInfo/:date/', async (request) =>
    getNkdInfo(
      app.db,
      request.params.id,
      request.params.date,
      new Date().toISOString().slice(0, 10),
    ),
  );
};

export default calculatorRoutes;
