import { eq } from 'drizzle-orm';
import type { Language } from '@bondsight/contracts';
import type { Tx } from '../../db/transaction';
import { emissions } from '../../db/schema/index';
import type { Db } from '../../db/client';
import { isinFromCusip, lifeFor, type KnownBond } from './bonds';
import { byLanguage, percentText, WORDS } from '../names/index';
import { ensureCurrency, ensureSovereign, US_TREASURY } from './reference';
import { addYearsIso, asOfDay } from './values';

/**
 * US Treasury notes and bonds: fixed semi-annual coupons, ACT/ACT-ICMA, quoted per 100 of
 * face (stored face 100), USD, issued by the US Treasury; ISIN = US + CUSIP + check digit,
 * and the CUSIP is kept as the bond's code (secid) for matching.
 */
export type TreasuryKind = 'Note' | 'Bond';

export interface TreasuryFacts {
  cusip: string;
  kind: TreasuryKind;
  /** % a year. */
  couponRate: number;
  maturityDate: string;
  /** Accrual start (the dated date); null when the source does not say. */
  issueDate: string | null;
  placementPrice?: number | null;
  placedVolume?: number | null;
  source: string;
  /** The source's as-of date: status (outstanding or matured) is judged at it. */
  asOf: string;
  /** A clean price on the as-of date, to tell a recent issue from an old one. */
  price?: number | null;
}

/** Standard original terms, years: the estimate of an issue date nobody published. */
const TERMS: Record<TreasuryKind, number[]> = { Note: [2, 3, 5, 7, 10], Bond: [20, 30] };

/**
 * FedInvest prices carry no issue date. Estimate: maturity minus the shortest standard original
 * term (notes 2, 3, 5, 7, 10 years; bonds 20, 30) that puts the issue on or before the price
 * date — except that a bond issued within the last year still trades near par (its coupon was
 * set at the auction yield), so a term giving a recent issue date is passed over when the
 * price is more than 3 points from 100 (the 3.375 % bond of 2044 at 84 is the 2014 30-year,
 * not a 2024 20-year). The date falls on the coupon cycle (same day of month, month end
 * kept), so the current coupon period, accrued interest and yields are exact; only the date
 * shown as "issued" is an estimate, until an auction import gives the dated date.
 */
export function estimateIssueDate(
  kind: TreasuryKind,
  maturityDate: string,
  asOf: string,
  price: number | null = null,
): string {
  const terms = TERMS[kind];
  const yearAgo = addYearsIso(asOf, -1);
  for (const years of terms) {
    const issue = addYearsIso(maturityDate, -years);
    if (issue > asOf) continue;
    if (issue > yearAgo && price !== null && Math.abs(price - 100) > 3) continue;
    return issue;
  }
  return addYearsIso(maturityDate, -(terms.at(-1) as number));
}

/** "UST Note 4.5% 2026-01-31" and its full name, in every interface language. */
function names(f: TreasuryFacts) {
  const kind = f.kind === 'Note' ? WORDS.treasuryNote : WORDS.treasuryBond;
  // English and Chinese name the security "UST Note"; the others by their own word for it.
  const short = (l: Language) => (l === 'eng' ? `UST ${f.kind}` : l === 'chn' ? kind.chn : kind[l]);
  const rate = (l: Language) => percentText(f.couponRate, l, 4);
  return {
    names: byLanguage((l) => `${short(l)} ${rate(l)} ${f.maturityDate}`),
    fullNames: byLanguage((l) =>
      l === 'eng'
        ? `United States Treasury ${f.kind}, ${rate(l)}, due ${f.maturityDate} (CUSIP ${f.cusip})`
        : l === 'chn'
          ? `${kind.chn}，${rate(l)}，${WORDS.due.chn} ${f.maturityDate}（CUSIP ${f.cusip}）`
          : `${kind[l]}, ${rate(l)}, ${WORDS.due[l]} ${f.maturityDate} (CUSIP ${f.cusip})`,
    ),
  };
}

export interface TreasuryIds {
  emitentId: number;
  currencyId: number;
}

export async function treasuryIds(db: Db | Tx): Promise<TreasuryIds> {
  return {
    emitentId: await ensureSovereign(db, US_TREASURY),
    currencyId: await ensureCurrency(db, 'USD'),
  };
}

/** The emissions row of a Treasury not stored yet. */
export function newTreasury(f: TreasuryFacts, ids: TreasuryIds): typeof emissions.$inferInsert {
  return {
    isin: isinFromCusip(f.cusip),
    secid: f.cusip,
    ...names(f),
    emitentId: ids.emitentId,
    ...lifeFor(f.maturityDate, f.asOf),
    currencyId: ids.currencyId,
    faceValue: 100,
    issueDate: f.issueDate ?? estimateIssueDate(f.kind, f.maturityDate, f.asOf, f.price ?? null),
    maturityDate: f.maturityDate,
    couponType: 'fixed',
    couponRate: f.couponRate,
    couponFrequency: 2,
    dayCount: 'ACT/ACT-ICMA',
    placementPrice: f.placementPrice ?? null,
    placedVolume: f.placedVolume ?? null,
    bondKind: 'sovereign',
    source: f.source,
    asOf: asOfDay(f.asOf),
  };
}

/**
 * What the facts change on a stored Treasury (empty: nothing). An estimated issue date
 * (`trustIssueDate` false) only fills an empty one: it never overwrites an auction's.
 */
export function treasuryChanges(found: KnownBond, f: TreasuryFacts, trustIssueDate: boolean) {
  const changes: Partial<typeof emissions.$inferInsert> = {};
  const issueDate =
    f.issueDate ?? estimateIssueDate(f.kind, f.maturityDate, f.asOf, f.price ?? null);
  if (found.couponRate !== f.couponRate) changes.couponRate = f.couponRate;
  if (found.maturityDate !== f.maturityDate) changes.maturityDate = f.maturityDate;
  if (found.issueDate !== issueDate && (trustIssueDate || !found.issueDate))
    changes.issueDate = issueDate;
  if (f.placementPrice != null && found.placementPrice !== f.placementPrice)
    changes.placementPrice = f.placementPrice;
  if (f.placedVolume != null && found.placedVolume !== f.placedVolume)
    changes.placedVolume = f.placedVolume;
  return changes;
}

/** Applies changes (with the source's provenance) and returns the bond as it now is. */
export async function updateTreasury(
  db: Db | Tx,
  found: KnownBond,
  f: TreasuryFacts,
  changes: Partial<typeof emissions.$inferInsert>,
): Promise<KnownBond> {
  await db
    .update(emissions)
    .set({ ...changes, source: f.source, asOf: asOfDay(f.asOf) })
    .where(eq(emissions.id, found.id));
  return { ...found, ...changes } as KnownBond;
}
