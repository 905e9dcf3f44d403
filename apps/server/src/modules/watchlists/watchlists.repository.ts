import { and, asc, count, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import { emissions, watchlistItems, watchlists } from '../../db/schema/index';

/** The user's lists and the bond's holding in each (null where the bond is not in the list). */
export async function findListsForBond(db: Executor, userId: number, emissionId: number) {
  const holdingsCount = sql<number>`(select count(*)::int from ${watchlistItems} wi
    where wi.watchlist_id = ${watchlists.id})`.mapWith(Number);
  return db
    .select({
      id: watchlists.id,
      name: watchlists.name,
      holdingsCount,
      itemId: watchlistItems.id,
      price: watchlistItems.price,
      count: watchlistItems.count,
      buyDate: watchlistItems.buyDate,
    })
    .from(watchlists)
    .leftJoin(
      watchlistItems,
      and(eq(watchlistItems.watchlistId, watchlists.id), eq(watchlistItems.emissionId, emissionId)),
    )
    .where(eq(watchlists.userId, userId))
    .orderBy(asc(watchlists.id));
}

export async function bondExists(db: Executor, emissionId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: emissions.id })
    .from(emissions)
    .where(eq(emissions.id, emissionId));
  return row !== undefined;
}

/** The lists among `ids` that belong to the user. */
export async function findOwnListIds(db: Executor, userId: number, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: watchlists.id })
    .from(watchlists)
    .where(and(eq(watchlists.userId, userId), inArray(watchlists.id, ids)));
  return new Set(rows.map((r) => r.id));
}

export async function findList(db: Executor, userId: number, id: number) {
  const [row] = await db
    .select({ id: watchlists.id, name: watchlists.name })
    .from(watchlists)
    .where(and(eq(watchlists.userId, userId), eq(watchlists.id, id)));
  return row ?? null;
}

export async function countLists(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(watchlists)
    .where(eq(watchlists.userId, userId));
  return Number(row?.n ?? 0);
}

export async function countHoldings(db: Executor, listId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(watchlistItems)
    .where(eq(watchlistItems.watchlistId, listId));
  return Number(row?.n ?? 0);
}

export async function insertList(db: Executor, userId: number, name: string, id?: number) {
  const [row] = await db
    .insert(watchlists)
    .values({ userId, name, ...(id ? { id } : {}) })
    .returning({ id: watchlists.id, name: watchlists.name });
  return row!;
}

export async function renameList(db: Executor, userId: number, id: number, name: string) {
  const [row] = await db
    .update(watchlists)
    .set({ name })
    .where(and(eq(watchlists.userId, userId), eq(watchlists.id, id)))
    .returning({ id: watchlists.id, name: watchlists.name });
  return row ?? null;
}

export async function deleteList(db: Executor, userId: number, id: number) {
  const rows = await db
    .delete(watchlists)
    .where(and(eq(watchlists.userId, userId), eq(watchlists.id, id)))
    .returning({ id: watchlists.id });
  return rows.length > 0;
}

export interface HoldingInput {
  price: number | null;
  count: number | null;
  buyDate: string | null;
}

/** Puts the bond in the list with the holding's figures, or updates the figures if it is. */
export async function upsertHolding(
  db: Executor,
  listId: number,
  emissionId: number,
  holding: HoldingInput,
) {
  const updated = await db
    .update(watchlistItems)
    .set(holding)
    .where(and(eq(watchlistItems.watchlistId, listId), eq(watchlistItems.emissionId, emissionId)))
    .returning({ id: watchlistItems.id });
  if (updated.length > 0) return;
  await db.insert(watchlistItems).values({ watchlistId: listId, emissionId, ...holding });
}

/** Takes the bond out of the user's lists named, or of all the user's lists but `keep`. */
export async function removeHoldings(
  db: Executor,
  userId: number,
  emissionId: number,
  lists: { only: number[] } | { keep: number[] },
): Promise<number[]> {
  const own = db
    .select({ id: watchlists.id })
    .from(watchlists)
    .where(eq(watchlists.userId, userId));
  const which =
    'only' in lists
      ? inArray(watchlistItems.watchlistId, lists.only.length > 0 ? lists.only : [-1])
      : lists.keep.length > 0
        ? notInArray(watchlistItems.watchlistId, lists.keep)
        : undefined;
  const rows = await db
    .delete(watchlistItems)
    .where(
      and(
        eq(watchlistItems.emissionId, emissionId),
        inArray(watchlistItems.watchlistId, own),
        which,
      ),
    )
    .returning({ listId: watchlistItems.watchlistId });
  return [...new Set(rows.map((r) => r.listId))].sort((a, b) => a - b);
}
