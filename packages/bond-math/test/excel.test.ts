/**
 * Excel compatibility. Sources:
 * - Microsoft support pages (examples printed there): PRICE 94.63436162, YIELD 0.065
 *   (6.50 %), DURATION 5.993775, MDURATION 5.73567, ACCRINT 16.666667 / 15.555556 /
 *   7.2222222, COUPDAYBS 71, COUPDAYS 181, COUPDAYSNC 110, COUPNCD 15-May-2011,
 *   COUPPCD 15-Nov-2010, COUPNUM 4, YEARFRAC 0.58055556 / 0.57650273 / 0.57808219.
 * - A few rows of Excel-generated grids published with the ExcelFinancialFunctions project
 *   (github.com/fsprojects/ExcelFinancialFunctions, tests/ExcelFinancialFunctions.Tests/
 *   testdata/*.test, values computed by Excel), picked for the quirks: 30/360 February
 *   ends, DSC = E - A, ACCRINT with long first periods.
 */
import { describe, expect, it } from 'vitest';
import type { BondMathError } from '../src/index';
import { callExcel, excel, EXCEL_SIGNATURES, formatIsoDate } from '../src/index';

const BASIS: Record<string, number> = {
  UsPsa30_360: 0,
  ActualActual: 1,
  Actual360: 2,
  Actual365: 3,
  Europ30_360: 4,
};
const FREQ: Record<string, number> = { Annual: 1, SemiAnnual: 2, Quarterly: 4 };
const iso = (us: string) => {
  const [m, d, y] = us.split('/').map(Number);
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
};
const rows = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((l) => l.trim().split(','));

describe('Microsoft documentation examples', () => {
  it('PRICE', () =>
    expect(excel.PRICE('2008-02-15', '2017-11-15', 0.0575, 0.065, 100, 2, 0)).toBeCloseTo(
      94.63436162,
      8,
    ));
  // Excel prints 0.065000007 (6.50 %): the root for the 5-decimal price is 0.0650000068807...
  it('YIELD', () =>
    expect(excel.YIELD('2008-02-15', '2016-11-15', 0.0575, 95.04287, 100, 2, 0)).toBeCloseTo(
      0.065000007,
      9,
    ));
  it('DURATION', () =>
    expect(excel.DURATION('2008-01-01', '2016-01-01', 0.08, 0.09, 2, 1)).toBeCloseTo(5.993775, 6));
  it('MDURATION', () =>
    expect(excel.MDURATION('2008-01-01', '2016-01-01', 0.08, 0.09, 2, 1)).toBeCloseTo(5.73567, 5));
  it('ACCRINT (three examples)', () => {
    expect(excel.ACCRINT('2008-03-01', '2008-08-31', '2008-05-01', 0.1, 1000, 2, 0)).toBeCloseTo(
      16.666667,
      6,
    );
    expect(
      excel.ACCRINT('2008-03-05', '2008-08-31', '2008-05-01', 0.1, 1000, 2, 0, false),
    ).toBeCloseTo(15.555556, 6);
    expect(
      excel.ACCRINT('2008-04-05', '2008-08-31', '2008-05-01', 0.1, 1000, 2, 0, true),
    ).toBeCloseTo(7.2222222, 6);
  });
  it('COUP* family', () => {
    expect(excel.COUPDAYBS('2011-01-25', '2011-11-15', 2, 1)).toBe(71);
    expect(excel.COUPDAYS('2011-01-25', '2011-11-15', 2, 1)).toBe(181);
    expect(excel.COUPDAYSNC('2011-01-25', '2011-11-15', 2, 1)).toBe(110);
    expect(formatIsoDate(excel.COUPNCD('2011-01-25', '2011-11-15', 2, 1))).toBe('2011-05-15');
    expect(formatIsoDate(excel.COUPPCD('2011-01-25', '2011-11-15', 2, 1))).toBe('2010-11-15');
    expect(excel.COUPNUM('2007-01-25', '2008-11-15', 2, 1)).toBe(4);
    expect(excel.COUPNCD('2011-01-25', '2011-11-15', 2, 1)).toBe(40678); // Excel serial
  });
  it('YEARFRAC', () => {
    expect(excel.YEARFRAC('2012-01-01', '2012-07-30')).toBeCloseTo(0.58055556, 8);
    expect(excel.YEARFRAC('2012-01-01', '2012-07-30', 1)).toBeCloseTo(0.57650273, 8);
    expect(excel.YEARFRAC('2012-01-01', '2012-07-30', 3)).toBeCloseTo(0.57808219, 8);
    expect(excel.YEARFRAC('2012-07-30', '2012-01-01', 3)).toBeCloseTo(0.57808219, 8);
  });
});

