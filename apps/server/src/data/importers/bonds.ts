import { eq, inArray, or, sql } from 'drizzle-orm';
import { withIsinCheckDigit } from '@bondsight/bond-math';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { currencies, emissions } from '../../db/schema/index';
import { requiredText, RowError } from './values';

type Executor = Db | Tx;

/** A stored bond with what the importers need to price it. */
export interface KnownBond {
  id: number;
  isin: string | null;
  secid: string | null;
  currency: string;
  faceValue: number;
  issueDate: string | null;
  maturityDate: string | null;
  couponRate: number | null;
  couponFrequency: number;
  couponType: string;
  isAmortizing: boolean;
  dayCount: string;
  placementPrice: number | null;
  placedVolume: number | null;
  /** Where the bond's row came from: 'demo' for the generated world. */
  source: string;
}

const bondColumns = {
  id: emissions.id,
  isin: emissions.isin,
  secid: emissions.secid,
  currency: currencies.code,
  faceValue: emissions.faceValue,
  issueDate: emissions.issueDate,
  maturityDate: emissions.maturityDate,
  couponRate: emissions.couponRate,
  couponFrequency: emissions.couponFrequency,
  couponType: emissions.couponType,
  isAmortizing: emissions.isAmortizing,
  dayCount: emissions.dayCount,
  placementPrice: emissions.placementPrice,
  placedVolume: emissions.placedVolume,
  source: emissions.source,
};

/**
 * Bonds by the codes a file names them with: an ISIN or a MOEX SECID (the demo world stores
 * OFZ SECIDs in the isin column), compared upper-cased. The map is keyed by the given codes.
 */
export async function findBonds(
  db: Executor,
  codes: Iterable<string>,
): Promise<Map<string, KnownBond>> {
  const wanted = [...new Set([...codes].map((c) => c.trim().toUpperCase()).filter(Boolean))];
  const out = new Map<string, KnownBond>();
  for (let i = 0; i < wanted.length; i += 500) {
    const chunk = wanted.slice(i, i + 500);
    const rows = await db
      .select(bondColumns)
      .from(emissions)
      .innerJoin(currencies, eq(currencies.id, emissions.currencyId))
      .where(
        or(
          inArray(sql`upper(${emissions.isin})`, chunk),
          inArray(sql`upper(${emissions.secid})`, chunk),
        ),
      )
      .orderBy(emissions.id);
    for (const row of rows) {
      const bond = { ...row, currency: row.currency.trim() };
      for (const code of [row.isin, row.secid]) {
        const key = code?.toUpperCase();
        if (key && chunk.includes(key) && !out.has(key)) out.set(key, bond);
      }
    }
  }
  return out;
}

/** Bonds by their ids (500 a query). */
export async function findBondsByIds(
  db: Executor,
  ids: Iterable<number>,
): Promise<Map<number, KnownBond>> {
  const wanted = [...new Set(ids)];
  const out = new Map<number, KnownBond>();
  for (let i = 0; i < wanted.length; i += 500) {
    const rows = await db
      .select(bondColumns)
      .from(emissions)
      .innerJoin(currencies, eq(currencies.id, emissions.currencyId))
      .where(inArray(emissions.id, wanted.slice(i, i + 500)));
    for (const row of rows) out.set(row.id, { ...row, currency: row.currency.trim() });
  }
  return out;
}

export async function findBondById(db: Executor, id: number): Promise<KnownBond | null> {
  const [row] = await db
    .select(bondColumns)
    .from(emissions)
    .innerJoin(currencies, eq(currencies.id, emissions.currencyId))
    .where(eq(emissions.id, id));
  return row ? { ...row, currency: row.currency.trim() } : null;
}

/** A file's CUSIP, upper-cased; its row is rejected unless it is nine letters and digits. */
export function parseCusip(text: string | undefined): string {
  const cusip = requiredText(text, 'cusip').toUpperCase();
  if (!/^[0-9A-Z]{9}$/.test(cusip))
    throw new RowError(`cusip "${cusip}" is not 9 letters and digits`);
  return cusip;
}

/** A US Treasury's ISIN from its CUSIP: "US" + CUSIP + check digit. */
export function isinFromCusip(cusip: string): string {
  return withIsinCheckDigit(`US${cusip.toUpperCase()}`);
}

/**
 * An imported bond's life columns on `asOf` (status ids, docs/architecture.md: 192
 * outstanding, 128 matured): a matured bond ended at its maturity (`redeemed_on`,
 * lib/bond-life.ts), or the data doctor could not tell when it ended.
 */
export function lifeFor(
  maturityDate: string | null,
  asOf: string,
): { statusId: number; redeemedOn: string | null; endEvent: string | null } {
  return maturityDate && maturityDate <= asOf
    ? { statusId: 128, redeemedOn: maturityDate, endEvent: 'maturity' }
    : { statusId: 192, redeemedOn: null, endEvent: null };
}
