/**
 * The one error type of the engine. Impossible terms or inputs never produce NaN or
 * Infinity: every public function either returns a finite number or throws a
 * `BondMathError` whose `code` a caller (the HTTP API, the web form) can map to a message,
 * and whose optional `field` names the offending input.
 */
export type BondMathErrorCode =
  | 'invalid_date'
  | 'invalid_argument'
  | 'invalid_frequency'
  | 'invalid_price'
  | 'invalid_yield'
  | 'yield_below_minus_100'
  | 'maturity_before_issue'
  | 'settlement_after_maturity'
  | 'settlement_before_issue'
  | 'unknown_day_count'
  | 'unknown_calendar'
  | 'unknown_function'
  | 'no_cash_flows'
  | 'no_convergence';

export class BondMathError extends Error {
  override readonly name = 'BondMathError';
  readonly code: BondMathErrorCode;
  readonly field: string | undefined;

  constructor(code: BondMathErrorCode, message: string, field?: string) {
    super(message);
    this.code = code;
    this.field = field;
  }
}

export function fail(code: BondMathErrorCode, message: string, field?: string): never {
  throw new BondMathError(code, message, field);
}

/** Guards a numeric input: finite, else `invalid_argument` (or the given code). */
export function requireFinite(
  value: number,
  field: string,
  code: BondMathErrorCode = 'invalid_argument',
): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    fail(code, `${field} must be a finite number, got ${String(value)}`, field);
  }
  return value;
}

/** Guards a computed result: the engine never hands NaN/Infinity to a caller. */
export function requireFiniteResult(value: number, what: string): number {
  if (!Number.isFinite(value)) fail('invalid_argument', `${what} is not finite for these inputs`);
  return value;
}
