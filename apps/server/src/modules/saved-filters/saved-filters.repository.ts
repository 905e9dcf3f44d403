import { and, asc, count, eq } from 'drizzle-orm';
import type { BondListFilter, SavedFilterPage } from '@bondsight/contracts';
import type { Executor } from '../../db/transaction';
import { savedFilters, users } from '../../db/schema/index';

const columns = {
  id: savedFilters.id,
  page: savedFilters.page,
  name: savedFilters.name,
  conditions: savedFilters.conditions,
  columns: savedFilters.columns,
  isDefault: savedFilters.isDefault,
  createdAt: savedFilters.createdAt,
};

/** Serialises one user's writes (two tabs saving at once cannot both pass the limit). */
export async function lockUser(db: Executor, userId: number) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export function listFilters(db: Executor, userId: number, page: SavedFilterPage) {
  return db
    .select(columns)
    .from(savedFilters)
    .where(and(eq(savedFilters.userId, userId), eq(savedFilters.page, page)))
    .orderBy(asc(savedFilters.name), asc(savedFilters.id));
}

export async function countFilters(db: Executor, userId: number, page: SavedFilterPage) {
  const [row] = await db
    .select({ n: count() })
    .from(savedFilters)
    .where(and(eq(savedFilters.userId, userId), eq(savedFilters.page, page)));
  return Number(row?.n ?? 0);
}

export async function findByName(
  db: Executor,
  userId: number,
  page: SavedFilterPage,
  name: string,
) {
  const [row] = await db
    .select({ id: savedFilters.id })
    .from(savedFilters)
    .where(
      and(
        eq(savedFilters.userId, userId),
        eq(savedFilters.page, page),
        eq(savedFilters.name, name),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertFilter(
  db: Executor,
  row: {
    userId: number;
    page: SavedFilterPage;
    name: string;
    conditions: BondListFilter;
    columns: string[] | null;
  },
) {
  const [saved] = await db.insert(savedFilters).values(row).returning(columns);
  return saved!;
}

export async function replaceScreen(
  db: Executor,
  id: number,
  screen: { conditions: BondListFilter; columns: string[] | null },
) {
  const [saved] = await db
    .update(savedFilters)
    .set(screen)
    .where(eq(savedFilters.id, id))
    .returning(columns);
  return saved!;
}

/** Unsets the user's default of the page (if any). */
export async function clearDefault(db: Executor, userId: number, page: SavedFilterPage) {
  await db
    .update(savedFilters)
    .set({ isDefault: false })
    .where(
      and(
        eq(savedFilters.userId, userId),
        eq(savedFilters.page, page),
        eq(savedFilters.isDefault, true),
      ),
    );
}

/** Marks the user's own filter of the page as its default; another user's id marks nothing. */
export async function markDefault(db: Executor, userId: number, page: SavedFilterPage, id: number) {
  const [row] = await db
    .update(savedFilters)
    .set({ isDefault: true })
    .where(
      and(eq(savedFilters.id, id), eq(savedFilters.userId, userId), eq(savedFilters.page, page)),
    )
    .returning({ id: savedFilters.id });
  return row ?? null;
}

/** Deletes the user's own filter; another user's id deletes nothing (null). */
export async function deleteFilter(db: Executor, userId: number, id: number) {
  const [row] = await db
    .delete(savedFilters)
    .where(and(eq(savedFilters.id, id), eq(savedFilters.userId, userId)))
    .returning({ id: savedFilters.id });
  return row ?? null;
}
