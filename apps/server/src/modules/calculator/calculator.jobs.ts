import { BondMathError, callExcel, type ExcelArgs } from '@bondsight/bond-math';
import {
  CalculatorBatchResponse,
  CalculatorMathError as CalculatorErrorBody,
  CalculatorRequest,
  CalculatorResult,
  ExcelResponse,
} from '@bondsight/contracts';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import {
  CalculatorLimitError,
  checkBatchFlows,
  checkExcelCall,
  checkRequest,
} from './calculator-limits';
import {
  calculate,
  CalculatorMathError,
  UNPROCESSABLE_CODES,
  type CalculatorInput,
} from './calculator.service';

/**
 * The calculator's work as plain data in, plain data out, so that it runs in a worker thread
 * (calculator.worker.ts) off the event loop. An answer is the HTTP status and the JSON text,
 * checked against the contract's response schema here, so the event loop only sends a string.
 */

export interface ExcelCall {
  function: string;
  args: Record<string, number | string | boolean>;
}

export type CalculatorTask =
  | { kind: 'single'; body: CalculatorInput }
  | { kind: 'batch'; body: unknown[] }
  | { kind: 'excel'; body: ExcelCall | ExcelCall[] };

export interface TaskAnswer {
  status: number;
  json: string;
}

type ErrorBody = z.output<typeof CalculatorErrorBody>;

const mathError = (code: string, field?: string): ErrorBody => ({
  error: {
    code,
    message: `math_${code}`,
    ...(field ? { fields: { [field]: `math_${code}` } } : {}),
  },
});

/**
 * Terms the schema accepts can still drive a result beyond the range of numbers (a face value
 * of 1e300 at a yield near -100 %): JSON has no Infinity, so the answer names those fields.
 */
class NonFiniteResultError extends Error {
  constructor(readonly fields: Record<string, string>) {
    super('result_not_finite');
  }
}

/** The result, or a NonFiniteResultError naming every number in it that is not finite. */
function finite<T>(result: T): T {
  const fields: Record<string, string> = {};
  const stack: [unknown, string][] = [[result, 'result']];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'number' && !Number.isFinite(value)) fields[path] = 'result_not_finite';
    else if (value && typeof value === 'object')
      for (const [key, child] of Object.entries(value)) stack.push([child, `${path}.${key}`]);
  }
  if (Object.keys(fields).length > 0) throw new NonFiniteResultError(fields);
  return result;
}

/** The error body of a failure the caller caused; anything else is rethrown (a 500). */
function errorBodyOf(error: unknown): ErrorBody {
  if (error instanceof CalculatorLimitError) return error.body;
  if (error instanceof NonFiniteResultError)
    return {
      error: { code: 'validation_failed', message: 'result_not_finite', fields: error.fields },
    };
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

/** One batch or Excel item: a result, or its error body (never a thrown 500). */
function settle<T>(work: () => T): T | ErrorBody {
  try {
    return work();
  } catch (error) {
    return errorBodyOf(error);
  }
}

/** The JSON of a body checked (and stripped) by its response schema, as Fastify would send it. */
function answer(status: number, schema: z.ZodType, body: unknown): TaskAnswer {
  return { status, json: JSON.stringify(schema.parse(body)) };
}

function runSingle(input: CalculatorInput): TaskAnswer {
  try {
    checkRequest(input);
    return answer(200, CalculatorResult, finite(calculate(input)));
  } catch (error) {
    const body = errorBodyOf(error);
    return answer(error instanceof AppError ? error.statusCode : 422, CalculatorErrorBody, body);
  }
}

function runBatch(items: unknown[]): TaskAnswer {
  // Every item is parsed and counted before anything is computed.
  let total = 0;
  const parsed = items.map((item, index) =>
    settle(() => {
      const result = CalculatorRequest.safeParse(item);
      if (!result.success) {
        const fields = Object.fromEntries(
          result.error.issues.map((issue) => [
            [`body.${index}`, ...issue.path.map(String)].join('.'),
            issue.code === 'custom' ? issue.message : 'field_invalid_value',
          ]),
        );
        throw new AppError('validation_failed', 'validation_failed', fields);
      }
      total += checkRequest(result.data, `body.${index}`);
      return result.data;
    }),
  );
  try {
    checkBatchFlows(total);
  } catch (error) {
    return answer(422, CalculatorErrorBody, errorBodyOf(error));
  }
  const results = parsed.map((item) =>
    'error' in item ? item : settle(() => finite(calculate(item as CalculatorInput))),
  );
  return answer(200, CalculatorBatchResponse, results);
}

function runExcel(body: ExcelCall | ExcelCall[]): TaskAnswer {
  const run = (call: ExcelCall, path: string) =>
    settle(() => {
      checkExcelCall(call.args, path);
      return finite({ value: callExcel(call.function, call.args as ExcelArgs) });
    });
  if (Array.isArray(body)) {
    // Periods summed before anything is computed; an item over its own cap counts nothing.
    let total = 0;
    body.forEach((call, i) => {
      const periods = settle(() => checkExcelCall(call.args, `body.${i}`));
      if (typeof periods === 'number') total += periods;
    });
    try {
      checkBatchFlows(total);
    } catch (error) {
      return answer(422, CalculatorErrorBody, errorBodyOf(error));
    }
    return answer(
      200,
      ExcelResponse,
      body.map((call, i) => run(call, `body.${i}`)),
    );
  }
  const result = run(body, 'body');
  if ('error' in result) {
    const code = result.error.code;
    const unprocessable =
      UNPROCESSABLE_CODES.has(code) ||
      code === 'date_out_of_range' ||
      code === 'too_many_cashflows';
    return answer(unprocessable ? 422 : 400, CalculatorErrorBody, result);
  }
  return answer(200, ExcelResponse, result);
}

/** Runs one task to its answer; a failure that is not the caller's throws (a 500). */
export function runTask(task: CalculatorTask): TaskAnswer {
  switch (task.kind) {
    case 'single':
      return runSingle(task.body);
    case 'batch':
      return runBatch(task.body);
    case 'excel':
      return runExcel(task.body);
  }
}
