import { addDays, formatIsoDate, interpolatedZeroCurve, parseIsoDate } from '@bondsight/bond-math';
import {
  decideAccess,
  NSD_TRADING_GROUND_ID,
  PRAAMS_LIQUIDITY_WINDOW_DAYS,
  PRAAMS_WEIGHTS,
  pickText,
  type AccessSubject,
  type Language,
  type PraamsComponent,
  type PraamsResponse,
  type ScoredPraamsComponent,
} from '@bondsight/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { pickConservativeRating } from '../../lib/current-rating';
import {
  DURATION_SPREAD_YIELD_MAX,
  shownDurationOrSpread,
  shownYield,
  usable,
} from '../../lib/display-rules';
import { revealer } from '../../lib/masking';
import { praamsReportFile } from './praams-report';
import * as repo from './praams.repository';
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

type Bond = NonNullable<Awaited<ReturnType<typeof repo.findBond>>>;
/** A component with its figures in hand (masking comes last, per subject); weighed later. */
type Scored = ScoredPraamsComponent extends infer C
  ? C extends ScoredPraamsComponent
    ? Omit<C, 'weight'>
    : never
  : never;

/** Statuses with a live credit to score: placement, outstanding and the two defaults. */
const SCORED_STATUSES: readonly number[] = [96, 174, 192, 256];
const round = (x: number, decimals: number) => Number(x.toFixed(decimals));

async function credit(db: Db, bond: Bond, lang: Language): Promise<Scored | null> {
  const actions = await repo.findRatingActions(db, bond);
  const pick = pickConservativeRating(
    actions.map((a) => ({ ...a, subject: a.subject as 'emission' | 'emitent' })),
  );
  if (!pick) return null;
  const { action } = pick;
  return {
    key: 'credit',
    score: creditScore(action.rank),
    source: action.source,
    asOf: action.date,
    details: {
      rating: action.grade ?? '',
      agency: pickText(action.agencyNames, lang),
      scale: pickText(action.scaleNames, lang),
      ratedSubject: action.subject,
      outlook: action.outlook,
      ratingsConsidered: pick.considered,
    },
  };
}

/** The curve's value at `years`, linear between its tenors (flat beyond), from bond-math. */
async function sovereignYield(db: Db, bond: Bond, date: string, years: number) {
  for (const curve of await repo.findCurves(db, bond.currencyId)) {
    const found = await repo.findCurvePoints(db, curve.id, date);
    if (!found || found.points.length === 0) continue;
    const line = interpolatedZeroCurve(
      found.points.map((p) => p.tenorYears),
      found.points.map((p) => p.value),
    );
    return { curve, date: found.date, value: line.zeroRate(Math.max(years, 1e-6)) };
  }
  return null;
}

/**
 * Yield over the same-currency sovereign curve at the bond's duration, from its latest tick
 * with a usable yield (the NSD ground's values are licensed per user, so never read here).
 * A yield above 20 % scores 7: the display rules blank its duration and spread.
 */
async function market(db: Db, bond: Bond, lang: Language): Promise<Scored | null> {
  const ticks = await repo.findLatestYieldTicks(db, bond.id, NSD_TRADING_GROUND_ID, 20);
  const tick = ticks.find((t) => shownYield(usable(t.ytm, 'ytm_last', t.badData)) !== null);
  if (!tick) return null;
  const ytm = tick.ytm as number;
  const days = shownDurationOrSpread(usable(tick.duration, 'duration', tick.badData), ytm);
  const base = {
    key: 'market' as const,
    source: tick.source,
    asOf: tick.date,
  };
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
  if (days === null || days <= 0) return null;
  const years = days / 365;
  const sovereign = await sovereignYield(db, bond, tick.date, years);
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

/**
 * Days traded (volume above zero) in the 30 calendar days up to each exchange's latest date,
 * and the median money volume of those days; the exchange where it trades most counts.
 */
async function liquidity(db: Db, bond: Bond, lang: Language): Promise<Scored | null> {
  const grounds = await repo.findExchangeGrounds(db, bond.id, NSD_TRADING_GROUND_ID);
  let best: (Scored & { days: number }) | null = null;
  for (const ground of [...grounds].sort((a, b) => a.id - b.id)) {
    const end = await repo.findGroundLatestDate(db, ground.id);
    if (!end) continue;
    const start = formatIsoDate(addDays(parseIsoDate(end), 1 - PRAAMS_LIQUIDITY_WINDOW_DAYS));
    const ticks = await repo.findWindowTicks(db, bond.id, ground.id, start, end);
    const traded = ticks.filter((t) => (usable(t.volume, 'volume', t.badData) ?? 0) > 0);
    const volumes = traded
      .map((t) => usable(t.volumeMoney, 'volume_money', t.badData))
      .filter((v): v is number => v !== null);
    if (best && traded.length <= best.days) continue;
    best = {
      key: 'liquidity',
      score: liquidityScore(traded.length),
      source: ticks[0]?.source ?? ground.source,
      asOf: end,
      days: traded.length,
      details: {
        tradingGround: pickText(ground.names, lang),
        windowStart: start,
        windowEnd: end,
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

/** The issuer's leverage or capital ratio of its latest annual period. */
async function fundamentals(db: Db, bond: Bond, lang: Language): Promise<Scored | null> {
  const rows = await repo.findAnnualMultipliers(db, bond.emitentId, FUNDAMENTAL_RATIOS);
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
export async function scoreBond(db: Db, id: number, lang: Language): Promise<ScoredBond | null> {
  const bond = await repo.findBond(db, id);
  if (!bond) throw notFound();
  if (!SCORED_STATUSES.includes(bond.statusId)) return null;
  const found = await Promise.all([
    credit(db, bond, lang),
    market(db, bond, lang),
    liquidity(db, bond, lang),
    fundamentals(db, bond, lang),
  ]);
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

/** The praams block's answer: the figures behind each score masked below full access. */
export async function getPraams(
  db: Db,
  id: number,
  lang: Language,
  subject: AccessSubject,
): Promise<PraamsResponse> {
  const scored = await scoreBond(db, id, lang);
  if (!scored) return null;
  const reveal = revealer(decideAccess(subject, 'bond.praams.details'));
  return {
    bondId: scored.bond.id,
    score: scored.score,
    asOf: scored.asOf,
    components: scored.components.map(
      (c) => ({ ...c, details: reveal(c.details) }) as PraamsComponent,
    ),
  };
}

/** The praams report as a one-page PDF (in English); 404 when the bond has nothing to score. */
export async function downloadReport(db: Db, id: number) {
  const scored = await scoreBond(db, id, 'eng');
  if (!scored) throw notFound();
  return praamsReportFile(scored);
}
