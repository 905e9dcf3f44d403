import { aliasedTable, and, asc, count, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import {
  bondFacts,
  consensusForecasts,
  countries,
  currencies,
  documents,
  emissionOffers,
  emissions,
  emitentRelations,
  emitents,
  indexConstituents,
  indexes,
  reportFiles,
} from '../../db/schema/index';
import { findMultiplierRows } from '../../lib/multiplier-rows';

/** The bond with what its identifiers and classifier read. */
export async function findBond(db: Executor, id: number) {
  const [row] = await db
    .select({
      bond: emissions,
      emitent: {
        id: emitents.id,
        names: emitents.names,
        sector: emitents.sector,
        registryCode: emitents.registryCode,
      },
      country: countries.isoCode,
      currency: currencies.code,
    })
    .from(emissions)
    .innerJoin(emitents, eq(emitents.id, emissions.emitentId))
    .innerJoin(countries, eq(countries.id, emitents.countryId))
    .innerJoin(currencies, eq(currencies.id, emissions.currencyId))
    .where(eq(emissions.id, id))
    .limit(1);
  return row ?? null;
}
export type BondRow = NonNullable<Awaited<ReturnType<typeof findBond>>>;

const counterparty = aliasedTable(emitents, 'counterparty');

/** The bond's own facts and its issuer's facts about all its bonds (emission_id null). */
export function findFacts(db: Executor, emissionId: number, emitentId: number) {
  return db
    .select({
      fact: bondFacts,
      counterpartyNames: counterparty.names,
    })
    .from(bondFacts)
    .leftJoin(counterparty, eq(counterparty.id, bondFacts.counterpartyId))
    .where(
      or(
        eq(bondFacts.emissionId, emissionId),
        and(isNull(bondFacts.emissionId), eq(bondFacts.emitentId, emitentId)),
      ),
    )
    .orderBy(desc(bondFacts.date), asc(bondFacts.id));
}
export type FactRow = Awaited<ReturnType<typeof findFacts>>[number];

/**
 * The bond's index memberships, every period, with each index's latest period start: the
 * bond is in an index now when its latest period is the index's latest.
 */
export function findIndexPeriods(db: Executor, emissionId: number) {
  const latest = db
    .select({
      indexId: indexConstituents.indexId,
      latestFrom: sql<string>`max(${indexConstituents.fromDate})`.as('latest_from'),
    })
    .from(indexConstituents)
    .where(
      inArray(
        indexConstituents.indexId,
        db
          .select({ id: indexConstituents.indexId })
          .from(indexConstituents)
          .where(eq(indexConstituents.emissionId, emissionId)),
      ),
    )
    .groupBy(indexConstituents.indexId)
    .as('latest');
  return db
    .select({
      indexId: indexes.id,
      code: indexes.code,
      names: indexes.names,
      fromDate: indexConstituents.fromDate,
      toDate: indexConstituents.toDate,
      weight: indexConstituents.weight,
      latestFrom: latest.latestFrom,
    })
    .from(indexConstituents)
    .innerJoin(indexes, eq(indexes.id, indexConstituents.indexId))
    .innerJoin(latest, eq(latest.indexId, indexConstituents.indexId))
    .where(eq(indexConstituents.emissionId, emissionId))
    .orderBy(asc(indexes.id), asc(indexConstituents.fromDate));
}

const other = aliasedTable(emitents, 'other');

/**
 * The issuer's links in the ownership graph from its own side (each link is stored from both
 * sides), with what the other side is to it and the other side's bond count.
 */
export function findRelations(db: Executor, emitentId: number) {
  return db
    .select({
      relType: emitentRelations.relType,
      relTypeNames: emitentRelations.relTypeNames,
      share: emitentRelations.share,
      otherId: other.id,
      otherNames: other.names,
      bonds: sql<number>`(select count(*) from ${emissions} where ${emissions.emitentId} = ${other.id})::int`,
    })
    .from(emitentRelations)
    .innerJoin(other, eq(other.id, emitentRelations.relatedEmitentId))
    .where(eq(emitentRelations.emitentId, emitentId))
    .orderBy(desc(emitentRelations.share), asc(emitentRelations.id));
}

const peer = aliasedTable(bondFacts, 'peer');

/** Other bonds the given managers arranged too, the latest issues first. */
export function findManagerIssues(
  db: Executor,
  emissionId: number,
  managerIds: readonly number[],
  limit: number,
) {
  if (managerIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      bondId: emissions.id,
      names: emissions.names,
      isin: emissions.isin,
      issueDate: emissions.issueDate,
      emitentId: emitents.id,
      emitentNames: emitents.names,
      managerNames: peer.titles,
      role: peer.code,
    })
    .from(peer)
    .innerJoin(emissions, eq(emissions.id, peer.emissionId))
    .innerJoin(emitents, eq(emitents.id, emissions.emitentId))
    .where(
      and(
        eq(peer.kind, 'manager'),
        inArray(peer.counterpartyId, [...managerIds]),
        ne(peer.emissionId, emissionId),
      ),
    )
    .orderBy(sql`${emissions.issueDate} desc nulls last`, desc(emissions.id), asc(peer.id))
    .limit(limit);
}

