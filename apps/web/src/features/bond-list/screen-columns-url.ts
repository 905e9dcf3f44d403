import { isScreenColumn, type ScreenColumn } from '@bondsight/contracts/screen-columns';

/*
 * The screen's columns in the URL (`cols=name,yield,duration`), so a link shows the columns its
 * sender saw. Written with the screen (a column change, a preset, a saved screen), never on its
 * own; a link without `cols` shows the reader's own column choice. The name column is always
 * shown and always written first, so a screen of no chosen columns is still a non-empty list.
 */

/** The chosen columns a `cols` value names: unknown ids dropped, each once; none: no choice. */
export function parseScreenColumns(value: unknown): ScreenColumn[] | undefined {
  const text = Array.isArray(value) ? value.join(',') : value;
  if (typeof text !== 'string') return undefined;
  const ids = [...new Set(text.split(',').map((id) => id.trim()))].filter(isScreenColumn);
  return ids.length > 0 ? ids : undefined;
}

/** The `cols` value of chosen columns; undefined (no choice) leaves it out. */
export function formatScreenColumns(ids: readonly string[] | undefined): string | undefined {
  if (!ids) return undefined;
  return ['name', ...ids.filter((id) => id !== 'name' && isScreenColumn(id))].join(',');
}
