import {
  can,
  decideValues,
  isMasked,
  pickText,
  WATCHLIST_NSD_ID,
  type AccessSubject,
  type Language,
  type WatchlistHolding,
  type WatchlistsResponse,
} from '@bondsight/contracts';
import type { Db } from '../../db/client';
import type { BondLife } from '../../lib/bond-life';
import { findLives } from '../../lib/bond-life-query';
import { shownDurationOrSpread, shownYield, usable } from '../../lib/display-rules';
import { freshness } from '../../lib/freshness';
import { revealer } from '../../lib/masking';
import {
  expectedFlows,
  holdingFigures,
  outstandingFace,
  roundMoney,
  type FlowRow,
} from './holding-figures';
import * as repo from './holdings.repository';

/** The kind of values the page shows: the latest quotes, as on the bond summary. */
const KIND = 'bond.latest_quotes';

type TickRow = Awaited<ReturnType<typeof repo.findLatestTicks>>[number];
type HoldingRow = Awaited<ReturnType<typeof repo.findHoldings>>[number];

/**
 * Each bond's latest quote, chosen as the bond summary chooses it: the newest priced day among
 * the grounds the subject may see; on one day an exchange first, then the lower ground id. A
 * bond priced only where the subject may not look keeps its best hidden quote, masked.
 */
export function latestQuotes(ticks: TickRow[], subject: AccessSubject) {
  const visible = (groundId: number) => decideValues(subject, KIND, groundId) === 'allowed';
  // Negative when a comes before b, as the bond summary sorts its grounds.
  const order = (a: TickRow, b: TickRow) =>
    Number(visible(b.tradingGroundId)) - Number(visible(a.tradingGroundId)) ||
    b.date.localeCompare(a.date) ||
    Number(b.isExchange) - Number(a.isExchange) ||
    a.tradingGroundId - b.tradingGroundId;
  const best = new Map<number, TickRow>();
  for (const t of ticks) {
    const current = best.get(t.bondId);
    if (!current || order(t, current) < 0) best.set(t.bondId, t);
  }
  return best;
}

export function flowsByBond(flows: FlowRow[]) {
  const map = new Map<number, FlowRow[]>();
  for (const f of flows) map.set(f.bondId, [...(map.get(f.bondId) ?? []), f]);
  return map;
}

/**
 * One holding on the page. Its bond's life (lib/bond-life.ts) sets what it pays (no payment
 * after its end, none missed after a default) and whether its latest quote still has a yield
 * and a duration: an ended or defaulted bond's last price is history, as on the bond summary.
 */
function toHolding(
  row: HoldingRow,
  tick: TickRow | undefined,
  allFlows: FlowRow[],
  life: BondLife | undefined,
  ctx: { subject: AccessSubject; lang: Language; asOf: string },
): WatchlistHolding {
  const reveal = revealer(tick ? decideValues(ctx.subject, KIND, tick.tradingGroundId) : 'allowed');
  const bad = tick?.badData ?? [];
  const flows = life ? expectedFlows(allFlows, life) : allFlows;
  const live = tick !== undefined && (life?.alive ?? true);
  const price = tick ? usable(tick.cleanPrice, 'last_price', bad) : null;
  const ytm = live ? shownYield(usable(tick.ytm, 'ytm_last', bad)) : null;
  const accrued = tick ? usable(tick.nkd, 'nkd', bad) : null;
  const duration = live ? shownDurationOrSpread(usable(tick.duration, 'duration', bad), ytm) : null;
  const face = outstandingFace(row.faceValue, flows, ctx.asOf);
  // The quote's age against its bond's as-of date (lib/freshness.ts, as on the summary).
  const fresh = tick ? freshness(tick.date, row.asOf) : null;
  const figures = holdingFigures({
    price,
    accrued,
    face,
    buyPrice: row.buyPrice,
    buyDate: row.buyDate,
    count: row.count,
    flows,
    asOf: ctx.asOf,
  });
  return {
    item_id: row.itemId,
    bond_id: row.bondId,
    name: pickText(row.names, ctx.lang),
    isin: row.isin,
    currency: row.currency,
    face_value: face,
    maturity_date: row.maturityDate,
    is_floater: row.couponType === 'floating',
    price_date: tick?.date ?? null,
    age_days: fresh?.ageDays ?? null,
    stale: fresh?.stale ?? false,
    trading_ground_name: tick ? pickText(tick.groundNames, ctx.lang) : null,
    price: reveal(price),
    ytm: reveal(ytm),
    duration: reveal(duration),
    accrued: reveal(accrued),
    buy_price: row.buyPrice,
    buy_date: row.buyDate,
    count: row.count,
    value: reveal(figures.value),
    pnl_clean: reveal(figures.pnlClean),
    // Coupons come from the bond's schedule, not from a quote: never masked.
    coupons_received: figures.couponsReceived,
    pnl_total: reveal(figures.pnlTotal),
  };
}

const numberOr0 = (value: unknown) => (typeof value === 'number' && !isMasked(value) ? value : 0);

function totalsOf(holdings: WatchlistHolding[]) {
  const byCurrency = new Map<string, { value: number; pnl_clean: number; pnl_total: number }>();
  for (const h of holdings) {
    const t = byCurrency.get(h.currency) ?? { value: 0, pnl_clean: 0, pnl_total: 0 };
    t.value += numberOr0(h.value);
    t.pnl_clean += numberOr0(h.pnl_clean);
    t.pnl_total += numberOr0(h.pnl_total);
    byCurrency.set(h.currency, t);
  }
  return [...byCurrency]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, t]) => ({
      currency,
      value: roundMoney(t.value),
      pnl_clean: roundMoney(t.pnl_clean),
      pnl_total: roundMoney(t.pnl_total),
    }));
}

/** The watchlist page: every list of the user with its holdings and totals by currency. */
export async function watchlistPage(
  db: Db,
  userId: number,
  subject: AccessSubject,
  lang: Language,
): Promise<WatchlistsResponse> {
  const [asOf, lists, rows] = await Promise.all([
    repo.findDataAsOf(db),
    repo.findLists(db, userId),
    repo.findHoldings(db, userId),
  ]);
  const bondIds = [...new Set(rows.map((r) => r.bondId))];
  const [ticks, flows, lives] = await Promise.all([
    repo.findLatestTicks(db, bondIds),
    repo.findCashFlows(db, bondIds),
    findLives(db, bondIds, asOf),
  ]);
  const quotes = latestQuotes(ticks, subject);
  const flowMap = flowsByBond(flows);
  const ctx = { subject, lang, asOf };
  return {
    asOf,
    canEdit: can(subject, 'watchlist.edit'),
    lists: lists.map((list) => {
      const holdings = rows
        .filter((r) => r.listId === list.id)
        .map((r) =>
          toHolding(r, quotes.get(r.bondId), flowMap.get(r.bondId) ?? [], lives.get(r.bondId), ctx),
        );
      return {
        id: list.id,
        name: list.name,
        nsd_only: list.id === WATCHLIST_NSD_ID,
        holdings,
        totals: totalsOf(holdings),
      };
    }),
  };
}
