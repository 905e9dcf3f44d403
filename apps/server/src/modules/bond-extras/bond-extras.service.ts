import {
  decideAccess,
  EXTRA_BLOCKS,
  ISSUER_ITEMS_PAGE_SIZE,
  pickText,
  type AccessSubject,
  type BondExtrasResponse,
  type ExtraBlock,
  type IssuerItemsResponse,
  type Language,
} from '@bondsight/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import * as repo from './bond-extras.repository';
import { cfiCode } from './cfi';
import { asRole, factBlocks, holderItems, managerRows } from './fact-items';
import {
  annualReports,
  consensusFigures,
  indexMemberships,
  latestMultipliers,
  relatedIssuers,
  reportingPeriods,
} from './issuer-items';

type Extras = BondExtrasResponse;
type CouponType = Extras['classifier']['couponType'];
type Flag = Extras['classifier']['flags'][number];

/** Other bonds the managers arranged: the latest ten. */
const MANAGER_ISSUES_LIMIT = 10;

/** The answer's field of each block, to tell which have data. */
const FIELD: Record<ExtraBlock, keyof Extras> = {
  'early-redemption': 'earlyRedemption',
  defaults: 'defaults',
  'tap-issues': 'tapIssues',
  conversion: 'conversion',
  lombard: 'lombard',
  'lombard-national': 'lombardNational',
  'structured-product': 'structuredProduct',
  covenants: 'covenants',
  investors: 'investors',
  indexes: 'indexes',
  more: 'more',
  'issuer-items': 'issuerItems',
  news: 'news',
  'related-issuers': 'relatedIssuers',
  managers: 'managers',
  'managers-related-to': 'managersRelatedTo',
  identifiers: 'identifiers',
  classifier: 'classifier',
  restructuring: 'restructuring',
  'annual-reports': 'annualReports',
  holders: 'holders',
  reporting: 'reporting',
  multipliers: 'multipliers',
  'esg-reports': 'esgReports',
  consensus: 'consensus',
};

function hasData(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (value && typeof value === 'object' && 'total' in value) return Number(value.total) > 0;
  if (value && typeof value === 'object' && 'count' in value) return Number(value.count) > 0;
  return value !== null && value !== undefined;
}

/** The registry code's scheme: a Russian taxpayer number (10 or 12 digits) or an LEI. */
function issuerCode(code: string | null): Extras['identifiers']['issuerCode'] {
  if (!code) return null;
  if (/^\d{10}(\d{2})?$/.test(code)) return { scheme: 'inn', value: code };
  if (/^[A-Z0-9]{18}\d{2}$/.test(code)) return { scheme: 'lei', value: code };
  return null;
}

function describe(bond: repo.BondRow, options: Set<string>) {
  const b = bond.bond;
  const flags: Flag[] = [];
  if (b.isSubordinated) flags.push('subordinated');
  if (b.isSecured) flags.push('secured');
  if (b.isGuaranteed) flags.push('guaranteed');
  if (b.isConvertible) flags.push('convertible');
  if (b.isAmortizing) flags.push('amortizing');
  const identifiers: Extras['identifiers'] = {
    isin: b.isin,
    registrationNumber: b.registrationNumber,
    ticker: b.secid,
    cfi: cfiCode({
      ...b,
      country: bond.country,
      hasCall: options.has('call'),
      hasPut: options.has('put'),
    }),
    issuerCode: issuerCode(bond.emitent.registryCode),
  };
  const classifier: Extras['classifier'] = {
    bondKind: b.bondKind,
    sector: bond.emitent.sector,
    country: bond.country,
    currency: bond.currency,
    couponType: b.couponType as CouponType,
    floatingBase: b.floatingBase,
    statusId: b.statusId,
    listingLevel: b.listingLevel,
    flags,
  };
  return { identifiers, classifier };
}

/**
 * The extra blocks of a bond page. Everything is public but the holders (capability
 * `bond.holders`, full access): below it their block carries only the count and why, so no
 * holder leaves the server.
 */
