/**
 * The spec's source fields (bond page section 3): a value may come as its text with a
 * `.numeric` variant and a `.baddata` flag. Our answers send plain numbers (the server already
 * blanks bad data, see apps/server/src/lib/display-rules.ts), but a block that passes a source
 * field on goes through the same rules here: no `.numeric`, blank; `.baddata`, never a number.
 */
export interface SourceField {
  numeric?: number | null;
  baddata?: unknown;
}

/** Anything a block may hand the formatter as a number. */
export type NumberInput = number | null | undefined | SourceField;

/** A `.baddata` flag set in any of the forms sources use (true, 1, "1", "true", a reason). */
function isBadData(flag: unknown): boolean {
  if (flag === undefined || flag === null || flag === false || flag === 0) return false;
  if (typeof flag === 'string') return !['', '0', 'false'].includes(flag.trim().toLowerCase());
  return true;
}

/** The number that may be shown, or null: missing, not finite, bad data or no `.numeric`. */
export function usableNumber(value: NumberInput | unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value === null || typeof value !== 'object') return null; // a text is no number
  const field = value as SourceField;
  if (isBadData(field.baddata)) return null;
  return typeof field.numeric === 'number' && Number.isFinite(field.numeric) ? field.numeric : null;
}
