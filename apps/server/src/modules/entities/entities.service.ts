import { pickText, type Language } from '@bondsight/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import * as repo from './entities.repository';

export async function getCompany(db: Db, id: number, lang: Language) {
  const row = await repo.findCompany(db, id);
  if (!row) throw notFound();
  const { emitent } = row;
  return {
    id: emitent.id,
    name: pickText(emitent.names, lang),
    fullName: pickText(emitent.fullNames, lang),
    country: { id: emitent.countryId, name: pickText(row.country, lang) },
    region: row.region ? pickText(row.region, lang) : null,
    sector: emitent.sector,
    isSovereign: emitent.isSovereign,
    bonds: row.bonds.map((b) => ({ id: b.id, name: pickText(b.names, lang), isin: b.isin })),
  };
}

export async function getIndex(db: Db, id: number, lang: Language) {
  const row = await repo.findIndex(db, id);
  if (!row) throw notFound();
  return {
    id: row.index.id,
    code: row.index.code,
    name: pickText(row.index.names, lang),
    currency: row.currency,
    latest: row.latest,
    provenance: { source: row.index.source, asOf: row.latest?.date ?? '' },
  };
}

export async function getEquity(db: Db, id: number, kind: 'stock' | 'etf', lang: Language) {
  const row = await repo.findEquity(db, id);
  if (!row || row.equity.kind !== kind) throw notFound();
  const { equity } = row;
  return {
    id: equity.id,
    kind,
    ticker: equity.ticker,
    isin: equity.isin,
    name: pickText(equity.names, lang),
    emitent:
      equity.emitentId && row.emitentNames
        ? { id: equity.emitentId, name: pickText(row.emitentNames, lang) }
        : null,
    currency: row.currency,
  };
}
