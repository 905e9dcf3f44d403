import type { ZeroCurve } from '@bondsight/bond-math';
import type { Executor } from '../../db/transaction';
import {
  chooseCurve,
  findCurveIndex,
  loadChosenCurve,
  type IndexedCurve,
} from '../../lib/government-curves';

/**
 * The government curve a bond's Z-spread is measured over: its currency's curve as the
 * calculator picks it (a zero curve before par ones, then the first stored), on the newest
 * date on or before the price's (lib/government-curves.ts, shared with the screen's scatter).
 * One refresh reads each (curve, date) once.
 */
export class CurveBook {
  private readonly loaded = new Map<string, Promise<ZeroCurve | null>>();
  private constructor(private readonly index: readonly IndexedCurve[]) {}

  static async open(tx: Executor): Promise<CurveBook> {
    return new CurveBook(await findCurveIndex(tx));
  }

  async curveOn(tx: Executor, currency: string, day: string): Promise<ZeroCurve | null> {
    const choice = chooseCurve(this.index, currency, day);
    if (!choice) return null;
    const key = `${choice.curve.id} ${choice.date}`;
    let found = this.loaded.get(key);
    if (!found) {
      found = loadChosenCurve(tx, choice);
      this.loaded.set(key, found);
    }
    return found;
  }
}
