import { sql, type SQL } from 'drizzle-orm';

/**
 * A numeric constant written into a statement: a bound parameter would take the type of the
 * other operand (`days * $1` makes 1.015 an integer and fails). Fractions are float8, not
 * numeric: arithmetic on every row of a large table stays in machine floats.
 */
export const lit = (n: number): SQL => {
  if (!Number.isFinite(n)) throw new Error(`not a number: ${n}`);
  return sql.raw(Number.isInteger(n) ? `(${String(n)})` : `(${String(n)}::float8)`);
};
