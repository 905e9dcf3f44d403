import { daysBetween, parseIsoDate, rateToPercent, yieldFromPrice } from '@bondsight/bond-math';
import { pickText, type BondPlacement, type Language } from '@bondsight/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { storedTermsOf } from '../../lib/bond-terms';
import * as repo from './bond-placement.repository';

type Row = NonNullable<Awaited<ReturnType<typeof repo.findBond>>>;
type Payment = Awaited<ReturnType<typeof repo.findPayments>>[number];

const round = (x: number, decimals: number) => Number(x.toFixed(decimals));

/**
 * The yield an investor locked in at placement: buying at the placement price on the issue
 * date and holding to maturity, effective annual (the convention of every stored yield).
 * Null when the terms cannot say (no price, a perpetual, a schedule the engine refuses).
 */
function placementYield({ bond, currency }: Row, payments: readonly Payment[]): number | null {
  const { issueDate, maturityDate, placementPrice } = bond;
  if (!issueDate || !maturityDate || placementPrice === null || placementPrice <= 0) return null;
  try {
    const terms = storedTermsOf({ ...bond, issueDate, maturityDate, currency }, payments);
    const y = yieldFromPrice(terms, parseIsoDate(issueDate), placementPrice, {
      convention: 'effective-annual',
    });
    return Number.isFinite(y) ? round(rateToPercent(y), 3) : null;
  } catch {
    // BondMathError: terms the engine cannot price (e.g. inconsistent stored flows).
    return null;
  }
}

function firstCouponRate({ bond }: Row, payments: readonly Payment[]): number | null {
  if (bond.couponType === 'zero') return null;
  const rate = payments[0]?.couponRate ?? bond.couponRate;
  return rate === null ? null : round(rate, 4);
}

/** How long after the issue date a first recorded trade still counts as the debut. */
const DEBUT_WINDOW_DAYS = 30;

/**
 * The bond's trading debut: its first recorded exchange trade, when the record reaches back
 * to the placement. A first trade long after the issue date only says where the history
 * here begins, so it is left out.
 */
function debutOf(
  issueDate: string | null,
  trade: Awaited<ReturnType<typeof repo.findFirstTrade>>,
  lang: Language,
): BondPlacement['firstTrade'] {
  if (!trade || !issueDate) return null;
  const days = daysBetween(parseIsoDate(issueDate), parseIsoDate(trade.date));
  if (days < 0 || days > DEBUT_WINDOW_DAYS) return null;
  return { date: trade.date, tradingGround: pickText(trade.groundNames, lang) };
}

/** The bond's primary offering as its stored terms give it. */
export async function getPlacement(db: Db, id: number, lang: Language): Promise<BondPlacement> {
  const row = await repo.findBond(db, id);
  if (!row) throw notFound();
  const [payments, firstTrade] = await Promise.all([
    repo.findPayments(db, id),
    repo.findFirstTrade(db, id),
  ]);
  const { bond } = row;
  const quantity = bond.placedVolume === null ? null : bond.placedVolume / bond.faceValue;
  return {
    bondId: bond.id,
    issueDate: bond.issueDate,
    currency: row.currency,
    faceValue: bond.faceValue,
    placementPrice: bond.placementPrice,
    placedVolume: bond.placedVolume,
    placedQuantity: quantity === null ? null : Math.round(quantity),
    proceeds:
      bond.placedVolume === null || bond.placementPrice === null
        ? null
        : round((bond.placedVolume * bond.placementPrice) / 100, 2),
    placementYield: placementYield(row, payments),
    firstCouponRate: firstCouponRate(row, payments),
    outstandingVolume: bond.outstandingVolume,
    registrationNumber: bond.registrationNumber,
    listingLevel: bond.listingLevel,
    firstTrade: debutOf(bond.issueDate, firstTrade, lang),
    provenance: { source: bond.source, asOf: bond.asOf.toISOString() },
  };
}
