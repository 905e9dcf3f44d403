/** ISIN check digit (ISO 6166): letters become numbers (A = 10), then the Luhn sum. */
export function isinCheckDigit(body: string): number {
  const digits = [...body.toUpperCase()]
    .map((c) => (c >= 'A' ? String(c.charCodeAt(0) - 55) : c))
    .join('');
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

export const withCheckDigit = (body: string) => `${body}${isinCheckDigit(body)}`;

/**
 * Demo ISINs: the country code, then "00Z" (a prefix no real issuer of these countries
 * uses), six base-36 digits of the bond id, and the check digit. Generated OFZ use the
 * non-existent 27xxx (fixed) and 28xxx (floating) series.
 */
export function demoIsin(country: string, bondId: number): string {
  return withCheckDigit(`${country}00Z${bondId.toString(36).toUpperCase().padStart(6, '0')}`);
}

export function ofzIsin(number: number): string {
  return withCheckDigit(`SU${number}RMFS`);
}
