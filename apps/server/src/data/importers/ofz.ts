import type { Tx } from '../../db/transaction';
import { eq } from 'drizzle-orm';
import { emissions } from '../../db/schema/index';
import { lifeFor } from './bonds';
import { ensureCurrency, ensureSovereign, MINFIN_RU } from './reference';
import { addDaysIso, asOfDay, daysBetweenIso, todayIso } from './values';
import { byLanguage, WORDS } from '../names/index';

/**
 * A cash-flow list alone does not say who issued a bond, in which currency or how it accrues,
 * so the bondization import requires the bond to be stored — except for OFZ (federal loan
 * bonds, SECID SU<series>RMFS<n>): those are all issued by the Ministry of Finance in roubles,
 * accrue ACT/365F with coupons rounded to kopecks, and their published flows then fix the
 * rest: face = sum of redemptions, maturity = last redemption, frequency from the coupon
 * spacing, rate = C*365/(face*days) of the regular coupons, and the accrual start of the first
 * coupon from its amount (19.32 RUB at 7.75 % is 91 days before 2016-09-28: 2016-06-29).
 */
export const OFZ_SECID = /^SU(\d{5})RMFS\d$/i;

export interface FlowPoint {
  date: string;
  coupon?: number | null;
  redemption?: number | null;
}

export interface OfzTerms {
  series: string;
  faceValue: number;
  issueDate: string;
  maturityDate: string;
  couponFrequency: number;
  couponType: 'fixed' | 'floating';
  couponRate: number | null;
  isAmortizing: boolean;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

export function inferOfzTerms(secid: string, flows: FlowPoint[]): OfzTerms | string {
  const series = OFZ_SECID.exec(secid)?.[1];
  if (!series) return 'only OFZ (SECID SU#####RMFS#) can be created from their cash flows';
  const sorted = [...flows].sort((a, b) => a.date.localeCompare(b.date));
  const redemptions = sorted.filter((f) => (f.redemption ?? 0) > 0);
  const faceValue =
    Math.round(redemptions.reduce((s, f) => s + (f.redemption ?? 0), 0) * 100) / 100;
  const maturityDate = redemptions.at(-1)?.date;
  if (!maturityDate || !(faceValue > 0)) return 'its cash flows have no redemption';
  const coupons = sorted.filter((f) => (f.coupon ?? 0) > 0);
  if (coupons.length === 0) return 'its cash flows have no coupon';
  const gaps = coupons
    .slice(1)
    .map((c, i) => daysBetweenIso((coupons[i] as FlowPoint).date, c.date));
  const gap = gaps.length ? median(gaps) : 182;
  const couponFrequency = [12, 4, 2, 1].find((f) => Math.abs(365 / f - gap) <= 365 / f / 4) ?? 2;
  // Rates of the regular coupons, on the face still outstanding before each payment.
  let outstanding = faceValue;
  const rates: number[] = [];
  let previous: string | null = null;
  for (const f of sorted) {
    const coupon = f.coupon ?? 0;
    if (coupon > 0 && previous) {
      rates.push(
        Math.round(((coupon * 365) / (outstanding * daysBetweenIso(previous, f.date))) * 1e4) / 100,
      );
    }
    outstanding -= f.redemption ?? 0;
    if (coupon > 0) previous = f.date;
  }
  const fixed = rates.length > 0 && rates.every((r) => Math.abs(r - (rates[0] as number)) < 0.015);
  const couponRate = fixed ? (rates[0] as number) : (rates.at(-1) ?? null);
  const first = coupons[0] as FlowPoint;
  const firstDays =
    fixed && couponRate
      ? Math.round(((first.coupon ?? 0) * 365 * 100) / (faceValue * couponRate))
      : gap;
  return {
    series,
    faceValue,
    issueDate: addDaysIso(first.date, -firstDays),
    maturityDate,
    couponFrequency,
    couponType: fixed ? 'fixed' : 'floating',
    couponRate,
    isAmortizing: redemptions.length > 1,
  };
}

/** The OFZ terms the cash flows imply, as emissions columns. */
function termColumns(terms: OfzTerms) {
  return {
    faceValue: terms.faceValue,
    issueDate: terms.issueDate,
    maturityDate: terms.maturityDate,
    couponType: terms.couponType,
    couponRate: terms.couponRate,
    couponFrequency: terms.couponFrequency,
    dayCount: 'ACT/365F',
    isAmortizing: terms.isAmortizing,
    ...lifeFor(terms.maturityDate, todayIso()),
  };
}

/** A generated (demo) OFZ takes the terms its real cash flows imply, and their source. */
export async function adoptOfzTerms(
  tx: Tx,
  emissionId: number,
  terms: OfzTerms,
  source: string,
): Promise<void> {
  await tx
    .update(emissions)
    .set({ ...termColumns(terms), source, asOf: asOfDay(todayIso()) })
    .where(eq(emissions.id, emissionId));
}

/** Stores a new OFZ with the inferred terms; returns its id. */
export async function createOfz(
  tx: Tx,
  secid: string,
  terms: OfzTerms,
  source: string,
): Promise<number> {
  const [row] = await tx
    .insert(emissions)
    .values({
      isin: null,
      secid: secid.toUpperCase(),
      // The Moscow Exchange lists every OFZ in its first level.
      listingLevel: 1,
      names: byLanguage((l) => `${WORDS.ofz[l]} ${terms.series}`),
      fullNames: byLanguage((l) =>
        l === 'chn'
          ? `${WORDS.russianFederation.chn} ${WORDS.ofz.chn} ${terms.series}`
          : `${WORDS.russianFederation[l]}, ${WORDS.ofz[l]} ${terms.series}`,
      ),
      emitentId: await ensureSovereign(tx, MINFIN_RU),
      currencyId: await ensureCurrency(tx, 'RUB'),
      ...termColumns(terms),
      bondKind: 'sovereign',
      source,
      asOf: asOfDay(todayIso()),
    })
    .returning({ id: emissions.id });
  return (row as { id: number }).id;
}
