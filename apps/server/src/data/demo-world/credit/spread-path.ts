import { normal, stream } from '../random';
import type { IssuerPlan } from '../world/types';
import type { World } from '../world/world';

const STEP = 1 / 260;

/**
 * An issuer's credit spread (decimal) on each day of the window: log-normal around its
 * rating's level, mean-reverting (half-life about a year), with a run-up of distress in the
 * four months before a default and a spike that fades after a technical default.
 */
export function spreadPath(world: World, issuer: IssuerPlan): Float64Array {
  const days = world.history.days.length - world.windowStart;
  const path = new Float64Array(days);
  if (issuer.kind === 'sovereign') return path;
  const random = stream(world.options.seed, 'spread', issuer.id);
  let x = 0.25 * normal(random);
  const at = issuer.defaultAt ? issuer.defaultAt.index - world.windowStart : -1;
  for (let i = 0; i < days; i++) {
    x += 0.7 * (0 - x) * STEP + 0.35 * Math.sqrt(STEP) * normal(random);
    let stress = 0;
    if (at >= 0) {
      const before = at - i;
      if (issuer.defaultAt?.kind === 'default')
        stress = before > 0 && before < 90 ? 2.2 * (1 - before / 90) : before <= 0 ? 2.5 : 0;
      else
        stress =
          before > 0 && before < 30
            ? 1.2 * (1 - before / 30)
            : before <= 0
              ? 1.4 * Math.exp(before / 40)
              : 0;
    }
    path[i] = issuer.spread * Math.exp(x + stress);
  }
  return path;
}

/** The rating rank a spread implies (inverse of spreadOfRank), for the agencies to follow. */
export const impliedRank = (spread: number) => 1 + Math.log(Math.max(spread, 1e-6) / 0.0025) / 0.23;
