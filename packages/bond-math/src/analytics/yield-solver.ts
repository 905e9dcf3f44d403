/**
 * Price <-> yield on a prepared bond. Hot path: no allocation; discount factors come from
 * the step table (one exp per distinct step per iteration, then multiplications).
 *
 * Compounded: DF_i = (1 + y/f)^(-e_i) = exp(-e_i * L), L = ln(1 + y/f), e_i = f t_i;
 * continuous: DF_i = exp(-e_i * y), e_i = t_i. Both are exp(-e_i * lambda): one kernel.
 *
 * Solver: Newton's method with the analytic derivative from a log-based first guess
 * (continuous yield ln(sum/price)/weighted-time, converted to the compounding); 3-5
 * iterations for ordinary bonds. If Newton leaves the domain, stalls or fails to converge,
 * a bracketing Brent search over the whole domain takes over; failure there throws
 * `no_convergence`.
 */
import { fail } from '../errors';
import { COMPOUNDED, CONTINUOUS, type PreparedBond } from './prepare';

const TOLERANCE = 1e-12;
const MAX_NEWTON = 50;

/** Fills p.stepFactors[j] = exp(-steps[j] * lambda). */
function fillStepFactors(p: PreparedBond, lambda: number): void {
  const { steps, stepFactors, stepDays } = p;
  const m = steps.length;
  if (p.dayUnit > 0) {
    // Whole-day steps sorted by days: one exp for a day, then multiplications.
    const r = Math.exp(-p.dayUnit * lambda);
    let x = Math.exp(-(steps[0] as number) * lambda);
    stepFactors[0] = x;
    for (let j = 1; j < m; j++) {
      for (let k = stepDays[j - 1] as number; k < (stepDays[j] as number); k++) x *= r;
      stepFactors[j] = x;
    }
  } else {
    // Steps near a whole number k of periods (adjusted payment dates): exp(-k lambda) times
    // a degree-6 Taylor series of exp(-x) for the small remainder x (|x| < 0.02, relative
    // error < 3e-16), so one exp serves all of them.
    const v = Math.exp(-lambda);
    for (let j = 0; j < m; j++) {
      const st = steps[j] as number;
      const k = Math.round(st);
      const x = (st - k) * lambda;
      if (k === 1 && x < 0.02 && x > -0.02) {
        stepFactors[j] =
          v * (1 - x * (1 - (x / 2) * (1 - (x / 3) * (1 - (x / 4) * (1 - (x / 5) * (1 - x / 6))))));
      } else {
        stepFactors[j] = Math.exp(-st * lambda);
      }
    }
  }
}

/** sum a_i exp(-e_i lambda), using the step table when it helps. */
function discountSum(p: PreparedBond, lambda: number): number {
  const { n, amounts, exps, steps, stepIndex, stepFactors } = p;
  let s0 = 0;
  const m = steps.length;
  if (m > 0) {
    fillStepFactors(p, lambda);
    let df = Math.exp(-(exps[0] as number) * lambda);
    for (let i = 0; i < n; i++) {
      if (i > 0) df *= stepFactors[stepIndex[i] as number] as number;
      s0 += (amounts[i] as number) * df;
    }
  } else {
    for (let i = 0; i < n; i++)
      s0 += (amounts[i] as number) * Math.exp(-(exps[i] as number) * lambda);
  }
  return s0;
}

/** Lowest admissible yield for the prepared convention (exclusive). */
export function yieldFloor(p: PreparedBond): number {
  if (p.moneyMarket) return -1 / (p.times[0] as number);
  if (p.compounding === COMPOUNDED) return -p.frequency;
  if (p.compounding === CONTINUOUS) return -Infinity;
  return -1 / (p.times[p.n - 1] as number);
}

export function checkYield(p: PreparedBond, y: number): void {
  if (typeof y !== 'number' || !Number.isFinite(y))
    fail('invalid_yield', 'yield must be a finite number', 'yield');
  if (!(y > yieldFloor(p))) {
    fail(
      'yield_below_minus_100',
      'yield is at or below the floor of its compounding (-100 % per period)',
      'yield',
    );
  }
}

