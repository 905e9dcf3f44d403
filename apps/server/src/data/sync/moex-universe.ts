import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { writeOffers } from '../importers/offers';
import { writeFlows } from '../importers/payments';
import { ReportBuilder, type RowOutcome } from '../importers/report';
import { writeHistory } from '../importers/ticks';
import { todayIso } from '../importers/values';
import { IssClient } from './iss-client';
import { fetchBondization, fetchHistory } from './iss-fetch';
import { BOND_BOARDS, boardRank, fetchDescription, fetchSecuritiesList } from './iss-universe';
import { universeFacts } from './moex-terms';
import { upsertBond, upsertIssuer } from './moex-universe-write';
import type { SyncOptions, SyncResult } from './moex-sync';

type Tally = Record<RowOutcome, number>;
const tally = (): Tally => ({ inserted: 0, updated: 0, unchanged: 0 });

export interface UniverseOptions extends Omit<SyncOptions, 'secids' | 'bondization'> {
  /** The day the list describes (status and the rows' as-of): default today. */
  asOf?: string;
  /** Days of history a first discovery reads, by date (moex-daily.ts; default 30). */
  historyDays?: number;
  /**
   * New bonds above which the run reads the market-wide bondization instead of one a bond
   * (moex-daily-bulk.ts BULK_FROM; tests lower it).
   */
  bulkFrom?: number;
}

export interface UniverseResult extends SyncResult {
  /** Bonds in the exchange's list (one per SECID, whatever its boards) and list rows read. */
  listed: number;
  listRows: number;
  bonds: Tally;
  issuers: Tally;
}

/**
 * `sync moex --universe`: discovers every bond of the exchange's bonds market (every board)
 * and creates or updates its issuer and its row, then writes its payments, offers and daily
 * history through the importers, as `syncMoex` does for stored bonds. Each bond's answers
 * (description, bondization, history) are all fetched and checked before anything of it is
 * written, and its issuer and bond rows are written in one transaction before its schedule and
 * history: a malformed or missing answer fails that bond alone, named in `failed`, with
 * nothing of it written. The list itself failing ends the run before any write.
 */
export async function syncUniverse(db: Db, options: UniverseOptions): Promise<UniverseResult> {
  const asOf = options.asOf ?? todayIso();
  const client = new IssClient(options);
  const log = options.log ?? (() => undefined);
  const list = await fetchSecuritiesList(client);
  log(`securities list: ${list.rows} rows in ${list.pages} page(s), ${list.bonds.length} bonds`);
  const report = new ReportBuilder(
    'sync moex --universe',
    list.bonds.map((b) => b.secid),
  );
  const failed: SyncResult['failed'] = [];
  const bonds = tally();
  const issuers = tally();
  for (const [n, listed] of list.bonds.entries()) {
    const { secid } = listed;
    options.onProgress?.(n, list.bonds.length, secid);
    let fetched;
    try {
      const description = await fetchDescription(client, secid);
      const bondization = await fetchBondization(client, secid);
      const history = await fetchHistory(client, secid, options);
      fetched = {
        facts: universeFacts(listed, description, bondization, asOf),
        bondization,
        history,
      };
    } catch (error) {
      failed.push({ secid, error: (error as Error).message });
      log(`${secid}: FAILED, nothing written: ${(error as Error).message}`);
      continue;
    }
    const { facts, bondization, history } = fetched;
    report.report.read +=
      1 + history.rows.length + bondization.flows.length + bondization.offers.length;
    // The bond is written whole or not at all: its issuer and bond rows, payments, offers and
    // prices in one transaction; a row the database (or an importer) refuses rolls it all back.
    const part = new ReportBuilder('sync moex', []);
    const code = secid.toUpperCase();
    try {
      const written = await inTransaction(db, async (tx) => {
        const issuer = await upsertIssuer(tx, facts.issuer, asOf);
        const bond = await upsertBond(tx, facts.bond, issuer.id, asOf);
        if (bondization.flows.length > 0)
          await writeFlows(tx, new Map([[code, bondization.flows]]), part, {
            wholeSchedule: true,
            source: 'moex-iss',
          });
        if (bondization.offers.length > 0)
          await writeOffers(tx, bondization.offers, part, 'moex-iss');
        await writeHistory(tx, history.rows, part);
        const refused = part.report.rejected[0];
        if (refused) throw new RefusedRow(`line ${refused.line}: ${refused.reason}`);
        return { issuer, bond };
      });
      issuers[written.issuer.outcome]++;
      bonds[written.bond.outcome]++;
      report.count(written.bond.outcome);
      report.absorb(part.report);
      if (written.bond.outcome !== 'unchanged')
        report.note(`${written.bond.outcome} ${secid} (${listed.boards.join(', ')})`);
    } catch (error) {
      report.report.rejected.push(...part.report.rejected);
      failed.push({ secid, error: `database refused the bond: ${(error as Error).message}` });
      log(`${secid}: FAILED, nothing written: ${(error as Error).message}`);
      continue;
    }
    const unknown = listed.boards.filter((b) => boardRank(b) === BOND_BOARDS.length);
    if (unknown.length > 0)
      report.note(
        `${secid}: board ${unknown.join(', ')} not known, read as the Moscow Exchange's (ground 1)`,
      );
    log(
      `${secid}: ${listed.boards.join('+')}, ${bondization.flows.length} payments, ` +
        `${bondization.offers.length} offers, ${history.rows.length} history days`,
    );
  }
  options.onProgress?.(list.bonds.length, list.bonds.length, 'done');
  return {
    report: report.finish(),
    failed,
    requests: client.requests,
    listed: list.bonds.length,
    listRows: list.rows,
    bonds,
    issuers,
  };
}

/** A row of the bond refused on the way in: the bond's transaction is rolled back. */
class RefusedRow extends Error {}
