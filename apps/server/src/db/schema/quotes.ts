import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  time,
} from 'drizzle-orm/pg-core';
import { emissions } from './bonds';
import { emitents } from './issuers';
import { localized, tradingGrounds } from './reference';
import { provenance } from './provenance';

/**
 * Market participants (dealers, brokers) who quote bonds; in the spec's quote row they are a
 * trading ground (trading_ground_id, name, url) with a company (mp_contacts_emitent_id) and a
 * responsible person for the chat link.
 */
export const marketParticipants = pgTable('market_participants', {
  id: integer('id')
    .primaryKey()
    .references(() => tradingGrounds.id),
  url: text('url'),
  emitentId: integer('emitent_id').references(() => emitents.id),
  responsePersonId: integer('response_person_id'),
  /** The participant asked to show its quotes only on request. */
  hideQuotes: boolean('hide_quotes').notNull().default(false),
});

/** The spec's contacts: per participant company, entries whose text may hold a telegram link. */
export const participantContacts = pgTable(
  'participant_contacts',
  {
    id: serial('id').primaryKey(),
    emitentId: integer('emitent_id')
      .notNull()
      .references(() => emitents.id, { onDelete: 'cascade' }),
    ttl: localized('ttl'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('participant_contacts_emitent_idx').on(t.emitentId)],
);

/** A participant's quote of a bond at a moment: the spec's quote row. */
export const participantQuotes = pgTable(
  'participant_quotes',
  {
    id: serial('id').primaryKey(),
    emissionId: integer('emission_id')
      .notNull()
      .references(() => emissions.id, { onDelete: 'cascade' }),
    participantId: integer('participant_id')
      .notNull()
      .references(() => marketParticipants.id),
    date: date('date').notNull(),
    time: time('time'),
    buyingQuote: doublePrecision('buying_quote'),
    sellingQuote: doublePrecision('selling_quote'),
    indicativePrice: doublePrecision('indicative_price'),
    indicativeYieldBid: doublePrecision('indicative_yield_bid'),
    indicativeYieldAsk: doublePrecision('indicative_yield_ask'),
    clearanceProfitEffect: doublePrecision('clearance_profit_effect'),
    ytoBid: doublePrecision('yto_bid'),
    ytoOffer: doublePrecision('yto_offer'),
    offerProfitEffect: doublePrecision('offer_profit_effect'),
    tSpread: doublePrecision('t_spread'),
    gSpread: doublePrecision('g_spread'),
    tradingVolume: doublePrecision('trading_volume'),
    /** End-of-day price (the "end-of-day prices" table) vs an intraday quote. */
    endOfDay: boolean('end_of_day').notNull().default(false),
    ...provenance(),
  },
  (t) => [index('participant_quotes_emission_idx').on(t.emissionId, t.date)],
);
