import { LIQUIDITY_WINDOW_DAYS, PRAAMS_LIQUIDITY_WINDOW_DAYS } from '@bondsight/contracts';
import { findLives } from '../../lib/bond-life-query';
import { yieldableOffers, type BondLife } from '../../lib/bond-life';
import { liquidityWindow } from '../../lib/freshness';
import { scoreBonds } from '../../lib/praams-scoring';
import { inTransaction, type Executor } from '../../db/transaction';
import type { Db } from '../../db/client';
import * as repo from './screen.repository';
import * as grounds from './screen-grounds.repository';
import { CurveBook } from './screen-curves';
import { NO_MATH, screenMath, type ScreenMath } from './screen-math';

/** Bonds per transaction: one statement computes them (about a second at 5,000). */
const BATCH = 2_000;
/** Batches refreshed at once (two cores: one in Node, one in PostgreSQL). */
const LOOPS = 2;
/** Bonds computed by bond-math between two turns of the event loop (a few milliseconds). */
const MATH_SLICE = 200;

/**
 * Brings the screener's rows in step (docs/adr/0024-bond-screener.md): recomputes the bonds the
 * triggers marked, a batch per transaction; when the data's as-of date moved, first the bonds
 * whose numbers the move changes (a tick entering or leaving the window, a coupon, offer or
 * end of life in between: repo.markAsOfMoved), and the bonds of an exchange whose latest day
 * moved (a bond's praams liquidity window ends on its ground's latest day, which can move while
 * the data's as-of date stays). A dead bond keeps a row, flagged, without numbers: its last
 * price belongs to its history, not to a screen of bonds one can buy.
 */
export async function refreshScreen(
  db: Db,
  onProgress: (done: number, total: number, step: string) => void = () => undefined,
): Promise<{ refreshed: number; asOf: string }> {
  const asOf = await repo.findDataAsOf(db);
  await inTransaction(db, async (tx) => {
    const before = await repo.findScreenAsOf(tx);
    if (before === asOf) return;
    // The marks and the new date commit together: an interrupted pass leaves its bonds marked.
    if (before === null) await repo.markAll(tx);
    else await repo.markAsOfMoved(tx, before, asOf, LIQUIDITY_WINDOW_DAYS);
    await repo.setScreenAsOf(tx, asOf);
  });
  await inTransaction(db, (tx) => repo.markMovedGrounds(tx, PRAAMS_LIQUIDITY_WINDOW_DAYS));
  const total = await repo.countDirty(db);
  // Days traded over the summary's liquidity window, so the list and the page agree.
  const { from } = liquidityWindow(asOf);
  const curves = new CurveBook();
  let refreshed = 0;
  const context = { asOf, from, curves };
  // Batches on two connections at once: one computes in Node while the other's statements run
  // in PostgreSQL (each takes its own bonds: takeDirty skips the other's). PGlite runs one
  // transaction at a time, so there the two simply take turns.
  const loop = async () => {
    for (;;) {
      const done = await inTransaction(db, (tx) => refreshBatch(tx, context));
      if (done === 0) return;
      refreshed += done;
      onProgress(Math.min(refreshed, total), total, `${refreshed} bonds`);
    }
  };
  await Promise.all(Array.from({ length: LOOPS }, loop));
  return { refreshed, asOf };
}

