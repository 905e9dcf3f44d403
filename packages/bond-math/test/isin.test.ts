/**
 * ISIN check digits (ISO 6166): published ISINs, every ISIN of a real MOEX calendar export,
 * and the case on which the demo-world generator's former copy of the rule went wrong.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BondMathError, isinCheckDigit, isValidIsin, withIsinCheckDigit } from '../src/index';
import { requireReference, SHARED_DATA_DIR } from './reference';

/** ISINs printed by their issuers, registries or exchanges, with what they name. */
const PUBLISHED: readonly (readonly [isin: string, what: string])[] = [
  ['US0378331005', 'Apple Inc. common stock (the example of ISO 6166 and of ANNA)'],
  ['US5949181045', 'Microsoft Corp. common stock'],
  ['GB0002634946', 'BAE Systems plc ordinary shares'],
  ['AU0000XVGZA3', 'Treasury Corporation of Victoria 5 3/4% 2005-2016 (letters in the NSIN)'],
  ['US912828Z948', 'US Treasury 1 1/2% note due 2030-02-15, CUSIP 912828Z94'],
  ['RU000A100A82', 'OFZ-PD 26228 (MOEX coupon calendar, April 2024)'],
  ['RU000A0JXQF2', 'OFZ-PD 26222 (MOEX coupon calendar, April 2024)'],
  ['RU000A0JX0J2', 'a Russian corporate bond'],
  // MOEX codes of OFZ: not ISINs (those are RU000A...), but built by the same rule.
  ['SU26219RMFS4', 'OFZ 26219, MOEX SECID'],
  ['SU26230RMFS1', 'OFZ 26230, MOEX SECID'],
];

describe('isinCheckDigit', () => {
  it.each(PUBLISHED)('gives the published check digit of %s (%s)', (isin) => {
    expect(isinCheckDigit(isin.slice(0, 11))).toBe(Number(isin[11]));
    expect(withIsinCheckDigit(isin.slice(0, 11))).toBe(isin);
  });

  it('makes a Treasury ISIN from its CUSIP: US + CUSIP + check digit', () => {
    expect(withIsinCheckDigit('US912828Z94')).toBe('US912828Z948');
  });

  it.each([
    ['US03783310', 'ten characters'],
    ['US0378331005', 'twelve characters'],
    ['us037833100', 'lower case'],
    ['U1037833100', 'a digit in the country code'],
    ['US03783310-', 'punctuation'],
  ])('refuses %s (%s) with invalid_argument', (body) => {
    expect(() => isinCheckDigit(body)).toThrow(BondMathError);
    expect(() => isinCheckDigit(body)).toThrow(
      expect.objectContaining({ code: 'invalid_argument', field: 'isin' }),
    );
  });
});

describe('isValidIsin', () => {
  it.each(PUBLISHED)('accepts %s (%s)', (isin) => {
    expect(isValidIsin(isin)).toBe(true);
  });

  it.each([
    ['US0378331004', 'a wrong check digit'],
    ['US0378331050', 'two digits swapped'],
    ['us0378331005', 'lower case'],
    ['US037833100', 'no check digit'],
    ['US03783310055', 'one character too many'],
    ['US037833100A', 'a letter as check digit'],
  ])('rejects %s (%s)', (code) => {
    expect(isValidIsin(code)).toBe(false);
  });
});

/**
 * Until issue #9 the server had two copies of this rule, and they disagreed. The importers'
 * copy turned only A-Z into numbers; the demo-world generator's copy
 * (`c >= 'A' ? charCode - 55 : c`) turned every character from 'A' upwards into a "letter
 * value": '[' became 36, a Cyrillic 'А' (U+0410, which Russian-keyed sources mix into Latin
 * codes) 985, a Cyrillic 'М' (U+041C) 997. So for a code that is no ISIN it made up a
 * plausible digit, where the importers' copy gave NaN, which no check digit equals. The
 * generator's copy was the wrong one; the rule now refuses such a body. On true ISIN bodies
 * the two agree (the published ones above, the 373 of the calendar exports below), and the
 * generator only ever fed its copy A-Z and 0-9, so no demo ISIN changes.
 */
describe("the generator's former copy of the rule", () => {
  it.each([
    // Real SU26219RMFS4 with a Cyrillic 'М': the old copy gave 5, another digit than the 4
    // of the real code, as if it were a different, valid code.
    ['SU26219R\u041CFS', 5],
    // Real RU000A0JX0J2 with a Cyrillic 'А': the old copy gave 2, the real code's digit, so a
    // check built on it would accept a look-alike that matches no bond.
    ['RU000\u04100JX0J', 2],
    // An ASCII character just past 'Z'.
    ['US03783310[', 2],
  ])('gave %s the check digit %i; the rule refuses it', (body, formerDigit) => {
    expect(formerGeneratorCheckDigit(body)).toBe(formerDigit);
    expect(() => isinCheckDigit(body)).toThrow(BondMathError);
    expect(isValidIsin(`${body}${formerDigit}`)).toBe(false);
  });
});

/** The generator's former copy, verbatim, kept here only to show what it returned. */
function formerGeneratorCheckDigit(body: string): number {
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

/** moex.com calendar exports in the shared data (../shared/data; never copied in here). */
const MOEX_DATA_DIR = `${SHARED_DATA_DIR}moex/`;
const CALENDARS = ['Coupon_payments.csv', 'Redemption_and_amortisation.csv', 'Offers.csv'];
const calendarsPresent = requireReference(
  CALENDARS.map((name) => MOEX_DATA_DIR + name),
  'MOEX calendar exports',
);

describe.runIf(calendarsPresent)('every ISIN of the MOEX calendar exports', () => {
  it('has a valid check digit', () => {
    const isins = new Set<string>();
    for (const name of CALENDARS) {
      for (const line of readFileSync(MOEX_DATA_DIR + name, 'utf8').split(/\r?\n/)) {
        const first = line.split(/[\t;]/)[0] ?? '';
        // Rows start with the ISIN; the preamble and header lines do not look like one.
        if (/^[A-Z]{2}[A-Z0-9]{10}$/.test(first)) isins.add(first);
      }
    }
    expect(isins.size).toBeGreaterThan(300);
    expect([...isins].filter((isin) => !isValidIsin(isin))).toEqual([]);
  });
});
