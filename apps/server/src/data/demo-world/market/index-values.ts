import type { indexConstituents, indexValues } from '../../../db/schema/index';
import type { Candidate, IndexDef } from './indexes';

type ConstituentRow = typeof indexConstituents.$inferInsert;
type ValueRow = typeof indexValues.$inferInsert;

/** First window day of each month: the rebalancing days (see the methodology in indexes.ts). */
export function rebalanceDays(isoDays: readonly string[]): number[] {
  const starts: number[] = [];
  isoDays.forEach((d, w) => {
    if (w === 0 || d.slice(0, 7) !== (isoDays[w - 1] ?? '').slice(0, 7)) starts.push(w);
  });
  return starts;
}

/** Members, weights and the daily values of one index over the window. */
export function computeIndex(
  def: IndexDef,
  candidates: readonly Candidate[],
  isoDays: readonly string[],
): { constituents: ConstituentRow[]; values: ValueRow[] } {
  const n = isoDays.length;
  const starts = rebalanceDays(isoDays);
  const constituents: ConstituentRow[] = [];
  /** Per window day: the members and weights of the period holding that day. */
  const periodOf: { members: Candidate[]; weights: number[] }[] = new Array(n);
  starts.forEach((from, k) => {
    const next = starts[k + 1];
    const to = next === undefined ? n - 1 : next - 1;
    const needUntil = next === undefined ? n - 1 : next;
    const members = candidates.filter((c) => {
      for (let w = from; w <= needUntil; w++) if (!Number.isFinite(c.prices[w])) return false;
      return true;
    });
    const values = members.map((c) => c.volume * (c.prices[from] as number));
    const total = values.reduce((s, v) => s + v, 0);
    const weights = values.map((v) => v / total);
    members.forEach((c, i) => {
      constituents.push({
        indexId: def.id,
        emissionId: c.bondId,
        fromDate: isoDays[from] as string,
        toDate: isoDays[to] as string,
        weight: weights[i] as number,
      });
    });
    for (let w = from; w <= to; w++) periodOf[w] = { members, weights };
  });
  const values: ValueRow[] = [];
  let level = 100;
  for (let w = 0; w < n; w++) {
    if (w > 0) level *= periodReturn(periodOf[w - 1], w);
    // Published as exchanges publish index levels, to two decimals; the chain runs on the
    // unrounded level, so rounding never accumulates.
    const value = Math.round(level * 100) / 100;
    values.push({ indexId: def.id, date: isoDays[w] as string, value, source: 'demo' });
  }
  return { constituents, values };
}

/** Gross return from day w-1 to day w of the members of w-1's period (1 when empty). */
export function periodReturn(
  period: { members: Candidate[]; weights: number[] } | undefined,
  w: number,
): number {
  if (!period || period.members.length === 0) return 1;
  let gross = 0;
  period.members.forEach((c, i) => {
    const before = c.prices[w - 1] as number;
    gross +=
      ((period.weights[i] as number) * ((c.prices[w] as number) + (c.coupons.get(w) ?? 0))) /
      before;
  });
  return gross;
}
