import {
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import type { LocalizedText } from '@bondsight/contracts';
import { emissions } from './bonds';
import { emitents } from './issuers';
import { localized } from './reference';
import { provenance } from './provenance';

/**
 * The kinds of fact `bond_facts` carries: the bond page's extra blocks that no other table
 * holds (spec, bond page section 2, "Extra blocks"). What each column means per kind is
 * written beside the kind; the API turns a row into the block's own typed item.
 */
export const BOND_FACT_KINDS = [
  /** code: call | make_whole | tax_call | clean_up; date..endDate: when; value: price, % of face. */
  'early_redemption',
  /** code: coupon | principal | put_offer; date: missed payment; endDate: cured on; amount. */
  'default',
  /** date: placement; amount: face value added; value: placement price, % of face. */
  'tap_issue',
  /** code: into_shares | new_issue; date..endDate: window; amount: conversion price; value: ratio. */
  'conversion',
  /** code: central_bank | national_bank; date: included; endDate: excluded; value: discount, %. */
  'lombard',
  /** code: payoff type; titles: underlying; value: capital protection, % of face. */
  'structured_product',
  /** code: financial | negative_pledge | change_of_control | cross_default; value: the limit. */
  'covenant',
  /** code: investor type; value: share of the placement, %. */
  'investor',
  /** counterparty or titles: holder; date: as of; amount: face held; value: share of issue, %. */
  'holder',
  /** Other facts ("more"): titles and texts. */
  'other',
  /** date, titles (headline), texts (body); issuer-wide when emission_id is null. */
  'news',
  /** code: lead_manager | co_manager | paying_agent | trustee; counterparty: the manager. */
  'manager',
  /** code: consent_solicitation | maturity_extension | exchange | haircut; date; endDate: new maturity. */
  'restructuring',
  /** code: framework (gri | green_bond_framework | second_party_opinion); issuer-wide. */
  'esg_report',
] as const;
export type BondFactKind = (typeof BOND_FACT_KINDS)[number];

/**
 * One fact of a bond (or, with emission_id null, of its issuer for all its bonds): a
 * dated event, a term, a list membership, a party. One generic table rather than fourteen
 * small ones: every kind is a date or two, an amount, one number, a subtype code, a party
 * and texts in the interface languages, and the page reads them together.
 */
export const bondFacts = pgTable(
  'bond_facts',
  {
    id: serial('id').primaryKey(),
    /** The issuer the fact concerns (the bond's own issuer for bond facts). */
    emitentId: integer('emitent_id')
      .notNull()
      .references(() => emitents.id, { onDelete: 'cascade' }),
    /** Null: the fact belongs to the issuer and shows on each of its bonds. */
    emissionId: integer('emission_id').references(() => emissions.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<BondFactKind>().notNull(),
    /** The subtype within the kind (see BOND_FACT_KINDS). */
    code: text('code'),
    date: date('date'),
    endDate: date('end_date'),
    /** A money amount in `currency`. */
    amount: doublePrecision('amount'),
    currency: text('currency'),
    /** The kind's one number: a price or share in %, a ratio, a covenant limit. */
    value: doublePrecision('value'),
    /** A party known as an issuer here: a manager bank, a holder. */
    counterpartyId: integer('counterparty_id').references(() => emitents.id, {
      onDelete: 'set null',
    }),
    titles: localized('titles'),
    texts: jsonb('texts').$type<LocalizedText>(),
    url: text('url'),
    ...provenance(),
  },
  (t) => [
    index('bond_facts_emission_idx').on(t.emissionId, t.kind),
    index('bond_facts_emitent_idx').on(t.emitentId, t.kind),
    index('bond_facts_counterparty_idx').on(t.counterpartyId, t.kind),
    // The listings (lombard, ...) starting or ending in the days an as-of move passes.
    index('bond_facts_kind_date_idx').on(t.kind, t.date),
    index('bond_facts_kind_end_idx').on(t.kind, t.endDate),
  ],
);
