import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inTransaction, type Tx } from '../../db/transaction';
import { emissionCashFlows, emissionOffers, emissions, emitents } from '../../db/schema/index';
import { findBonds } from '../importers/bonds';
import { planSchedule, type FlowRow } from '../importers/cash-flows';
import { ensureCountry, ensureCurrency } from '../importers/reference';
import { ReportBuilder, type RowOutcome } from '../importers/report';
import { insertRows } from '../importers/upsert';
import { asOfDay } from '../importers/values';
import { rowsOf, writeListedBond, type PreparedBond } from './moex-daily-bonds';
import type { IssuerFacts } from './moex-terms';
import { changed, ownedColumns, SOURCE } from './moex-universe-write';

/** Rows an insert carries at most (one array literal a column: bounded, not too long). */
const ROWS_PER_INSERT = 5000;

export interface Written {
  issuer: { id: number; outcome: RowOutcome };
  bond: { id: number; outcome: RowOutcome };
}

type IssuerRow = typeof emitents.$inferSelect;
interface IssuerState {
  id: number | null;
  names: IssuerRow['names'];
  fullNames: IssuerRow['fullNames'];
  registryCode: string | null;
  /** The first facts that created it (its country, sector, kind), when it is new. */
  created: IssuerFacts | null;
  /** Found by INN: the emitter id is written onto it. */
  adopted: boolean;
  /** Columns to write over the stored row, gathered from every bond of the batch. */
  changes: Partial<Pick<IssuerRow, 'names' | 'fullNames' | 'registryCode'>>;
}

/** New bonds a transaction: a refused row sends this many bonds back to be written alone. */
export const BONDS_PER_BATCH = 500;

export interface BatchOutcome {
  prepared: PreparedBond;
  written?: Written;
  /** Why nothing of the bond was written (the database refused one of its rows). */
  error?: Error;
}

/**
 * Prepared new bonds written: the batch in one transaction (writeNewBonds), the few it leaves
 * out one by one after it. When the database refuses a row of the batch, the batch is rolled
 * back and every bond of it written alone, in its own transaction, as before batches: only
 * the bond at fault fails (named with the database's words), the others are written.
 * The rows' outcomes go to `report`; the bonds' own outcomes are returned in the batch's order.
 */
export async function writeBondsInBatch(
  db: Db,
  batch: PreparedBond[],
  asOf: string,
  report: ReportBuilder,
  /** False: each bond alone, in its own transaction (a daily run's few new bonds). */
  together = true,
): Promise<BatchOutcome[]> {
  const done = new Map<PreparedBond, BatchOutcome>();
  let alone = batch;
  const part = new ReportBuilder('sync moex', []);
  if (together)
    try {
      const result = await inTransaction(db, (tx) => writeNewBonds(tx, batch, asOf, part));
      for (const [prepared, written] of result.written) {
        part.report.read += rowsOf(prepared);
        done.set(prepared, { prepared, written });
      }
      report.absorb(part.report);
      alone = result.alone;
    } catch {
      // Which bond was refused is not said: each is written alone, and the culprit fails alone.
    }
  for (const prepared of alone) {
    const single = new ReportBuilder('sync moex', []);
    try {
      const written = await writeListedBond(db, prepared, asOf, single);
      report.absorb(single.report);
      done.set(prepared, { prepared, written });
    } catch (error) {
      report.report.rejected.push(...single.report.rejected);
      // The driver's own words, not the failed query with its parameters that wraps them.
      const cause = (error as { cause?: unknown }).cause;
      const reason = cause instanceof Error ? cause.message : (error as Error).message;
      done.set(prepared, { prepared, error: new Error(`database refused the bond: ${reason}`) });
    }
  }
  return batch.map((p) => done.get(p)!);
}

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT)
    await insert(rows.slice(i, i + ROWS_PER_INSERT));
}

/**
 * Many new bonds written in the caller's transaction with a few statements for all of them
 * (their issuers, bond rows, payments and offers each in multi-row inserts) instead of a
 * dozen a bond: what made a first discovery of 3,000 bonds spend most of its time writing.
 * The rows are those `writeListedBond` writes bond by bond, and the outcomes the same, in the
 * batch's order: an issuer is created by its first bond and compared with the next ones'
 * facts (upsertIssuer's rules: its emitter id, else its INN among real issuers without one,
 * never a demo issuer). Bonds a stored row already names (a demo bond, an imported OFZ) or
 * that share a code with another bond of the batch are left out (`alone`): the caller writes
 * them one by one, where upsertBond merges them. A refused row throws: the caller rolls the
 * batch back and writes its bonds one by one, so that only the bad bond fails.
 */
