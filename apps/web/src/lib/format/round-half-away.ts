/**
 * Rounds to `decimals` places, halves away from zero, on the number's shortest decimal text
 * (what a reader sees), not on its binary value: 1.0005 is stored as 1.000499999..., which
 * Intl alone would show as 1.000; a trader reads it as 1.0005 and expects 1.001.
 * A result of zero is always +0, so a tiny negative never shows as "-0.00".
 */
export function roundHalfAway(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const [mantissa, exponent = '0'] = String(Math.abs(value)).split('e');
  const scaled = Number(`${mantissa}e${Number(exponent) + decimals}`);
  // Math.round rounds halves up; on the absolute value that is away from zero.
  const [roundedMantissa, roundedExponent = '0'] = String(Math.round(scaled)).split('e');
  const rounded = Number(`${roundedMantissa}e${Number(roundedExponent) - decimals}`);
  if (rounded === 0) return 0;
  return value < 0 ? -rounded : rounded;
}
