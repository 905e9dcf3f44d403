import {
  moexZeroCurve,
  nelsonSiegelSvensson,
  type CalendarDate,
  type MoexZcycParams,
  type NssParams,
  type ZeroCurve,
} from '@bondsight/bond-math';
import type { LocalizedText } from '@bondsight/contracts';
import { normal, stream } from '../random';
import type { CurrencyCode } from './reference';

/**
 * Daily government zero curves. Each parameter follows a mean-reverting (Ornstein-Uhlenbeck)
 * path, one step per weekday: Russia's curve is the MOEX G-curve (Nelson-Siegel plus nine
 * Gaussian bumps, bp, continuous), the others are Nelson-Siegel-Svensson curves (decimals,
 * continuous) as the Fed and the ECB publish them. The paths start well before the window so
 * that bonds issued years ago get coupons from the curve of their issue date.
 */
export interface CurveDef {
  id: number;
  code: string;
  currency: CurrencyCode;
  country: string;
  names: LocalizedText;
  model: 'moex' | 'nss';
  /** [name, long-run mean, yearly volatility, mean-reversion speed, min, max] */
  params: [string, number, number, number, number, number][];
}

const G = (i: number): [string, number, number, number, number, number] => [
  `g${i}`,
  0,
  25,
  3,
  -80,
  80,
];

export const CURVE_DEFS: CurveDef[] = [
  {
    id: 1,
    code: 'RU-GCURVE',
    currency: 'RUB',
    country: 'RU',
    model: 'moex',
    names: {
      eng: 'OFZ zero-coupon yield curve (G-curve)',
      rus: 'Кривая бескупонной доходности ОФЗ (КБД)',
      chn: '俄罗斯联邦债券零息收益率曲线',
    },
    params: [
      ['b1', 1050, 180, 0.4, 500, 2000],
      ['b2', 100, 300, 0.8, -600, 900],
      ['b3', -100, 200, 1, -800, 600],
      ['t1', 1.8, 0.3, 2, 0.5, 5],
      G(1),
      G(2),
      G(3),
      G(4),
      G(5),
      G(6),
      G(7),
      G(8),
      G(9),
    ],
  },
  {
    id: 2,
    code: 'US-TREASURY-ZERO',
    currency: 'USD',
    country: 'US',
    model: 'nss',
    names: {
      eng: 'US Treasury zero-coupon curve (NSS)',
      rus: 'Кривая бескупонной доходности казначейских облигаций США',
      chn: '美国国债零息收益率曲线',
    },
    params: [
      ['beta0', 0.042, 0.008, 0.3, 0.01, 0.08],
      ['beta1', -0.005, 0.012, 0.6, -0.04, 0.03],
      ['beta2', 0, 0.015, 0.8, -0.05, 0.05],
      ['beta3', 0.005, 0.01, 0.8, -0.04, 0.04],
      ['tau1', 1.6, 0, 1, 1.6, 1.6],
      ['tau2', 10, 0, 1, 10, 10],
    ],
  },
  {
    id: 3,
    code: 'DE-BUND-ZERO',
    currency: 'EUR',
    country: 'DE',
    model: 'nss',
    names: {
      eng: 'German Bund zero-coupon curve (NSS)',
      rus: 'Кривая бескупонной доходности облигаций Германии',
      chn: '德国国债零息收益率曲线',
      deu: 'Zinsstrukturkurve Bundeswertpapiere',
    },
    params: [
      ['beta0', 0.026, 0.006, 0.3, 0.0, 0.06],
      ['beta1', -0.006, 0.01, 0.6, -0.04, 0.03],
      ['beta2', 0, 0.012, 0.8, -0.04, 0.04],
      ['beta3', 0.004, 0.008, 0.8, -0.03, 0.03],
      ['tau1', 1.8, 0, 1, 1.8, 1.8],
      ['tau2', 9, 0, 1, 9, 9],
    ],
  },
  {
    id: 4,
    code: 'CN-CGB-ZERO',
    currency: 'CNY',
    country: 'CN',
    model: 'nss',
    names: {
      eng: 'China government bond zero-coupon curve (NSS)',
      rus: 'Кривая бескупонной доходности гособлигаций Китая',
      chn: '中国国债零息收益率曲线',
    },
    params: [
      ['beta0', 0.028, 0.004, 0.3, 0.01, 0.05],
      ['beta1', -0.008, 0.008, 0.6, -0.03, 0.02],
      ['beta2', 0, 0.01, 0.8, -0.03, 0.03],
      ['beta3', 0.003, 0.006, 0.8, -0.02, 0.02],
      ['tau1', 1.5, 0, 1, 1.5, 1.5],
      ['tau2', 8, 0, 1, 8, 8],
    ],
  },
];

/** Standard tenors (years) stored as points, so a chart can draw every curve the same way. */
export const CURVE_TENORS = [0.25, 0.5, 0.75, 1, 2, 3, 5, 7, 10, 15, 20, 30];

const STEP = 1 / 260;

export class CurvePath {
  readonly values: Float64Array[];
  private readonly cache: (ZeroCurve | undefined)[];

  constructor(
    readonly def: CurveDef,
    readonly days: Int32Array,
    seed: number,
  ) {
    const random = stream(seed, `curve:${def.code}`);
    this.values = def.params.map(() => new Float64Array(days.length));
    this.cache = new Array<ZeroCurve | undefined>(days.length);
    def.params.forEach(([, mean, vol, speed, min, max], k) => {
      const column = this.values[k] as Float64Array;
      let x = mean + (vol / Math.sqrt(2 * speed)) * normal(random);
      for (let i = 0; i < days.length; i++) {
        x += speed * (mean - x) * STEP + vol * Math.sqrt(STEP) * normal(random);
        x = Math.min(max, Math.max(min, x));
        column[i] = vol === 0 ? mean : x;
      }
    });
    if (def.model === 'nss') this.floorShortRate();
  }

  /** Keeps beta0 + beta1 (the instantaneous short rate) above 0.1 %. */
  private floorShortRate() {
    const [b0, b1] = this.values as [Float64Array, Float64Array];
    for (let i = 0; i < b0.length; i++)
      b1[i] = Math.max(b1[i] as number, 0.001 - (b0[i] as number));
  }

  /** Parameters at a day index, named as stored in yield_curve_params. */
  params(i: number): Record<string, number> {
    const out: Record<string, number> = {};
    this.def.params.forEach(
      ([name], k) => (out[name] = (this.values[k] as Float64Array)[i] as number),
    );
    return out;
  }

  curve(i: number): ZeroCurve {
    let curve = this.cache[i];
    if (!curve) {
      const p = this.params(i);
      curve =
        this.def.model === 'moex'
          ? moexZeroCurve(p as unknown as MoexZcycParams)
          : nelsonSiegelSvensson(p as unknown as NssParams);
      this.cache[i] = curve;
    }
    return curve;
  }

  /** Effective annual zero yield (decimal) at t years on day index i. */
  effectiveYield(i: number, t: number): number {
    return Math.expm1(this.curve(i).zeroRate(Math.max(t, 0.01)));
  }
}

/** The engine's curve from stored parameters (what the tests and the API recompute with). */
export function curveFromParams(model: 'moex' | 'nss', params: Record<string, number>): ZeroCurve {
  return model === 'moex'
    ? moexZeroCurve(params as unknown as MoexZcycParams)
    : nelsonSiegelSvensson(params as unknown as NssParams);
}

export type DayIndex = (day: CalendarDate) => number;
