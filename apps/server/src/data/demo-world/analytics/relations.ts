import type { LocalizedText } from '@bondsight/contracts';
import type { emitentRelations } from '../../../db/schema/index';
import { chance, integer, pick, stream } from '../random';
import type { IssuerPlan } from '../world/types';

export type RelationRow = typeof emitentRelations.$inferInsert;

/** Each name is the owner's role (the related issuer's): the row points from child to owner. */
const TYPES: Record<string, LocalizedText> = {
  parent: { eng: 'Parent company', rus: 'Материнская компания', chn: '母公司' },
  shareholder: { eng: 'Shareholder', rus: 'Акционер', chn: '股东' },
  spv: {
    eng: 'Sponsor of its financing vehicle (SPV)',
    rus: 'Учредитель SPV',
    chn: '特殊目的融资载体的发起人',
  },
};

/** Companies the showcase bank holds minority stakes in. */
const BANK_STAKES = 12;

/**
 * The ownership graph: issuers with a parent in their country (owning 50-100 %), banks
 * holding minority stakes, SPVs tied to their sponsors. Rows point from the company to its
 * owner (emitent -> related, with the share). The showcase issuer has a bank shareholder and
 * two subsidiaries; the showcase bank holds stakes in a dozen companies.
 */
export function planRelations(
  seed: number,
  issuers: IssuerPlan[],
): { rows: RelationRow[]; parentOf: Map<number, number> } {
  const random = stream(seed, 'relations');
  const rows: RelationRow[] = [];
  const parentOf = new Map<number, number>();
  const companies = issuers.filter((i) => i.kind === 'corporate' || i.kind === 'bank');
  const showcase = issuers.find((i) => i.showcase === 'corporate');
  const bank = issuers.find((i) => i.showcase === 'bank');
  const link = (child: IssuerPlan, owner: IssuerPlan, type: keyof typeof TYPES, share: number) => {
    rows.push({
      emitentId: child.id,
      relatedEmitentId: owner.id,
      relTypeNames: TYPES[type] as LocalizedText,
      share,
    });
    if (type === 'parent' || type === 'spv') parentOf.set(child.id, owner.id);
  };
  if (showcase && bank) link(showcase, bank, 'shareholder', 25.5);
  const subsidiaries = companies
    .filter((c) => showcase && c.country === 'RU' && c.kind === 'corporate' && !c.showcase)
    .slice(0, 2);
  for (const s of subsidiaries)
    if (showcase) link(s, showcase, 'parent', 100 - 10 * integer(random, 0, 4));
  // The showcase bank's portfolio of minority stakes: a graph past 10 nodes (smaller markers,
  // shorter links). Its own stream, so the links drawn below stay as they were.
  const portfolio = stream(seed, 'relations-showcase-bank');
  const stakes = companies
    .filter((c) => !c.showcase && !subsidiaries.includes(c))
    .slice(0, BANK_STAKES);
  for (const c of stakes) if (bank) link(c, bank, 'shareholder', integer(portfolio, 5, 20) + 0.5);
  const banks = companies.filter((c) => c.kind === 'bank').slice(0, 50);
  const seen = new Map<string, IssuerPlan[]>();
  for (const issuer of issuers) {
    if (issuer.kind === 'spv') {
      const sponsor = issuers[(issuer.sponsorId ?? 0) - 1];
      if (sponsor) link(issuer, sponsor, 'spv', 100);
      continue;
    }
    if (
      (issuer.kind !== 'corporate' && issuer.kind !== 'bank') ||
      issuer.showcase ||
      parentOf.has(issuer.id)
    )
      continue;
    const before = seen.get(issuer.country) ?? [];
    const peers = before.slice(-50).filter((c) => !parentOf.has(c.id));
    if (peers.length > 0 && chance(random, 0.2))
      link(issuer, pick(random, peers), 'parent', 50 + integer(random, 1, 50));
    const holders = banks.filter((b) => b.id !== issuer.id);
    if (holders.length > 0 && chance(random, 0.1))
      link(issuer, pick(random, holders), 'shareholder', integer(random, 5, 30) + 0.5);
    seen.set(issuer.country, [...before.slice(-60), issuer]);
  }
  return { rows, parentOf };
}
