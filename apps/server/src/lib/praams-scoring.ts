import { addDays, formatIsoDate, interpolatedZeroCurve, parseIsoDate } from '@bondsight/bond-math';
import {
  NSD_TRADING_GROUND_ID,
  PRAAMS_LIQUIDITY_WINDOW_DAYS,
  PRAAMS_WEIGHTS,
  pickText,
  type Language,
  type ScoredPraamsComponent,
} from '@bondsight/contracts';
import type { Executor } from '../db/transaction';
import { pickConservativeRating } from './current-rating';
import {
  DURATION_SPREAD_YIELD_MAX,
  shownDurationOrSpread,
  usable,
  YIELD_SHOWN_MAX,
} from './display-rules';
import * as repo from './praams-query';
import {
  creditScore,
  FUNDAMENTAL_RATIOS,
  fundamentalsScore,
  liquidityScore,
  median,
  overallScore,
  spreadScore,
  type FundamentalRatio,
} from './praams-scores';

/**
 * The praams scores (the bond page's praams block, the screener's praams column): one path
 * over a set of bonds, so the block and the screen never disagree.
 */

type Bond = Awaited<ReturnType<typeof repo.findBonds>>[number];
/** A component with its figures in hand (masking comes last, per subject); weighed later. */
type Scored = ScoredPraamsComponent extends infer C
  ? C extends ScoredPraamsComponent
    ? Omit<C, 'weight'>
    : never
  : never;

/** Statuses with a live credit to score: placement, outstanding and the two defaults. */
const SCORED_STATUSES: readonly number[] = [96, 174, 192, 256];
/** How many of a bond's newest ticks the market score looks through for a shown yield. */
const YIELD_TICK_DEPTH = 20;
const round = (x: number, decimals: number) => Number(x.toFixed(decimals));

/** Rows grouped by a key, in their order. */
function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const row of rows) {
    const list = out.get(key(row));
    if (list) list.push(row);
    else out.set(key(row), [row]);
  }
  return out;
}

type RatingRow = Awaited<ReturnType<typeof repo.findRatingActions>>[number];
type ScaleRow = Awaited<ReturnType<typeof repo.findScales>>[number];

function credit(
  actions: readonly RatingRow[],
  scales: ReadonlyMap<number, ScaleRow>,
  lang: Language,
): Scored | null {
  const pick = pickConservativeRating(
    actions.map((a) => ({ ...a, subject: a.subject as 'emission' | 'emitent' })),
  );
  if (!pick) return null;
  const { action } = pick;
  const scale = scales.get(action.scaleId);
  return {
    key: 'credit',
    score: creditScore(action.rank),
    source: action.source,
    asOf: action.date,
    details: {
      rating: action.grade ?? '',
      agency: scale ? pickText(scale.agencyNames, lang) : '',
      scale: scale ? pickText(scale.names, lang) : '',
      ratedSubject: action.subject,
      outlook: action.outlook,
      ratingsConsidered: pick.considered,
    },
  };
}

type Curve = Awaited<ReturnType<typeof repo.findCurves>>[number];
interface Sovereign {
  curve: Curve;
  date: string;
  value: number;
}

/**
 * The first of the currency's curves (in id order) with points on or before the day, as a
 * line linear between its tenors (flat beyond), from bond-math.
 */
function sovereignYield(
  curves: readonly Curve[],
  days: ReadonlyMap<string, repo.CurveDay>,
  day: string,
  years: number,
): Sovereign | null {
  for (const curve of curves) {
    const found = days.get(`${curve.id} ${day}`);
    if (!found || found.tenors.length === 0) continue;
    const line = interpolatedZeroCurve(found.tenors, found.values);
    return { curve, date: found.date, value: line.zeroRate(Math.max(years, 1e-6)) };
  }
  return null;
}

/** The tick's duration in years, when it has one the market score can use. */
function tickYears(tick: repo.YieldTick): number | null {
  const days = shownDurationOrSpread(usable(tick.duration, 'duration', tick.badData), tick.ytm);
  return days === null || days <= 0 ? null : days / 365;
}

/**
 * Yield over the same-currency sovereign curve at the bond's duration, from its latest tick
 * with a usable yield (the NSD ground's values are licensed per user, so never read here).
 * A yield above 20 % scores 7: the display rules blank its duration and spread.
 */
