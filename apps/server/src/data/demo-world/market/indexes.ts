import { formatIsoDate, type CalendarDate } from '@bondsight/bond-math';
import type { LocalizedText } from '@bondsight/contracts';
import type { CurrencyCode } from '../world/reference';
import type { BondPlan } from '../world/types';
import { rebalanceDays } from './index-values';

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
 * Baskets may overlap (an OFZ is in the OFZ index, its maturity bucket and the aggregate):
 * a bond is a candidate of every index that accepts it, up to each index's cap, counted in
 * the order the bonds stream by.
 * Maturity buckets (`term`): a candidate is a member of a period only if its years to
 * maturity, (maturity - rebalancing day) / 365.25, are in [min, max) on the period's first
 * day; it is priced for the index from that day up to the next period's first day only.
 * (A world ending on a month's first trading day has a one-day last period: a bond that
 * left the bucket on that day stays in it, which moves no value.)
 */
export interface IndexDef {
  id: number;
  code: string;
  currency: CurrencyCode;
  names: LocalizedText;
  /** Most candidates the index keeps (the first accepted bonds that stream by). */
  cap: number;
  accepts(bond: BondPlan): boolean;
  /** Years to maturity on each rebalancing day, [min, max); no bound when absent. */
  term?: { min: number; max?: number };
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
  {
    id: 7,
    code: 'BS-OFZ-S-TR',
    currency: 'RUB',
    cap: 25,
    names: {
      eng: 'Bondsight Short OFZ Index (up to 3 years)',
      rus: 'Индекс коротких ОФЗ Bondsight (до 3 лет)',
      chn: 'Bondsight 俄罗斯短期国债指数（3年以内）',
    },
    accepts: (b) => kind(b) === 'sovereign' && b.stored.currency === 'RUB',
    term: { min: 0, max: 3 },
  },
  {
    id: 8,
    code: 'BS-OFZ-L-TR',
    currency: 'RUB',
    cap: 30,
    names: {
      eng: 'Bondsight Long OFZ Index (over 3 years)',
      rus: 'Индекс длинных ОФЗ Bondsight (свыше 3 лет)',
      chn: 'Bondsight 俄罗斯中长期国债指数（3年以上）',
    },
    accepts: (b) => kind(b) === 'sovereign' && b.stored.currency === 'RUB',
    term: { min: 3 },
  },
  {
    id: 9,
    code: 'BS-RUGOV-TR',
    currency: 'RUB',
    cap: 60,
    names: {
      eng: 'Bondsight Russian Government and Municipal Bond Index',
      rus: 'Индекс государственных и муниципальных облигаций Bondsight',
      chn: 'Bondsight 俄罗斯国债及地方政府债指数',
    },
    accepts: (b) =>
      (kind(b) === 'sovereign' || kind(b) === 'municipal') && b.stored.currency === 'RUB',
  },
  {
    id: 10,
    code: 'BS-RUFIN-TR',
    currency: 'RUB',
    cap: 40,
    names: {
      eng: 'Bondsight Russian Financials Bond Index',
      rus: 'Индекс облигаций банков Bondsight',
      chn: 'Bondsight 俄罗斯银行债指数',
    },
    accepts: (b) => kind(b) === 'bank' && b.stored.currency === 'RUB',
  },
  {
    id: 11,
    code: 'BS-RUNFC-TR',
    currency: 'RUB',
    cap: 60,
    names: {
      eng: 'Bondsight Russian Non-Financial Corporate Bond Index',
      rus: 'Индекс облигаций нефинансовых компаний Bondsight',
      chn: 'Bondsight 俄罗斯非金融企业债指数',
    },
    accepts: (b) => kind(b) === 'corporate' && b.stored.currency === 'RUB',
  },
  {
    id: 12,
    code: 'BS-RUCORP-S-TR',
    currency: 'RUB',
    cap: 40,
    names: {
      eng: 'Bondsight Russian Short-Term Corporate Bond Index (up to 3 years)',
      rus: 'Индекс краткосрочных корпоративных облигаций Bondsight (до 3 лет)',
      chn: 'Bondsight 俄罗斯短期公司债指数（3年以内）',
    },
    accepts: (b) => (kind(b) === 'corporate' || kind(b) === 'bank') && b.stored.currency === 'RUB',
    term: { min: 0, max: 3 },
  },
  {
    id: 13,
    code: 'BS-RUAGG-TR',
    currency: 'RUB',
    cap: 100,
    names: {
      eng: 'Bondsight Russian Aggregate Bond Index',
      rus: 'Сводный индекс рублёвых облигаций Bondsight',
      chn: 'Bondsight 俄罗斯卢布债券综合指数',
    },
    accepts: (b) => b.stored.currency === 'RUB',
  },
  {
    id: 14,
    code: 'BS-USDAGG-TR',
    currency: 'USD',
    cap: 60,
    names: {
      eng: 'Bondsight USD Aggregate Bond Index',
      rus: 'Сводный индекс долларовых облигаций Bondsight',
      chn: 'Bondsight 美元债券综合指数',
    },
    accepts: (b) => b.stored.currency === 'USD',
  },
  {
    id: 15,
    code: 'BS-EUR-TR',
    currency: 'EUR',
    cap: 40,
    names: {
      eng: 'Bondsight EUR Bond Index',
      rus: 'Индекс облигаций в евро Bondsight',
      chn: 'Bondsight 欧元债券指数',
    },
    accepts: (b) => b.stored.currency === 'EUR',
  },
];