/** Recomputes a batch of the marked bonds in `tx`; how many it took (0: none left). */
async function refreshBatch(
  tx: Executor,
  { asOf, from, curves }: { asOf: string; from: string; curves: CurveBook },
): Promise<number> {
  const taken = await repo.takeDirty(tx, BATCH);
  if (taken.length === 0) return 0;
  const ids = taken.map((t) => t.id);
  const [bondNumbers, groundNumbers, lives] = await Promise.all([
    repo.computeBondNumbers(tx, ids, asOf, from),
    grounds.computeGroundNumbers(tx, ids, asOf, from),
    findLives(tx, ids, asOf),
  ]);
  const numbers = withMainPrice(bondNumbers, groundNumbers);
  const isAlive = (id: number) => lives.get(id)?.alive === true;
  const alive = numbers.filter((n) => isAlive(n.emissionId));
  const nextOffer = new Map(alive.map((n) => [n.emissionId, n.nextOfferDate]));
  const termsChanged = new Set(taken.filter((t) => t.terms).map((t) => t.id));
  // Main rows and ground rows in one pass: a ground row priced as its bond's main row
  // (the main ground, as a rule) takes the same numbers without a second computation.
  const priced = [
    ...alive.map((n) => ({ ...n, key: String(n.emissionId) })),
    ...groundNumbers
      .filter((g) => isAlive(g.emissionId))
      .map((g) => ({
        ...g,
        key: grounds.groundKey(g.emissionId, g.groundId),
        tradingGroundId: g.groundId,
        nextOfferDate: nextOffer.get(g.emissionId) ?? null,
      })),
  ];
  const math = await mathOf(tx, priced, ids, { lives, termsChanged, asOf, curves });
  // The praams block's own scoring, once over the batch: the list shows what the page does.
  const praams = await scoreBonds(
    tx,
    alive.map((n) => n.emissionId),
    'eng',
  );
  await repo.writeRows(
    tx,
    numbers.map(({ source: _, ...n }) => {
      const m = math.get(String(n.emissionId));
      return m && isAlive(n.emissionId)
        ? {
            ...n,
            ...m,
            praamsScore: praams.get(n.emissionId)?.score ?? null,
            alive: true,
          }
        : { ...deadRow(n), praamsScore: null, alive: false };
    }),
  );
  await grounds.writeGroundRows(
    tx,
    ids,
    groundNumbers.map(({ source: _, isExchange: _e, ...g }) => {
      const m = math.get(grounds.groundKey(g.emissionId, g.groundId));
      return m && isAlive(g.emissionId) ? { ...g, ...m } : deadGroundRow(g);
    }),
  );
  return ids.length;
}

/** A price's numbers cleared (a dead bond's row keeps where and when it was priced). */
const NO_PRICE = {
  cleanPrice: null,
  ytm: null,
  modifiedDuration: null,
  convexity: null,
  gSpread: null,
  accruedInterest: null,
  bidAskSpread: null,
} as const;

/** No price on any open ground: a main row without one. */
const UNPRICED: repo.PriceNumbers & { tradingGroundId: null } = {
  ...NO_PRICE,
  tradingGroundId: null,
  priceDate: null,
  source: null,
};

/**
 * Each bond's main row: its numbers with the price of its screen ground, the newest priced day
 * among its ground rows, on one day an exchange first, then the lower id (the summary quote's
 * rule).
 */
function withMainPrice(
  bonds: readonly repo.BondNumbers[],
  onGrounds: readonly grounds.GroundNumbers[],
): repo.ScreenNumbers[] {
  const main = new Map<number, grounds.GroundNumbers>();
  for (const g of onGrounds) {
    const best = main.get(g.emissionId);
    if (
      !best ||
      g.priceDate > best.priceDate ||
      (g.priceDate === best.priceDate &&
        (Number(g.isExchange) - Number(best.isExchange) || best.groundId - g.groundId) > 0)
    )
      main.set(g.emissionId, g);
  }
  return bonds.map((bond) => {
    const g = main.get(bond.emissionId);
    if (!g) return { ...bond, ...UNPRICED };
    return {
      ...bond,
      tradingGroundId: g.groundId,
      priceDate: g.priceDate,
      cleanPrice: g.cleanPrice,
      ytm: g.ytm,
      modifiedDuration: g.modifiedDuration,
      convexity: g.convexity,
      gSpread: g.gSpread,
      accruedInterest: g.accruedInterest,
      bidAskSpread: g.bidAskSpread,
      source: g.source,
    };
  });
}

/** What the bond-math numbers of a row depend on beside its terms. */
const inputsOf = (n: {
  priceDate: string | null;
  cleanPrice: number | null;
  tradingGroundId: number | null;
  nextOfferDate: string | null;
  // A corrected tick may change the stored yield at the same price: the screen's yield falls
  // back to it when bond-math refuses the terms, so it is an input too.
  ytm: number | null;
}) => `${n.priceDate}|${n.cleanPrice}|${n.tradingGroundId}|${n.nextOfferDate}|${n.ytm}`;

