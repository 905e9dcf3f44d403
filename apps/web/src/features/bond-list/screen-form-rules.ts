import type { BondListFilterState, NumberDef, RangeDef, TextDef } from './screen-filters';
import { readNumber, readRange, type NumberProblem } from './screen-numbers';

/*
 * What a typed field sends: only valid values go to the URL (and so to the server); a problem
 * is shown at its field and leaves the screen as it was.
 */

export type FieldProblem = NumberProblem | 'too_short';

export interface FieldOutcome {
  /** The fields to write, or null: nothing changes. */
  send: Partial<BondListFilterState> | null;
  problems: Partial<Record<keyof BondListFilterState, FieldProblem>>;
}

/** A min/max pair: a bad end is not sent (the other is); a reversed pair sends neither. */
export function rangeOutcome(def: RangeDef, minText: string, maxText: string): FieldOutcome {
  const { min, max } = readRange(minText, maxText, def);
  const problems: FieldOutcome['problems'] = {};
  if (min.problem) problems[def.min] = min.problem;
  if (max.problem) problems[def.max] = max.problem;
  if (max.problem === 'reversed') return { send: null, problems };
  const send: Partial<BondListFilterState> = {};
  if (!min.problem) send[def.min] = min.value;
  if (!max.problem) send[def.max] = max.value;
  return { send: Object.keys(send).length > 0 ? send : null, problems };
}

export function numberOutcome(def: NumberDef, input: string): FieldOutcome {
  const read = readNumber(input, def);
  return read.problem
    ? { send: null, problems: { [def.key]: read.problem } }
    : { send: { [def.key]: read.value }, problems: {} };
}

/** The text search: empty clears it, one character is too short for the server. */
export function textOutcome(def: TextDef, input: string): FieldOutcome {
  const value = input.trim().slice(0, def.maxLength);
  if (value === '') return { send: { [def.key]: undefined }, problems: {} };
  if (value.length < def.minLength) return { send: null, problems: { [def.key]: 'too_short' } };
  return { send: { [def.key]: value }, problems: {} };
}
