import { z } from 'zod';
import { endpoint, endpointGroup } from '../endpoint';
import { ErrorBody } from '../errors';
import { IdParam, Provenance } from './common';
import { EXTRA_BLOCKS, type ExtraBlock } from '../extra-blocks';

/*
 * The bond page's extra blocks (spec, bond page section 2, "Extra blocks", behind the left
 * menu's '...'): one answer says which blocks have data and gives their contents; the
 * issuer's latest bonds come a page of 10 at a time from their own call.
 */

export { EXTRA_BLOCKS, type ExtraBlock };

/** Spec section 9: the latest list shows 10 per page. */
export const ISSUER_ITEMS_PAGE_SIZE = 10;

const day = (description: string) => z.string().meta({ description: `YYYY-MM-DD: ${description}` });
const text = z.string().nullable().meta({ description: 'In the interface language' });
const EmitentLink = z.object({ id: z.number().int(), name: z.string() });

export const EarlyRedemptionTerm = z.object({
  type: z.enum(['call', 'make_whole', 'tax_call', 'clean_up']),
  title: z.string(),
  from: day('the first day the issuer may redeem').nullable(),
  to: day('the last day').nullable(),
  price: z.number().nullable().meta({ description: 'Redemption price, % of face' }),
  terms: text,
});

export const BondDefault = z.object({
  date: day('the missed payment date'),
  type: z.enum(['coupon', 'principal', 'put_offer']),
  amount: z.number().nullable().meta({ description: 'Amount not paid on time' }),
  currency: z.string().nullable(),
  curedOn: day('paid late on this day (a technical default)').nullable(),
  text,
});

export const TapIssue = z.object({
  date: day('placement of the additional bonds'),
  amount: z.number().nullable().meta({ description: 'Face value added' }),
  currency: z.string().nullable(),
  price: z.number().nullable().meta({ description: 'Placement price, % of face' }),
  text,
});

export const ConversionTerm = z.object({
  type: z.enum(['into_shares', 'new_issue']),
  into: z.string().meta({ description: 'What the bonds convert into' }),
  from: day('conversion opens').nullable(),
  to: day('conversion closes').nullable(),
  price: z.number().nullable().meta({ description: 'Conversion price per share' }),
  currency: z.string().nullable(),
  ratio: z.number().nullable().meta({ description: 'Shares (or new bonds) per bond' }),
  terms: text,
});

export const LombardEntry = z.object({
  list: z.string().meta({ description: 'The lombard list by its holder' }),
  since: day('included').nullable(),
  until: day('excluded; null while the bond is on the list').nullable(),
  discount: z.number().nullable().meta({ description: 'Discount (haircut), %' }),
});

export const StructuredProductTerm = z.object({
  type: z.string().meta({ description: 'Payoff type code' }),
  underlying: z.string(),
  protection: z.number().nullable().meta({ description: 'Capital protection, % of face' }),
  terms: text,
});

export const Covenant = z.object({
  type: z.enum(['financial', 'negative_pledge', 'change_of_control', 'cross_default']),
  title: z.string(),
  limit: z.number().nullable().meta({ description: 'A financial covenant limit (times)' }),
  text,
});

export const InvestorShare = z.object({
  type: z.string().meta({ description: 'Investor type code (banks, asset_managers...)' }),
  name: z.string().meta({ description: 'The investor type in the interface language' }),
  share: z.number().meta({ description: 'Share of the placement, %' }),
  date: day('the placement').nullable(),
});

export const Holder = z.object({
  name: z.string(),
  emitent: EmitentLink.nullable().meta({ description: 'The holder when it is an issuer here' }),
  asOf: day('the disclosure'),
  amount: z.number().nullable().meta({ description: 'Face value held' }),
  currency: z.string().nullable(),
  share: z.number().nullable().meta({ description: 'Share of the issue outstanding, %' }),
});

/**
 * Holders are full-access data (capability `bond.holders`): below it the block says why and
 * how many holders there are, and no holder leaves the server.
 */
export const HoldersBlock = z.discriminatedUnion('access', [
  z.object({ access: z.literal('allowed'), count: z.number().int(), items: z.array(Holder) }),
  z.object({
    access: z.enum(['need_auth', 'access_denied_auth']),
    count: z.number().int(),
  }),
]);

