/**
 * The access table: one place that says who may do what. The server enforces it (a value a
 * user may not see never leaves the server); the web mirrors it to decide what to show.
 */
export const VISITOR_LEVEL = 0;
export const FULL_ACCESS_LEVEL = 1077;
/** Tariff that unlocks support tickets without full access (spec: tariff 677). */
export const SUPPORT_TARIFF = 677;
/** The trading ground that needs the national-depository (NSD) access flag. */
export const NSD_TRADING_GROUND_ID = 381;

export interface AccessSubject {
  level: number;
  nsdAccess: boolean;
  isAdmin: boolean;
  tariffs: readonly number[];
}

export const VISITOR: AccessSubject = {
  level: VISITOR_LEVEL,
  nsdAccess: false,
  isAdmin: false,
  tariffs: [],
};

interface Rule {
  /** Minimum access level; 1 means "any signed-in user". */
  minLevel: number;
  /** An alternative: holding one of these tariffs is enough. */
  tariffs?: readonly number[];
  /** Only administrators. */
  admin?: boolean;
}

export const ACCESS_TABLE = {
  'account.settings': { minLevel: 1 },
  /** Full paid access: the account badge says so. */
  'account.full_access': { minLevel: FULL_ACCESS_LEVEL },
  'bond.archive.export': { minLevel: FULL_ACCESS_LEVEL },
  'bond.documents.download': { minLevel: FULL_ACCESS_LEVEL },
  'bond.compare': { minLevel: FULL_ACCESS_LEVEL },
  'chart.axisValues': { minLevel: FULL_ACCESS_LEVEL },
  'chart.export': { minLevel: FULL_ACCESS_LEVEL },
  'watchlist.edit': { minLevel: FULL_ACCESS_LEVEL },
  'issuer.reports.files': { minLevel: FULL_ACCESS_LEVEL },
  'support.tickets': { minLevel: FULL_ACCESS_LEVEL, tariffs: [SUPPORT_TARIFF] },
  'admin.review': { minLevel: 1, admin: true },
  /** Operator settings of the shell (menu, banner, mobile-app links). */
  'admin.site_settings': { minLevel: 1, admin: true },
  'phone.confirm': { minLevel: 1 },
  /** Ask for paid (full) access; expanding it needs full access already. */
  'paid_access.request': { minLevel: 1 },
  'paid_access.expand': { minLevel: FULL_ACCESS_LEVEL },
  /** Ask a market participant for its quotes, or a comment provider for its files. */
  'access_requests.create': { minLevel: 1 },
  /**
   * Prices and yields of the NSD ground (381): full access with the national-depository flag
   * (without the flag that ground counts as level 1). Other grounds' values are open.
   */
  'trading.nsd_values': { minLevel: FULL_ACCESS_LEVEL },
} as const satisfies Record<string, Rule>;

export type Capability = keyof typeof ACCESS_TABLE;

/** Why a capability is refused: the label key the user sees. */
export type AccessDecision = 'allowed' | 'need_auth' | 'access_denied_auth';

export function decideAccess(subject: AccessSubject, capability: Capability): AccessDecision {
  const rule: Rule = ACCESS_TABLE[capability];
  if (subject.level <= VISITOR_LEVEL) return 'need_auth';
  if (rule.admin && !subject.isAdmin) return 'access_denied_auth';
  if (subject.level >= rule.minLevel) return 'allowed';
  if (rule.tariffs?.some((t) => subject.tariffs.includes(t))) return 'allowed';
  return 'access_denied_auth';
}

export function can(subject: AccessSubject, capability: Capability): boolean {
  return decideAccess(subject, capability) === 'allowed';
}

/** Spec: trading ground 381 without the NSD flag is treated as level 1. */
export function effectiveLevelForGround(subject: AccessSubject, tradingGroundId: number): number {
  if (tradingGroundId === NSD_TRADING_GROUND_ID && !subject.nsdAccess)
    return Math.min(subject.level, 1);
  return subject.level;
}

/**
 * Whether a subject sees a trading ground's values: the NSD ground is decided at the level
 * the NSD rule leaves; every other ground is open.
 */
export function decideGroundValues(
  subject: AccessSubject,
  tradingGroundId: number,
): AccessDecision {
  if (tradingGroundId !== NSD_TRADING_GROUND_ID) return 'allowed';
  const level = effectiveLevelForGround(subject, tradingGroundId);
  return decideAccess({ ...subject, level }, 'trading.nsd_values');
}

/**
 * A value the server withheld: the answer keeps the field and says why (the label key the
 * page shows over its asterisks), so the value itself never leaves the server.
 */
export interface MaskedValue {
  masked: Exclude<AccessDecision, 'allowed'>;
}

export const isMasked = (value: unknown): value is MaskedValue =>
  typeof value === 'object' && value !== null && 'masked' in value;
