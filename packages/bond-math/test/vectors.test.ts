/**
 * The 29 public reference cases of ../shared/reference/bond-math-vectors.json (QuantLib
 * test-suite, ISDA day-count examples, Microsoft Excel documentation, MOEX/Bank of Russia
 * G-curve, Russian coupon rounding). One test per vector, named by its id; each asserts
 * within the vector's own tolerance. Sources are in the file (`source` of each case); the
 * handlers live in test/vectors/.
 */
import { describe, expect, it } from 'vitest';
import { hasReference, readVectors } from './reference';
import { BOND_HANDLERS } from './vectors/bond-vectors';
import type { Handler } from './vectors/common';
import { DAY_COUNT_HANDLERS } from './vectors/day-count-vectors';
import { EXCEL_HANDLERS } from './vectors/excel-vectors';
import { SCHEDULE_HANDLERS } from './vectors/schedule-vectors';

const present = hasReference('bond-math-vectors.json');
const HANDLERS: Record<string, Handler> = {
  ...DAY_COUNT_HANDLERS,
  ...EXCEL_HANDLERS,
  ...BOND_HANDLERS,
  ...SCHEDULE_HANDLERS,
};

describe.skipIf(!present)('reference vectors (bond-math-vectors.json)', () => {
  const vectors = present ? readVectors() : [];
  it('has 29 vectors, each with a handler', () => {
    expect(vectors).toHaveLength(29);
    expect(vectors.filter((v) => !HANDLERS[v.id]).map((v) => v.id)).toEqual([]);
  });
  for (const v of vectors) {
    it(v.id, () => (HANDLERS[v.id] as Handler)(v));
  }
});