export const IndexMembership = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  weight: z.number().meta({ description: 'Share of the index in its latest period, 0..1' }),
  since: day('a member without a break since'),
  until: day('the latest period ends').nullable(),
});

export const OtherFact = z.object({ title: z.string(), text });

export const NewsItem = z.object({
  id: z.number().int(),
  date: day('published'),
  title: z.string(),
  text,
  url: z.string().nullable(),
  issuerWide: z.boolean().meta({ description: 'About the issuer rather than this bond' }),
});

export const RelatedIssuer = z.object({
  emitent: EmitentLink,
  relation: z.string().meta({
    description:
      "What it is to the bond's issuer, from the issuer's side (its parent company, a subsidiary...)",
  }),
  share: z
    .number()
    .nullable()
    .meta({ description: 'The share the owner holds in the owned company, %' }),
  direction: z
    .enum(['owner', 'owned'])
    .meta({ description: "owner: it owns the bond's issuer; owned: the issuer owns it" }),
  bonds: z.number().int().meta({ description: 'Its bonds here' }),
});

export const Manager = z.object({
  role: z.enum(['lead_manager', 'co_manager', 'paying_agent', 'trustee']),
  name: z.string(),
  emitent: EmitentLink.nullable(),
  relatedParty: z
    .string()
    .nullable()
    .meta({ description: 'How the manager is related to the issuer, when it is' }),
});

export const ManagerIssue = z.object({
  bondId: z.number().int(),
  name: z.string(),
  isin: z.string().nullable(),
  issuer: EmitentLink,
  issueDate: day('issue').nullable(),
  manager: z.string().meta({ description: "Which of this bond's managers arranged it too" }),
  role: Manager.shape.role,
});

export const Identifiers = z.object({
  isin: z.string().nullable(),
  registrationNumber: z.string().nullable(),
  ticker: z.string().nullable().meta({ description: 'Exchange code (MOEX SECID)' }),
  cfi: z.string().meta({ description: 'ISO 10962 CFI, derived from the stored terms' }),
  issuerCode: z
    .object({ scheme: z.enum(['inn', 'lei']), value: z.string() })
    .nullable()
    .meta({ description: "The issuer's taxpayer number (Russia) or LEI" }),
});

export const Classifier = z.object({
  bondKind: z.string(),
  sector: z.string().nullable().meta({ description: 'Sector code (labels entities:sector_*)' }),
  country: z.string(),
  currency: z.string(),
  couponType: z.enum(['fixed', 'floating', 'zero', 'step', 'inflation']),
  floatingBase: z.string().nullable(),
  statusId: z.number().int(),
  listingLevel: z.number().int().nullable(),
  flags: z.array(z.enum(['subordinated', 'secured', 'guaranteed', 'convertible', 'amortizing'])),
});

export const RestructuringEvent = z.object({
  type: z.enum(['consent_solicitation', 'maturity_extension', 'exchange', 'haircut']),
  date: day('approved'),
  newMaturity: day('the maturity after it').nullable(),
  value: z.number().nullable().meta({ description: 'New coupon or haircut, %' }),
  text,
});

export const AnnualReport = z.object({
  id: z.number().int(),
  title: z.string(),
  date: day('published'),
  language: z.string(),
  sizeBytes: z.number().int().nullable(),
});

export const ReportingPeriod = z.object({
  year: z.number().int(),
  quarter: z.number().int().min(1).max(4),
  standard: z.string().meta({ description: 'msfo, rsbu, bank_rsbu' }),
  languages: z.array(z.string()),
  formats: z.array(z.string()).meta({ description: 'File types: pdf, zip, rar' }),
});

export const MultiplierFigure = z.object({
  code: z.string(),
  name: z.string(),
  group: z.string(),
  period: z.union([z.literal(1), z.literal(2)]).meta({ description: '1 quarterly, 2 annual' }),
  periodEnd: day('the latest period'),
  value: z.number(),
  previous: z.number().nullable().meta({ description: 'The period before' }),
});

