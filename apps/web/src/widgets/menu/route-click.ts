import type { MouseEvent } from 'react';

/** A plain left click on a same-tab link to the site's own page goes through the router. */
export function routeClick(
  event: MouseEvent,
  url: string,
  newTab: boolean,
  onNavigate: ((url: string) => void) | undefined,
) {
  if (!onNavigate || newTab || !url.startsWith('/') || url.startsWith('//')) return;
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  event.preventDefault();
  onNavigate(url);
}