/** Dirty price per 100 of outstanding face at yield y (no validation). */
export function dirtyPriceUnchecked(p: PreparedBond, y: number): number {
  const { n, amounts, exps } = p;
  if (p.moneyMarket) return (amounts[0] as number) / (1 + y * (p.times[0] as number));
  if (p.compounding === COMPOUNDED) {
    return discountSum(p, Math.log1p(y / p.frequency));
  }
  if (p.compounding === CONTINUOUS) {
    return discountSum(p, y);
  }
  let pv = 0;
  for (let i = 0; i < n; i++) pv += (amounts[i] as number) / (1 + y * (exps[i] as number));
  return pv;
}

/** Dirty price per 100 of outstanding face. */
export function dirtyPriceFromYield(p: PreparedBond, y: number): number {
  checkYield(p, y);
  return dirtyPriceUnchecked(p, y);
}

/** Clean price per 100 of outstanding face. */
export function cleanPriceFromYield(p: PreparedBond, y: number): number {
  return dirtyPriceFromYield(p, y) - p.accrued.percentOfFace;
}

function firstGuess(p: PreparedBond, dirty: number): number {
  const { n, amounts, times } = p;
  let sum = 0;
  let tw = 0;
  for (let i = 0; i < n; i++) {
    const a = amounts[i] as number;
    sum += a;
    tw += a * (times[i] as number);
  }
  const t = tw / sum;
  // Continuous-equivalent yield, converted to a simple rate over the weighted time.
  return Math.expm1(Math.log(sum / dirty)) / t;
}

/**
 * Yield from a dirty price per 100 of outstanding face.
 *
 * Compounded and continuous yields are solved in lambda = ln(1 + y/f) (or y itself), where
 * price = sum a_i exp(-e_i lambda) is smooth, decreasing and convex on the whole real line,
 * so no step can leave the domain. Halley's iteration (Newton with the analytic second
 * derivative, cubic convergence) stops once a step is below 1e-7: the remaining error is
 * then of order e_max^2 * 1e-21. Simple yields use plain Newton.
 */
export function yieldFromDirtyPrice(p: PreparedBond, dirty: number): number {
  if (typeof dirty !== 'number' || !Number.isFinite(dirty) || !(dirty > 0)) {
    fail('invalid_price', 'price must be a positive finite number', 'price');
  }
  const { n, amounts, exps, steps, stepIndex, stepFactors } = p;
  if (p.moneyMarket) {
    // Closed form of the simple-interest final period.
    return ((amounts[0] as number) / dirty - 1) / (p.times[0] as number);
  }
  if (p.compounding === COMPOUNDED || p.compounding === CONTINUOUS) {
    let sa = 0;
    let se = 0;
    for (let i = 0; i < n; i++) {
      sa += amounts[i] as number;
      se += (amounts[i] as number) * (exps[i] as number);
    }
    let lambda = Math.log(sa / dirty) / (se / sa);
    const m = steps.length;
    for (let iter = 0; iter < MAX_NEWTON; iter++) {
      let s0 = 0,
        s1 = 0,
        s2 = 0;
      if (m > 0) {
        fillStepFactors(p, lambda);
        let df = Math.exp(-(exps[0] as number) * lambda);
        for (let i = 0; i < n; i++) {
          if (i > 0) df *= stepFactors[stepIndex[i] as number] as number;
          const e = exps[i] as number;
          const x = (amounts[i] as number) * df;
          s0 += x;
          s1 += x * e;
          s2 += x * e * e;
        }
      } else {
        for (let i = 0; i < n; i++) {
          const e = exps[i] as number;
          const x = (amounts[i] as number) * Math.exp(-e * lambda);
          s0 += x;
          s1 += x * e;
          s2 += x * e * e;
        }
      }
      // F = s0 - dirty, F' = -s1, F'' = s2; Halley: dl = -2 F F' / (2 F'^2 - F F'').
      const fv = s0 - dirty;
      const denom = 2 * s1 * s1 - fv * s2;
      if (!(s1 > 0) || !Number.isFinite(fv) || !(denom > 0)) break;
      const step = (2 * fv * s1) / denom;
      lambda += step;
      if (Math.abs(step) < 1e-7) {
        return p.compounding === COMPOUNDED ? p.frequency * Math.expm1(lambda) : lambda;
      }
    }
    return brent(p, dirty, yieldFloor(p));
  }
  // Simple: Newton in y from the log guess.
  const floor = yieldFloor(p);
  let y = firstGuess(p, dirty);
  if (!(y > floor) || !Number.isFinite(y)) y = 0;
  for (let iter = 0; iter < MAX_NEWTON; iter++) {
    let pv = 0;
    let dpv = 0;
    for (let i = 0; i < n; i++) {
      const t = exps[i] as number;
      const df = 1 / (1 + y * t);
      const x = (amounts[i] as number) * df;
      pv += x;
      dpv -= x * t * df;
    }
    if (!(dpv < 0) || !Number.isFinite(pv)) break;
    let next = y - (pv - dirty) / dpv;
    if (!(next > floor)) next = (y + floor) / 2;
    if (Math.abs(next - y) <= TOLERANCE * (1 + Math.abs(y))) return next;
    y = next;
  }
  return brent(p, dirty, floor);
}

