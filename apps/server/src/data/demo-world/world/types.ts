import type { StoredBond, StoredFlow } from '../../../lib/bond-terms';
import type { BondCashFlows, BondTerms, CalendarDate } from '@bondsight/bond-math';
import type { LocalizedText } from '@bondsight/contracts';
import type { ReportStandard } from '../../../db/schema/index';
import type { CurrencyCode, Sector } from './reference';

export type IssuerKind = 'sovereign' | 'municipal' | 'bank' | 'corporate' | 'spv';

export interface IssuerPlan {
  id: number;
  kind: IssuerKind;
  country: string;
  currency: CurrencyCode;
  regionId: number | null;
  sector: Sector;
  names: LocalizedText;
  fullNames: LocalizedText;
  registryCode: string;
  website: string | null;
  /** Rating rank at the start of the window on a 22-notch scale (1 = AAA, 22 = D). */
  rank: number;
  /** Credit spread over the sovereign curve at that rank, decimal. */
  spread: number;
  /** A default inside the window: a day index of the world's history. */
  defaultAt: { index: number; kind: 'default' | 'technical' } | null;
  bondCount: number;
  firstBondId: number;
  reports: ReportStandard[];
  /** Has listed shares (a stock in the equities table, consensus forecasts). */
  listed: boolean;
  /** The company an SPV borrows for (it guarantees the SPV's bonds). */
  sponsorId: number | null;
  /** Fixed issuers the tests and the demo pages rely on. */
  showcase: 'corporate' | 'bank' | null;
}

export type Liquidity = 'daily' | 'active' | 'sparse';

export interface OfferPlan {
  date: CalendarDate;
  type: 'put' | 'call';
  price: number;
}

export interface BondPlan {
  id: number;
  issuer: IssuerPlan;
  isin: string;
  /** The exchange's own code where it differs from the ISIN's role (an OFZ's SECID). */
  exchangeCode: string | null;
  names: LocalizedText;
  fullNames: LocalizedText;
  stored: StoredBond;
  storedFlows: StoredFlow[];
  floatingBase: string | null;
  floatingMargin: number | null;
  offers: OfferPlan[];
  statusId: number;
  /** The day it is redeemed: maturity, or the call that ended it. */
  redemptionDay: CalendarDate;
  /**
   * Last day it trades: the business day before the record date of its redemption (see
   * trading-stop.ts), asOf for a bond still trading, or never for an announced bond.
   */
  lastTradingDay: CalendarDate;
  firstTradingDay: CalendarDate;
  volume: number;
  placedVolume: number;
  /** Clean price at placement, % of face: par, or a zero-coupon bond's discount price. */
  placementPrice: number;
  liquidity: Liquidity;
  mainGround: number;
  secondGround: number | null;
  estimated: boolean;
  nsdValued: boolean;
  /** Yield over the issuer's spread: subordination, security, size. */
  spreadFactor: number;
  bondKind: string;
  flags: { subordinated: boolean; secured: boolean; guaranteed: boolean; convertible: boolean };
  terms: BondTerms;
  flows: BondCashFlows;
}

export type { StoredBond, StoredFlow };
