/**
 * Excel ACCRINT(issue, first_interest, settlement, rate, par, frequency, basis, calc_method)
 * (Microsoft support: ACCRINT; behaviour matched to Excel-generated grids published by the
 * ExcelFinancialFunctions project, tests/testdata/accrint.test). Excel sums, over the quasi-coupon periods between issue and
 * settlement (anchored on first_interest, month-end pinned if first_interest is a month
 * end), days-in-period / period-length; with calc_method FALSE the whole periods before
 * the one containing settlement count zero. Documented examples: issue 1-Mar-2008,
 * first_interest 31-Aug-2008, settlement 1-May-2008, 10 %, par 1000, semiannual, basis 0
 * -> 16.666667; issue 1-Mar-2007 (same others) -> 116.944444 (TRUE) and 66.944444 (FALSE).
 */
import { isEndOfMonth, type CalendarDate } from '../dates/calendar-date';
import { fail } from '../errors';
import { excelBasis, excelDate, excelFrequency, excelNumber, type ExcelDate } from './args';
import { changeMonth, daysBetween, days360Us, coupDays, type ExcelBasis } from './basis';

function periodLength(pcd: CalendarDate, ncd: CalendarDate, f: number, basis: ExcelBasis): number {
  if (basis === 0) return days360Us(pcd, ncd, 'both');
  if (basis === 3) return 365 / f;
  if (basis === 2) return days360Us(pcd, ncd, 'start');
  return daysBetween(pcd, ncd, basis);
}

export function ACCRINT(
  issue: ExcelDate,
  first_interest: ExcelDate,
  settlement: ExcelDate,
  rate: number,
  par: number | undefined,
  frequency: number,
  basis?: number,
  calc_method?: boolean | number,
): number {
  const iss = excelDate(issue, 'issue');
  const first = excelDate(first_interest, 'first_interest');
  const settl = excelDate(settlement, 'settlement');
  const f = excelFrequency(frequency);
  const b = excelBasis(basis);
  const r = excelNumber(rate, 'rate');
  const p = par === undefined ? 1000 : excelNumber(par, 'par');
  const fromIssue = calc_method === undefined ? true : Boolean(calc_method);
  if (!(r > 0)) fail('invalid_argument', 'rate must be positive', 'rate');
  if (!(p > 0)) fail('invalid_argument', 'par must be positive', 'par');
  if (!(iss < settl))
    fail('settlement_before_issue', 'settlement must be after issue', 'settlement');
  const months = 12 / f;
  const eom = isEndOfMonth(first);
  // Excel's reference coupon date: with settlement before first_interest it is ALWAYS one
  // period before first_interest, even when settlement lies earlier; the days from it to
  // settlement are then negative and whole periods are added back below (this reproduces
  // Excel on long first periods, e.g. 1226.944444 for issue 4-Mar-1990, first_interest
  // 5-Jul-2010, settlement 4-Mar-1992, 7 %, 10000, annual, basis 2). After first_interest
  // (a case Excel does not document) the quasi-coupon date on or before settlement is used.
  let pcd: CalendarDate;
  if (settl > first) {
    pcd = first;
    for (
      let next = changeMonth(pcd, months, eom);
      next <= settl;
      next = changeMonth(next, months, eom)
    )
      pcd = next;
  } else {
    pcd = changeMonth(first, -months, eom);
  }
  const ncdOfCurrent = settl > first ? changeMonth(pcd, months, eom) : first;
  const e = b === 1 ? ncdOfCurrent - pcd : coupDays(pcd, ncdOfCurrent, f, b);
  let sum = daysBetween(iss > pcd ? iss : pcd, settl, b) / e;
  // Earlier quasi-coupon periods back to issue: whole ones count 1 (TRUE) or 0 (FALSE),
  // the one containing issue counts its fraction.
  for (let ncd = pcd; ncd > iss;) {
    const q = changeMonth(ncd, -months, eom);
    if (iss <= q) sum += fromIssue ? 1 : 0;
    else {
      const d = b === 0 ? days360Us(iss, ncd, 'start') : daysBetween(iss, ncd, b);
      sum += d / periodLength(q, ncd, f, b);
    }
    ncd = q;
  }
  return ((p * r) / f) * sum;
}
