/** Look-up of day-count conventions by their identifier. */
import { fail } from '../errors';
import { act360 } from './act-360';
import { act364 } from './act-364';
import { act365Fixed } from './act-365f';
import { act365Leap } from './act-365l';
import { actActIcma } from './act-act-icma';
import { actActIsda } from './act-act-isda';
import { bd252 } from './bd-252';
import { nl365 } from './nl-365';
import { thirty360BondBasis } from './thirty-360-bond-basis';
import { thirty360Us } from './thirty-360-us';
import { thirtyE360 } from './thirty-e-360';
import { thirtyE360Isda } from './thirty-e-360-isda';
import { thirtyEPlus360 } from './thirty-e-plus-360';
import type { DayCount, DayCountId } from './types';

const DAY_COUNTS: Readonly<Record<DayCountId, DayCount>> = {
  'ACT/365F': act365Fixed,
  'ACT/360': act360,
  'ACT/364': act364,
  'ACT/365L': act365Leap,
  'NL/365': nl365,
  'ACT/ACT-ISDA': actActIsda,
  'ACT/ACT-ICMA': actActIcma,
  '30/360-US': thirty360Us,
  '30/360-BB': thirty360BondBasis,
  '30E/360': thirtyE360,
  '30E/360-ISDA': thirtyE360Isda,
  '30E+/360': thirtyEPlus360,
  'BD/252': bd252,
};

export const DAY_COUNT_IDS = Object.keys(DAY_COUNTS) as DayCountId[];

export function dayCountById(id: string): DayCount {
  const dc = (DAY_COUNTS as Record<string, DayCount | undefined>)[id];
  if (!dc)
    fail(
      'unknown_day_count',
      `unknown day count ${JSON.stringify(id)}; known: ${DAY_COUNT_IDS.join(', ')}`,
      'dayCount',
    );
  return dc;
}

export function isDayCountId(id: string): id is DayCountId {
  return id in DAY_COUNTS;
}
