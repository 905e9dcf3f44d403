import type { NumberRule } from './screen-filters';

/*
 * A number typed in the screener's form or read from a URL, checked against the server's
 * bounds: what the server would refuse is shown at the field (form) or dropped (URL), never sent.
 */

export type NumberProblem = 'not_number' | 'out_of_bounds' | 'not_integer' | 'reversed';

export interface ReadNumber {
  value?: number;
  problem?: NumberProblem;
}

/** A decimal comma is a decimal point (half the interface languages write one). */
export function readNumber(input: unknown, rule: NumberRule): ReadNumber {
  if (input === undefined || input === null) return {};
  if (typeof input !== 'string' && typeof input !== 'number') return { problem: 'not_number' };
  const text = String(input).trim().replace(',', '.').replace(/\s+/g, '');
  if (text === '') return {};
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(text)) return { problem: 'not_number' };
  const value = Number(text);
  if (!Number.isFinite(value)) return { problem: 'not_number' };
  if (rule.integer && !Number.isInteger(value)) return { problem: 'not_integer' };
  if (value < rule.lo || value > rule.hi) return { problem: 'out_of_bounds' };
  return { value };
}

/** Both ends of a range; a max below the min is the max's problem (the server's rule). */
export function readRange(min: unknown, max: unknown, rule: NumberRule) {
  const low = readNumber(min, rule);
  const high = readNumber(max, rule);
  if (low.value !== undefined && high.value !== undefined && low.value > high.value)
    return { min: low, max: { problem: 'reversed' as const } };
  return { min: low, max: high };
}
