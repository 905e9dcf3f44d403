import type { LocalizedText } from '@bondsight/contracts';
import type { CurrencyCode } from '../world/reference';
import type { BondPlan } from '../world/types';

/**
 * Bond indexes: total-return indexes of baskets of generated bonds.
 *
 * Methodology (what `computeIndex` does and the tests recompute from the database):
 * - Prices: the estimation ground (4) clean price plus accrued interest per 100 of face,
 *   D = last_price + nkd / face_value * 100, every trading day.
 * - Rebalancing on the first trading day of each month (and on the window's first day).
 *   Members of a period are the candidates priced on every day of the period and on the
 *   first day of the next one; weights are market values, volume * D on the rebalancing
 *   day, normalised to 1 (index_constituents: from_date, to_date, weight).
 * - Total return: V(t) = V(t-1) * sum_i w_i * (D_i(t) + C_i(t)) / D_i(t-1), where C_i(t)
 *   is the coupon per 100 of face whose period ended in (t-1, t] (its cash flow row's
 *   date); weights are those of the period holding t-1. V = 100 on the first day.
 * Only fixed and zero-coupon, non-amortizing bonds of issuers that do not default qualify.
 */
export interface IndexDef {
  id: number;
  code: string;
  currency: CurrencyCode;
  names: LocalizedText;
  cap: number;
  accepts(bond: BondPlan): boolean;
}

const kind = (b: BondPlan) => b.issuer.kind;
export const INDEX_DEFS: IndexDef[] = [
  {
    id: 1,
    code: 'BS-OFZ-TR',
    currency: 'RUB',
    cap: 40,
    names: {
      eng: 'Bondsight OFZ Total Return Index',
      rus: 'Индекс совокупного дохода ОФЗ Bondsight',
      chn: 'Bondsight 俄罗斯国债总回报指数',
    },
    accepts: (b) => kind(b) === 'sovereign' && b.stored.currency === 'RUB',
  },
  {
    id: 2,
    code: 'BS-RUCORP-TR',
    currency: 'RUB',
    cap: 60,
    names: {
      eng: 'Bondsight Russian Corporate Bond Index',
      rus: 'Индекс корпоративных облигаций Bondsight',
      chn: 'Bondsight 俄罗斯公司债指数',
    },
    accepts: (b) =>
      (kind(b) === 'corporate' || kind(b) === 'bank') &&
      b.stored.currency === 'RUB' &&
      b.issuer.rank <= 10,
  },
  {
    id: 3,
    code: 'BS-RUHY-TR',
    currency: 'RUB',
    cap: 40,
    names: {
      eng: 'Bondsight Russian High Yield Index',
      rus: 'Индекс высокодоходных облигаций Bondsight',
      chn: 'Bondsight 俄罗斯高收益债指数',
    },
    accepts: (b) => kind(b) === 'corporate' && b.stored.currency === 'RUB' && b.issuer.rank > 10,
  },
  {
    id: 4,
    code: 'BS-UST-TR',
    currency: 'USD',
    cap: 40,
    names: {
      eng: 'Bondsight US Treasury Index',
      rus: 'Индекс казначейских облигаций США Bondsight',
      chn: 'Bondsight 美国国债指数',
    },
    accepts: (b) => kind(b) === 'sovereign' && b.stored.currency === 'USD',
  },
  {
    id: 5,
    code: 'BS-USCORP-TR',
    currency: 'USD',
    cap: 40,
    names: {
      eng: 'Bondsight USD Corporate Bond Index',
      rus: 'Индекс долларовых корпоративных облигаций Bondsight',
      chn: 'Bondsight 美元公司债指数',
    },
    accepts: (b) => kind(b) !== 'sovereign' && b.stored.currency === 'USD',
  },
  {
    id: 6,
    code: 'BS-CNY-TR',
    currency: 'CNY',
    cap: 40,
    names: {
      eng: 'Bondsight CNY Bond Index',
      rus: 'Индекс облигаций в юанях Bondsight',
      chn: 'Bondsight 人民币债券指数',
    },
    accepts: (b) => b.stored.currency === 'CNY',
  },
];

export interface Candidate {
  bondId: number;
  face: number;
  volume: number;
  /** Coupon per 100 of face by the window day whose (t-1, t] holds its period end. */
  coupons: Map<number, number>;
  prices: Float64Array;
}

/** Collects candidates' daily prices while the bonds stream by (bounded by each cap). */
export class IndexBook {
  readonly candidates = new Map<number, Candidate[]>();

  constructor(private readonly windowDays: Int32Array) {}

  recorderFor(bond: BondPlan): ((windowDay: number, dirty: number) => void) | null {
    const eligible =
      bond.estimated &&
      !bond.stored.isAmortizing &&
      (bond.stored.couponType === 'fixed' || bond.stored.couponType === 'zero') &&
      !bond.issuer.defaultAt &&
      bond.statusId !== 64 &&
      bond.statusId !== 32;
    if (!eligible) return null;
    const def = INDEX_DEFS.find((d) => d.accepts(bond));
    if (!def) return null;
    const list = this.candidates.get(def.id) ?? [];
    if (list.length >= def.cap) return null;
    this.candidates.set(def.id, list);
    const coupons = new Map<number, number>();
    for (const f of bond.flows.flows) {
      if (f.coupon === 0) continue;
      const w = this.firstDayOnOrAfter(f.accrualEnd);
      if (w < this.windowDays.length)
        coupons.set(w, (coupons.get(w) ?? 0) + (f.coupon / bond.stored.faceValue) * 100);
    }
    const candidate: Candidate = {
      bondId: bond.id,
      face: bond.stored.faceValue,
      volume: bond.volume,
      coupons,
      prices: new Float64Array(this.windowDays.length).fill(Number.NaN),
    };
    list.push(candidate);
    return (w, dirty) => {
      candidate.prices[w] = dirty;
    };
  }

  private firstDayOnOrAfter(day: number): number {
    let lo = 0;
    let hi = this.windowDays.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.windowDays[mid] as number) < day) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
