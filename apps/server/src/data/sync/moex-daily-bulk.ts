import type { IssClient } from './iss-client';
import { fetchMarketBondization } from './iss-bondization-market';
import { parseBondization, type Bondization } from './iss-fetch';
import type { ListedBond } from './iss-universe';

/**
 * New bonds above which a run considers the market-wide bondization instead of one
 * bondization a bond. The market answer costs its pages whatever the run needs (~1,400 for
 * 3,000 bonds' whole schedules, more on the real ISS, which adds the matured issues), the
 * bonds' own at least a page a bond: the first market page tells how many pages the whole
 * answer takes, and the run reads on only when that is fewer than the new bonds. Below this
 * many new bonds (a daily run's handful of new issues) that first page is not even asked.
 */
export const BULK_FROM = 200;

export interface BulkSchedules {
  /** Pages of the market answer read. */
  pages: number;
  /**
   * A listed bond's schedule from the market answer, checked (a malformed row throws, failing
   * that bond alone); undefined when the answer does not hold the bond: it is read alone.
   */
  of(listed: ListedBond): Bondization | undefined;
}

/**
 * The market-wide bondization for the new bonds of a run with more than `threshold` of them
 * (a first discovery), read whole before anything is written. Null when the run has fewer,
 * or when the whole answer takes more pages than there are new bonds (each then reads its
 * own), and an Error when the answer failed: the caller then creates none of the
 * new bonds this run (nothing of them written, the next run reads them again) rather than
 * ask thousands of bonds one by one of a source that just failed.
 */
export async function readBulkSchedules(
  client: IssClient,
  fresh: ListedBond[],
  threshold: number,
  log: (line: string) => void,
): Promise<BulkSchedules | Error | null> {
  if (fresh.length <= threshold) return null;
  const codes = new Set<string>();
  for (const l of fresh) {
    codes.add(l.secid.toUpperCase());
    if (typeof l.row.ISIN === 'string') codes.add(l.row.ISIN.toUpperCase());
  }
  try {
    const market = await fetchMarketBondization(
      client,
      (code) => codes.has(code),
      (pages) => {
        // Each new bond alone is at least one request: the market must be fewer.
        if (pages < fresh.length) return true;
        log(`market bondization: ${pages} pages for ${fresh.length} new bonds; one a bond`);
        return false;
      },
    );
    if (!market) return null;
    log(
      `market bondization: ${market.rows} rows in ${market.pages} page(s), ` +
        `${market.bonds.size} of ${fresh.length} new bonds in it`,
    );
    return {
      pages: market.pages,
      of(listed) {
        const isin = typeof listed.row.ISIN === 'string' ? listed.row.ISIN.toUpperCase() : '';
        const blocks = market.bonds.get(listed.secid.toUpperCase()) ?? market.bonds.get(isin);
        return blocks ? parseBondization(listed.secid, blocks, 0) : undefined;
      },
    };
  } catch (error) {
    log(`market bondization failed: ${(error as Error).message}`);
    return error as Error;
  }
}
