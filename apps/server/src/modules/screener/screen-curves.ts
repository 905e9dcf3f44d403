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
 * One refresh reads each (curve, date) once, and the index of curves only when a bond needs
 * one (a refresh with nothing to recompute reads no curve).
 */
export class CurveBook {
  private readonly loaded = new Map<string, Promise<ZeroCurve | null>>();
  private index: Promise<IndexedCurve[]> | undefined;

  async curveOn(tx: Executor, currency: string, day: string): Promise<ZeroCurve | null> {
    this.index ??= findCurveIndex(tx);
    const choice = chooseCurve(await this.index, currency, day);
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