export async function getBondExtras(
  db: Db,
  id: number,
  lang: Language,
  subject: AccessSubject,
): Promise<BondExtrasResponse> {
  const bond = await repo.findBond(db, id);
  if (!bond) throw notFound();
  const emitentId = bond.emitent.id;
  const [facts, options, periods, relations, reports, files, multipliers, consensus, items] =
    await Promise.all([
      repo.findFacts(db, id, emitentId),
      repo.findOptionTypes(db, id),
      repo.findIndexPeriods(db, id),
      repo.findRelations(db, emitentId),
      repo.findAnnualReports(db, emitentId),
      repo.findReportFiles(db, emitentId),
      repo.findMultipliers(db, emitentId),
      repo.findConsensus(db, emitentId),
      repo.countIssuerItems(db, emitentId, id),
    ]);
  const managers = managerRows(facts);
  const managerIds = managers.flatMap((m) =>
    m.fact.counterpartyId === null ? [] : [m.fact.counterpartyId],
  );
  // Two of the managers may have arranged the same bond: each bond once, the first found.
  const seen = new Set<number>();
  const managerIssues = (await repo.findManagerIssues(db, id, managerIds, 2 * MANAGER_ISSUES_LIMIT))
    .filter((m) => !seen.has(m.bondId) && Boolean(seen.add(m.bondId)))
    .slice(0, MANAGER_ISSUES_LIMIT);
  const related = relatedIssuers(relations, lang);
  const holders = holderItems(facts, lang);
  const holdersAccess = decideAccess(subject, 'bond.holders');
  const answer: Omit<Extras, 'blocks'> = {
    bondId: id,
    ...factBlocks(facts, lang),
    indexes: indexMemberships(periods, lang),
    issuerItems: { total: items },
    relatedIssuers: related,
    managers: managers.map(({ fact, counterpartyNames, role }) => ({
      role,
      name: pickText(counterpartyNames ?? fact.titles, lang),
      emitent:
        fact.counterpartyId !== null && counterpartyNames
          ? { id: fact.counterpartyId, name: pickText(counterpartyNames, lang) }
          : null,
      // A manager linked to the issuer in the ownership graph is a related party.
      relatedParty:
        related.find((r) => fact.counterpartyId !== null && r.emitent.id === fact.counterpartyId)
          ?.relation ?? null,
    })),
    managersRelatedTo: managerIssues.map((m) => ({
      bondId: m.bondId,
      name: pickText(m.names, lang),
      isin: m.isin,
      issuer: { id: m.emitentId, name: pickText(m.emitentNames, lang) },
      issueDate: m.issueDate,
      manager: pickText(m.managerNames, lang),
      role: asRole(m.role),
    })),
    ...describe(bond, options),
    annualReports: annualReports(reports, lang),
    holders:
      holdersAccess === 'allowed'
        ? { access: 'allowed', count: holders.length, items: holders }
        : { access: holdersAccess, count: holders.length },
    reporting: reportingPeriods(files),
    multipliers: latestMultipliers(multipliers, lang),
    consensus: consensusFigures(consensus, lang),
    provenance: { source: bond.bond.source, asOf: bond.bond.asOf.toISOString() },
  };
  const blocks = EXTRA_BLOCKS.filter((block) =>
    hasData(answer[FIELD[block] as keyof typeof answer]),
  );
  return { ...answer, blocks };
}

/** A page of the issuer's other bonds, newest issue first (spec: 10 a page). */
export async function getIssuerItems(
  db: Db,
  id: number,
  page: number,
  lang: Language,
): Promise<IssuerItemsResponse> {
  const emitentId = await repo.findEmitentOf(db, id);
  if (emitentId === null) throw notFound();
  const [total, rows] = await Promise.all([
    repo.countIssuerItems(db, emitentId, id),
    repo.findIssuerItems(
      db,
      emitentId,
      id,
      ISSUER_ITEMS_PAGE_SIZE,
      (page - 1) * ISSUER_ITEMS_PAGE_SIZE,
    ),
  ]);
  return {
    total,
    page,
    pageSize: ISSUER_ITEMS_PAGE_SIZE,
    items: rows.map((r) => ({
      id: r.id,
      isin: r.isin,
      name: pickText(r.names, lang),
      issueDate: r.issueDate,
      maturityDate: r.maturityDate,
      currency: r.currency,
      couponType: r.couponType as CouponType,
      couponRate: r.couponRate,
      statusId: r.statusId,
      outstandingVolume: r.outstandingVolume,
    })),
  };
}
