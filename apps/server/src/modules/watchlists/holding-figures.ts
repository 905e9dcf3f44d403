import { flowsOfLife, type BondLife } from '../../lib/bond-life';

/**
 * The arithmetic of one holding, free of access rules and SQL: current face, value, P&L and the
 * coupons received since the buy date. Amounts are in the bond's currency.
 */

export interface FlowRow {
  bondId: number;
  num: number;
  /** Scheduled payment date, YYYY-MM-DD. */
  date: string;
  couponRate: number | null;
  /** The day it was paid; null while not (yet) paid. */
  paidDate: string | null;
  /** Coupon per bond. */
  couponSum: number | null;
  /** Principal repaid per bond. */
  redemption: number | null;
  couponIsEstimated: boolean;
}

/**
 * The payments a holder gets (lib/bond-life.ts): those of the bond's life (none after it
 * ended), and of a defaulted bond only those before its default (the later ones are missed).
 */
export function expectedFlows<T extends { date: string }>(
  flows: readonly T[],
  life: BondLife,
): T[] {
  const lived = flowsOfLife(flows, life);
  if (life.state !== 'default') return lived;
  const from = life.defaultedOn;
  return from === null ? [] : lived.filter((f) => f.date < from);
}

/** Face of one bond still outstanding on a day: the original face less what was repaid. */
export function outstandingFace(faceValue: number, flows: readonly FlowRow[], asOf: string) {
  const repaid = flows
    .filter((f) => f.date <= asOf)
    .reduce((sum, f) => sum + (f.redemption ?? 0), 0);
  return Math.max(0, faceValue - repaid);
}

/** Coupons of one bond paid after the buy date, up to the as-of day. */
export function couponsSince(flows: readonly FlowRow[], buyDate: string, asOf: string) {
  return flows
    .filter((f) => f.date > buyDate && f.date <= asOf)
    .reduce((sum, f) => sum + (f.couponSum ?? 0), 0);
}

/** Rounds money to kopecks / cents: sums of float products otherwise show 1e-12 noise. */
export const roundMoney = (value: number) => Math.round(value * 100) / 100;

export interface HoldingFigures {
  value: number | null;
  pnlClean: number | null;
  couponsReceived: number | null;
  pnlTotal: number | null;
}

export function holdingFigures(input: {
  price: number | null;
  accrued: number | null;
  face: number;
  buyPrice: number | null;
  buyDate: string | null;
  count: number | null;
  flows: readonly FlowRow[];
  asOf: string;
}): HoldingFigures {
  const { price, face, buyPrice, buyDate, count } = input;
  const value =
    price === null || count === null
      ? null
      : roundMoney(count * ((price * face) / 100 + (input.accrued ?? 0)));
  const pnlClean =
    price === null || buyPrice === null || count === null
      ? null
      : roundMoney(((price - buyPrice) * count * face) / 100);
  const couponsReceived =
    buyDate === null || count === null
      ? null
      : roundMoney(count * couponsSince(input.flows, buyDate, input.asOf));
  const pnlTotal = pnlClean === null ? null : roundMoney(pnlClean + (couponsReceived ?? 0));
  return { value, pnlClean, couponsReceived, pnlTotal };
}
