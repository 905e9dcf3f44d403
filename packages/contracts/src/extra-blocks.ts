/* Zod-free: the page PDF's block list (page-pdf-blocks.ts) names each extra block too. */

/** The extra blocks in the spec's order; each is the page section `block-extra-<kind>`. */
export const EXTRA_BLOCKS = [
  'early-redemption',
  'defaults',
  'tap-issues',
  'conversion',
  'lombard',
  'lombard-national',
  'structured-product',
  'covenants',
  'investors',
  'indexes',
  'more',
  'issuer-items',
  'news',
  'related-issuers',
  'managers',
  'managers-related-to',
  'identifiers',
  'classifier',
  'restructuring',
  'annual-reports',
  'holders',
  'reporting',
  'multipliers',
  'esg-reports',
  'consensus',
] as const;
export type ExtraBlock = (typeof EXTRA_BLOCKS)[number];
