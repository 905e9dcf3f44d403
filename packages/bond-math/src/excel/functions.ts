/**
 * The Excel-compatible function set and a name-checked dispatcher. `callExcel` takes the
 * function name and an object keyed by Excel's own argument names (as in Excel's formula
 * tooltips), validates them, and returns a number or throws a BondMathError
 * (`unknown_function`, `invalid_argument`, ...).
 */
import { fail } from '../errors';
import { ACCRINT } from './accrint';
import type { ExcelDate } from './args';
import { COUPDAYBS, COUPDAYS, COUPDAYSNC, COUPNCD, COUPNUM, COUPPCD } from './coupons';
import { DURATION, MDURATION, PRICE, YIELD } from './price-yield';
import { YEARFRAC } from './yearfrac';

export const excel = {
  PRICE,
  YIELD,
  DURATION,
  MDURATION,
  ACCRINT,
  COUPDAYBS,
  COUPDAYS,
  COUPDAYSNC,
  COUPNCD,
  COUPNUM,
  COUPPCD,
  YEARFRAC,
} as const;

export type ExcelFunctionName = keyof typeof excel;

/** Excel's argument names in order; names ending in '?' are optional. */
export const EXCEL_SIGNATURES: Readonly<Record<ExcelFunctionName, readonly string[]>> = {
  PRICE: ['settlement', 'maturity', 'rate', 'yld', 'redemption', 'frequency', 'basis?'],
  YIELD: ['settlement', 'maturity', 'rate', 'pr', 'redemption', 'frequency', 'basis?'],
  DURATION: ['settlement', 'maturity', 'coupon', 'yld', 'frequency', 'basis?'],
  MDURATION: ['settlement', 'maturity', 'coupon', 'yld', 'frequency', 'basis?'],
  ACCRINT: [
    'issue',
    'first_interest',
    'settlement',
    'rate',
    'par?',
    'frequency',
    'basis?',
    'calc_method?',
  ],
  COUPDAYBS: ['settlement', 'maturity', 'frequency', 'basis?'],
  COUPDAYS: ['settlement', 'maturity', 'frequency', 'basis?'],
  COUPDAYSNC: ['settlement', 'maturity', 'frequency', 'basis?'],
  COUPNCD: ['settlement', 'maturity', 'frequency', 'basis?'],
  COUPNUM: ['settlement', 'maturity', 'frequency', 'basis?'],
  COUPPCD: ['settlement', 'maturity', 'frequency', 'basis?'],
  YEARFRAC: ['start_date', 'end_date', 'basis?'],
};

export type ExcelArgs = Readonly<Record<string, ExcelDate | boolean | undefined>>;

export function callExcel(name: string, args: ExcelArgs): number {
  const upper = typeof name === 'string' ? name.toUpperCase() : '';
  const signature = (EXCEL_SIGNATURES as Record<string, readonly string[] | undefined>)[upper];
  if (!signature)
    fail('unknown_function', `unknown Excel function ${JSON.stringify(name)}`, 'name');
  if (typeof args !== 'object' || args === null)
    fail('invalid_argument', 'arguments must be an object', 'args');
  const names = signature.map((s) => s.replace('?', ''));
  for (const key of Object.keys(args)) {
    if (!names.includes(key))
      fail(
        'invalid_argument',
        `${upper} has no argument ${JSON.stringify(key)}; expected ${names.join(', ')}`,
        key,
      );
  }
  const values = signature.map((s) => {
    const key = s.replace('?', '');
    const v = args[key];
    if (v === undefined && !s.endsWith('?'))
      fail('invalid_argument', `${upper}: missing argument ${key}`, key);
    if (
      v !== undefined &&
      typeof v !== 'number' &&
      typeof v !== 'string' &&
      typeof v !== 'boolean'
    ) {
      fail('invalid_argument', `${upper}: ${key} must be a number, date string or boolean`, key);
    }
    return v;
  });
  const fn = excel[upper as ExcelFunctionName] as (...a: unknown[]) => number;
  const result = fn(...values);
  if (!Number.isFinite(result))
    fail('invalid_argument', `${upper} has no finite result for these arguments`);
  return result;
}
