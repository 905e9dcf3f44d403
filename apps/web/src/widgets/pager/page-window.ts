/**
 * Spec 001 section 9, the page window: the first page, two pages either side of the current
 * one, the last page, and a gap ("…") wherever pages are skipped.
 */

/** Pages either side of the current page in the window. */
export const PAGE_SPAN = 2;

/** Rows per page when the caller does not say (spec: 30). */
export const PAGE_LIMIT = 30;

export type PageItem = number | 'gap';

/** The number of the last page (1 when there is nothing): floor((total - 1) / limit) + 1. */
export function lastPageOf(total: number, limit: number): number {
  if (total <= 0 || limit <= 0) return 1;
  return Math.floor((total - 1) / limit) + 1;
}

/** The pager's items; empty when there is a single page (the pager is hidden then). */
export function pageWindow(page: number, lastPage: number): PageItem[] {
  if (lastPage <= 1) return [];
  const current = Math.min(Math.max(1, page), lastPage);
  const from = Math.max(2, current - PAGE_SPAN);
  const to = Math.min(lastPage - 1, current + PAGE_SPAN);
  const items: PageItem[] = [1];
  if (from > 2) items.push('gap');
  for (let p = from; p <= to; p += 1) items.push(p);
  if (to < lastPage - 1) items.push('gap');
  items.push(lastPage);
  return items;
}