/** Bracketing fallback: Brent's method on g(y) = price(y) - dirty, decreasing in y. */
function brent(p: PreparedBond, dirty: number, floor: number): number {
  const g = (y: number) => dirtyPriceUnchecked(p, y) - dirty;
  let lo = floor === -Infinity ? -1 : floor + 1e-9 * Math.max(1, Math.abs(floor));
  let hi = 1;
  let flo = g(lo);
  let fhi = g(hi);
  for (let k = 0; k < 60 && fhi > 0; k++) {
    lo = hi;
    flo = fhi;
    hi *= 2;
    fhi = g(hi);
  }
  for (let k = 0; k < 200 && !(flo > 0); k++) {
    hi = lo;
    fhi = flo;
    lo = floor === -Infinity ? lo * 2 - 1 : (lo + floor) / 2;
    flo = g(lo);
  }
  if (!(flo > 0 && fhi < 0))
    fail('no_convergence', 'cannot bracket a yield for this price', 'price');
  // Brent's method (R. P. Brent, Algorithms for Minimization without Derivatives, ch. 4).
  let a = lo,
    b = hi,
    c = hi;
  let fa = flo,
    fb = fhi,
    fc = fhi;
  let d = b - a,
    e = d;
  for (let iter = 0; iter < 200; iter++) {
    if ((fb > 0 && fc > 0) || (fb < 0 && fc < 0)) {
      c = a;
      fc = fa;
      d = b - a;
      e = d;
    }
    if (Math.abs(fc) < Math.abs(fb)) {
      a = b;
      b = c;
      c = a;
      fa = fb;
      fb = fc;
      fc = fa;
    }
    const tol = 2 * Number.EPSILON * Math.abs(b) + 0.5 * TOLERANCE;
    const xm = 0.5 * (c - b);
    if (Math.abs(xm) <= tol || fb === 0) {
      // Accept only a genuine root (not an overflowed bracket end).
      if (Number.isFinite(b) && Math.abs(fb) <= 1e-6 * dirty) return b;
      break;
    }
    if (Math.abs(e) >= tol && Math.abs(fa) > Math.abs(fb)) {
      const s = fb / fa;
      let pp: number, q: number;
      if (a === c) {
        pp = 2 * xm * s;
        q = 1 - s;
      } else {
        const qq = fa / fc,
          r = fb / fc;
        pp = s * (2 * xm * qq * (qq - r) - (b - a) * (r - 1));
        q = (qq - 1) * (r - 1) * (s - 1);
      }
      if (pp > 0) q = -q;
      pp = Math.abs(pp);
      if (2 * pp < Math.min(3 * xm * q - Math.abs(tol * q), Math.abs(e * q))) {
        e = d;
        d = pp / q;
      } else {
        d = xm;
        e = d;
      }
    } else {
      d = xm;
      e = d;
    }
    a = b;
    fa = fb;
    b += Math.abs(d) > tol ? d : xm > 0 ? tol : -tol;
    fb = g(b);
  }
  return fail('no_convergence', 'yield solver did not converge', 'price');
}
