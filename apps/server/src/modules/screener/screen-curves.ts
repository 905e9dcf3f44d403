import type { ZeroCurve } from '@bondsight/bond-math';
import type { Executor } from '../../db/transaction';
import { engineCurveOf } from '../../lib/stored-curve';
import * as repo from './screen.repository';

type CurveIndex = Awaited<ReturnType<typeof repo.findCurveIndex>>;

/** The newest of sorted ISO dates on or before `day`, by bisection; null when none. */
function onOrBefore(dates: readonly string[], day: string): string | null {
  let lo = 0;
  let hi = dates.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((dates[mid] as string) <= day) lo = mid + 1;
    else hi = mid;
  }
  return lo > 0 ? (dates[lo - 1] as string) : null;
}

/**
 * The government curve a bond's Z-spread is measured over: its currency's curve as the
 * calculator picks it (a zero curve before par ones, then the first stored), on the newest
 * date on or before the price's. One refresh reads each (curve, date) once, and the index of
 * curves only when a bond needs one (a refresh with nothing to recompute reads no curve).
 */
export class CurveBook {
  private readonly loaded = new Map<string, Promise<ZeroCurve | null>>();
  private index: Promise<CurveIndex> | undefined;

  async curveOn(tx: Executor, currency: string, day: string): Promise<ZeroCurve | null> {
    this.index ??= repo.findCurveIndex(tx);
    for (const curve of await this.index) {
      if (curve.currency !== currency) continue;
      const date = onOrBefore(curve.dates, day);
      if (!date) continue;
      const key = `${curve.id} ${date}`;
      let found = this.loaded.get(key);
      if (!found) {
        found = repo
          .findCurveOn(tx, curve.id, date)
          .then((stored) => engineCurveOf({ kind: curve.kind, ...stored }));
        this.loaded.set(key, found);
      }
      return found;
    }
    return null;
  }
}
