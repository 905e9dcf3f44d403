/**
 * Street and compounded yields, the pair the calculator shows side by side. With one flow
 * left they are QuantLib's two readings of a yield at the coupon frequency f:
 * - `Compounded`: P = CF / (1 + y/f)^(f t);
 * - `SimpleThenCompounded`: P = CF / (1 + y t) while t <= 1/f (the final coupon period),
 * with t the year fraction from settlement to the flow (ACT/ACT-ICMA on the coupon's
 * reference period: DSC / (E f)). Sources: QuantLib ql/interestrate.cpp
 * (InterestRate::compoundFactor), the yield solved by BondFunctions::yield as in
 * test-suite/bonds.cpp (testYield: price -> yield -> price with Compounded). The expected
 * yields below are those closed forms, computed here from the dates, not from the engine.
 */
import { describe, expect, it } from 'vitest';
import { parseIsoDate, prepare, yieldFromDirtyPrice, type BondTerms } from '../src/index';

const d = parseIsoDate;
// A 5 % semi-annual ACT/ACT-ICMA bullet, no holidays: scheduled and payment dates coincide.
const note: BondTerms = {
  issueDate: d('2024-02-15'),
  maturityDate: d('2025-02-15'),
  frequency: 2,
  dayCount: 'ACT/ACT-ICMA',
  couponRate: 0.05,
  calendar: 'null',
  paymentConvention: 'unadjusted',
};

describe('one flow left: street = QuantLib SimpleThenCompounded, compounded = QuantLib Compounded', () => {
  // Final period 2024-08-15 .. 2025-02-15 (E = 184 days); settled 2024-12-02: DAS = 109 days
  // accrued, DSC = 75 days to the last flow of 100 + 2.5.
  const settlement = d('2024-12-02');
  const E = d('2025-02-15') - d('2024-08-15');
  const DSC = d('2025-02-15') - settlement;
  const DAS = settlement - d('2024-08-15');
  const f = 2;
  const t = DSC / (E * f);
  const CF = 102.5;

  for (const clean of [99.2, 100, 101.3]) {
    it(`at a clean price of ${clean}`, () => {
      const dirty = clean + (2.5 * DAS) / E;
      const compoundedQl = f * ((CF / dirty) ** (1 / (f * t)) - 1);
      const streetQl = (CF / dirty - 1) / t;
      expect(t).toBeLessThanOrEqual(1 / f); // SimpleThenCompounded is simple here
      const street = prepare(note, settlement, { convention: 'street' });
      const compounded = prepare(note, settlement, { convention: 'compounded' });
      expect(street.accrued.percentOfFace).toBeCloseTo((2.5 * DAS) / E, 13);
      expect(yieldFromDirtyPrice(street, dirty)).toBeCloseTo(streetQl, 12);
      expect(yieldFromDirtyPrice(compounded, dirty)).toBeCloseTo(compoundedQl, 12);
    });
  }

  it('can differ by more than a percentage point close to maturity', () => {
    // Ten days before maturity at a clean price of 99.5: the two conventions are far apart,
    // which is why both are named and shown.
    const late = d('2025-02-05');
    const dirty = 99.5 + (2.5 * (late - d('2024-08-15'))) / E;
    const tl = (d('2025-02-15') - late) / (E * f);
    const street = yieldFromDirtyPrice(prepare(note, late, { convention: 'street' }), dirty);
    const compounded = yieldFromDirtyPrice(
      prepare(note, late, { convention: 'compounded' }),
      dirty,
    );
    expect(street).toBeCloseTo((CF / dirty - 1) / tl, 12);
    expect(compounded).toBeCloseTo(f * ((CF / dirty) ** (1 / (f * tl)) - 1), 12);
    expect(compounded - street).toBeGreaterThan(0.01);
  });
});

describe('more than one flow left', () => {
  it('street and compounded are the same number', () => {
    const settlement = d('2024-05-20');
    const dirty = 99.7;
    const street = yieldFromDirtyPrice(prepare(note, settlement, { convention: 'street' }), dirty);
    const compounded = yieldFromDirtyPrice(
      prepare(note, settlement, { convention: 'compounded' }),
      dirty,
    );
    expect(compounded).toBe(street);
  });
});
