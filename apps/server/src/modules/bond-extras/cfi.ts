/**
 * The CFI code of a bond (ISO 10962:2019, category D "debt instruments"), derived from its
 * stored terms rather than stored: six letters, category and group, then four attributes.
 *
 * - Group: B bonds, C convertible bonds.
 * - 1, type of interest: F fixed (step-ups included: fixed in advance), V variable, Z zero.
 * - 2, guarantee or ranking: T government guarantee (sovereigns), G guaranteed, S secured,
 *   O senior subordinated, U unsecured.
 * - 3, redemption: F fixed maturity, G with a call, C with a put, D with both; A, B, T, L
 *   the same for an amortization plan; P, Q, R perpetual (plain, call, put).
 * - 4, form: B bearer (domestic Russian bonds are documentary bearer bonds in central
 *   custody, eurobonds are bearer global notes), R registered (US issuers).
 */
export interface CfiTerms {
  couponType: string;
  bondKind: string;
  country: string;
  maturityDate: string | null;
  isAmortizing: boolean;
  isSubordinated: boolean;
  isSecured: boolean;
  isGuaranteed: boolean;
  isConvertible: boolean;
  hasCall: boolean;
  hasPut: boolean;
}

export function cfiCode(t: CfiTerms): string {
  const group = t.isConvertible ? 'C' : 'B';
  const interest = t.couponType === 'floating' ? 'V' : t.couponType === 'zero' ? 'Z' : 'F';
  const ranking =
    t.bondKind === 'sovereign'
      ? 'T'
      : t.isGuaranteed
        ? 'G'
        : t.isSecured
          ? 'S'
          : t.isSubordinated
            ? 'O'
            : 'U';
  const options = t.hasCall && t.hasPut ? 3 : t.hasCall ? 1 : t.hasPut ? 2 : 0;
  const redemption =
    t.maturityDate === null
      ? (['P', 'Q', 'R', 'Q'] as const)[options]
      : t.isAmortizing
        ? (['A', 'B', 'T', 'L'] as const)[options]
        : (['F', 'G', 'C', 'D'] as const)[options];
  const form = t.country === 'US' ? 'R' : 'B';
  return `D${group}${interest}${ranking}${redemption}${form}`;
}
