import { addDays, type CalendarDate } from '@bondsight/bond-math';
import type { ratingActions } from '../../../db/schema/index';
import { iso } from '../dates';
import { chance, integer, stream } from '../random';
import type { BondPlan, IssuerPlan } from '../world/types';
import type { World } from '../world/world';
import { pointId, SCALES, scalesFor, type ScaleDef } from './scales';
import { impliedRank } from './spread-path';

export type RatingRow = typeof ratingActions.$inferInsert;
type Status = NonNullable<RatingRow['status']>;

/**
 * The showcases keep every revoked status on record, by scale: Crestline withdrew both
 * showcases' ratings; Atlas suspended the corporate's (still suspended as of the world's date)
 * and stopped rating the bank (nr). Redeemed bonds' ratings end paid in full (bondRatings).
 */
const SHOWCASE_REVOCATIONS: Record<'corporate' | 'bank', Partial<Record<number, Status>>> = {
  corporate: { 4: 'withdrawn', 1: 'suspended' },
  bank: { 4: 'withdrawn', 1: 'nr' },
};
/** Trading days before the world's date when the corporate showcase's suspension began. */
const SHOWCASE_SUSPENDED_DAYS = 15;

export interface RatingAction {
  scale: ScaleDef;
  /** Rank on the scale; null for a revoked status. */
  rank: number | null;
  status: Status;
  outlook: string | null;
  day: CalendarDate;
}

/**
 * An issuer's rating history on each scale that rates it: assigned before the window, then
 * the agency follows the spread with a lag (a notch at a time when the spread implies 1.5
 * notches of difference for a month; outlooks at less), affirms yearly, marks defaults
 * (SD for a technical default, D then withdrawal for a real one), and now and then
 * withdraws, suspends or stops rating (nr, pif).
 */
export function issuerRatings(
  world: World,
  issuer: IssuerPlan,
  spread: Float64Array,
): RatingAction[] {
  if (issuer.kind === 'spv') return [];
  const random = stream(world.options.seed, 'ratings', issuer.id);
  const days = world.history.days;
  const w0 = world.windowStart;
  const actions: RatingAction[] = [];
  const scales = scalesFor(issuer.country)
    .filter(({ probability }) => issuer.showcase !== null || chance(random, probability))
    .map((s) => s.scale);
  if (issuer.showcase) scales.push(SCALES[3] as ScaleDef);
  for (const scale of scales) {
    const start = addDays(days[w0] as CalendarDate, -integer(random, 30, 900));
    let rank = scale.shift(issuer.rank, issuer.country);
    let outlook = 'stable';
    let last = start;
    actions.push({ scale, rank, status: 'active', outlook, day: start });
    const revoke = issuer.showcase
      ? (SHOWCASE_REVOCATIONS[issuer.showcase][scale.id] ?? null)
      : chance(random, 0.03)
        ? 'withdrawn'
        : chance(random, 0.01)
          ? 'nr'
          : chance(random, 0.01) && scale.id === 2
            ? 'pif'
            : chance(random, 0.01)
              ? 'suspended'
              : null;
    const revokeAt =
      revoke === null
        ? Infinity
        : issuer.showcase && revoke === 'suspended'
          ? Math.max(w0, days.length - SHOWCASE_SUSPENDED_DAYS)
          : w0 + integer(random, 10, Math.max(10, days.length - w0 - 5));
    let suspendedUntil = -1;
    let lagging = 0;
    for (let i = w0; i < days.length; i++) {
      const day = days[i] as CalendarDate;
      if (issuer.defaultAt && i === issuer.defaultAt.index) {
        const technical = issuer.defaultAt.kind === 'technical';
        const grade = scale.points.length > 21 ? (technical ? 22 : 23) : 21;
        actions.push({ scale, rank: grade, status: 'active', outlook: null, day });
        if (technical)
          actions.push({
            scale,
            rank: scale.shift(18, 'XX'),
            status: 'active',
            outlook: 'developing',
            day: addDays(day, 30),
          });
        else
          actions.push({
            scale,
            rank: null,
            status: 'withdrawn',
            outlook: null,
            day: addDays(day, 90),
          });
        break;
      }
      if (i === revokeAt) {
        actions.push({ scale, rank: null, status: revoke as Status, outlook: null, day });
        if (revoke !== 'suspended') break;
        suspendedUntil = i + integer(random, 60, 200);
      }
      if (i < suspendedUntil) continue;
      if (i === suspendedUntil) {
        actions.push({ scale, rank, status: 'active', outlook: 'stable', day });
        last = day;
      }
      if ((i - w0) % 20 !== 0) continue;
      const implied = scale.shift(
        Math.round(impliedRank(spread[i - w0] ?? issuer.spread) * 2) / 2,
        issuer.country,
      );
      const gap = implied - rank;
      lagging = Math.abs(gap) >= 1.5 ? lagging + 1 : 0;
      const wanted = gap >= 0.8 ? 'negative' : gap <= -0.8 ? 'positive' : 'stable';
      if (lagging >= 2 && rank + Math.sign(gap) >= 1 && rank + Math.sign(gap) <= 21) {
        rank += Math.sign(gap);
        outlook = Math.abs(gap) >= 2.5 ? wanted : 'stable';
        actions.push({ scale, rank, status: 'active', outlook, day });
        last = day;
        lagging = 0;
      } else if (wanted !== outlook || day - last > 365) {
        outlook = wanted;
        actions.push({ scale, rank, status: 'active', outlook, day });
        last = day;
      }
    }
  }
  return actions
    .filter((a) => a.day <= world.asOf)
    .sort((a, b) => a.day - b.day || a.scale.id - b.scale.id);
}

export function ratingRow(
  subject: RatingRow['subject'],
  a: RatingAction,
  emitentId: number | null,
  emissionId: number | null,
): RatingRow {
  return {
    subject,
    emissionId,
    emitentId,
    scaleId: a.scale.id,
    scalePointId: a.rank === null ? null : pointId(a.scale, a.rank),
    status: a.status,
    outlook: a.outlook,
    date: iso(a.day),
  };
}

/**
 * A bond's own rating follows its issuer's on the same scales from its issue date (two
 * notches lower when subordinated) and ends paid in full (pif) when the bond is redeemed.
 */
export function bondRatings(
  actions: readonly RatingAction[],
  bond: BondPlan,
  notches: number,
): RatingAction[] {
  const issue = bond.terms.issueDate;
  const end = bond.statusId === 128 || bond.statusId === 112 ? bond.redemptionDay : Infinity;
  const out: RatingAction[] = [];
  const inForce = new Map<number, RatingAction>();
  for (const a of actions) {
    if (a.day > end) break;
    const shifted = {
      ...a,
      rank: a.rank === null || a.rank > 21 ? a.rank : Math.min(21, a.rank + notches),
    };
    if (a.day <= issue) inForce.set(a.scale.id, { ...shifted, day: issue });
    else out.push(shifted);
  }
  const first = [...inForce.values()].filter((a) => a.status === 'active');
  const all = [...first, ...out].sort((a, b) => a.day - b.day);
  if (end === Infinity) return all;
  // Redeemed: each rating still in force (active or suspended) ends paid in full.
  const last = new Map<number, RatingAction>();
  for (const a of all) last.set(a.scale.id, a);
  for (const a of last.values())
    if (a.status === 'active' || a.status === 'suspended')
      all.push({
        scale: a.scale,
        rank: null,
        status: 'pif',
        outlook: null,
        day: end as CalendarDate,
      });
  return all.sort((a, b) => a.day - b.day);
}