const DAYS_PER_YEAR = 365.25;

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
  /** Window day of each rebalancing (the first trading day of each month). */
  private readonly starts: number[];

  constructor(private readonly windowDays: Int32Array) {
    this.starts = rebalanceDays(Array.from(windowDays, (d) => formatIsoDate(d as CalendarDate)));
  }

  recorderFor(bond: BondPlan): ((windowDay: number, dirty: number) => void) | null {
    const eligible =
      bond.estimated &&
      !bond.stored.isAmortizing &&
      (bond.stored.couponType === 'fixed' || bond.stored.couponType === 'zero') &&
      !bond.issuer.defaultAt &&
      bond.statusId !== 64 &&
      bond.statusId !== 32;
    if (!eligible) return null;
    const recorders: ((windowDay: number, dirty: number) => void)[] = [];
    let coupons: Map<number, number> | undefined;
    /** One price array for the indexes without a maturity bucket. */
    let whole: Candidate | undefined;
    for (const def of INDEX_DEFS) {
      if (!def.accepts(bond)) continue;
      const list = this.candidates.get(def.id) ?? [];
      if (list.length >= def.cap) continue;
      const open = def.term ? this.termMask(bond, def.term) : null;
      if (open === undefined) continue;
      coupons ??= this.couponsOf(bond);
      if (open === null && whole) {
        list.push(whole);
      } else {
        const candidate: Candidate = {
          bondId: bond.id,
          face: bond.stored.faceValue,
          volume: bond.volume,
          coupons,
          prices: new Float64Array(this.windowDays.length).fill(Number.NaN),
        };
        list.push(candidate);
        if (open === null) whole = candidate;
        recorders.push(
          open === null
            ? (w, dirty) => {
                candidate.prices[w] = dirty;
              }
            : (w, dirty) => {
                if (open[w] === 1) candidate.prices[w] = dirty;
              },
        );
      }
      this.candidates.set(def.id, list);
    }
    if (recorders.length === 0) return null;
    if (recorders.length === 1) return recorders[0] as (windowDay: number, dirty: number) => void;
    return (w, dirty) => {
      for (const record of recorders) record(w, dirty);
    };
  }

  /** Coupon per 100 of face by the window day whose (t-1, t] holds its period end. */
  private couponsOf(bond: BondPlan): Map<number, number> {
    const coupons = new Map<number, number>();
    for (const f of bond.flows.flows) {
      if (f.coupon === 0) continue;
      const w = this.firstDayOnOrAfter(f.accrualEnd);
      if (w < this.windowDays.length)
        coupons.set(w, (coupons.get(w) ?? 0) + (f.coupon / bond.stored.faceValue) * 100);
    }
    return coupons;
  }

  /**
   * The window days a bond is priced on for a maturity bucket (1), or undefined when it is
   * in the bucket on no rebalancing day it trades: every day of a period whose first day
   * finds it in the bucket, and the next period's first day.
   */
  private termMask(bond: BondPlan, term: { min: number; max?: number }): Uint8Array | undefined {
    const n = this.windowDays.length;
    const maturity = bond.terms.maturityDate as number;
    const mask = new Uint8Array(n);
    let any = false;
    this.starts.forEach((from, k) => {
      const day = this.windowDays[from] as number;
      const years = (maturity - day) / DAYS_PER_YEAR;
      if (years < term.min || (term.max !== undefined && years >= term.max)) return;
      const next = this.starts[k + 1];
      const until = next === undefined ? n - 1 : next;
      for (let w = from; w <= until; w++) mask[w] = 1;
      if (day >= bond.firstTradingDay && day < bond.lastTradingDay) any = true;
    });
    return any ? mask : undefined;
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
