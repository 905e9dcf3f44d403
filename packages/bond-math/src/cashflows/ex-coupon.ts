/**
 * Ex-coupon (ex-dividend, ex-interest) periods. A coupon belongs to whoever holds the bond
 * on its record date; a buyer settling in the ex-coupon period does not receive it and is
 * paid "negative accrued" for the rest of the period instead.
 *
 * A bond states its rule either by market, as the market publishes it, or as a number of days:
 *
 * - `{ market: 'uk-dmo' }`, UK gilts. The DMO's ex-dividend date is the seventh UK business
 *   day before the coupon date, and it is a TRADE date: a trade on it is the first to go ex
 *   ("Formulae for Calculating Gilt Prices from Yields", 3rd ed. 2005; the DMO gilt FAQ;
 *   its D1A report publishes each gilt's CURRENT_EX_DIV_DATE on that day). Gilts settle
 *   T+1, so a gilt SETTLING on the ex-dividend date was bought the day before and is still
 *   cum-dividend; it is ex from the next settlement day on. The DMO's worked examples (8 June
 *   1998) price 8% Treasury 2015 settling on its ex-dividend date, 26 May 1999, cum. QuantLib's test-suite
 *   (bonds.cpp, testExCouponGilt, GB0009997999 against Bloomberg) writes the same rule as a
 *   6-business-day period with settlement >= ex date: settling 29 May 2013, the 7th UK
 *   business day before the 7 June coupon, is cum; 30 May is ex.
 *   A settlement on a weekend or holiday is taken as given (the DMO's formulae count its
 *   days as they fall): it is ex-dividend when it comes after the ex-dividend date, whose
 *   close of business is the record date. Only there does this differ from QuantLib's
 *   6-business-day form (a Saturday after a Friday ex-dividend date is ex here, cum there).
 * - `{ market: 'au-aofm' }`, Australian Treasury bonds: seven calendar days before the
 *   coupon date, settling ON that day trades ex (AOFM "Pricing formulae for Commonwealth
 *   Government Securities", Treasury bonds, formula (2); QuantLib testExCouponAustralianBond).
 * - `{ days, dayType }`: settling on or after the date `days` days before the payment date
 *   trades ex, the days counted as 'business' days of the bond's calendar or 'calendar'
 *   days (default). This is QuantLib's ex-coupon period (CashFlow::tradingExCoupon:
 *   exCouponDate <= settlement).
 *
 * On the payment date itself the coupon is the seller's anyway (the next period has begun).
 * Business days are counted back from the payment date (QuantLib's FixedRateLeg does the
 * same); for a coupon date on a holiday paid the next business day this gives the date
 * counted from the nominal coupon date too: no business day lies between the two.
 */
import { addBusinessDays } from '../calendars/business-day';
import type { HolidayCalendar } from '../calendars/calendar';
import { unitedKingdomCalendar } from '../calendars/united-kingdom';
import type { CalendarDate } from '../dates/calendar-date';
import { fail } from '../errors';
import type { CashFlow } from './cash-flow';
import type { BondTerms, ExCouponMarket } from './terms';

const DAY_TYPES: readonly string[] = ['business', 'calendar'];

interface ExCouponRule {
  readonly days: number;
  readonly dayType: 'business' | 'calendar';
  /** Business days of this calendar instead of the bond's. */
  readonly calendar?: HolidayCalendar;
  /** The counted date is the last cum settlement (a trade date), not the first ex one. */
  readonly countedDateIsCum: boolean;
}

const MARKET_RULES: Readonly<Record<ExCouponMarket, ExCouponRule>> = {
  'uk-dmo': {
    days: 7,
    dayType: 'business',
    calendar: unitedKingdomCalendar,
    countedDateIsCum: true,
  },
  'au-aofm': { days: 7, dayType: 'calendar', countedDateIsCum: false },
};

export const EX_COUPON_MARKETS = Object.keys(MARKET_RULES) as readonly ExCouponMarket[];

export function validateExCoupon(terms: BondTerms): void {
  const ex = terms.exCoupon;
  if (ex === undefined) return;
  if ('market' in ex) {
    if (!EX_COUPON_MARKETS.includes(ex.market))
      fail(
        'invalid_argument',
        `ex-coupon market must be one of ${EX_COUPON_MARKETS.join(', ')}, got ${JSON.stringify(ex.market)}`,
        'exCoupon.market',
      );
    return;
  }
  if (!(Number.isInteger(ex.days) && ex.days >= 0))
    fail('invalid_argument', 'ex-coupon days must be a whole number >= 0', 'exCoupon.days');
  if (ex.dayType !== undefined && !DAY_TYPES.includes(ex.dayType))
    fail(
      'invalid_argument',
      `ex-coupon day type must be 'business' or 'calendar', got ${JSON.stringify(ex.dayType)}`,
      'exCoupon.dayType',
    );
}

function ruleOf(terms: BondTerms): ExCouponRule | undefined {
  const ex = terms.exCoupon;
  if (ex === undefined) return undefined;
  if ('market' in ex) return MARKET_RULES[ex.market];
  return { days: ex.days, dayType: ex.dayType ?? 'calendar', countedDateIsCum: false };
}

/** The first settlement date on which a buyer no longer receives the coupon paid on `payment`. */
export function exCouponDateOf(
  terms: BondTerms,
  payment: CalendarDate,
  cal: HolidayCalendar,
): CalendarDate {
  const rule = ruleOf(terms);
  if (!rule || rule.days <= 0) return payment;
  const counted =
    rule.dayType === 'business'
      ? addBusinessDays(payment, -rule.days, rule.calendar ?? cal)
      : ((payment - rule.days) as CalendarDate);
  return (rule.countedDateIsCum ? counted + 1 : counted) as CalendarDate;
}

/** Whether a buyer settling on `settlement` misses this flow's coupon (see the rules above). */
export function tradesExCoupon(flow: CashFlow, settlement: CalendarDate): boolean {
  return flow.exCouponDate < flow.paymentDate && settlement >= flow.exCouponDate;
}
