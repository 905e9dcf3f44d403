import type { LocalizedText } from '@bondsight/contracts';
import type { documents } from '../../../db/schema/index';
import { annualReport } from '../../names/index';
import type { BondPlan, IssuerPlan } from '../world/types';

export type DocumentRow = typeof documents.$inferInsert;

const KINDS: Record<string, LocalizedText> = {
  prospectus: { eng: 'Prospectus', rus: 'Проспект ценных бумаг', chn: '募集说明书' },
  decision: {
    eng: 'Decision on the issue',
    rus: 'Решение о выпуске ценных бумаг',
    chn: '发行决议',
  },
  terms: { eng: 'Final terms', rus: 'Окончательные условия', chn: '最终条款' },
  report: { eng: 'Annual report', rus: 'Годовой отчёт', chn: '年度报告' },
};

/** A bond's documents: prospectus, decision on the issue (Russian bonds), final terms abroad. */
export function bondDocuments(bond: BondPlan): DocumentRow[] {
  const russian = bond.issuer.country === 'RU' || bond.issuer.country === 'KZ';
  const language =
    russian && bond.stored.currency !== 'USD' && bond.stored.currency !== 'EUR' ? 'rus' : 'eng';
  const kinds =
    russian && language === 'rus' ? ['prospectus', 'decision'] : ['prospectus', 'terms'];
  return kinds.map((kind, k) => ({
    emissionId: bond.id,
    emitentId: bond.issuer.id,
    kind,
    names: KINDS[kind] as LocalizedText,
    language,
    date: bond.stored.issueDate,
    url: `/files/demo/documents/bonds/${bond.id}/${kind}-${language}.pdf`,
    mimetype: 'application/pdf',
    sizeBytes: 180_000 + ((bond.id * 7919 + k * 104_729) % 2_500_000),
  }));
}

/** An issuer's annual reports of the last two years. */
export function issuerDocuments(issuer: IssuerPlan, year: number): DocumentRow[] {
  if (issuer.kind === 'spv' || issuer.kind === 'sovereign') return [];
  const languages = issuer.country === 'RU' ? ['rus', 'eng'] : ['eng'];
  return [year - 1, year - 2].flatMap((y) =>
    languages.map((language) => ({
      emissionId: null,
      emitentId: issuer.id,
      kind: 'report',
      names: annualReport(y),
      language,
      date: `${y + 1}-04-30`,
      url: `/files/demo/documents/issuers/${issuer.id}/annual-${y}-${language}.pdf`,
      mimetype: 'application/pdf',
      sizeBytes: 900_000 + ((issuer.id * 31 + y) % 5_000_000),
    })),
  );
}
