/**
 * Nelson-Siegel-Svensson zero curve (Svensson 1994, "Estimating and interpreting forward
 * interest rates", IMF WP/94/114), continuously compounded, as published by the Federal
 * Reserve (Gürkaynak, Sack and Wright 2006 dataset: BETA0..BETA3, TAU1, TAU2) and the ECB:
 *
 *   r(t) = b0 + b1 * L1 + b2 * (L1 - e1) + b3 * (L2 - e2),
 *   L_k = (1 - exp(-t/tau_k)) / (t/tau_k),  e_k = exp(-t/tau_k)
 *
 * Plain Nelson-Siegel is beta3 = 0. Parameters as decimals (0.04 = 4 %). Publications in
 * percent must be divided by 100 first.
 */
import { fail } from '../errors';
import { checkTime, type ZeroCurve } from './zero-curve';

export interface NssParams {
  readonly beta0: number;
  readonly beta1: number;
  readonly beta2: number;
  readonly beta3?: number;
  readonly tau1: number;
  readonly tau2?: number;
}

/** (1 - e^-x)/x with its limit 1 at x = 0. */
function loading(x: number): number {
  return x < 1e-8 ? 1 - x / 2 : -Math.expm1(-x) / x;
}

export function nelsonSiegelSvensson(p: NssParams): ZeroCurve {
  const { beta0, beta1, beta2, tau1 } = p;
  const beta3 = p.beta3 ?? 0;
  const tau2 = p.tau2 ?? 1;
  for (const [k, v] of Object.entries({ beta0, beta1, beta2, beta3, tau1, tau2 })) {
    if (!Number.isFinite(v)) fail('invalid_argument', `NSS parameter ${k} must be finite`, k);
  }
  if (!(tau1 > 0) || !(tau2 > 0))
    fail('invalid_argument', 'NSS tau parameters must be positive', 'tau1');
  const rate = (tIn: number): number => {
    const t = checkTime(tIn);
    const x1 = t / tau1;
    const x2 = t / tau2;
    const l1 = loading(x1);
    const l2 = loading(x2);
    return beta0 + beta1 * l1 + beta2 * (l1 - Math.exp(-x1)) + beta3 * (l2 - Math.exp(-x2));
  };
  return { zeroRate: rate, discount: (t) => Math.exp(-rate(t) * t) };
}
