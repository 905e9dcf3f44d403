import {
  BondListFilter,
  SAVED_FILTERS_PER_PAGE,
  isScreenColumn,
  type DefaultFilterRequest,
  type SavedFilter,
  type SavedFilterPage,
  type SaveFilterRequest,
} from '@bondsight/contracts';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError, notFound } from '../../lib/app-error';
import * as repo from './saved-filters.repository';

type Row = Awaited<ReturnType<typeof repo.listFilters>>[number];

function knownColumns(ids: unknown): SavedFilter['columns'] {
  if (!Array.isArray(ids)) return null;
  return [
    ...new Set(ids.filter((id): id is string => typeof id === 'string' && isScreenColumn(id))),
  ] as SavedFilter['columns'];
}

function toSavedFilter(row: Row): SavedFilter {
  return {
    id: row.id,
    page: row.page as SavedFilterPage,
    name: row.name,
    // Stored only after validation; parsed again so a hand-edited row cannot break the answer.
    conditions: BondListFilter.parse(row.conditions),
    // Rows saved before screens had no columns: the list's defaults. A column id since
    // removed from the screener is dropped rather than failing the whole list.
    columns: row.columns === null ? null : knownColumns(row.columns),
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listFilters(db: Db, userId: number, page: SavedFilterPage) {
  const rows = await repo.listFilters(db, userId, page);
  return { items: rows.map(toSavedFilter), limit: SAVED_FILTERS_PER_PAGE };
}

/**
 * Saves under a name: the user's filter of that name is replaced, a new name is added while
 * the user has fewer than the limit. One transaction under the user's row lock, so the count
 * and the write cannot interleave with another tab's save.
 */
export async function saveFilter(db: Db, userId: number, request: SaveFilterRequest) {
  const { page, name } = request;
  const conditions = BondListFilter.parse(request.conditions);
  const columns = request.columns ? [...request.columns] : null;
  return inTransaction(db, async (tx) => {
    await repo.lockUser(tx, userId);
    const existing = await repo.findByName(tx, userId, page, name);
    if (existing) {
      const saved = await repo.replaceScreen(tx, existing.id, { conditions, columns });
      return {
        response: { items: [{ ...toSavedFilter(saved), status: 1 as const }] },
        replaced: true,
      };
    }
    if ((await repo.countFilters(tx, userId, page)) >= SAVED_FILTERS_PER_PAGE)
      throw new AppError('conflict', 'saved_filters_limit', { 'body.name': 'saved_filters_limit' });
    const saved = await repo.insertFilter(tx, { userId, page, name, conditions, columns });
    return {
      response: { items: [{ ...toSavedFilter(saved), status: 1 as const }] },
      replaced: false,
    };
  });
}

/**
 * Makes one saved filter the page's default, or clears it (id null). One transaction under the
 * user's row lock: the old default is unset before the new one is set (a unique index holds
 * one default per user and page), and a 404 leaves the old default in place.
 */
export async function setDefault(db: Db, userId: number, request: DefaultFilterRequest) {
  const { page, id } = request;
  return inTransaction(db, async (tx) => {
    await repo.lockUser(tx, userId);
    await repo.clearDefault(tx, userId, page);
    if (id === null) return { defaultId: null };
    if (!(await repo.markDefault(tx, userId, page, id))) throw notFound();
    return { defaultId: id };
  });
}

/**
 * Spec: `response.items[0].status` 1 is success; someone else's filter does not exist here.
 * A deleted default leaves the page without one (the row and its mark go together).
 */
export async function deleteFilter(db: Db, userId: number, id: number) {
  const deleted = await repo.deleteFilter(db, userId, id);
  if (!deleted) throw notFound();
  return { response: { items: [{ id: deleted.id, status: 1 as const }] } };
}