function market(
  tick: repo.YieldTick | undefined,
  curves: readonly Curve[],
  days: ReadonlyMap<string, repo.CurveDay>,
  lang: Language,
): Scored | null {
  if (!tick) return null;
  const { ytm } = tick;
  const base = { key: 'market' as const, source: tick.source, asOf: tick.date };
  const tradingGround = pickText(tick.groundNames, lang);
  if (ytm > DURATION_SPREAD_YIELD_MAX)
    return {
      ...base,
      score: 7,
      details: {
        tradingGround,
        ytm,
        durationYears: null,
        curve: null,
        curveDate: null,
        curveYield: null,
        spreadBp: null,
      },
    };
  const years = tickYears(tick);
  if (years === null) return null;
  const sovereign = sovereignYield(curves, days, tick.date, years);
  if (!sovereign) return null;
  const spreadBp = round((ytm - sovereign.value) * 100, 2);
  return {
    ...base,
    source:
      sovereign.curve.source === tick.source
        ? tick.source
        : `${tick.source}, ${sovereign.curve.source}`,
    score: spreadScore(spreadBp),
    details: {
      tradingGround,
      ytm,
      durationYears: round(years, 2),
      curve: pickText(sovereign.curve.names, lang),
      curveDate: sovereign.date,
      curveYield: round(sovereign.value, 3),
      spreadBp,
    },
  };
}

const windowStart = (end: string) =>
  formatIsoDate(addDays(parseIsoDate(end), 1 - PRAAMS_LIQUIDITY_WINDOW_DAYS));

/**
 * Days traded (volume above zero) in the 30 calendar days up to each exchange's latest date,
 * and the median money volume of those days; the exchange where it trades most counts (the
 * lower id on a tie).
 */
function liquidity(
  bond: Bond,
  grounds: readonly repo.WindowGround[],
  ticks: ReadonlyMap<string, repo.WindowTick[]>,
  lang: Language,
): Scored | null {
  let best: (Scored & { days: number }) | null = null;
  for (const ground of grounds) {
    const start = windowStart(ground.end);
    const inWindow = ticks.get(`${bond.id} ${ground.groundId}`) ?? [];
    const traded = inWindow.filter((t) => (usable(t.volume, 'volume', t.badData) ?? 0) > 0);
    const volumes = traded
      .map((t) => usable(t.volumeMoney, 'volume_money', t.badData))
      .filter((v): v is number => v !== null);
    if (best && traded.length <= best.days) continue;
    best = {
      key: 'liquidity',
      score: liquidityScore(traded.length),
      source: inWindow[0]?.source ?? ground.groundSource,
      asOf: ground.end,
      days: traded.length,
      details: {
        tradingGround: pickText(ground.groundNames, lang),
        windowStart: start,
        windowEnd: ground.end,
        daysTraded: traded.length,
        medianVolume: volumes.length > 0 ? round(median(volumes), 2) : null,
        currency: bond.currency,
      },
    };
  }
  if (!best) return null;
  const { days: _days, ...scored } = best;
  return scored;
}

type MultiplierRow = Awaited<ReturnType<typeof repo.findAnnualMultipliers>>[number];

/** The issuer's leverage or capital ratio of its latest annual period. */
function fundamentals(rows: readonly MultiplierRow[], lang: Language): Scored | null {
  const latest = rows[0]?.periodEnd;
  const row = FUNDAMENTAL_RATIOS.map((code) =>
    rows.find((r) => r.code === code && r.periodEnd === latest),
  ).find((r) => r !== undefined);
  if (!row) return null;
  return {
    key: 'fundamentals',
    score: fundamentalsScore(row.code as FundamentalRatio, row.value),
    source: row.source,
    asOf: row.periodEnd,
    details: {
      ratio: row.code,
      name: pickText(row.names, lang),
      value: round(row.value, 4),
      periodEnd: row.periodEnd,
    },
  };
}

export interface ScoredBond {
  bond: Bond;
  score: number;
  asOf: string;
  components: ScoredPraamsComponent[];
}

/** Every component the bond's data allows, weighted; null when none does. */
function weigh(bond: Bond, found: readonly (Scored | null)[]): ScoredBond | null {
  const present = found.filter((c): c is Scored => c !== null);
  // Liquidity and reports alone do not score a bond's risk: it needs a rating or a yield.
  if (!present.some((c) => c.key === 'credit' || c.key === 'market')) return null;
  const total = present.reduce((s, c) => s + PRAAMS_WEIGHTS[c.key], 0);
  const components = present.map(
    (c) => ({ ...c, weight: round(PRAAMS_WEIGHTS[c.key] / total, 4) }) as ScoredPraamsComponent,
  );
  return {
    bond,
    score: overallScore(components),
    asOf: components.map((c) => c.asOf).reduce((a, b) => (a > b ? a : b)),
    components,
  };
}

