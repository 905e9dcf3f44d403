import {
  can,
  formatBuyDate,
  parseWatchlistPrice,
  roundWatchlistPrice,
  WATCHLIST_MAX_LISTS,
  WATCHLIST_NSD_FORBIDDANCE,
  WATCHLIST_NSD_ID,
  type AccessSubject,
  type WatchlistAppendRequest,
  type WatchlistItem,
  type WatchlistItemsResponse,
  type WatchlistSummary,
} from '@bondsight/contracts';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError, notFound } from '../../lib/app-error';
import * as repo from './watchlists.repository';

/**
 * The add-to-watchlist panel's use cases (spec: watchlist item, the append and remove calls,
 * section 5 validation). The contract's schema checks each entry's price and date; the rules
 * that need the user or the database are here. Another user's list is "not found".
 */

type ListRow = Awaited<ReturnType<typeof repo.findListsForBond>>[number];

const toItem = (row: ListRow, subject: AccessSubject): WatchlistItem => {
  const nsdOnly = row.id === WATCHLIST_NSD_ID;
  return {
    id: row.id,
    name: row.name,
    checked: row.itemId !== null,
    // Without full access (it may have lapsed) the lists are read-only, every one of them.
    readonly: (nsdOnly && !subject.nsdAccess) || !can(subject, 'watchlist.edit'),
    nsd_only: nsdOnly,
    user_price: row.price === null ? null : roundWatchlistPrice(row.price),
    count: row.count,
    buy_date: row.buyDate,
    buy_date_formatted: row.buyDate === null ? null : formatBuyDate(row.buyDate),
    holdings_count: row.holdingsCount,
  };
};

async function requireBond(db: Db, bondId: number) {
  if (!(await repo.bondExists(db, bondId)))
    throw new AppError('not_found', 'not_found', { 'query.bondId': 'not_found' });
}

export async function panelItems(
  db: Db,
  userId: number,
  subject: AccessSubject,
  bondId: number,
): Promise<WatchlistItemsResponse> {
  await requireBond(db, bondId);
  const rows = await repo.findListsForBond(db, userId, bondId);
  return { bondId, nsdAccess: subject.nsdAccess, items: rows.map((r) => toItem(r, subject)) };
}

const today = () => new Date().toISOString().slice(0, 10);

/** The entries of the payload for lists with an id above 0 (the spec skips the others). */
function entriesOf(body: WatchlistAppendRequest) {
  return body.add
    .map((listId, i) => {
      const price = parseWatchlistPrice(body.price?.[i]);
      return {
        index: i,
        listId,
        holding: {
          price: price === null ? null : roundWatchlistPrice(price),
          count: body.qnt?.[i] ?? null,
          buyDate: body.date?.[i] || null,
        },
      };
    })
    .filter((e) => e.listId > 0);
}

/**
 * Spec: the bond goes into every checked list (ids above 0) with its price, count and date, and
 * leaves the user's other lists. All in one transaction: a refused list changes nothing.
 */
export async function append(
  db: Db,
  userId: number,
  subject: AccessSubject,
  body: WatchlistAppendRequest,
) {
  const entries = entriesOf(body);
  for (const e of entries) {
    if (e.holding.buyDate !== null && e.holding.buyDate > today())
      throw new AppError('validation_failed', 'validation_failed', {
        [`body.date.${e.index}`]: 'field_invalid_value',
      });
  }
  await requireBond(db, body.bondId);
  await inTransaction(db, async (tx) => {
    const kept: number[] = [];
    for (const e of entries) {
      // Checked in turn, after earlier lists were written: a refusal rolls them back.
      if ((await repo.findList(tx, userId, e.listId)) === null)
        throw new AppError('not_found', 'not_found', { [`body.add.${e.index}`]: 'not_found' });
      if (e.listId === WATCHLIST_NSD_ID && !subject.nsdAccess)
        throw new AppError('access_denied_auth', WATCHLIST_NSD_FORBIDDANCE, {
          [`body.add.${e.index}`]: WATCHLIST_NSD_FORBIDDANCE,
        });
      await repo.upsertHolding(tx, e.listId, body.bondId, e.holding);
      kept.push(e.listId);
    }
    await repo.removeHoldings(tx, userId, body.bondId, { keep: kept });
  });
  const rows = await repo.findListsForBond(db, userId, body.bondId);
  const watchlist = rows.filter((r) => r.itemId !== null).map((r) => toItem(r, subject));
  return {
    success: true as const,
    watchlist,
    message: watchlist.length > 0 ? 'watchlist_saved' : 'watchlist_removed',
  };
}

/** Takes the bond out of the lists named; a list that is not the user's is "not found". */
export async function remove(db: Db, userId: number, bondId: number, ids: number[]) {
  await requireBond(db, bondId);
  return inTransaction(db, async (tx) => {
    const own = await repo.findOwnListIds(tx, userId, ids);
    const foreign = ids.findIndex((id) => !own.has(id));
    if (foreign >= 0)
      throw new AppError('not_found', 'not_found', { [`body.ids.${foreign}`]: 'not_found' });
    return repo.removeHoldings(tx, userId, bondId, { only: ids });
  });
}

export async function createList(db: Db, userId: number, name: string): Promise<WatchlistSummary> {
  return inTransaction(db, async (tx) => {
    if ((await repo.countLists(tx, userId)) >= WATCHLIST_MAX_LISTS)
      throw new AppError('conflict', 'watchlist_limit');
    const row = await repo.insertList(tx, userId, name);
    return { id: row.id, name: row.name, holdings_count: 0 };
  });
}

export async function renameList(
  db: Db,
  userId: number,
  id: number,
  name: string,
): Promise<WatchlistSummary> {
  const row = await repo.renameList(db, userId, id, name);
  if (!row) throw notFound();
  return { id: row.id, name: row.name, holdings_count: await repo.countHoldings(db, id) };
}

export async function deleteList(db: Db, userId: number, id: number) {
  if (!(await repo.deleteList(db, userId, id))) throw notFound();
  return { id };
}
