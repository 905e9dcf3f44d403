import { pickText, type Language } from '@bondsight/contracts';
import { readLabels } from '@bondsight/labels';
import type { Db } from '../../db/client';
import * as repo from './pages.repository';

export type PageKind = 'bond' | 'company' | 'index' | 'stock' | 'etf';

export interface PageText {
  title: string;
  description: string;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, key: string) => values[key] ?? '');

/** Title and description of an entity page, or null when the entity does not exist. */
export async function describePage(
  db: Db,
  kind: PageKind,
  id: number,
  lang: Language,
): Promise<PageText | null> {
  const labels = readLabels(lang, 'common') ?? {};
  const appName = labels.app_name ?? 'Bondsight';
  const titled = (name: string, description: string): PageText => ({
    title: `${name} — ${appName}`,
    description,
  });

  switch (kind) {
    case 'bond': {
      const bond = await repo.findBondMeta(db, id);
      if (!bond) return null;
      const name = pickText(bond.names, lang);
      const values = {
        name,
        isin: bond.isin ?? '',
        issuer: pickText(bond.emitentNames, lang),
        currency: bond.currency,
        maturity: bond.maturityDate ?? '',
        coupon: bond.couponRate === null ? '' : String(bond.couponRate),
      };
      return titled(
        bond.isin ? `${name} (${bond.isin})` : name,
        fill(labels.meta_bond_description ?? '', values),
      );
    }
    case 'company': {
      const company = await repo.findCompanyMeta(db, id);
      if (!company) return null;
      const name = pickText(company.names, lang);
      return titled(name, fill(labels.meta_company_description ?? '', { name }));
    }
    case 'index': {
      const index = await repo.findIndexMeta(db, id);
      if (!index) return null;
      const name = pickText(index.names, lang);
      return titled(name, fill(labels.meta_index_description ?? '', { name, code: index.code }));
    }
    case 'stock':
    case 'etf': {
      const equity = await repo.findEquityMeta(db, id);
      if (!equity || equity.kind !== kind) return null;
      const name = pickText(equity.names, lang);
      return titled(
        name,
        fill(labels.meta_equity_description ?? '', { name, ticker: equity.ticker }),
      );
    }
  }
}

/** A page without an entity: its title is a label of the `common` module or of another one. */
export function describeStaticPage(
  lang: Language,
  titleKey: string,
  titleModule = 'common',
): PageText {
  const labels = readLabels(lang, 'common') ?? {};
  const appName = labels.app_name ?? 'Bondsight';
  const title = (readLabels(lang, titleModule) ?? {})[titleKey];
  return {
    title: title ? `${title} — ${appName}` : appName,
    description: labels.app_tagline ?? '',
  };
}
