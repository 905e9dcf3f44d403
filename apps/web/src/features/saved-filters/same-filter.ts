import type { BondListFilter } from '@bondsight/contracts';

/** A filter in one spelling: no empty fields, and an order only where there is a sort. */
function normalized(filter: BondListFilter): string {
  const entries = Object.entries(filter).filter(
    ([key, value]) => value !== undefined && value !== '' && !(key === 'order' && !filter.sort),
  );
  return JSON.stringify(Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b))));
}

/** Whether the list shows what a saved filter holds (its option stays selected while so). */
export function sameFilter(a: BondListFilter, b: BondListFilter): boolean {
  return normalized(a) === normalized(b);
}