export const ConsensusFigure = z.object({
  indicator: z.string(),
  period: z.string(),
  actual: z.number().nullable(),
  forecast: z.number().nullable(),
  analysts: z.number().int().nullable(),
  date: day('the consensus'),
});

export const EsgReport = z.object({
  framework: z.string().meta({ description: 'gri, green_bond_framework, second_party_opinion' }),
  date: day('published'),
  title: z.string(),
  text,
  url: z.string().nullable(),
});

export const BondExtrasResponse = z.object({
  bondId: z.number().int(),
  blocks: z
    .array(z.enum(EXTRA_BLOCKS))
    .meta({ description: 'The blocks that have data, in page order (the "..." list)' }),
  earlyRedemption: z.array(EarlyRedemptionTerm),
  defaults: z.array(BondDefault),
  tapIssues: z.array(TapIssue),
  conversion: z.array(ConversionTerm),
  lombard: z.array(LombardEntry).meta({ description: "The central bank's lombard list" }),
  lombardNational: z.array(LombardEntry).meta({ description: "A national bank's list" }),
  structuredProduct: z.array(StructuredProductTerm),
  covenants: z.array(Covenant),
  investors: z.array(InvestorShare),
  indexes: z.array(IndexMembership),
  more: z.array(OtherFact),
  issuerItems: z
    .object({ total: z.number().int() })
    .meta({ description: "The issuer's other bonds: pages from the issuer-items call" }),
  news: z.array(NewsItem).meta({ description: 'The latest 10, newest first' }),
  relatedIssuers: z.array(RelatedIssuer),
  managers: z.array(Manager),
  managersRelatedTo: z
    .array(ManagerIssue)
    .meta({ description: "Other bonds this bond's managers arranged, the latest 10" }),
  identifiers: Identifiers,
  classifier: Classifier,
  restructuring: z.array(RestructuringEvent),
  annualReports: z.array(AnnualReport),
  holders: HoldersBlock,
  reporting: z.array(ReportingPeriod).meta({ description: 'Report files, the latest first' }),
  multipliers: z.array(MultiplierFigure),
  esgReports: z.array(EsgReport),
  consensus: z.array(ConsensusFigure),
  provenance: Provenance,
});
export type BondExtrasResponse = z.infer<typeof BondExtrasResponse>;

export const IssuerItemsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const IssuerItem = z.object({
  id: z.number().int(),
  isin: z.string().nullable(),
  name: z.string(),
  issueDate: day('issue').nullable(),
  maturityDate: day('maturity').nullable(),
  currency: z.string(),
  couponType: Classifier.shape.couponType,
  couponRate: z.number().nullable().meta({ description: '% a year' }),
  statusId: z.number().int(),
  outstandingVolume: z.number().nullable(),
});

export const IssuerItemsResponse = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  items: z.array(IssuerItem).meta({ description: 'Newest issue first' }),
});
export type IssuerItemsResponse = z.infer<typeof IssuerItemsResponse>;

export const bondExtrasEndpoints = endpointGroup(
  endpoint({
    method: 'GET',
    path: '/api/bonds/:id/extras/',
    operationId: 'getBondExtras',
    summary: "The bond page's extra blocks: which have data, and their contents",
    description:
      'Early redemption, defaults, tap issues, conversion, lombard lists, structured product, ' +
      'covenants, investors, indexes, other facts, the count of the issuer’s other bonds, ' +
      'news, related issuers, managers, identifiers, classifier, restructuring, annual ' +
      'reports, holders, reporting, multipliers, ESG reports and consensus forecasts. Public, ' +
      'except the holders (full access: below it only their count and why). 404 for an ' +
      'unknown bond.',
    tag: 'bond-extras',
    params: IdParam,
    responses: { 200: BondExtrasResponse, 404: ErrorBody },
  }),
  endpoint({
    method: 'GET',
    path: '/api/bonds/:id/issuer-items/',
    operationId: 'getBondIssuerItems',
    summary: "The issuer's other bonds, newest issue first, 10 a page",
    tag: 'bond-extras',
    params: IdParam,
    query: IssuerItemsQuery,
    responses: { 200: IssuerItemsResponse, 404: ErrorBody },
  }),
);
