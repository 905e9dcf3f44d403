/**
 * The spec's wlUpdate event: after an append (link watchlistAppend, with the lists now holding
 * the bond) or a remove when nothing is added (link remove). A window CustomEvent, so any part
 * of the page (or an embedding page) may listen without importing this feature.
 */
import type { WatchlistItem } from '@bondsight/contracts';

export const WL_UPDATE_EVENT = 'wlUpdate';

export interface WlUpdateDetail {
  link: 'watchlistAppend' | 'remove';
  bondId: number;
  /** watchlistAppend: the lists now holding the bond; remove: the lists it left. */
  watchlist: WatchlistItem[] | number[];
}

export function emitWlUpdate(detail: WlUpdateDetail) {
  window.dispatchEvent(new CustomEvent<WlUpdateDetail>(WL_UPDATE_EVENT, { detail }));
}

export function onWlUpdate(listener: (detail: WlUpdateDetail) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<WlUpdateDetail>).detail);
  window.addEventListener(WL_UPDATE_EVENT, handler);
  return () => window.removeEventListener(WL_UPDATE_EVENT, handler);
}