/** A priced row to compute: a bond's main row (key: its id) or its row on a ground. */
type Priced = Pick<
  repo.ScreenNumbers,
  'emissionId' | 'priceDate' | 'cleanPrice' | 'tradingGroundId' | 'nextOfferDate' | 'ytm' | 'source'
> & { key: string };

/**
 * The bond-math numbers of the live bonds' rows (by key): kept from their stored row when
 * neither its price nor its terms changed (a day of ticks recomputes only the bonds that
 * traded), else computed from the stored terms, once per bond and inputs (a ground row priced
 * as the main row shares its numbers), a slice at a time so the server keeps answering.
 */
async function mathOf(
  tx: Executor,
  rows: readonly Priced[],
  ids: readonly number[],
  context: {
    lives: Map<number, BondLife>;
    termsChanged: ReadonlySet<number>;
    asOf: string;
    curves: CurveBook;
  },
): Promise<Map<string, ScreenMath>> {
  const { lives, termsChanged, asOf, curves } = context;
  const out = new Map<string, ScreenMath>();
  const [previousMain, previousGrounds] = await Promise.all([
    repo.findPreviousMath(tx, ids),
    grounds.findPreviousGroundMath(tx, ids),
  ]);
  const previousOf = (row: Priced) =>
    row.key === String(row.emissionId)
      ? previousMain.get(row.emissionId)
      : previousGrounds.get(row.key);
  const stale = rows.filter((n) => {
    const old = previousOf(n);
    if (n.cleanPrice === null || n.priceDate === null) {
      out.set(n.key, NO_MATH);
      return false;
    }
    if (termsChanged.has(n.emissionId) || !old || inputsOf(old) !== inputsOf(n)) return true;
    const {
      priceDate: _d,
      cleanPrice: _p,
      tradingGroundId: _g,
      nextOfferDate: _o,
      ytm: _y,
      ...kept
    } = old;
    out.set(n.key, kept);
    return false;
  });
  const terms = await repo.findMathTerms(tx, [...new Set(stale.map((n) => n.emissionId))]);
  /** What was computed in this pass, by bond and inputs. */
  const computed = new Map<string, ScreenMath>();
  for (let i = 0; i < stale.length; i++) {
    if (i > 0 && i % MATH_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
    const n = stale[i] as Priced;
    const inputs = `${n.emissionId}|${inputsOf(n)}|${n.source}`;
    const known = computed.get(inputs);
    if (known) {
      out.set(n.key, known);
      continue;
    }
    const t = terms.get(n.emissionId);
    const life = lives.get(n.emissionId);
    const math =
      t && life
        ? screenMath({
            ...t,
            offers: yieldableOffers(t.offers, life, asOf),
            priceDate: n.priceDate as string,
            cleanPrice: n.cleanPrice as number,
            ytm: n.ytm,
            source: n.source ?? 'demo',
            curve: await curves.curveOn(tx, t.bond.currency, n.priceDate as string),
          })
        : NO_MATH;
    computed.set(inputs, math);
    out.set(n.key, math);
  }
  return out;
}

/** A dead bond's row on a ground: where and when it was priced stay, no number. */
function deadGroundRow(g: Omit<grounds.GroundNumbers, 'source' | 'isExchange'>): grounds.GroundRow {
  return {
    emissionId: g.emissionId,
    groundId: g.groundId,
    priceDate: g.priceDate,
    tradedDays30: 0,
  };
}

/** A dead bond's row: where and when it was last priced stay, no number one could trade on. */
function deadRow(
  n: Omit<repo.ScreenNumbers, 'source'>,
): Omit<repo.ScreenNumbers, 'source'> & ScreenMath {
  return {
    ...n,
    ...NO_MATH,
    ...NO_PRICE,
    tradedDays30: 0,
    medianVolume30: null,
    nextCouponDate: null,
    nextCouponAmount: null,
    nextOfferDate: null,
    nextOfferType: null,
    hasPut: false,
    nextPutDate: null,
    hasCall: false,
  };
}
