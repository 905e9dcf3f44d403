import { addBusinessDays, calendarById, type CalendarDate } from '@bondsight/bond-math';

/**
 * When a bond stops trading before it is redeemed, as the Moscow Exchange stops it.
 *
 * The register of holders who receive a redemption is fixed at the end of the record date:
 * the business day before the redemption date (NSD's rule for Russian bonds; the clearing
 * systems' for eurobonds). An exchange admits only trades that settle by then: with T+1
 * settlement (MOEX's main mode for bonds) the last trading day is the business day before the
 * record date, two business days before redemption. MOEX announces it as "settlement codes
 * that execute trades no later than <record date>" (e.g. its notices on ceasing trading).
 *
 * So the record date is the stop date: no tick on or after it. The demo markets trade on
 * weekdays (the world's timeline), hence the weekends-only calendar.
 */
const DEMO_CALENDAR = calendarById('weekends-only');

/** The business day before the redemption: the register is fixed at its end. */
export function recordDate(redemption: CalendarDate): CalendarDate {
  return addBusinessDays(redemption, -1, DEMO_CALENDAR);
}

/** The last day a bond redeemed on `redemption` trades: the business day before the record date. */
export function lastTradingDayBefore(redemption: CalendarDate): CalendarDate {
  return addBusinessDays(recordDate(redemption), -1, DEMO_CALENDAR);
}
