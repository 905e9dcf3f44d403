import { fail } from '../errors';

/**
 * ISIN (ISO 6166): a two-letter country code, a nine-character national number (letters and
 * digits) and one check digit. The check digit is the Luhn digit of the first eleven
 * characters once each letter is written as its two-digit value (A = 10 ... Z = 35): from
 * the rightmost digit leftwards, every other digit is doubled (the rightmost one included),
 * the digits of the results are summed, and the check digit brings the sum to a multiple
 * of ten. Apple's US037833100 -> 3 0 2 8 0 3 7 8 3 3 1 0 0 -> check digit 5, US0378331005.
 *
 * Only upper-case Latin letters and digits are ISIN characters. Anything else (a lower-case
 * letter, a Cyrillic look-alike, punctuation) is not an ISIN, and no check digit is made
 * up for it.
 */
const ISIN_BODY = /^[A-Z]{2}[A-Z0-9]{9}$/;
const ISIN = /^[A-Z]{2}[A-Z0-9]{9}[0-9]$/;

/** A character's value in the digit string: 0-9 for a digit, 10-35 for A-Z. */
const characterValue = (character: string): number => parseInt(character, 36);

/** The check digit of an ISIN's first eleven characters; throws if they cannot begin one. */
export function isinCheckDigit(body11: string): number {
  if (!ISIN_BODY.test(body11)) {
    fail(
      'invalid_argument',
      `"${body11}" is not an ISIN body: two letters A-Z, then nine letters A-Z or digits`,
      'isin',
    );
  }
  const digits = [...body11].map((c) => String(characterValue(c))).join('');
  let sum = 0;
  for (let fromRight = 0; fromRight < digits.length; fromRight++) {
    let digit = Number(digits[digits.length - 1 - fromRight]);
    if (fromRight % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** The full ISIN of eleven characters: they followed by their check digit. */
export function withIsinCheckDigit(body11: string): string {
  return `${body11}${isinCheckDigit(body11)}`;
}

/** Twelve ISIN characters whose last is the check digit of the first eleven. */
export function isValidIsin(isin: string): boolean {
  return ISIN.test(isin) && isinCheckDigit(isin.slice(0, 11)) === Number(isin[11]);
}
