import { SAVED_FILTER_NAME_MAX } from '@bondsight/contracts/bond-limits';

/** The name as the server stores it, or the label key of why it cannot be saved. */
export function checkFilterName(text: string): { name: string } | { error: string } {
  const name = text.trim();
  if (name.length === 0) return { error: 'saved_name_required' };
  if (name.length > SAVED_FILTER_NAME_MAX) return { error: 'saved_name_too_long' };
  return { name };
}