/**
 * The praams scores of a set of bonds, from a handful of set-based reads whatever the set's
 * size: the bond page's block asks for one bond, the screener's refresh for a batch, through
 * this one path, so the two never disagree. A bond missing from the answer does not exist; a
 * bond mapped to null has nothing to score (not a live credit, or neither a rating nor a yield).
 */
export async function scoreBonds(
  db: Executor,
  ids: readonly number[],
  lang: Language,
): Promise<Map<number, ScoredBond | null>> {
  const out = new Map<number, ScoredBond | null>();
  if (ids.length === 0) return out;
  const bonds = await repo.findBonds(db, ids);
  for (const bond of bonds) out.set(bond.id, null);
  const scored = bonds.filter((b) => SCORED_STATUSES.includes(b.statusId));
  if (scored.length === 0) return out;
  const bondIds = scored.map((b) => b.id);
  const issuerIds = [...new Set(scored.map((b) => b.emitentId))];
  const currencyIds = [...new Set(scored.map((b) => b.currencyId))];
  const [ratings, scaleRows, yieldTicks, curves, grounds, multipliers] = await Promise.all([
    repo.findRatingActions(db, bondIds, issuerIds),
    repo.findScales(db),
    repo.findLatestYieldTicks(
      db,
      bondIds,
      NSD_TRADING_GROUND_ID,
      YIELD_TICK_DEPTH,
      YIELD_SHOWN_MAX,
    ),
    repo.findCurves(db, currencyIds),
    repo.findExchangeGrounds(db, bondIds, NSD_TRADING_GROUND_ID),
    repo.findAnnualMultipliers(db, issuerIds, FUNDAMENTAL_RATIOS),
  ]);
  const byId = new Map(scored.map((b) => [b.id, b]));
  const scales = new Map(scaleRows.map((s) => [s.id, s]));
  const tickOf = new Map(yieldTicks.map((t) => [t.emissionId, t]));
  const curvesOf = groupBy(curves, (c) => c.currencyId);
  // Only the curve days a market score reads: a tick with a duration under 20 %.
  const wanted = new Map<string, { curveId: number; day: string }>();
  for (const tick of yieldTicks) {
    const bond = byId.get(tick.emissionId);
    if (!bond || tick.ytm > DURATION_SPREAD_YIELD_MAX || tickYears(tick) === null) continue;
    for (const curve of curvesOf.get(bond.currencyId) ?? [])
      wanted.set(`${curve.id} ${tick.date}`, { curveId: curve.id, day: tick.date });
  }
  const [curveDays, windowTicks] = await Promise.all([
    repo.findCurveDays(db, [...wanted.values()]),
    repo.findWindowTicks(
      db,
      grounds.map((g) => ({
        emissionId: g.emissionId,
        groundId: g.groundId,
        from: windowStart(g.end),
        to: g.end,
      })),
    ),
  ]);
  const days = new Map(curveDays.map((d) => [`${d.curveId} ${d.day}`, d]));
  const ticksOf = groupBy(windowTicks, (t) => `${t.emissionId} ${t.groundId}`);
  const groundsOf = groupBy(grounds, (g) => g.emissionId);
  const ownRatings = groupBy(
    ratings.filter((r) => r.subject === 'emission'),
    (r) => r.emissionId,
  );
  const issuerRatings = groupBy(
    ratings.filter((r) => r.subject === 'emitent'),
    (r) => r.emitentId,
  );
  const multipliersOf = groupBy(multipliers, (m) => m.emitentId);
  for (const bond of scored) {
    // Oldest first across both subjects, as one query reads them.
    const actions = [
      ...(ownRatings.get(bond.id) ?? []),
      ...(issuerRatings.get(bond.emitentId) ?? []),
    ];
    out.set(
      bond.id,
      weigh(bond, [
        credit(actions, scales, lang),
        market(tickOf.get(bond.id), curvesOf.get(bond.currencyId) ?? [], days, lang),
        liquidity(bond, groundsOf.get(bond.id) ?? [], ticksOf, lang),
        fundamentals(multipliersOf.get(bond.emitentId) ?? [], lang),
      ]),
    );
  }
  return out;
}
