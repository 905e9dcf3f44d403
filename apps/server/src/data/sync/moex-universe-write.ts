import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Tx } from '../../db/transaction';
import { emissionCashFlows, emissionOffers, emissions, emitents } from '../../db/schema/index';
import { findBonds } from '../importers/bonds';
import { ensureCountry, ensureCurrency } from '../importers/reference';
import type { RowOutcome } from '../importers/report';
import { asOfDay } from '../importers/values';
import type { BondFacts, IssuerFacts } from './moex-terms';

export const SOURCE = 'moex-iss';

/** JSON with sorted keys: jsonb gives names back in its own key order. */
function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
    a.localeCompare(b),
  );
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
}

/** The columns of `wanted` whose value differs from the stored row's. */
export function changed<T extends Record<string, unknown>>(
  stored: Record<string, unknown>,
  wanted: T,
): Partial<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(wanted))
    if (canonical(stored[key]) !== canonical(value)) out[key] = value;
  return out as Partial<T>;
}

/**
 * The exchange's issuer: found by the emitter id a previous run stored, else by its INN among
 * the issuers real data created (an OFZ import's Ministry of Finance), never by a name and never
 * among the demo world's invented issuers; created when neither finds it.
 */
export async function upsertIssuer(
  tx: Tx,
  f: IssuerFacts,
  asOf: string,
): Promise<{ id: number; outcome: RowOutcome }> {
  const { names, fullNames } = f;
  const [byId] = await tx.select().from(emitents).where(eq(emitents.moexEmitterId, f.emitterId));
  if (byId) {
    const changes = changed(byId, {
      names,
      fullNames,
      ...(f.inn ? { registryCode: f.inn } : {}),
    });
    if (Object.keys(changes).length === 0) return { id: byId.id, outcome: 'unchanged' };
    await tx
      .update(emitents)
      .set({ ...changes, source: SOURCE, asOf: asOfDay(asOf) })
      .where(eq(emitents.id, byId.id));
    return { id: byId.id, outcome: 'updated' };
  }
  if (f.inn) {
    const [byInn] = await tx
      .select({ id: emitents.id })
      .from(emitents)
      .where(
        and(
          eq(emitents.registryCode, f.inn),
          ne(emitents.source, 'demo'),
          isNull(emitents.moexEmitterId),
        ),
      )
      .orderBy(emitents.id)
      .limit(1);
    if (byInn) {
      // Its names stay: an importer that created it may have named it in every language.
      await tx
        .update(emitents)
        .set({ moexEmitterId: f.emitterId })
        .where(eq(emitents.id, byInn.id));
      return { id: byInn.id, outcome: 'updated' };
    }
  }
  const [row] = await tx
    .insert(emitents)
    .values({
      names,
      fullNames,
      countryId: await ensureCountry(tx, f.country),
      sector: f.sector,
      isSovereign: f.isSovereign,
      registryCode: f.inn,
      moexEmitterId: f.emitterId,
      source: SOURCE,
      asOf: asOfDay(asOf),
    })
    .returning({ id: emitents.id });
  return { id: (row as { id: number }).id, outcome: 'inserted' };
}

/** The bond's columns the exchange owns (its codes, names, issuer, terms, listing), as written. */
export function ownedColumns(f: BondFacts, emitentId: number, currencyId: number) {
  return {
    ...(f.isin ? { isin: f.isin } : {}),
    secid: f.secid,
    names: f.names,
    fullNames: f.fullNames,
    emitentId,
    currencyId,
    faceValue: f.faceValue,
    issueDate: f.issueDate,
    maturityDate: f.maturityDate,
    couponType: f.couponType,
    couponRate: f.couponRate,
    couponFrequency: f.couponFrequency,
    dayCount: f.dayCount,
    placedVolume: f.placedVolume,
    bondKind: f.bondKind,
    registrationNumber: f.registrationNumber,
    listingLevel: f.listingLevel,
    isAmortizing: f.isAmortizing,
    source: SOURCE,
  };
}

/**
 * The bond: a stored row with the same ISIN (else SECID) is updated in the columns the
 * exchange owns, never duplicated. Its life (status, redemption) is set on creation only:
 * the data doctor and the operators own it afterwards. A generated (demo) bond the exchange
 * names loses its invented payments and offers, so the real ones are not merged with them.
 */
export async function upsertBond(
  tx: Tx,
  f: BondFacts,
  emitentId: number,
  asOf: string,
): Promise<{ id: number; outcome: RowOutcome }> {
  const codes = [f.isin, f.secid].filter((c): c is string => Boolean(c));
  const known = await findBonds(tx, codes);
  const match = (f.isin ? known.get(f.isin) : undefined) ?? known.get(f.secid);
  const owned = ownedColumns(f, emitentId, await ensureCurrency(tx, f.currency));
  if (!match) {
    const [row] = await tx
      .insert(emissions)
      .values({
        ...owned,
        statusId: f.statusId,
        redeemedOn: f.redeemedOn,
        endEvent: f.endEvent,
        asOf: asOfDay(asOf),
      })
      .returning({ id: emissions.id });
    return { id: (row as { id: number }).id, outcome: 'inserted' };
  }
  const [stored] = await tx.select().from(emissions).where(eq(emissions.id, match.id));
  const changes = changed(stored as Record<string, unknown>, owned);
  if (Object.keys(changes).length === 0) return { id: match.id, outcome: 'unchanged' };
  if (match.source === 'demo') {
    await tx
      .delete(emissionCashFlows)
      .where(and(eq(emissionCashFlows.emissionId, match.id), eq(emissionCashFlows.source, 'demo')));
    await tx
      .delete(emissionOffers)
      .where(and(eq(emissionOffers.emissionId, match.id), eq(emissionOffers.source, 'demo')));
  }
  await tx
    .update(emissions)
    .set({ ...changes, asOf: asOfDay(asOf) })
    .where(eq(emissions.id, match.id));
  return { id: match.id, outcome: 'updated' };
}