describe('Excel-generated grids (ExcelFinancialFunctions testdata)', () => {
  it('PRICE', () => {
    for (const [s, m, r, y, red, f, b, e] of rows(`
      2/15/1980,2/28/2000,0.07,0.03,100,Annual,Actual360,159.5561168405
      2/15/1980,2/28/2000,0.07,0.03,100,SemiAnnual,ActualActual,159.9072526481
      2/15/1980,2/28/2000,0.07,0.03,100,Annual,UsPsa30_360,159.5966159615
      2/15/1980,2/28/2000,0.07,0.03,100,Quarterly,Europ30_360,160.0727427466
      2/15/1980,2/28/2000,0.07,0.1,100,Annual,Actual365,74.43257020689
      2/15/1980,2/28/2000,0.07,0.1,67,SemiAnnual,Actual360,69.57081592649`)) {
      expect(excel.PRICE(iso(s!), iso(m!), +r!, +y!, +red!, FREQ[f!]!, BASIS[b!])).toBeCloseTo(
        +e!,
        8,
      );
    }
  });
  it('DURATION', () => {
    for (const [s, m, c, y, f, b, e] of rows(`
      2/15/1980,2/29/2008,100,0.03,Annual,UsPsa30_360,12.00103193054
      2/15/1980,2/29/2008,23,0.1,SemiAnnual,ActualActual,8.161216269132
      2/15/1980,1/31/1994,200,0.03,Quarterly,Actual365,6.599431409642
      2/15/1980,6/30/2010,200,0.1,SemiAnnual,Actual360,8.734176600814`)) {
      expect(excel.DURATION(iso(s!), iso(m!), +c!, +y!, FREQ[f!]!, BASIS[b!])).toBeCloseTo(+e!, 9);
    }
  });
  it('YEARFRAC', () => {
    for (const [s, m, b, e] of rows(`
      3/4/1980,1/1/1994,ActualActual,13.8282533309
      3/4/1980,3/31/1996,UsPsa30_360,16.075
      3/4/1980,3/31/1996,Europ30_360,16.07222222222
      3/4/1980,2/29/2000,ActualActual,19.98709425108
      12/31/1993,3/2/1995,ActualActual,1.167123287671
      12/31/1993,4/1/1999,ActualActual,5.25
      2/14/2003,7/3/2004,ActualActual,1.381668946648`)) {
      expect(excel.YEARFRAC(iso(s!), iso(m!), BASIS[b!])).toBeCloseTo(+e!, 10);
    }
  });
  it('ACCRINT, including long first periods (negative day counts inside Excel)', () => {
    for (const [i, fi, s, r, p, f, b, e] of rows(`
      3/4/1990,3/31/1993,3/4/1992,0.07,10000,Annual,UsPsa30_360,1401.944444444
      3/4/1990,3/31/1993,3/4/1992,0.07,10000,SemiAnnual,Actual360,1394.166666667
      3/4/1990,3/31/1993,3/4/1992,0.07,10000,SemiAnnual,ActualActual,1398.076923077
      3/4/1990,7/5/2010,3/4/1992,0.07,10000,Annual,Actual360,1226.944444444
      3/4/1990,7/5/2010,3/1/1995,0.07,10000,Quarterly,ActualActual,3458.376068376`)) {
      expect(excel.ACCRINT(iso(i!), iso(fi!), iso(s!), +r!, +p!, FREQ[f!]!, BASIS[b!])).toBeCloseTo(
        +e!,
        7,
      );
    }
  });
  it('COUPDAYSNC: DSC = E - A on 30/360 bases', () => {
    for (const [s, m, f, b, e] of rows(`
      2/15/1980,11/30/1995,Quarterly,Europ30_360,14
      2/15/1980,11/30/1995,Quarterly,UsPsa30_360,15
      2/15/1980,2/29/2008,Annual,UsPsa30_360,15
      2/15/1980,2/29/2008,Annual,Europ30_360,14
      3/15/1980,2/28/2000,Annual,UsPsa30_360,345
      3/15/1980,2/28/2000,Annual,Europ30_360,343`)) {
      expect(excel.COUPDAYSNC(iso(s!), iso(m!), FREQ[f!]!, BASIS[b!])).toBe(+e!);
    }
  });
});

