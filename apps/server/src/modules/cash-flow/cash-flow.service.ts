import { readLabels } from '@bondsight/labels';
import type { CashFlowResponse, Language } from '@bondsight/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { flowsOfLife } from '../../lib/bond-life';
import { findLife } from '../../lib/bond-life-query';
import { noticeDays, publishedNotice } from '../../lib/notice-days';
import * as repo from './cash-flow.repository';
import { flowStatuses, optionStatuses } from './payment-status';

const isoDay = (moment: Date) => moment.toISOString().slice(0, 10);

/**
 * A bond's cash flow and options as stored, each marked against `today` (YYYY-MM-DD): paid
 * payments, the next payment and the next option (see payment-status.ts). Only the payments of
 * the bond's life are listed (lib/bond-life.ts): a called bond's stored coupons after the call
 * never came; a defaulted bond's payments from its default are missed.
 */
export async function getCashFlow(
  db: Db,
  id: number,
  lang: Language,
  today: string,
): Promise<CashFlowResponse> {
  const bond = await repo.findBond(db, id);
  if (!bond) throw notFound();
  const [stored, offers, life] = await Promise.all([
    repo.findFlows(db, id),
    repo.findOffers(db, id),
    findLife(db, id, today),
  ]);
  if (!life) throw notFound();
  const flows = flowsOfLife(stored, life);
  const statuses = flowStatuses(
    flows.map((f) => ({
      date: f.date,
      actualPaymentDate: f.actualPaymentDate,
      asOf: isoDay(f.asOf),
    })),
    today,
    life,
  );
  const options = optionStatuses(offers, today, life);
  // The spec's coupon_is_estimated_text: the note itself, in the request's language.
  const estimated = readLabels(lang, 'cash_flow')?.coupon_estimated ?? 'coupon_estimated';
  const newest = flows.reduce<(typeof flows)[number] | null>(
    (best, f) => (best === null || f.asOf > best.asOf ? f : best),
    null,
  );
  return {
    currency: bond.currency,
    faceValue: bond.faceValue,
    today,
    flows: flows.map((f, i) => ({
      num: f.num,
      date: f.date,
      actual_payment_date: f.actualPaymentDate,
      record_date: f.recordDate,
      nontrading_start_date: f.nontradingStartDate,
      cupon_rate: f.couponRate,
      cupon_sum: f.couponSum,
      redemtion: f.redemption,
      pool_factor: f.poolFactor,
      coupon_is_estimated_text: f.couponIsEstimated ? estimated : null,
      status: statuses[i] ?? 'future',
    })),
    options: offers.map((o, i) => ({
      id: o.id,
      date: o.date,
      period: o.period,
      type: o.type,
      option_type: o.optionType,
      notice_days: noticeDays(o.noticePeriod),
      notice_period: publishedNotice(o.noticePeriod),
      benchmark_spread: o.benchmarkSpread,
      price: o.price,
      repurchased_amount: o.repurchasedAmount,
      status: options[i] ?? 'future',
    })),
    provenance: newest && { source: newest.source, asOf: newest.asOf.toISOString() },
  };
}
