import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BondMathError, callExcel, type ExcelArgs } from '@bondsight/bond-math';
import {
  CalculatorBatchRequest,
  CalculatorBatchResponse,
  CalculatorMathError as CalculatorMathErrorBody,
  CalculatorRequest,
  CalculatorResult,
  ErrorBody,
  ExcelRequest,
  ExcelResponse,
  NkdInfo,
  NkdInfoParams,
} from '@bondsight/contracts';
import { calculate, CalculatorMathError, UNPROCESSABLE_CODES } from './calculator.service';
import { getNkdInfo } from './nkd.service';
import { AppError } from '../../lib/app-error';

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
  // The calculator computes and stores nothing: no CSRF token needed (see plugins/csrf.ts).
  const readOnly = { csrf: false };

  app.post(
    '/api/calculator/',
    {
      config: readOnly,
      schema: {
        tags: ['calculator'],
        summary:
          'Analytics for any bond terms: accrued, prices, yields, durations, convexity, PVBP, spreads',
        body: CalculatorRequest,
        response: { 200: CalculatorResult, 400: ErrorBody, 422: CalculatorMathErrorBody },
      },
    },
    async (request, reply) => {
      try {
        return calculate(request.body);
      } catch (error) {
        if (error instanceof CalculatorMathError)
          return reply.status(422).send(mathError(error.code, error.field));
        throw error;
      }
    },
  );

  app.post(
    '/api/calculator/batch/',
    {
      config: readOnly,
      schema: {
        tags: ['calculator'],
        summary: 'Up to 1,000 calculator requests; answers in order, each a result or an error',
        body: CalculatorBatchRequest,
        response: { 200: CalculatorBatchResponse, 400: ErrorBody },
      },
    },
    async (request) =>
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

  app.post(
    '/api/calculator/excel/',
    {
      config: readOnly,
      schema: {
        tags: ['calculator'],
        summary: "Excel's bond functions with Excel's argument names and results",
        body: ExcelRequest,
        // An engine error names its own code (unknown_function, invalid_argument...).
        response: {
          200: ExcelResponse,
          400: CalculatorMathErrorBody,
          422: CalculatorMathErrorBody,
        },
      },
    },
    async (request, reply) => {
      const run = (call: { function: string; args: Record<string, number | string | boolean> }) =>
        settle(() => ({ value: callExcel(call.function, call.args as ExcelArgs) }));
      if (Array.isArray(request.body)) return request.body.map(run);
      const answer = run(request.body);
      if ('error' in answer)
        return reply.status(UNPROCESSABLE_CODES.has(answer.error.code) ? 422 : 400).send(answer);
      return answer;
    },
  );

  app.get(
    '/api/bonds/:id/getNkdInfo/:date/',
    {
      schema: {
        tags: ['calculator'],
        summary: 'Accrued interest of a stored bond at a date (at most two days from today)',
        params: NkdInfoParams,
        response: { 200: NkdInfo, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) =>
      getNkdInfo(
        app.db,
        request.params.id,
        request.params.date,
        new Date().toISOString().slice(0, 10),
      ),
  );
};

export default calculatorRoutes;
