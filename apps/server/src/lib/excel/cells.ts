import { isMasked, type MaskedValue } from '@bondsight/contracts';
import { isoDay, type ColumnKind } from './formats';

/** A value handed to the writer: what the page API answered for that cell. */
export type ExcelValue = string | number | boolean | null | undefined | MaskedValue;

/** What a masked value becomes: asterisks, as on the page, not a blank that looks missing. */
export const MASKED_TEXT = '***';

/**
 * The value a cell gets for its column's kind: a number column keeps numbers (text that is
 * not a number stays text, as the page showed it), a date column turns YYYY-MM-DD into a
 * real date, everything else is text.
 */
export function cellValue(value: ExcelValue, kind: ColumnKind): string | number | Date | null {
  if (value === null || value === undefined) return null;
  if (isMasked(value)) return MASKED_TEXT;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (kind === 'text') return String(value);
  if (kind === 'date') return typeof value === 'string' ? (isoDay(value) ?? value) : value;
  return typeof value === 'number' && !Number.isFinite(value) ? null : value;
}