export async function writeNewBonds(
  tx: Tx,
  batch: PreparedBond[],
  asOf: string,
  part: ReportBuilder,
): Promise<{ written: Map<PreparedBond, Written>; alone: PreparedBond[] }> {
  // A corporate bond's SECID is its ISIN: each code counted once a bond.
  const codesOf = (p: PreparedBond) => [
    ...new Set([p.facts.bond.isin, p.facts.bond.secid].filter((c): c is string => Boolean(c))),
  ];
  const stored = await findBonds(
    tx,
    batch.flatMap((p) => codesOf(p)),
  );
  const uses = new Map<string, number>();
  for (const p of batch) for (const c of codesOf(p)) uses.set(c, (uses.get(c) ?? 0) + 1);
  const alone = batch.filter((p) => codesOf(p).some((c) => stored.has(c) || uses.get(c)! > 1));
  const plain = batch.filter((p) => !alone.includes(p));
  const written = new Map<PreparedBond, Written>();
  if (plain.length === 0) return { written, alone };

  const issuers = await writeIssuers(tx, plain, asOf);
  const currencyIds = new Map<string, number>();
  for (const p of plain)
    if (!currencyIds.has(p.facts.bond.currency))
      currencyIds.set(p.facts.bond.currency, await ensureCurrency(tx, p.facts.bond.currency));
  const bondIds = new Map<string, number>();
  await insertChunks(plain, async (chunk) => {
    const rows = await insertRows(
      tx,
      emissions,
      chunk.map((p) => {
        const f = p.facts.bond;
        return {
          ...ownedColumns(f, issuers.get(p)!.id, currencyIds.get(f.currency)!),
          statusId: f.statusId,
          redeemedOn: f.redeemedOn,
          endEvent: f.endEvent,
          asOf: asOfDay(asOf),
        };
      }),
      ['id', 'secid'],
    );
    for (const r of rows) bondIds.set(r.secid as string, Number(r.id));
  });

  const flows: FlowRow[] = [];
  const offers: (typeof emissionOffers.$inferInsert)[] = [];
  for (const p of plain) {
    const { bond: f } = p.facts;
    const id = bondIds.get(f.secid)!;
    // writeFlows' merge with no stored rows: the same numbers, pool factors and implied rates.
    const { schedule, outcomes } = planSchedule([], id, p.bondization.flows, {
      faceValue: f.faceValue,
      issueDate: f.issueDate,
      implyRates: f.currency === 'RUB' && f.dayCount === 'ACT/365F',
    });
    flows.push(...schedule);
    for (const o of outcomes) part.count(o);
    offers.push(...newOffers(p, id, part));
  }
  await insertChunks(flows, (chunk) => insertRows(tx, emissionCashFlows, chunk));
  await insertChunks(offers, (chunk) => insertRows(tx, emissionOffers, chunk));
  for (const p of plain)
    written.set(p, {
      issuer: issuers.get(p)!,
      bond: { id: bondIds.get(p.facts.bond.secid)!, outcome: 'inserted' },
    });
  return { written, alone };
}

/**
 * A new bond's offers as writeOffers leaves them: one row a (date, type), the last published
 * values; the first counted inserted, a repeat updated when it differs, else unchanged. An
 * offer naming another bond than this one is refused (writeOffers: unknown bond).
 */
function newOffers(p: PreparedBond, emissionId: number, part: ReportBuilder) {
  const codes = new Set([p.facts.bond.secid, p.facts.bond.isin].filter(Boolean));
  const rows = new Map<string, typeof emissionOffers.$inferInsert>();
  for (const o of p.bondization.offers) {
    if (!codes.has(o.code.toUpperCase()))
      throw new Error(`line ${o.line}: offer of unknown bond ${o.code}`);
    const key = `${o.date}\u0000${o.type}`;
    const row = { emissionId, date: o.date, type: o.type, period: o.period, price: o.price };
    const before = rows.get(key);
    part.count(
      !before
        ? 'inserted'
        : before.period !== o.period || before.price !== o.price
          ? 'updated'
          : 'unchanged',
    );
    rows.set(key, { ...row, source: SOURCE, asOf: asOfDay(o.date) });
  }
  return [...rows.values()];
}

/**
 * The batch's issuers, found or created as upsertIssuer would bond after bond: by the
 * exchange's emitter id, else by INN among the issuers real data created without one (its
 * names kept), never a demo issuer; else created from the first bond's facts. A later bond
 * whose facts differ updates the row (its names, its INN), as its own upsert would. Two
 * queries find them all, one multi-row insert creates the new ones.
 */