/** The issuer's annual reports (documents of the issuer, not of a bond). */
export function findAnnualReports(db: Executor, emitentId: number) {
  return db
    .select({
      id: documents.id,
      names: documents.names,
      date: documents.date,
      language: documents.language,
      sizeBytes: documents.sizeBytes,
    })
    .from(documents)
    .where(
      and(
        eq(documents.emitentId, emitentId),
        isNull(documents.emissionId),
        eq(documents.kind, 'report'),
      ),
    )
    .orderBy(desc(documents.date), asc(documents.language), asc(documents.id));
}

/** The issuer's report files by year, quarter and standard (no addresses: those are gated). */
export function findReportFiles(db: Executor, emitentId: number) {
  return db
    .select({
      year: reportFiles.year,
      quarter: reportFiles.quarter,
      standard: reportFiles.listCode,
      language: reportFiles.language,
      mimetype: reportFiles.mimetype,
    })
    .from(reportFiles)
    .where(eq(reportFiles.emitentId, emitentId))
    .orderBy(
      desc(reportFiles.year),
      desc(reportFiles.quarter),
      asc(reportFiles.listCode),
      desc(reportFiles.language),
    );
}

/** The issuer's multipliers: the shared query. */
export const findMultipliers = findMultiplierRows;

export function findConsensus(db: Executor, emitentId: number) {
  return db
    .select()
    .from(consensusForecasts)
    .where(eq(consensusForecasts.emitentId, emitentId))
    .orderBy(asc(consensusForecasts.id));
}

const otherBondsOf = (emitentId: number, emissionId: number) =>
  and(eq(emissions.emitentId, emitentId), ne(emissions.id, emissionId));

export async function countIssuerItems(db: Executor, emitentId: number, emissionId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(emissions)
    .where(otherBondsOf(emitentId, emissionId));
  return Number(row?.n ?? 0);
}

/** A page of the issuer's other bonds, the newest issue first (ties by id, so pages hold). */
export function findIssuerItems(
  db: Executor,
  emitentId: number,
  emissionId: number,
  limit: number,
  offset: number,
) {
  return db
    .select({
      id: emissions.id,
      isin: emissions.isin,
      names: emissions.names,
      issueDate: emissions.issueDate,
      maturityDate: emissions.maturityDate,
      currency: currencies.code,
      couponType: emissions.couponType,
      couponRate: emissions.couponRate,
      statusId: emissions.statusId,
      outstandingVolume: emissions.outstandingVolume,
    })
    .from(emissions)
    .innerJoin(currencies, eq(currencies.id, emissions.currencyId))
    .where(otherBondsOf(emitentId, emissionId))
    .orderBy(sql`${emissions.issueDate} desc nulls last`, desc(emissions.id))
    .limit(limit)
    .offset(offset);
}

/** The issuer of a bond, or null for an unknown bond. */
export async function findEmitentOf(db: Executor, emissionId: number) {
  const [row] = await db
    .select({ emitentId: emissions.emitentId })
    .from(emissions)
    .where(eq(emissions.id, emissionId));
  return row?.emitentId ?? null;
}

/** The kinds of option (put, call) the bond has: the CFI code's redemption letter. */
export async function findOptionTypes(db: Executor, emissionId: number) {
  const rows = await db
    .selectDistinct({ type: emissionOffers.type })
    .from(emissionOffers)
    .where(eq(emissionOffers.emissionId, emissionId));
  return new Set(rows.map((r) => r.type));
}
