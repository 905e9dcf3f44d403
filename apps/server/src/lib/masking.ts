import type { AccessDecision, MaskedValue } from '@bondsight/contracts';

/**
 * The one seam where a service replaces what a subject may not see: given the access
 * decision for a group of values (a row, a cell), it returns a function that passes each value
 * through when allowed and masks it otherwise. Answer schemas declare such fields with
 * `maskable(...)`, so a masked value is part of the contract, not a missing one.
 */
export function revealer(decision: AccessDecision): <T>(value: T) => T | MaskedValue {
  if (decision === 'allowed') return (value) => value;
  const masked: MaskedValue = { masked: decision };
  // A missing value hides nothing: it stays null, so a page does not draw asterisks (or a
  // column) for data that does not exist.
  return (value) => (value === null || value === undefined ? value : masked);
}
