import {
  buildCashFlows,
  roundMoney,
  type BondCashFlows,
  type BondTerms,
  type CalendarDate,
} from '@bondsight/bond-math';
import { termsOf } from '../../../lib/bond-terms';
import { iso } from '../dates';
import type { BondShape } from './bond-shape';
import { engineTermsOf } from './engine-terms';
import type { StoredBond, StoredFlow } from './types';
import { dayIndex, type World } from './world';

export interface BondSchedule {
  stored: StoredBond;
  storedFlows: StoredFlow[];
  terms: BondTerms;
  flows: BondCashFlows;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * Terms, cash flows and the rows that store them. Variable coupons and amortization are
 * decided on the schedule's periods first, then the engine's terms are built through
 * `engineTermsOf` from exactly those stored values, so storage and engine cannot disagree.
 */
export function scheduleBond(
  world: World,
  shape: BondShape,
  couponPct: number,
  marginPct: number,
): BondSchedule {
  const stored: StoredBond = {
    issueDate: iso(shape.issue),
    maturityDate: iso(shape.maturity),
    faceValue: shape.faceValue,
    couponType: shape.couponType,
    couponRate: shape.couponType === 'zero' ? null : couponPct,
    couponFrequency: shape.frequency,
    dayCount: shape.dayCount,
    currency: shape.currency,
    isAmortizing: shape.amortizing,
  };
  const variable = shape.couponType === 'floating' || shape.couponType === 'step';
  if (!variable && !shape.amortizing) {
    const terms = engineTermsOf(stored, []);
    const flows = buildCashFlows(terms);
    return { stored, storedFlows: storedFlowsOf(flows, () => stored.couponRate), terms, flows };
  }
  const skeleton = buildCashFlows(termsOf({ ...stored, couponRate: 1 })).flows;
  const rates = skeleton.map((f) => periodRate(world, shape, couponPct, marginPct, f.accrualStart));
  const current = skeleton.findIndex((f) => f.accrualEnd > world.asOf);
  stored.couponRate = rates[current < 0 ? rates.length - 1 : current] ?? couponPct;
  const m = shape.amortizing ? Math.min(4, skeleton.length - 1) : 0;
  const part = roundMoney(shape.faceValue / (m + 1), 2);
  const pre: StoredFlow[] = skeleton.map((f, i) => ({
    date: iso(f.accrualEnd),
    couponRate: rates[i] ?? null,
    redemption: i >= skeleton.length - 1 - m && i < skeleton.length - 1 ? part : null,
  }));
  const terms = engineTermsOf(stored, pre);
  const flows = buildCashFlows(terms);
  return {
    stored,
    storedFlows: storedFlowsOf(flows, (i) => pre[i]?.couponRate ?? null),
    terms,
    flows,
  };
}

function periodRate(
  world: World,
  shape: BondShape,
  couponPct: number,
  marginPct: number,
  start: CalendarDate,
): number {
  if (shape.couponType === 'floating') {
    // Future periods assume today's fixing: they are stored with coupon_is_estimated.
    const day = dayIndex(world, start <= world.asOf ? start : world.asOf);
    return round2(world.rates.rate(shape.floatingBase ?? 'KEYRATE', day) * 100 + marginPct);
  }
  if (shape.couponType === 'step')
    return round2(couponPct + 0.5 * Math.floor((start - shape.issue) / 730));
  return couponPct;
}

function storedFlowsOf(flows: BondCashFlows, rateOf: (i: number) => number | null): StoredFlow[] {
  return flows.flows.map((f, i) => ({
    date: iso(f.accrualEnd),
    couponRate: rateOf(i),
    redemption: f.redemption,
  }));
}
