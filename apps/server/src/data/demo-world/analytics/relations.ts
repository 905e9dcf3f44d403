import { INVERSE_RELATION, type LocalizedText, type RelationType } from '@bondsight/contracts';
import type { emitentRelations } from '../../../db/schema/index';
import { chance, integer, pick, stream } from '../random';
import type { IssuerPlan } from '../world/types';

export type RelationRow = typeof emitentRelations.$inferInsert;

/** What the related company is to the issuer, in every language (a row names the other side). */
const ROLES: Record<RelationType, LocalizedText> = {
  parent: {
    eng: 'Parent company',
    rus: 'Материнская компания',
    chn: '母公司',
    pol: 'Spółka dominująca',
    ita: 'Società controllante',
    deu: 'Muttergesellschaft',
    esp: 'Sociedad matriz',
    fra: 'Société mère',
    tur: 'Ana şirket',
    ukr: 'Материнська компанія',
  },
  subsidiary: {
    eng: 'Subsidiary',
    rus: 'Дочерняя компания',
    chn: '子公司',
    pol: 'Spółka zależna',
    ita: 'Società controllata',
    deu: 'Tochtergesellschaft',
    esp: 'Filial',
    fra: 'Filiale',
    tur: 'Bağlı ortaklık',
    ukr: 'Дочірня компанія',
  },
  shareholder: {
    eng: 'Shareholder',
    rus: 'Акционер',
    chn: '股东',
    pol: 'Akcjonariusz',
    ita: 'Azionista',
    deu: 'Aktionär',
    esp: 'Accionista',
    fra: 'Actionnaire',
    tur: 'Hissedar',
    ukr: 'Акціонер',
  },
  holding: {
    eng: 'Minority holding',
    rus: 'Миноритарная доля участия',
    chn: '参股公司',
    pol: 'Udział mniejszościowy',
    ita: 'Partecipazione di minoranza',
    deu: 'Minderheitsbeteiligung',
    esp: 'Participación minoritaria',
    fra: 'Participation minoritaire',
    tur: 'Azınlık payı',
    ukr: 'Міноритарна частка участі',
  },
  sponsor: {
    eng: 'Sponsor',
    rus: 'Учредитель',
    chn: '发起人',
    pol: 'Sponsor',
    ita: 'Promotore',
    deu: 'Sponsor',
    esp: 'Patrocinador',
    fra: 'Sponsor',
    tur: 'Sponsor',
    ukr: 'Засновник',
  },
  spv: {
    eng: 'Financing vehicle (SPV)',
    rus: 'Финансовая компания (SPV)',
    chn: '特殊目的融资载体',
    pol: 'Spółka celowa (SPV)',
    ita: 'Veicolo di finanziamento (SPV)',
    deu: 'Finanzierungsgesellschaft (SPV)',
    esp: 'Vehículo de financiación (SPV)',
    fra: 'Véhicule de financement (SPV)',
    tur: 'Finansman aracı (SPV)',
    ukr: 'Фінансова компанія (SPV)',
  },
};

/** Companies the showcase bank holds minority stakes in. */
const BANK_STAKES = 12;

/**
 * The ownership graph: issuers with a parent in their country (owning 50-100 %), banks
 * holding minority stakes, SPVs tied to their sponsors. Every link is two rows, one from each
 * side, each naming what the other company is to it, with the share the owner holds. The showcase issuer has a bank shareholder and
 * two subsidiaries; the showcase bank holds stakes in a dozen companies.
 */
export function planRelations(
  seed: number,
  issuers: IssuerPlan[],
): { rows: RelationRow[]; parentOf: Map<number, number> } {
  const random = stream(seed, 'relations');
  const rows: RelationRow[] = [];
  const parentOf = new Map<number, number>();
  /** How much of each company its owners hold, %; which pairs are linked. */
  const owned = new Map<number, number>();
  const linked = new Set<string>();
  const companies = issuers.filter((i) => i.kind === 'corporate' || i.kind === 'bank');
  const showcase = issuers.find((i) => i.showcase === 'corporate');
  const bank = issuers.find((i) => i.showcase === 'bank');
  /** A link from both sides: the owned company's row names its owner, the owner's its stake. */
  const link = (
    child: IssuerPlan,
    owner: IssuerPlan,
    type: 'parent' | 'shareholder' | 'sponsor',
    share: number,
  ) => {
    // A company is owned at most 100 %, and two companies are linked once: a later stake
    // takes what is left (a parent bought after a bank's stake holds the rest).
    const pair = [child.id, owner.id].sort((a, b) => a - b).join(':');
    const held = Math.min(share, 100 - (owned.get(child.id) ?? 0));
    if (linked.has(pair) || held < 1) return;
    linked.add(pair);
    owned.set(child.id, (owned.get(child.id) ?? 0) + held);
    share = held;
    const inverse = INVERSE_RELATION[type];
    rows.push(
      {
        emitentId: child.id,
        relatedEmitentId: owner.id,
        relType: type,
        relTypeNames: ROLES[type],
        share,
      },
      {
        emitentId: owner.id,
        relatedEmitentId: child.id,
        relType: inverse,
        relTypeNames: ROLES[inverse],
        share,
      },
    );
    if (type === 'parent' || type === 'sponsor') parentOf.set(child.id, owner.id);
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
      if (sponsor) link(issuer, sponsor, 'sponsor', 100);
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
