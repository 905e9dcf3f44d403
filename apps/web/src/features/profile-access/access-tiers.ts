import {
  ACCESS_TABLE,
  decideAccess,
  decideDocumentDownload,
  decideGroundValues,
  FULL_ACCESS_LEVEL,
  NSD_TRADING_GROUND_ID,
  VISITOR_LEVEL,
  type AccessSubject,
  type Capability,
} from '@bondsight/contracts/access';

/**
 * The profile access page's facts, all read from the access table (packages/contracts
 * access.ts), so the page says what the server enforces: the three tiers, what each
 * unlocks, and the conditions beside a level (a tariff, the NSD or documents permission).
 */

export const TIERS = ['visitor', 'signed_in', 'full'] as const;
export type Tier = (typeof TIERS)[number];

const LEVEL_OF: Record<Tier, number> = {
  visitor: VISITOR_LEVEL,
  signed_in: 1,
  full: FULL_ACCESS_LEVEL,
};

/** A tier's subject: its level and nothing besides (no flags, no tariffs, not an admin). */
export const tierSubject = (tier: Tier, openData = false): AccessSubject => ({
  level: LEVEL_OF[tier],
  nsdAccess: false,
  isAdmin: false,
  tariffs: [],
  openData,
});

/** Which tier a user's page globals put them in. */
export function tierOf(globals: { userId: number; level: number }): Tier {
  if (globals.userId <= 0 || globals.level <= VISITOR_LEVEL) return 'visitor';
  return globals.level >= FULL_ACCESS_LEVEL ? 'full' : 'signed_in';
}

/** What full access needs beside its level for a capability. */
export type Condition = 'nsd' | 'docs';

export interface CapabilityRow {
  capability: Capability;
  /** Label key in the profile_access module. */
  labelKey: string;
  /** Whether each tier has it. */
  tiers: Record<Tier, boolean>;
  /** The tier that first unlocks it (the rows are ordered by it). */
  from: Tier;
  /** Tariffs that grant it below full access. */
  tariffs: readonly number[];
  condition: Condition | null;
}

export const capabilityLabelKey = (capability: Capability) =>
  `cap_${capability.replaceAll('.', '_')}`;

/** Spec rules beside the table's levels, asked of the same module the server uses. */
function conditionOf(capability: Capability, openData: boolean): Condition | null {
  const full = tierSubject('full', openData);
  if (capability === 'trading.nsd_values')
    return decideGroundValues(full, NSD_TRADING_GROUND_ID) === 'allowed' ? null : 'nsd';
  if (capability === 'bond.documents.download')
    return decideDocumentDownload(full) === 'allowed' ? null : 'docs';
  return null;
}

/**
 * Every capability a tier can hold (administrators' own are left out), with the tiers that
 * hold it, ordered by the first tier that does, then as the table lists them.
 */
export function capabilityRows(openData = false): CapabilityRow[] {
  const rows = (Object.keys(ACCESS_TABLE) as Capability[])
    .filter((capability) => !('admin' in ACCESS_TABLE[capability]))
    .map((capability): CapabilityRow => {
      const rule = ACCESS_TABLE[capability];
      const tiers = {
        visitor: decideAccess(tierSubject('visitor', openData), capability) === 'allowed',
        signed_in: decideAccess(tierSubject('signed_in', openData), capability) === 'allowed',
        full: decideAccess(tierSubject('full', openData), capability) === 'allowed',
      };
      return {
        capability,
        labelKey: capabilityLabelKey(capability),
        tiers,
        from: TIERS.find((tier) => tiers[tier]) ?? 'full',
        tariffs: 'tariffs' in rule ? rule.tariffs : [],
        condition: conditionOf(capability, openData),
      };
    });
  const rank = (row: CapabilityRow) => TIERS.indexOf(row.from);
  return rows.sort((a, b) => rank(a) - rank(b));
}

/**
 * The paid-access request's state, from the page globals (spec: paStatusConfirm is 1 while a
 * signed-in user below full access may ask, 0 once asked; paSendExpand 1 while an expand
 * request waits). A visitor cannot ask at all.
 */
export type RequestState = 'sign_in' | 'none' | 'pending' | 'expand_pending';

export function requestState(globals: {
  userId: number;
  level: number;
  paStatusConfirm: number;
  paSendExpand: number;
}): RequestState {
  if (tierOf(globals) === 'visitor') return 'sign_in';
  if (globals.level >= FULL_ACCESS_LEVEL)
    return globals.paSendExpand === 1 ? 'expand_pending' : 'none';
  return globals.paStatusConfirm === 0 ? 'pending' : 'none';
}
