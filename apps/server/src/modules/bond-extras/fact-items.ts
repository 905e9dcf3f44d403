import {
  pickText,
  type BondExtrasResponse,
  type Language,
  type LocalizedText,
} from '@bondsight/contracts';
import type { BondFactKind } from '../../db/schema/index';
import type { FactRow } from './bond-extras.repository';

/*
 * bond_facts rows as the blocks' typed items (the kinds' column meanings are listed beside
 * BOND_FACT_KINDS in the schema). Rows come newest first; a block that reads better in
 * another order sorts its items here.
 */

type Extras = BondExtrasResponse;
type FactBlocks = Pick<
  Extras,
  | 'earlyRedemption'
  | 'defaults'
  | 'tapIssues'
  | 'conversion'
  | 'lombard'
  | 'lombardNational'
  | 'structuredProduct'
  | 'covenants'
  | 'investors'
  | 'more'
  | 'news'
  | 'restructuring'
  | 'esgReports'
>;

/** The news block shows the latest ten. */
export const NEWS_LIMIT = 10;

const oneOf = <T extends string>(values: readonly T[], code: string | null, fallback: T): T =>
  values.includes(code as T) ? (code as T) : fallback;

export function factBlocks(rows: readonly FactRow[], lang: Language): FactBlocks {
  const of = (kind: BondFactKind) => rows.map((r) => r.fact).filter((f) => f.kind === kind);
  const text = (value: LocalizedText | null) => (value ? pickText(value, lang) || null : null);
  const title = (value: LocalizedText) => pickText(value, lang);
  const lombard = (code: string) =>
    of('lombard')
      .filter((f) => f.code === code)
      .map((f) => ({ list: title(f.titles), since: f.date, until: f.endDate, discount: f.value }));
  return {
    earlyRedemption: of('early_redemption')
      .map((f) => ({
        type: oneOf(['call', 'make_whole', 'tax_call', 'clean_up'] as const, f.code, 'call'),
        title: title(f.titles),
        from: f.date,
        to: f.endDate,
        price: f.value,
        terms: text(f.texts),
      }))
      .sort((a, b) => (a.from ?? '').localeCompare(b.from ?? '')),
    defaults: of('default').map((f) => ({
      date: f.date ?? '',
      type: oneOf(['coupon', 'principal', 'put_offer'] as const, f.code, 'coupon'),
      amount: f.amount,
      currency: f.currency,
      curedOn: f.endDate,
      text: text(f.texts ?? f.titles),
    })),
    tapIssues: of('tap_issue').map((f) => ({
      date: f.date ?? '',
      amount: f.amount,
      currency: f.currency,
      price: f.value,
      text: text(f.texts ?? f.titles),
    })),
    conversion: of('conversion').map((f) => ({
      type: oneOf(['into_shares', 'new_issue'] as const, f.code, 'into_shares'),
      into: title(f.titles),
      from: f.date,
      to: f.endDate,
      price: f.amount,
      currency: f.currency,
      ratio: f.value,
      terms: text(f.texts),
    })),
    lombard: lombard('central_bank'),
    lombardNational: lombard('national_bank'),
    structuredProduct: of('structured_product').map((f) => ({
      type: f.code ?? 'other',
      underlying: title(f.titles),
      protection: f.value,
      terms: text(f.texts),
    })),
    covenants: of('covenant').map((f) => ({
      type: oneOf(
        ['financial', 'negative_pledge', 'change_of_control', 'cross_default'] as const,
        f.code,
        'financial',
      ),
      title: title(f.titles),
      limit: f.value,
      text: text(f.texts),
    })),
    investors: of('investor')
      .map((f) => ({
        type: f.code ?? 'other',
        name: title(f.titles),
        share: f.value ?? 0,
        date: f.date,
      }))
      .sort((a, b) => b.share - a.share),
    more: of('other').map((f) => ({ title: title(f.titles), text: text(f.texts) })),
    news: of('news')
      .slice(0, NEWS_LIMIT)
      .map((f) => ({
        id: f.id,
        date: f.date ?? '',
        title: title(f.titles),
        text: text(f.texts),
        url: f.url,
        issuerWide: f.emissionId === null,
      })),
    restructuring: of('restructuring').map((f) => ({
      type: oneOf(
        ['consent_solicitation', 'maturity_extension', 'exchange', 'haircut'] as const,
        f.code,
        'consent_solicitation',
      ),
      date: f.date ?? '',
      newMaturity: f.endDate,
      value: f.value,
      text: text(f.texts ?? f.titles),
    })),
    esgReports: of('esg_report').map((f) => ({
      framework: f.code ?? 'other',
      date: f.date ?? '',
      title: title(f.titles),
      text: text(f.texts),
      url: f.url,
    })),
  };
}

/** The holders, largest stake first. */
export function holderItems(rows: readonly FactRow[], lang: Language) {
  return rows
    .filter((r) => r.fact.kind === 'holder')
    .map(({ fact, counterpartyNames }) => ({
      name: pickText(counterpartyNames ?? fact.titles, lang),
      emitent:
        fact.counterpartyId !== null && counterpartyNames
          ? { id: fact.counterpartyId, name: pickText(counterpartyNames, lang) }
          : null,
      asOf: fact.date ?? '',
      amount: fact.amount,
      currency: fact.currency,
      share: fact.value,
    }))
    .sort((a, b) => (b.share ?? 0) - (a.share ?? 0));
}

const ROLE_ORDER = ['lead_manager', 'co_manager', 'paying_agent', 'trustee'] as const;
type Role = (typeof ROLE_ORDER)[number];

export const asRole = (code: string | null): Role => oneOf(ROLE_ORDER, code, 'co_manager');

/** The issue's managers and agents, lead first. */
export function managerRows(rows: readonly FactRow[]) {
  return rows
    .filter((r) => r.fact.kind === 'manager')
    .map((r) => ({ ...r, role: asRole(r.fact.code) }))
    .sort((a, b) => ROLE_ORDER.indexOf(a.role) - ROLE_ORDER.indexOf(b.role));
}
