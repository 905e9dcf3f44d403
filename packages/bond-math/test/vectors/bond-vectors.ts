/**
 * Bond vectors: QuantLib bonds.cpp testCached (ICMA price/yield), MOEX G-curve with the
 * Bank of Russia's yields, the Russian coupon rounding rule, QuantLib's amortizing bond.
 */
import { expect } from 'vitest';
import {
  addMonths,
  buildCashFlows,
  levelPaymentPrincipals,
  moexZeroCurve,
  priceFromYield,
  yieldFromPrice,
  type BondTerms,
  type DayCountId,
  type MoexZcycParams,
  type YieldConvention,
} from '../../src/index';
import type { Vector } from '../reference';
import { d, num, within, type Handler } from './common';

/** QuantLib's true yield: ICMA time to business-day-adjusted payment dates, compounded. */
const QL_SEMIANNUAL: YieldConvention = {
  compounding: 'compounded',
  frequency: 2,
  timeBasis: 'bond',
  discountTo: 'payment',
};
const QL_CONTINUOUS: YieldConvention = {
  compounding: 'continuous',
  timeBasis: 'bond',
  discountTo: 'payment',
};

/** The QuantLib test bonds (bonds.cpp testCached): schedule, calendar and conventions there. */
function qlBond(v: Vector): BondTerms {
  const i = v.inputs;
  const bond3 = v.id.includes('bond3');
  return {
    // Accrual starts at the schedule start (QuantLib bonds accrue from the schedule).
    issueDate: d(i.scheduleStart),
    maturityDate: d(i.maturity),
    frequency: 2,
    dayCount: 'ACT/ACT-ICMA',
    couponRate: num(i.couponRate),
    // bond1 EOM=true, bond2 EOM=false (inputs); bond3: QuantLib's Schedule(..., false).
    endOfMonth: (i.endOfMonth as boolean | undefined) ?? false,
    calendar: bond3 ? 'us-government-bond' : 'null',
    accrualConvention: 'unadjusted',
    paymentConvention: 'modified-following',
  };
}

function qlYields(v: Vector) {
  const terms = qlBond(v);
  const s = d(v.inputs.settlement);
  const price = { clean: num(v.inputs.cleanPrice) };
  within(
    yieldFromPrice(terms, s, price, { convention: QL_SEMIANNUAL }),
    num(v.expected.yield_compounded_semiannual),
    num(v.tolerance.abs),
    'semiannual',
  );
  within(
    yieldFromPrice(terms, s, price, { convention: QL_CONTINUOUS }),
    num(v.expected.yield_continuous),
    num(v.tolerance.abs),
    'continuous',
  );
}

export const BOND_HANDLERS: Record<string, Handler> = {
  'ql-bond-ismaprice-bond1-short-first': (v) => {
    const p = priceFromYield(qlBond(v), d(v.inputs.settlement), num(v.inputs.yield), {
      convention: QL_SEMIANNUAL,
    });
    within(p.clean, num(v.expected.cleanPrice), num(v.tolerance.abs), v.id);
  },
  'ql-bond-ismayield-bond1': (v) => qlYields(v),
  'ql-bond-ismaprice-bond2': (v) => {
    const p = priceFromYield(qlBond(v), d(v.inputs.settlement), num(v.inputs.yield), {
      convention: QL_SEMIANNUAL,
    });
    within(p.clean, num(v.expected.cleanPrice), num(v.tolerance.abs), v.id);
  },
  'ql-bond-ismayield-bond2': (v) => qlYields(v),
  'ql-bond-ismaprice-bond3-explicit-settlement': (v) => {
    const p = priceFromYield(qlBond(v), d(v.inputs.settlement), num(v.inputs.yield), {
      convention: QL_SEMIANNUAL,
    });
    within(p.clean, num(v.expected.cleanPrice), num(v.tolerance.abs), v.id);
  },
  'moex-zcyc-2022-09-28': (v) => {
    const curve = moexZeroCurve(v.inputs as unknown as MoexZcycParams);
    const tenors = v.inputs.tenorsYears as number[];
    const cbr = v.expected.yieldPct_cbr as number[];
    tenors.forEach((t, k) => {
      // The Bank of Russia prints 2 decimals of percent: our value must round to it.
      const pct = curve.yieldBp(t) / 100;
      within(Math.round(pct * 100) / 100, cbr[k] as number, 1e-9, `t=${t}`);
      within(pct, cbr[k] as number, num(v.tolerance.yieldPct_abs) + 1e-12, `t=${t}`);
    });
    within(
      Math.round(curve.yieldBp(1) * 100) / 100,
      num(v.expected.Y_1y_bp),
      num(v.tolerance.Y_bp_abs),
      'Y(1)',
    );
  },
  'russia-ofz-coupon-rounding': (v) => {
    const i = v.inputs;
    const issue = d('2021-03-17');
    const terms: BondTerms = {
      issueDate: issue,
      maturityDate: (issue + num(i.periodDays)) as never,
      faceValue: num(i.face),
      frequency: 0,
      couponRate: num(i.couponRate),
      dayCount: i.dayCount as DayCountId,
      rounding: { couponDecimals: 2, accruedDecimals: 2 },
    };
    const flow = buildCashFlows(terms).flows[0];
    within(flow?.coupon ?? NaN, num(v.expected.couponAmount), 1e-9, 'rounded coupon');
    const raw = buildCashFlows({ ...terms, rounding: undefined }).flows[0];
    within(raw?.coupon ?? NaN, num(v.expected.couponAmount_unrounded), 1e-9, 'unrounded coupon');
  },
  'ql-amortizing-level-payment-pmt': (v) => {
    const i = v.inputs;
    const months = num(i.months);
    const issue = d('2000-01-15');
    (i.rates as number[]).forEach((rate, k) => {
      const principals = levelPaymentPrincipals(num(i.notional), rate, 12, months);
      const terms: BondTerms = {
        issueDate: issue,
        maturityDate: addMonths(issue, months),
        faceValue: num(i.notional),
        frequency: 12,
        dayCount: 'ACT/ACT-ICMA',
        couponRate: rate,
        calendar: 'null',
        amortization: principals
          .slice(0, -1)
          .map((amount, j) => ({ date: addMonths(issue, j + 1), amount })),
      };
      const flows = buildCashFlows(terms).flows;
      expect(flows).toHaveLength(months);
      const expected = (v.expected.monthlyPayment as number[])[k] as number;
      for (const f of flows) {
        within(f.coupon + f.redemption, expected, num(v.tolerance.abs), `rate ${rate}`);
        within(f.coupon, (f.notional * rate) / 12, 1e-9, `coupon on outstanding, rate ${rate}`);
      }
    });
  },
};
