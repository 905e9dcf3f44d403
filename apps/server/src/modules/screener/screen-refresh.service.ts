import { findLives } from '../../lib/bond-life-query';
import { liquidityWindow } from '../../lib/freshness';
import { inTransaction } from '../../db/transaction';
import type { Db } from '../../db/client';
import * as repo from './screen.repository';

/** Bonds per transaction: one statement computes them (about a second at 5,000). */
const BATCH = 2_000;

/**
 * Brings the screener's rows in step (docs/adr/0024-bond-screener.md): recomputes the bonds the
 * triggers marked, a batch per transaction, and every bond when the data's as-of date moved
 * (the liquidity window moved with it). A dead bond keeps a row, flagged, without numbers:
 * its last price belongs to its history, not to a screen of bonds one can buy.
 */
export async function refreshScreen(
  db: Db,
  onProgress: (done: number, total: number, step: string) => void = () => undefined,
): Promise<{ refreshed: number; asOf: string }> {
  const asOf = await repo.findDataAsOf(db);
  if (await repo.windowMoved(db, asOf)) await repo.markAll(db);
  const total = await repo.countDirty(db);
  // Days traded over the summary's liquidity window, so the list and the page agree.
  const { from } = liquidityWindow(asOf);
  let refreshed = 0;
  for (;;) {
    const done = await inTransaction(db, async (tx) => {
      const ids = await repo.takeDirty(tx, BATCH);
      if (ids.length === 0) return 0;
      const [numbers, lives] = await Promise.all([
        repo.computeNumbers(tx, ids, asOf, from),
        findLives(tx, ids, asOf),
      ]);
      await repo.writeRows(
        tx,
        numbers.map((n) => {
          const alive = lives.get(n.emissionId)?.alive ?? false;
          return alive ? { ...n, alive, asOf } : { ...deadRow(n), alive, asOf };
        }),
      );
      return ids.length;
    });
    if (done === 0) break;
    refreshed += done;
    onProgress(Math.min(refreshed, total), total, `${refreshed} bonds`);
  }
  return { refreshed, asOf };
}

/** A dead bond's row: where and when it was last priced stay, no number one could trade on. */
function deadRow(n: repo.ScreenNumbers): repo.ScreenNumbers {
  return {
    ...n,
    tradedDays30: 0,
    medianVolume30: null,
    cleanPrice: null,
    ytm: null,
    modifiedDuration: null,
    convexity: null,
    gSpread: null,
    accruedInterest: null,
    nextCouponDate: null,
    nextCouponAmount: null,
    nextOfferDate: null,
    nextOfferType: null,
  };
}
