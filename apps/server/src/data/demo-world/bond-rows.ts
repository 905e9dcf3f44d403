import { addDays, dayOfWeek, type CalendarDate } from '@bondsight/bond-math';
import { iso } from './dates';
import type { Sinks } from './sinks';
import { currencyId, GROUND } from './world/reference';
import type { BondPlan } from './world/types';

type Row<K extends keyof Sinks> = Parameters<Sinks[K]['push']>[0];

/** The business day before a payment (weekends skipped): the record date for the coupon. */
function dayBefore(day: CalendarDate): CalendarDate {
  let d = addDays(day, -1);
  while (dayOfWeek(d) > 5) d = addDays(d, -1);
  return d;
}

/** How the bond's life ended, if it did (lib/bond-life.ts reads these three columns). */
function lifeColumns(bond: BondPlan, defaultDay: number) {
  const ended = bond.statusId === 112 || bond.statusId === 128;
  return {
    redeemedOn: ended ? iso(bond.redemptionDay) : null,
    endEvent: bond.statusId === 112 ? 'call' : bond.statusId === 128 ? 'maturity' : null,
    defaultedOn:
      bond.statusId === 256 && Number.isFinite(defaultDay) ? iso(defaultDay as CalendarDate) : null,
  };
}

export function bondRow(bond: BondPlan, defaultDay: number): Row<'bonds'> {
  const s = bond.stored;
  const russian = bond.issuer.country === 'RU';
  return {
    id: bond.id,
    isin: bond.isin,
    names: bond.names,
    fullNames: bond.fullNames,
    emitentId: bond.issuer.id,
    statusId: bond.statusId,
    currencyId: currencyId(s.currency as 'RUB'),
    faceValue: s.faceValue,
    issueDate: s.issueDate,
    maturityDate: s.maturityDate,
    couponType: s.couponType,
    couponRate: s.couponRate,
    couponFrequency: s.couponFrequency,
    dayCount: s.dayCount,
    outstandingVolume: bond.volume,
    placedVolume: bond.placedVolume,
    placementPrice: bond.placementPrice,
    bondKind: bond.bondKind,
    registrationNumber: russian
      ? `4B02-${String(bond.id % 100).padStart(2, '0')}-${String(10000 + bond.issuer.id).slice(-5)}-A`
      : null,
    minTradingLot: 1,
    secid: bond.exchangeCode,
    // The Moscow Exchange lists every OFZ in its first level; others by the bond.
    listingLevel:
      bond.mainGround !== GROUND.moex
        ? null
        : bond.issuer.kind === 'sovereign'
          ? 1
          : 1 + (bond.id % 3),
    floatingBase: bond.floatingBase,
    floatingMargin: bond.floatingMargin,
    isAmortizing: s.isAmortizing,
    isSubordinated: bond.flags.subordinated,
    isSecured: bond.flags.secured,
    isGuaranteed: bond.flags.guaranteed,
    isConvertible: bond.flags.convertible,
    ...lifeColumns(bond, defaultDay),
  };
}

/**
 * The cash flow table straight from bond-math's flows: `date` is the (unadjusted) end of the
 * coupon period, `actual_payment_date` the business day it was paid (past payments only; a
 * defaulted issuer's missed payments have none); future floater coupons are estimates. Trading
 * stops for the final redemption: its `nontrading_start_date` is the redemption's record date,
 * the day after the last trading day (world/trading-stop.ts: the ticks end on the business day
 * before the record date). A bond called early ends on the call: that payment repays what is
 * left of the face (the call's premium is the option row's price) and no later row exists.
 */
export function cashFlowRows(
  bond: BondPlan,
  asOf: CalendarDate,
  defaultDay: number,
): Row<'flows'>[] {
  const face = bond.stored.faceValue;
  const lived = bond.flows.flows.filter((f) => f.accrualEnd <= bond.redemptionDay);
  const last = lived.length - 1;
  return lived.map((f, i) => {
    const redemption = i === last ? f.notional : f.redemption;
    return {
      emissionId: bond.id,
      num: i + 1,
      date: iso(f.accrualEnd),
      actualPaymentDate:
        f.paymentDate <= asOf && f.paymentDate < defaultDay ? iso(f.paymentDate) : null,
      recordDate: iso(dayBefore(f.paymentDate)),
      nontradingStartDate: i === last && redemption > 0 ? iso(dayBefore(f.paymentDate)) : null,
      couponRate: bond.storedFlows[i]?.couponRate ?? null,
      couponSum: f.coupon,
      redemption,
      poolFactor: (f.notional - redemption) / face,
      couponIsEstimated: bond.stored.couponType === 'floating' && f.accrualStart > asOf,
    };
  });
}

export function offerRows(bond: BondPlan, asOf: CalendarDate): Row<'offers'>[] {
  return bond.offers.map((o) => ({
    emissionId: bond.id,
    date: iso(o.date),
    period: `${iso(addDays(o.date, -14))} – ${iso(addDays(o.date, -8))}`,
    type: o.type,
    optionType: o.type === 'call' && o.price > 100 ? 'make-whole' : 'full',
    // A number of days: data the page words in the reader's language (lib/notice-days.ts).
    noticePeriod: o.type === 'put' ? '14' : '30',
    benchmarkSpread: o.type === 'call' && o.price > 100 ? 50 : null,
    price: o.price,
    repurchasedAmount: o.type === 'put' && o.date <= asOf ? bond.placedVolume - bond.volume : null,
  }));
}
