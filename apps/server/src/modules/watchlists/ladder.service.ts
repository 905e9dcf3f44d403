import {
  pickText,
  type Language,
  type LadderEvent,
  type LadderResponse,
  type LadderRow,
} from '@bondsight/contracts';
import { addMonths, formatIsoDate, parseIsoDate } from '@bondsight/bond-math';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { yieldableOffers } from '../../lib/bond-life';
import { findLives } from '../../lib/bond-life-query';
import { expectedFlows, outstandingFace, roundMoney, type FlowRow } from './holding-figures';
import { flowsByBond } from './holdings.service';
import * as repo from './holdings.repository';
import * as lists from './watchlists.repository';

export const DEFAULT_LADDER_MONTHS = 36;

type HoldingRow = Awaited<ReturnType<typeof repo.findHoldings>>[number];
type OfferRow = Awaited<ReturnType<typeof repo.findOffers>>[number];

const dayAfter = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/** A flow that repays principal: the last one that brings the face to 0 is the redemption. */
function principalKind(flow: FlowRow, flows: readonly FlowRow[], face: number) {
  const repaidThrough = flows
    .filter((f) => f.num <= flow.num)
    .reduce((sum, f) => sum + (f.redemption ?? 0), 0);
  return repaidThrough >= face - 1e-9 ? 'redemption' : 'amortisation';
}

/**
 * The events of one holding in [from, to]: coupons, amortisations and the redemption as
 * count × the flow per bond; puts as count × the face outstanding then × the offer price.
 */
export function holdingEvents(
  holding: HoldingRow,
  flows: readonly FlowRow[],
  offers: readonly OfferRow[],
  range: { from: string; to: string },
  lang: Language,
): LadderEvent[] {
  const count = holding.count ?? 0;
  const name = pickText(holding.names, lang);
  const base = { bond_id: holding.bondId, bond_name: name };
  const inRange = (date: string) => date >= range.from && date <= range.to;
  const events: LadderEvent[] = [];
  for (const f of flows.filter((x) => inRange(x.date))) {
    if ((f.couponSum ?? 0) > 0)
      events.push({
        ...base,
        date: f.date,
        kind: 'coupon',
        amount: roundMoney(count * f.couponSum!),
        estimated: f.couponIsEstimated,
      });
    if ((f.redemption ?? 0) > 0)
      events.push({
        ...base,
        date: f.date,
        kind: principalKind(f, flows, holding.faceValue),
        amount: roundMoney(count * f.redemption!),
        estimated: false,
      });
  }
  for (const o of offers.filter((x) => x.type === 'put' && inRange(x.date))) {
    const face = outstandingFace(holding.faceValue, flows, o.date);
    events.push({
      ...base,
      date: o.date,
      kind: 'put',
      amount: roundMoney((count * face * o.price) / 100),
      estimated: false,
    });
  }
  return events;
}

const emptySums = () => ({ coupons: 0, amortisations: 0, redemptions: 0, total: 0, puts: 0 });
type Sums = ReturnType<typeof emptySums>;

function addEvent(sums: Sums, event: LadderEvent) {
  const amount = event.amount ?? 0;
  if (event.kind === 'coupon') sums.coupons += amount;
  else if (event.kind === 'amortisation') sums.amortisations += amount;
  else if (event.kind === 'redemption') sums.redemptions += amount;
  else sums.puts += amount;
  if (event.kind !== 'put') sums.total += amount;
}

const rounded = (s: Sums): Sums => ({
  coupons: roundMoney(s.coupons),
  amortisations: roundMoney(s.amortisations),
  redemptions: roundMoney(s.redemptions),
  total: roundMoney(s.total),
  puts: roundMoney(s.puts),
});

/**
 * The ladder of one of the user's lists, from the day after the data's as-of day. Each bond's
 * life on that day (lib/bond-life.ts) decides what is still to come: no payment after its end
 * or from its default, puts only while it lives and before its end.
 */
export async function ladder(
  db: Db,
  userId: number,
  listId: number,
  months: number,
  lang: Language,
): Promise<LadderResponse> {
  const list = await lists.findList(db, userId, listId);
  if (!list) throw notFound();
  const [asOf, holdings] = await Promise.all([
    repo.findDataAsOf(db),
    repo.findHoldings(db, userId, listId),
  ]);
  const from = dayAfter(asOf);
  const to = formatIsoDate(addMonths(parseIsoDate(asOf), months));
  const bondIds = [...new Set(holdings.map((h) => h.bondId))];
  const [flows, offers, lives] = await Promise.all([
    repo.findCashFlows(db, bondIds),
    repo.findOffers(db, bondIds),
    findLives(db, bondIds, asOf),
  ]);
  const flowMap = flowsByBond(flows);
  const rows = new Map<string, LadderRow>();
  const totals = new Map<string, Sums>();
  for (const h of holdings) {
    const life = lives.get(h.bondId);
    if (!life) continue;
    const bondOffers = yieldableOffers(
      offers.filter((o) => o.bondId === h.bondId),
      life,
      asOf,
    );
    const bondFlows = expectedFlows(flowMap.get(h.bondId) ?? [], life);
    const events = holdingEvents(h, bondFlows, bondOffers, { from, to }, lang);
    for (const e of events) {
      const month = e.date.slice(0, 7);
      const key = `${month} ${h.currency}`;
      const row = rows.get(key) ?? { month, currency: h.currency, ...emptySums(), events: [] };
      addEvent(row, e);
      row.events.push(e);
      rows.set(key, row);
      const total = totals.get(h.currency) ?? emptySums();
      addEvent(total, e);
      totals.set(h.currency, total);
    }
  }
  return {
    watchlistId: list.id,
    name: list.name,
    from,
    to,
    rows: [...rows.values()]
      .sort((a, b) => a.month.localeCompare(b.month) || a.currency.localeCompare(b.currency))
      .map((r) => ({
        ...r,
        ...rounded(r),
        events: r.events.sort((a, b) => a.date.localeCompare(b.date) || a.bond_id - b.bond_id),
      })),
    totals: [...totals]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, s]) => ({ currency, ...rounded(s) })),
  };
}