async function writeIssuers(tx: Tx, plain: PreparedBond[], asOf: string) {
  const emitterIds = [...new Set(plain.map((p) => p.facts.issuer.emitterId))];
  const byId = new Map<number, IssuerRow>();
  for (let i = 0; i < emitterIds.length; i += ROWS_PER_INSERT)
    for (const row of await tx
      .select()
      .from(emitents)
      .where(inArray(emitents.moexEmitterId, emitterIds.slice(i, i + ROWS_PER_INSERT))))
      byId.set(row.moexEmitterId!, row);
  const inns = [
    ...new Set(
      plain
        .filter((p) => !byId.has(p.facts.issuer.emitterId) && p.facts.issuer.inn)
        .map((p) => p.facts.issuer.inn!),
    ),
  ];
  // upsertIssuer takes the oldest such issuer of an INN; each is adopted once.
  const byInn = new Map<string, IssuerRow[]>();
  if (inns.length > 0)
    for (const row of await tx
      .select()
      .from(emitents)
      .where(
        and(
          inArray(emitents.registryCode, inns),
          ne(emitents.source, 'demo'),
          isNull(emitents.moexEmitterId),
        ),
      )
      .orderBy(emitents.id))
      byInn.set(row.registryCode!, [...(byInn.get(row.registryCode!) ?? []), row]);

  const states = new Map<number, IssuerState>();
  const outcomes = new Map<PreparedBond, { id: number; outcome: RowOutcome }>();
  const pending: [PreparedBond, IssuerState, RowOutcome][] = [];
  for (const p of plain) {
    const f = p.facts.issuer;
    let state = states.get(f.emitterId);
    let outcome: RowOutcome;
    if (state) {
      const changes = changed(state as unknown as Record<string, unknown>, {
        names: f.names,
        fullNames: f.fullNames,
        ...(f.inn ? { registryCode: f.inn } : {}),
      });
      outcome = Object.keys(changes).length === 0 ? 'unchanged' : 'updated';
      Object.assign(state, changes);
      Object.assign(state.changes, changes);
    } else {
      const found = byId.get(f.emitterId);
      const adopted = !found && f.inn ? byInn.get(f.inn)?.shift() : undefined;
      const row = found ?? adopted;
      state = {
        id: row?.id ?? null,
        names: row?.names ?? f.names,
        fullNames: row?.fullNames ?? f.fullNames,
        registryCode: row ? row.registryCode : f.inn,
        created: row ? null : f,
        adopted: Boolean(adopted),
        changes: {},
      };
      states.set(f.emitterId, state);
      if (found) {
        const changes = changed(found as unknown as Record<string, unknown>, {
          names: f.names,
          fullNames: f.fullNames,
          ...(f.inn ? { registryCode: f.inn } : {}),
        });
        Object.assign(state, changes);
        Object.assign(state.changes, changes);
        outcome = Object.keys(changes).length === 0 ? 'unchanged' : 'updated';
      } else outcome = adopted ? 'updated' : 'inserted';
    }
    pending.push([p, state, outcome]);
  }

  const countryIds = new Map<string, number>();
  const fresh = [...states.entries()].filter(([, s]) => s.created);
  for (const [, s] of fresh)
    if (!countryIds.has(s.created!.country))
      countryIds.set(s.created!.country, await ensureCountry(tx, s.created!.country));
  await insertChunks(fresh, async (chunk) => {
    const rows = await insertRows(
      tx,
      emitents,
      chunk.map(([emitterId, s]) => ({
        names: s.names,
        fullNames: s.fullNames,
        countryId: countryIds.get(s.created!.country)!,
        sector: s.created!.sector,
        isSovereign: s.created!.isSovereign,
        registryCode: s.registryCode,
        moexEmitterId: emitterId,
        source: SOURCE,
        asOf: asOfDay(asOf),
      })),
      ['id', 'moexEmitterId'],
    );
    for (const r of rows) states.get(Number(r.moexEmitterId))!.id = Number(r.id);
  });
  // Found rows that a bond changed (rare: a renamed issuer, an adopted one): one by one.
  for (const [emitterId, s] of states) {
    if (s.created) continue;
    const touched = Object.keys(s.changes).length > 0;
    if (!touched && !s.adopted) continue;
    await tx
      .update(emitents)
      .set({
        ...(s.adopted ? { moexEmitterId: emitterId } : {}),
        ...(touched ? { ...s.changes, source: SOURCE, asOf: asOfDay(asOf) } : {}),
      })
      .where(eq(emitents.id, s.id!));
  }
  for (const [p, s, outcome] of pending) outcomes.set(p, { id: s.id!, outcome });
  return outcomes;
}
