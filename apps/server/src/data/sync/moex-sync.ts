import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { writeOffers } from '../importers/offers';
import { writeFlows } from '../importers/payments';
import { ReportBuilder, type ImportReport } from '../importers/report';
import type { Progress } from '../importers/source';
import { moexGSpreadCurves } from '../importers/sources/curves';
import { writeHistory } from '../importers/ticks';
import { IssClient, type IssClientOptions } from './iss-client';
import { fetchBondization, fetchHistory, type Range } from './iss-fetch';

export interface SyncOptions extends IssClientOptions, Range {
  /** SECIDs (or ISINs) to pull; default: every stored rouble bond. */
  secids?: string[];
  /** Also pull coupons, amortizations and offers (and create unknown OFZ from them). */
  bondization?: boolean;
  onProgress?: Progress;
  log?: (line: string) => void;
}

export interface SyncResult {
  report: ImportReport;
  /** Bonds whose answers could not be fetched or read: nothing was written for them. */
  failed: { secid: string; error: string }[];
  requests: number;
}

/** Stored rouble bonds by their exchange code (the demo world keeps OFZ SECIDs as isin). */
async function storedSecids(db: Db): Promise<string[]> {
  const result = (await db.execute(sql`
    select distinct coalesce(e.secid, e.isin) as code from emissions e
    join currencies c on c.id = e.currency_id
    where c.code = 'RUB' and coalesce(e.secid, e.isin) is not null order by 1`)) as unknown as {
    rows: { code: string }[];
  };
  return result.rows.map((r) => r.code);
}

/**
 * Pulls each bond from ISS and writes it through the importers' code (payments, offers,
 * ticks with our bond-math yield beside the exchange's). A bond's answers are all fetched and
 * checked before any of its rows is written: a malformed answer or an exhausted retry budget
 * fails that bond alone, with nothing of it written.
 */
export async function syncMoex(db: Db, options: SyncOptions): Promise<SyncResult> {
  const client = new IssClient(options);
  const secids = options.secids?.length ? options.secids : await storedSecids(db);
  const report = new ReportBuilder('sync moex', secids);
  const failed: SyncResult['failed'] = [];
  const log = options.log ?? (() => undefined);
  for (const [n, secid] of secids.entries()) {
    options.onProgress?.(n, secids.length, secid);
    let fetched;
    try {
      const bondization = options.bondization ? await fetchBondization(client, secid) : null;
      const history = await fetchHistory(client, secid, options);
      fetched = { bondization, history };
    } catch (error) {
      failed.push({ secid, error: (error as Error).message });
      log(`${secid}: FAILED, nothing written: ${(error as Error).message}`);
      continue;
    }
    const { bondization, history } = fetched;
    report.report.read +=
      history.rows.length +
      (bondization ? bondization.flows.length + bondization.offers.length : 0);
    if (bondization && bondization.flows.length > 0) {
      await writeFlows(db, new Map([[secid.toUpperCase(), bondization.flows]]), report, {
        wholeSchedule: true,
        source: 'moex-iss',
      });
    }
    if (bondization && bondization.offers.length > 0)
      await writeOffers(db, bondization.offers, report, 'moex-iss');
    const curves = await moexGSpreadCurves(
      db,
      history.rows.map((r) => r.date),
    );
    await writeHistory(db, history.rows, report, undefined, curves);
    log(
      `${secid}: ${history.rows.length} history days in ${history.pages} page(s)` +
        (bondization
          ? `, ${bondization.flows.length} payments and ${bondization.offers.length} offers`
          : ''),
    );
  }
  options.onProgress?.(secids.length, secids.length, 'done');
  return { report: report.finish(), failed, requests: client.requests };
}
