import type { WatchlistItem } from '@bondsight/contracts';
import { api } from '../../../lib/api-client';

/** A compared line of the bond chart's URL (`cmp`): "b123-1" is bond 123 on ground 1. */
const lineOf = (bondId: number, groundId: number) => `b${bondId}-${groundId}`;

/**
 * The bond chart's address comparing the checked bonds: the first one's page, the others as
 * its compared lines on the yield chart, each on its first trading ground (the one its own
 * page opens on). A bond without a ground has no line to draw and is left out.
 */
export async function compareTarget(ids: readonly number[]) {
  const [base, ...others] = ids;
  if (base === undefined) throw new Error('nothing to compare');
  const grounds = await Promise.all(
    others.map((id) =>
      api('GET /api/bonds/:id/', { params: { id } }).then(
        (bond) => bond.tradingGrounds[0]?.id ?? null,
      ),
    ),
  );
  const lines = others.flatMap((id, i) => {
    const ground = grounds[i];
    return ground === null || ground === undefined ? [] : [lineOf(id, ground)];
  });
  return { id: String(base), search: { chart: 'yield' as const, cmp: lines.join(',') } };
}

/** The user's lists (as the panel's items for one bond: names, read-only flags). */
export const watchlistsFor = (bondId: number) =>
  api('GET /api/watchlist/items/', { query: { bondId } }).then((answer) => answer.items);

/**
 * Puts each bond in the list, one call a bond. The append call places a bond in the lists it
 * names and takes it out of the others, so each call names the lists the bond is already in,
 * with their count, price and date, plus the chosen one. Returns the bonds added.
 */
export async function appendToList(ids: readonly number[], listId: number): Promise<number> {
  let added = 0;
  for (const bondId of ids) {
    const lists = (await watchlistsFor(bondId)).filter(
      (list: WatchlistItem) => list.checked || list.id === listId,
    );
    if (lists.some((list) => list.id === listId && list.checked)) continue;
    await api('POST /api/watchlistAppend/', {
      body: {
        bondId,
        add: lists.map((list) => list.id),
        qnt: lists.map((list) => list.count),
        price: lists.map((list) => list.user_price),
        date: lists.map((list) => list.buy_date),
      },
    });
    added += 1;
  }
  return added;
}
