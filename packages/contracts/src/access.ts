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
  /**
   * The instance is open: its operator set OPEN_DATA, so every data capability is everyone's.
   * A fact about the instance, carried by each subject so that the server's decision and the
   * web's mirror of it (from the page globals) read the same table with the same input.
   */
  openData?: boolean;
}

export const VISITOR: AccessSubject = {
  level: VISITOR_LEVEL,
  nsdAccess: false,
  isAdmin: false,
  tariffs: [],
};

interface Rule {
  /** Minimum access level; 0 means everyone (visitors too), 1 "any signed-in user". */
  minLevel: number;
  /** An alternative: holding one of these tariffs is enough. */
  tariffs?: readonly number[];
  /** Only administrators. */
  admin?: boolean;
  /**
   * Market data rather than an account feature: an open instance (OPEN_DATA) grants it to
   * everyone, visitors included.
   */
  data?: true;
}

export const ACCESS_TABLE = {
  'account.settings': { minLevel: 1 },
  /** Full paid access: the account badge says so. */
  'account.full_access': { minLevel: FULL_ACCESS_LEVEL },
  /**
   * The latest quotes of a bond (the archive's 14 ticks, and the one latest tick each similar
   * bond shows): a public teaser, for visitors too. The history behind them is 'chart.values'.
   */
  'bond.latest_quotes': { minLevel: VISITOR_LEVEL, data: true },
  /**
   * The values of a price, yield or spread history: chart axes, tooltips and series, the
   * chart's archive view and the extended chart (spec: hidden below level 1077, where the
   * chart shows a line's shape only).
   */
  'chart.values': { minLevel: FULL_ACCESS_LEVEL, data: true },
  'chart.export': { minLevel: FULL_ACCESS_LEVEL, data: true },
  'bond.archive.export': { minLevel: FULL_ACCESS_LEVEL, data: true },
  /**
   * The spec's excel export permission (section 6: 'Excel export if the excel export
   * permission is set'): every Excel file (cash flow, statements, any data table). Level 1077
   * holds it; there is no per-user flag yet (the archive's own rule is the line above).
   */
  'excel.export': { minLevel: FULL_ACCESS_LEVEL, data: true },
  'bond.documents.download': { minLevel: FULL_ACCESS_LEVEL, data: true },
  'bond.compare': { minLevel: FULL_ACCESS_LEVEL, data: true },
  'issuer.reports.files': { minLevel: FULL_ACCESS_LEVEL, data: true },
  /**
   * An issuer's statements in full (bank RSBU, MSFO, RSBU): rows past each table's preview,
   * the closed lines and the CSV exports. Below it those values leave the server as '*'.
   */
  'issuer.statements.full': { minLevel: FULL_ACCESS_LEVEL, data: true },
  /** An analytics comment's whole text: a visitor reads its teaser (spec: gated content). */
  'issuer.comments.text': { minLevel: 1, data: true },
  /**
   * A comment's attached file (spec: file download needs full access); a moderated
   * provider's files need its approval besides (the comment's five access states).
   */
  'issuer.comments.files': { minLevel: FULL_ACCESS_LEVEL, data: true },
  /** The praams block's figures behind each risk score; the scores themselves are public. */
  'bond.praams.details': { minLevel: FULL_ACCESS_LEVEL, data: true },
  /** Spec section 6: the praams report download (need_auth, then access_denied_auth). */
  'bond.praams.report': { minLevel: FULL_ACCESS_LEVEL, data: true },
  /** A bond's holders and their stakes (funds' and depositories' disclosures): paid data. */
  'bond.holders': { minLevel: FULL_ACCESS_LEVEL, data: true },
  /** A user's own lists: an account feature, never opened by OPEN_DATA. */
  'watchlist.edit': { minLevel: FULL_ACCESS_LEVEL },
  'support.tickets': { minLevel: FULL_ACCESS_LEVEL, tariffs: [SUPPORT_TARIFF] },
  'admin.review': { minLevel: 1, admin: true },
  /** Operator settings of the shell (menu, banner, mobile-app links). */
  'admin.site_settings': { minLevel: 1, admin: true },
  /** The recorded sync runs, with their failures and the doctor's counts. */
  'admin.sync_runs': { minLevel: 1, admin: true },
  'phone.confirm': { minLevel: 1 },
  /** Ask for paid (full) access; expanding it needs full access already. */
  'paid_access.request': { minLevel: 1 },
  'paid_access.expand': { minLevel: FULL_ACCESS_LEVEL },
  /** Ask a market participant for its quotes, or a comment provider for its files. */
  'access_requests.create': { minLevel: 1 },
  /**
   * Prices and yields of the NSD ground (381): full access with the national-depository flag
   * (without the flag that ground counts as level 1). Other grounds' values are open. Not
   * opened by OPEN_DATA: the depository licenses these values per user.
   */
  'trading.nsd_values': { minLevel: FULL_ACCESS_LEVEL },
} as const satisfies Record<string, Rule>;

export type Capability = keyof typeof ACCESS_TABLE;

/** Why a capability is refused: the label key the user sees. */
export type CapabilityDecision = 'allowed' | 'need_auth' | 'access_denied_auth';

/**
 * Why a value is withheld. Beside a capability's reasons, `need_nsd_access`: full access
 * already, but the NSD ground's values need the national depository's licence (the NSD flag),
 * which paid access does not give: the page names that licence, not "get full access".
 */
export type AccessDecision = CapabilityDecision | 'need_nsd_access';

export function decideAccess(subject: AccessSubject, capability: Capability): CapabilityDecision {
  const rule: Rule = ACCESS_TABLE[capability];
  const open = rule.minLevel <= VISITOR_LEVEL || (rule.data && subject.openData);
  if (open && !rule.admin) return 'allowed';
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
  const full = decideAccess(subject, 'trading.nsd_values');
  if (full === 'allowed' && !subject.nsdAccess) return 'need_nsd_access';
  const level = effectiveLevelForGround(subject, tradingGroundId);
  return decideAccess({ ...subject, level }, 'trading.nsd_values');
}

/**
 * Whether a subject sees one kind of value (a data capability such as 'bond.latest_quotes' or
 * 'chart.values') on a trading ground: the kind first, then the ground's own rule.
 */
export function decideValues(
  subject: AccessSubject,
  capability: Capability,
  tradingGroundId: number,
): AccessDecision {
  const decision = decideAccess(subject, capability);
  return decision === 'allowed' ? decideGroundValues(subject, tradingGroundId) : decision;
}

/**
 * docsDownloadAccess (spec section 6): at level 1077 a bond's documents download only with
 * it. Held as this tariff in the user's tariffs (`npm run user -- grant <email> --tariff 678`)
 * until the users table has a flag of its own, beside nsd_access.
 */
export const DOCS_DOWNLOAD_TARIFF = 678;

/**
 * Whether a subject downloads a bond's documents: the capability's rule (visitors need_auth,
 * below 1077 access_denied_auth), then docsDownloadAccess. An open instance needs no flag.
 */
export function decideDocumentDownload(subject: AccessSubject): CapabilityDecision {
  const decision = decideAccess(subject, 'bond.documents.download');
  if (decision !== 'allowed' || subject.openData) return decision;
  return subject.tariffs.includes(DOCS_DOWNLOAD_TARIFF) ? 'allowed' : 'access_denied_auth';
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