describe('callExcel', () => {
  it('dispatches by name with Excel argument names; serial dates and ISO strings both work', () => {
    expect(
      callExcel('price', {
        settlement: 39493,
        maturity: '2017-11-15',
        rate: 0.0575,
        yld: 0.065,
        redemption: 100,
        frequency: 2,
        basis: 0,
      }),
    ).toBeCloseTo(94.63436162, 8);
    expect(callExcel('YEARFRAC', { start_date: '2012-01-01', end_date: '2012-07-30' })).toBeCloseTo(
      0.58055556,
      8,
    );
    expect(
      callExcel('ACCRINT', {
        issue: '2008-03-01',
        first_interest: '2008-08-31',
        settlement: '2008-05-01',
        rate: 0.1,
        par: 1000,
        frequency: 2,
        basis: 0,
        calc_method: true,
      }),
    ).toBeCloseTo(16.666667, 6);
  });
  it('knows every function signature', () => {
    expect(Object.keys(EXCEL_SIGNATURES).sort()).toEqual(Object.keys(excel).sort());
  });
  it('rejects unknown functions, unknown or missing arguments, and Excel #NUM! cases', () => {
    const codes = (fn: () => unknown) => {
      try {
        fn();
      } catch (e) {
        return (e as BondMathError).code;
      }
      return 'none';
    };
    expect(codes(() => callExcel('XIRR', {}))).toBe('unknown_function');
    expect(
      codes(() => callExcel('COUPNUM', { settlement: '2020-01-01', maturity: '2025-01-01' })),
    ).toBe('invalid_argument');
    expect(
      codes(() =>
        callExcel('COUPNUM', { settlement: '2020-01-01', maturity: '2025-01-01', frequency: 3 }),
      ),
    ).toBe('invalid_frequency');
    expect(
      codes(() =>
        callExcel('COUPNUM', { settlement: '2025-01-01', maturity: '2020-01-01', frequency: 2 }),
      ),
    ).toBe('settlement_after_maturity');
    expect(
      codes(() =>
        callExcel('YIELD', {
          settlement: '2020-01-01',
          maturity: '2025-01-01',
          rate: 0.05,
          pr: 0,
          redemption: 100,
          frequency: 2,
        }),
      ),
    ).toBe('invalid_price');
    expect(
      codes(() =>
        callExcel('PRICE', {
          settlement: '2020-01-01',
          maturity: '2025-01-01',
          rate: 0.05,
          yld: -0.01,
          redemption: 100,
          frequency: 2,
        }),
      ),
    ).toBe('invalid_yield');
    expect(
      codes(() => callExcel('YEARFRAC', { start_date: 'yesterday', end_date: '2025-01-01' })),
    ).toBe('invalid_date');
  });
});
