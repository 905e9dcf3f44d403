import { eq } from 'drizzle-orm';
import type { Language } from '@bondsight/contracts';
import type { Tx } from '../../db/transaction';
import { emissions } from '../../db/schema/index';
import type { Db } from '../../db/client';
import { isinFromCusip, lifeFor, type KnownBond } from './bonds';
import { byLanguage, percentText, WORDS } from '../names/index';
import { ensureCurrency, ensureSovereign, US_TREASURY } from './reference';
import { addDaysIso, addYearsIso, asOfDay } from './values';

/**
 * Marketable US Treasuries, USD, issued by the US Treasury, quoted per 100 of face (stored
 * face 100); ISIN = US + CUSIP + check digit, and the CUSIP is kept as the bond's code (secid)
 * for matching. By kind:
 * - Bill: a discount security (coupon kind `zero`, no coupon, ACT/360 as its discount rate is
 *   quoted); its yield is the Treasury's investment rate (bond-math `analyzeBill`).
 * - Note, Bond: fixed semi-annual coupons, ACT/ACT-ICMA.
 * - TIPS: coupon kind `inflation`: a fixed semi-annual real coupon on the CPI-indexed
 *   principal, ACT/ACT-ICMA, priced per 100 of indexed principal; the yield is the real
 *   yield (the coupons are treated as fixed real cash flows, as the Treasury and MOEX quote
 *   linkers).
 * - FRN: coupon kind `floating`, quarterly, ACT/360 (the 13-week bill rate plus a spread);
 *   the stored rate is the latest one the source gave.
 */
export type TreasuryKind = 'Bill' | 'Note' | 'Bond' | 'TIPS' | 'FRN';

export interface TreasuryFacts {
  cusip: string;
  kind: TreasuryKind;
  /** % a year (the current rate of an FRN; 0 for a bill). */
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

/** The stored terms each kind implies. */
export const TREASURY_TERMS: Record<
  TreasuryKind,
  { couponType: string; couponFrequency: number; dayCount: string }
> = {
  Bill: { couponType: 'zero', couponFrequency: 0, dayCount: 'ACT/360' },
  Note: { couponType: 'fixed', couponFrequency: 2, dayCount: 'ACT/ACT-ICMA' },
  Bond: { couponType: 'fixed', couponFrequency: 2, dayCount: 'ACT/ACT-ICMA' },
  TIPS: { couponType: 'inflation', couponFrequency: 2, dayCount: 'ACT/ACT-ICMA' },
  FRN: { couponType: 'floating', couponFrequency: 4, dayCount: 'ACT/360' },
};

/** Standard original terms, years: the estimate of an issue date nobody published. */
const TERMS: Record<Exclude<TreasuryKind, 'Bill'>, number[]> = {
  Note: [2, 3, 5, 7, 10],
  Bond: [20, 30],
  TIPS: [5, 10, 20, 30],
  FRN: [2],
};
/** Bills' standard terms, weeks (4 to 52). */
const BILL_WEEKS = [4, 6, 8, 13, 17, 26, 52];

/**
 * FedInvest prices carry no issue date. Estimate: maturity minus the shortest standard original
 * term (notes 2, 3, 5, 7, 10 years; bonds 20, 30; TIPS 5, 10, 20, 30; FRNs 2; bills 4 to 52
 * weeks) that puts the issue on or before the price date — except that a coupon security
 * issued within the last year still trades near par (its coupon was
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
  if (kind === 'Bill') {
    const issues = BILL_WEEKS.map((w) => addDaysIso(maturityDate, -7 * w));
    return issues.find((d) => d <= asOf) ?? (issues.at(-1) as string);
  }
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

const KIND_WORD = {
  Bill: WORDS.treasuryBill,
  Note: WORDS.treasuryNote,
  Bond: WORDS.treasuryBond,
  TIPS: WORDS.treasuryTips,
  FRN: WORDS.treasuryFrn,
} as const;

/** English full names of the kinds. */
const ENGLISH_KIND: Record<TreasuryKind, string> = {
  Bill: 'Bill',
  Note: 'Note',
  Bond: 'Bond',
  TIPS: 'Inflation-Protected Security',
  FRN: 'Floating Rate Note',
};

/** "UST Note 4.5% 2026-01-31" (a bill without a rate) and its full name, in every language. */
function names(f: TreasuryFacts) {
  const kind = KIND_WORD[f.kind];
  // English and Chinese name the security "UST Note"; the others by their own word for it.
  const short = (l: Language) => (l === 'eng' ? `UST ${f.kind}` : l === 'chn' ? kind.chn : kind[l]);
  // A bill has no coupon; an FRN's rate changes every week: neither is part of the name.
  const withRate = f.kind !== 'Bill' && f.kind !== 'FRN';
  const rate = (l: Language) => (withRate ? `${percentText(f.couponRate, l, 4)} ` : '');
  const rateList = (l: Language) => (withRate ? `${percentText(f.couponRate, l, 4)}, ` : '');
  return {
    names: byLanguage((l) => `${short(l)} ${rate(l)}${f.maturityDate}`),
    fullNames: byLanguage((l) =>
      l === 'eng'
        ? `United States Treasury ${ENGLISH_KIND[f.kind]}, ${rateList(l)}due ${f.maturityDate} (CUSIP ${f.cusip})`
        : l === 'chn'
          ? `${kind.chn}，${withRate ? `${percentText(f.couponRate, l, 4)}，` : ''}${WORDS.due.chn} ${f.maturityDate}（CUSIP ${f.cusip}）`
          : `${kind[l]}, ${rateList(l)}${WORDS.due[l]} ${f.maturityDate} (CUSIP ${f.cusip})`,
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
    ...TREASURY_TERMS[f.kind],
    couponRate: f.kind === 'Bill' ? null : f.couponRate,
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
export function treasuryChanges(
  found: KnownBond,
  f: TreasuryFacts,
  trustIssueDate: boolean,
  trustKind = true,
) {
  const changes: Partial<typeof emissions.$inferInsert> = {};
  const issueDate =
    f.issueDate ?? estimateIssueDate(f.kind, f.maturityDate, f.asOf, f.price ?? null);
  const terms = TREASURY_TERMS[f.kind];
  const couponRate = f.kind === 'Bill' ? null : f.couponRate;
  if (found.couponRate !== couponRate && (trustKind || f.kind !== 'Bill'))
    changes.couponRate = couponRate;
  // The kind's terms follow a source that tells the kind (FedInvest's type, the securities
  // service's flags); an auction row calls a TIPS a "Note" and must not make it nominal.
  if (trustKind && found.couponType !== terms.couponType) changes.couponType = terms.couponType;
  if (trustKind && found.couponFrequency !== terms.couponFrequency)
    changes.couponFrequency = terms.couponFrequency;
  if (trustKind && found.dayCount !== terms.dayCount) changes.dayCount = terms.dayCount;
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
