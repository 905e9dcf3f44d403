import type { Db } from '../../db/client';
import { inTransaction, type Tx } from '../../db/transaction';
import { writeOffers } from '../importers/offers';
import { writeFlows } from '../importers/payments';
import type { ReportBuilder } from '../importers/report';
import type { IssClient } from './iss-client';
import { fetchBondization, type Bondization } from './iss-fetch';
import { fetchDescription, type ListedBond } from './iss-universe';
import { searchAsDescription, type SearchedBond } from './iss-search';
import { universeFacts, type BondFacts, type IssuerFacts } from './moex-terms';
import { upsertBond, upsertIssuer } from './moex-universe-write';

/** A row of the bond refused on the way in: its transaction is rolled back. */
export class RefusedRow extends Error {}

/** Writes a bond's payments and offers (inside the caller's transaction). */
async function writeSchedule(tx: Db | Tx, secid: string, b: Bondization, part: ReportBuilder) {
  const code = secid.toUpperCase();
  if (b.flows.length > 0)
    await writeFlows(tx, new Map([[code, b.flows]]), part, {
      wholeSchedule: true,
      source: 'moex-iss',
    });
  if (b.offers.length > 0) await writeOffers(tx, b.offers, part, 'moex-iss');
  const refused = part.report.rejected[0];
  if (refused) throw new RefusedRow(`line ${refused.line}: ${refused.reason}`);
}

/** A new bond's answers, read and checked, and the terms derived from them: nothing written. */
export interface PreparedBond {
  listed: ListedBond;
  facts: { issuer: IssuerFacts; bond: BondFacts };
  bondization: Bondization;
  /** It asked its own description (the search did not name its issuer or date its issue). */
  described: boolean;
}

/**
 * A bond the database lacks, read: its issuer and kind from the exchange's search (its own
 * description only when the search does not name its issuer or it has no coupon to date its
 * issue), its schedule from its bondization (whose first accrual start and initial face stand
 * in for the description's ISSUEDATE and INITIALFACEVALUE), its other terms from the list row.
 * Throws when an answer is malformed; writes nothing.
 */
export async function prepareListedBond(
  client: IssClient,
  listed: ListedBond,
  searched: SearchedBond | undefined,
  asOf: string,
  /** Its rows from the market-wide answer (moex-daily-bulk.ts), when that was read. */
  read?: Bondization,
): Promise<PreparedBond> {
  const bondization = read ?? (await fetchBondization(client, listed.secid));
  // The search names the issuer; the first coupon's accrual start dates the issue. A bond the
  // search does not know, or without a coupon to date it (a zero: no issue date, no yield),
  // asks its own description.
  const fromSearch =
    searched?.emitterId != null &&
    Boolean(searched.emitterTitle) &&
    bondization.firstStart !== null;
  const description = fromSearch
    ? {
        ...searchAsDescription(searched!),
        ISSUEDATE: bondization.firstStart,
        ...(bondization.initialFace ? { INITIALFACEVALUE: bondization.initialFace } : {}),
      }
    : await fetchDescription(client, listed.secid);
  const facts = universeFacts(listed, description, bondization, asOf);
  return { listed, facts, bondization, described: !fromSearch };
}

/** Rows a prepared bond brings (its bond row, payments and offers), for the run's report. */
export const rowsOf = (p: PreparedBond) =>
  1 + p.bondization.flows.length + p.bondization.offers.length;

/**
 * A prepared bond written alone: issuer, bond, payments and offers in one transaction, rolled
 * back whole when any row is refused (then it throws).
 */
export async function writeListedBond(
  db: Db,
  prepared: PreparedBond,
  asOf: string,
  part: ReportBuilder,
) {
  const { listed, facts, bondization } = prepared;
  part.report.read += rowsOf(prepared);
  return inTransaction(db, async (tx) => {
    const issuer = await upsertIssuer(tx, facts.issuer, asOf);
    const bond = await upsertBond(tx, facts.bond, issuer.id, asOf);
    await writeSchedule(tx, listed.secid, bondization, part);
    return { issuer, bond, described: prepared.described };
  });
}

/** A stored bond whose schedule changed (moex-schedule-check.ts): its bondization again. */
export async function refreshSchedule(
  db: Db,
  client: IssClient,
  secid: string,
  part: ReportBuilder,
  read?: Bondization,
) {
  const bondization = read ?? (await fetchBondization(client, secid));
  part.report.read += bondization.flows.length + bondization.offers.length;
  await inTransaction(db, (tx) => writeSchedule(tx, secid, bondization, part));
}
