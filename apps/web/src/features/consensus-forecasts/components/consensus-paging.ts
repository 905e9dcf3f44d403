/** Spec section 9: the consensus table shows 6 forecasts a page in the block. */
export const CONSENSUS_PAGE_SIZE = 6;

/** One page of the items (pages from 1); a page past the end shows the last one. */
export function pageOf<T>(items: readonly T[], page: number, size = CONSENSUS_PAGE_SIZE): T[] {
  const last = Math.max(1, Math.ceil(items.length / size));
  const shown = Math.min(Math.max(1, page), last);
  return items.slice((shown - 1) * size, shown * size);
}
