import { formatIsoDate, isDayCountId, rateToPercent, type BondTerms } from '@bondsight/bond-math';
import { CALENDAR_IDS, type CalculatorBond as CalculatorBondSchema } from '@bondsight/contracts';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { storedTermsOf, type StoredBond, type StoredPayment } from '../../lib/bond-terms';

/** The calculator request's `bond`, with every default filled in (as the answer carries it). */
type CalculatorBond = z.output<typeof CalculatorBondSchema>;

/** A stored option as the calculator takes it. */
export interface StoredOffer {
  date: string;
  type: 'put' | 'call';
  price: number;
}

/** The calculator's form of a stored bond, and where its schedule comes from. */
export interface CalculatorBondTerms {
  bond: CalculatorBond;
  source: 'schedule' | 'cash-flows';
  /** Decimals the accrued interest is rounded to, when the issue rounds it. */
  accruedDecimals: number | undefined;
}

type Calendar = NonNullable<CalculatorBond['calendar']>;
type Frequency = CalculatorBond['couponFrequency'];

const FREQUENCIES: readonly number[] = [0, 1, 2, 4, 12];
const isFrequency = (f: number): f is Frequency => FREQUENCIES.includes(f);

const iso = formatIsoDate;
const unsupported = (label: string) =>
  new AppError('validation_failed', label, { 'params.id': label });
const isCalendarId = (id: unknown): id is Calendar =>
  typeof id === 'string' && (CALENDAR_IDS as readonly string[]).includes(id);

/**
 * A stored bond in the calculator API's terms, from the same engine terms every stored number
 * was computed with (`storedTermsOf`: the generator's and the importers' rule), so the
 * calculator reproduces the stored accrued interest, prices and yields:
 * - a published schedule goes as explicit cash flows;
 * - a floater's or step-up's rate per period goes as a coupon step from the period's start
 *   (the engine takes the step that starts a period exactly as it takes a fixing);
 * - rouble bonds keep their kopeck rounding.
 * Options come from the offers table (the engine terms of stored bonds carry none); the caller
 * gives those of the bond's life and, for a bond a call or put ended early, the end's price.
 */
export function calculatorBondOf(
  stored: StoredBond,
  payments: readonly StoredPayment[],
  offers: readonly StoredOffer[],
  /** % of face repaid at the end when not par: a call or put that ended the bond early. */
  redemptionPrice?: number,
): CalculatorBondTerms {
  const terms: BondTerms = storedTermsOf(stored, payments);
  const issueDate = iso(terms.issueDate);
  const maturityDate = iso(terms.maturityDate);
  // The calculator takes the frequencies and day counts bonds are issued with; a stored bond
  // with another cannot be computed there.
  if (!isDayCountId(terms.dayCount)) throw unsupported('math_unknown_day_count');
  if (!isFrequency(terms.frequency)) throw unsupported('math_invalid_frequency');
  const bond: CalculatorBond = {
    faceValue: terms.faceValue ?? 100,
    issueDate,
    maturityDate,
    couponRate: rateToPercent(terms.couponRate ?? 0),
    couponFrequency: terms.frequency,
    dayCount: terms.dayCount,
    ...(isCalendarId(terms.calendar) ? { calendar: terms.calendar } : {}),
    ...(terms.rounding ? { rounding: { ...terms.rounding } } : {}),
  };
  // Explicit payments carry their own amounts; a schedule is repaid at the end's price.
  if (!terms.cashFlows && redemptionPrice !== undefined && redemptionPrice !== 100)
    bond.redemptionPrice = redemptionPrice;
  if (terms.cashFlows) {
    bond.cashflows = terms.cashFlows.map((f) => ({
      date: iso(f.date),
      coupon: f.coupon ?? 0,
      redemption: f.redemption ?? 0,
    }));
  }
  if (terms.floating) {
    bond.couponSteps = terms.floating.fixings.map((f) => ({
      from: iso(f.periodStart),
      rate: rateToPercent(f.rate),
    }));
  }
  if (terms.amortization?.length) {
    bond.amortizations = terms.amortization.map((a) => ({ date: iso(a.date), amount: a.amount }));
  }
  // An option on or after maturity changes nothing; the calculator takes the others.
  const live = offers.filter((o) => o.date > issueDate && o.date < maturityDate);
  if (live.length > 0)
    bond.offers = live.map((o) => ({ date: o.date, type: o.type, price: o.price }));
  return {
    bond,
    source: terms.cashFlows ? 'cash-flows' : 'schedule',
    accruedDecimals: terms.rounding?.accruedDecimals,
  };
}
