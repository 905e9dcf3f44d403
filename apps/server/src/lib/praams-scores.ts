/**
 * Risk scores from 1 (lowest risk) to 7 (highest), one per component, each a banding of one
 * stored figure. The bands are ours (there is no public PRAAMS formula to copy); they follow
 * common practice: letter-grade groups for ratings, spread levels over the sovereign curve
 * that separate investment grade from high yield and distress, how often a bond trades, and
 * the leverage thresholds of bank covenants and rating methodologies.
 */
export type Score = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** The score of the first band whose test passes; 7 when none does. */
function band(tests: readonly boolean[]): Score {
  const i = tests.findIndex(Boolean);
  return (i === -1 ? 7 : i + 1) as Score;
}

/**
 * A grade's rank on a 21-notch long-term scale (1 = AAA/Aaa): AAA..AA- 1, A 2, BBB 3, BB 4,
 * B 5, CCC..C 6, selective default and default (ranks 22, 23) 7.
 */
export const creditScore = (rank: number): Score =>
  band([rank <= 4, rank <= 7, rank <= 10, rank <= 13, rank <= 16, rank <= 21]);

/** Spread over the same-currency sovereign curve, bp: 50, 100, 200, 350, 600, 1000. */
export const spreadScore = (spreadBp: number): Score =>
  band([
    spreadBp <= 50,
    spreadBp <= 100,
    spreadBp <= 200,
    spreadBp <= 350,
    spreadBp <= 600,
    spreadBp <= 1000,
  ]);

/** Days traded in 30 calendar days (about 21 sessions): 18, 14, 10, 6, 3, 1. */
export const liquidityScore = (daysTraded: number): Score =>
  band([
    daysTraded >= 18,
    daysTraded >= 14,
    daysTraded >= 10,
    daysTraded >= 6,
    daysTraded >= 3,
    daysTraded >= 1,
  ]);

/**
 * Leverage and capital, by the ratio the issuer reports (tried in this order): net debt /
 * EBITDA (net cash scores 1), debt / equity, or a bank's capital adequacy N1.0 (its legal
 * minimum is 8 %).
 */
export const FUNDAMENTAL_RATIOS = [
  'net_debt_ebitda_msfo',
  'debt_equity_msfo',
  'debt_equity_rsbu',
  'n1_0_bank',
] as const;
export type FundamentalRatio = (typeof FUNDAMENTAL_RATIOS)[number];

export function fundamentalsScore(ratio: FundamentalRatio, value: number): Score {
  switch (ratio) {
    case 'net_debt_ebitda_msfo':
      return band([value <= 1, value <= 2, value <= 3, value <= 4, value <= 5, value <= 7]);
    case 'debt_equity_msfo':
    case 'debt_equity_rsbu':
      return band([
        value >= 0 && value <= 0.5,
        value >= 0 && value <= 1,
        value >= 0 && value <= 1.5,
        value >= 0 && value <= 2,
        value >= 0 && value <= 3,
        value >= 0 && value <= 5,
      ]);
    case 'n1_0_bank':
      return band([value >= 20, value >= 16, value >= 13, value >= 11, value >= 10, value >= 8]);
  }
}

/** The weighted mean of the scores present, rounded to the nearest whole score. */
export function overallScore(parts: readonly { score: number; weight: number }[]): Score {
  const weight = parts.reduce((s, p) => s + p.weight, 0);
  const mean = parts.reduce((s, p) => s + p.score * p.weight, 0) / weight;
  return Math.min(7, Math.max(1, Math.round(mean))) as Score;
}

/** The median of a non-empty list. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}
