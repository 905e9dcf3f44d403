import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { emissionOffers } from '../../db/schema/index';
import { findBonds } from './bonds';
import type { ReportBuilder } from './report';
import { asOfDay, RowError } from './values';

export interface OfferInput {
  line: number;
  file?: string;
  /** ISIN or SECID. */
  code: string;
  date: string;
  type: 'put' | 'call';
  /** Acceptance period as "YYYY-MM-DD – YYYY-MM-DD", when published. */
  period: string | null;
  /** Exercise price, % of face. */
  price: number;
}

/**
 * Put offers (the holder sells back: "Offer", "оферта") and issuer calls ("call", "early
 * redemption", "досрочное погашение"); anything else is not an option we can store.
 */
export function offerType(text: string): 'put' | 'call' {
  const t = text.trim().toLowerCase();
  if (/call|early|досроч|колл/.test(t)) return 'call';
  if (/offer|оферт|put|пут/.test(t)) return 'put';
  throw new RowError(`offer type "${text.trim()}" is neither a put offer nor a call`);
}

export function offerPeriod(start: string | null, end: string | null): string | null {
  return start || end ? `${start ?? ''} – ${end ?? ''}` : null;
}

/**
 * Offers keyed by (bond, date, type): the table has a serial id only, so each bond's offers
 * are looked up and written in one transaction. Unknown bonds reject their rows.
 */
export async function writeOffers(
  db: Db | Tx,
  inputs: OfferInput[],
  report: ReportBuilder,
  source: string,
) {
  const bonds = await findBonds(
    db,
    inputs.map((i) => i.code),
  );
  const groups = new Map<number, OfferInput[]>();
  for (const input of inputs) {
    const bond = bonds.get(input.code.toUpperCase());
    if (!bond) {
      report.reject(input.line, `unknown bond ${input.code}`, input.file);
      continue;
    }
    groups.set(bond.id, [...(groups.get(bond.id) ?? []), input]);
  }
  for (const [emissionId, list] of groups) {
    try {
      const outcomes = await db.transaction(async (tx) => {
        const out: ('inserted' | 'updated' | 'unchanged')[] = [];
        for (const o of list) {
          const values = { period: o.period, price: o.price, source, asOf: asOfDay(o.date) };
          const [found] = await tx
            .select()
            .from(emissionOffers)
            .where(
              and(
                eq(emissionOffers.emissionId, emissionId),
                eq(emissionOffers.date, o.date),
                eq(emissionOffers.type, o.type),
              ),
            )
            .limit(1);
          if (!found) {
            await tx
              .insert(emissionOffers)
              .values({ emissionId, date: o.date, type: o.type, ...values });
            out.push('inserted');
          } else if (
            found.period !== o.period ||
            found.price !== o.price ||
            found.source !== source
          ) {
            await tx.update(emissionOffers).set(values).where(eq(emissionOffers.id, found.id));
            out.push('updated');
          } else out.push('unchanged');
        }
        return out;
      });
      for (const outcome of outcomes) report.count(outcome);
    } catch (error) {
      for (const o of list)
        report.reject(o.line, `database refused the offer: ${(error as Error).message}`, o.file);
    }
  }
}
