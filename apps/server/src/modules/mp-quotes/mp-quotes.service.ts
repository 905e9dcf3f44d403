import {
  EXCEL_EXPORT_MAX_POINTS,
  LATEST_TICKS_LIMIT,
  OLD_DATA_DAYS,
  pickText,
  type AccessSubject,
  type Language,
  type MpQuotesResponse,
  type QuoteRow,
  type QuoteSource,
  type RequestDataState,
} from '@bondsight/contracts';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { findLife } from '../../lib/bond-life-query';
import { keepFitTSpreads } from '../../lib/benchmark-query';
import { revealer } from '../../lib/masking';
import * as repo from './mp-quotes.repository';
import { decideSource, requestDataOf, type RequestStatus } from './quote-access';
import { rowYields } from './row-yields';
import {
  daysBefore,
  participantQuoteRow,
  tickQuoteRow,
  type ParticipantQuoteRow,
  type RowSource,
  type TickRow,
} from './quote-rows';

/**
 * The host of the responsible persons' chat (spec: /user/{response_person_id}/ on a chat host
 * {host}; the host itself is not given). A reserved example domain, like the demo dealers' sites.
 */
export const CHAT_HOST = 'https://chat.bondsight.example';

export interface MpQuotesPath {
  bondId: number;
  emitentId: number;
  bondStatusId: number;
}

export interface Asker {
  subject: AccessSubject;
  /** The signed-in user, whose quotes requests decide hidden quotes; null for a visitor. */
  userId: number | null;
  lang: Language;
  /** The server's UTC date (YYYY-MM-DD): the old-data notice counts days from it. */
  today: string;
}

/** The path names a bond, its issuer and its status: a mismatch is a stale page (404 + field). */
async function checkBond(db: Db, path: MpQuotesPath) {
  const bond = await repo.findBond(db, path.bondId);
  if (!bond) throw notFound();
  const stale = (field: string) =>
    new AppError('not_found', 'not_found', { [`params.${field}`]: 'field_invalid_value' });
  if (bond.emitentId !== path.emitentId) throw stale('emitentId');
  if (bond.statusId !== path.bondStatusId) throw stale('bondStatusId');
}

/**
 * Whether this asker's answer is everyone's with the same access profile: true unless the user
 * has asked a participant for its quotes (those requests reveal hidden quotes and set the
 * request links), so such an answer may be shared from the answer cache.
 */
export async function isSharedAnswer(db: Db, asker: Pick<Asker, 'userId'>): Promise<boolean> {
  return asker.userId === null || !(await repo.hasQuoteRequests(db, asker.userId));
}

/** Spec: the notice shows when the latest quote is over 7 days old and there are < 2500 points. */
const isOld = (latestDate: string, points: number, today: string) =>
  latestDate < daysBefore(today, OLD_DATA_DAYS) && points < EXCEL_EXPORT_MAX_POINTS;

/** The user's latest request per ground (rows come newest first). */
function latestRequests(rows: { groundId: number | null; status: RequestStatus }[]) {
  const byGround = new Map<number, RequestStatus>();
  for (const row of rows)
    if (row.groundId !== null && !byGround.has(row.groundId))
      byGround.set(row.groundId, row.status);
  return byGround;
}

interface Source extends RowSource {
  isParticipant: boolean;
  latestDate: string;
  points: number;
  reveal: ReturnType<typeof revealer>;
  request: RequestDataState | null;
}

export async function getMpQuotes(
  db: Db,
  path: MpQuotesPath,
  asker: Asker,
): Promise<MpQuotesResponse> {
  await checkBond(db, path);
  const { bondId } = path;
  const [grounds, participants, life, offers] = await Promise.all([
    repo.findTickGrounds(db, bondId),
    repo.findParticipants(db, bondId),
    findLife(db, bondId, asker.today),
    repo.findOfferDates(db, bondId),
  ]);
  if (!life) throw notFound();
  const hidden = participants.filter((p) => p.hideQuotes).map((p) => p.id);
  const requests = latestRequests(
    asker.userId === null ? [] : await repo.findQuoteRequests(db, asker.userId, hidden),
  );
  const sourceOf = (
    base: Omit<Source, 'reveal' | 'request' | 'isParticipant'>,
    isParticipant: boolean,
  ): Source => {
    const request = requests.get(base.id) ?? null;
    const decision = decideSource(asker.subject, base.id, base.hideQuotes, request);
    return {
      ...base,
      isParticipant,
      reveal: revealer(decision),
      request: decision === 'allowed' ? null : requestDataOf(base.id, base.hideQuotes, request),
    };
  };
  const sources: Source[] = [
    ...grounds.map((g) =>
      sourceOf(
        {
          id: g.id,
          name: pickText(g.names, asker.lang),
          url: null,
          emitentId: null,
          responsePersonId: null,
          hideQuotes: false,
          latestDate: g.latestDate,
          points: g.points,
        },
        false,
      ),
    ),
    ...participants.map((p) =>
      sourceOf(
        {
          id: p.id,
          name: pickText(p.names, asker.lang),
          url: p.url,
          emitentId: p.emitentId,
          responsePersonId: p.responsePersonId,
          hideQuotes: p.hideQuotes,
          latestDate: p.latestDate,
          points: p.points,
        },
        true,
      ),
    ),
  ];
  // "Price today" is the bond's latest quote day: the world's data may end before the clock.
  const dateLabel = sources.reduce<string | null>(
    (latest, s) => (latest === null || s.latestDate > latest ? s.latestDate : latest),
    null,
  );
  const [ticks, quotes, contacts] = await Promise.all([
    // A stored T-spread is shown only against a benchmark fit on its day (lib/benchmark-rule).
    grounds.length > 0
      ? repo
          .findLatestTicks(db, bondId, LATEST_TICKS_LIMIT)
          .then((rows) => keepFitTSpreads(db, bondId, rows))
      : [],
    participants.length > 0 && dateLabel
      ? repo.findParticipantQuotes(db, bondId, LATEST_TICKS_LIMIT, dateLabel)
      : [],
    repo.findContacts(db, [
      ...new Set(participants.flatMap((p) => (p.emitentId === null ? [] : [p.emitentId]))),
    ]),
  ]);
  return {
    ...tables(sources, ticks, quotes, bondId, dateLabel, rowYields(life, offers)),
    contacts: contactsMap(contacts, asker.lang),
    date_label: dateLabel,
    request_data: Object.fromEntries(
      sources.flatMap((s) => (s.request ? [[String(s.id), s.request]] : [])),
    ),
    market_participants: sources.map((s) => toQuoteSource(s, asker.today)),
  };
}

/**
 * The three tables of the block, each by source (in the tabs' order), newest first; each row's
 * yields as its day allows them (`yieldsOn`: the bond's life, see row-yields.ts).
 */
function tables(
  sources: Source[],
  ticks: TickRow[],
  quotes: ParticipantQuoteRow[],
  bondId: number,
  dateLabel: string | null,
  yieldsOn: ReturnType<typeof rowYields>,
): Pick<MpQuotesResponse, 'quotes' | 'priceToday' | 'endOfDayPrices'> {
  const last: QuoteRow[] = [];
  const today: QuoteRow[] = [];
  const endOfDay: QuoteRow[] = [];
  for (const source of sources) {
    if (!source.isParticipant) {
      for (const tick of ticks.filter((t) => t.tradingGroundId === source.id)) {
        const yields = yieldsOn(tick.date, tick.offerDate);
        const row = tickQuoteRow(tick, source, bondId, source.reveal, yields);
        last.push(row);
        if (tick.date === dateLabel) today.push(row);
        // A day with a close or a valuation; a day of bids and asks only has no end price.
        if ((tick.indicativePrice ?? tick.legalClosePrice) !== null) endOfDay.push(row);
      }
      continue;
    }
    for (const quote of quotes.filter((q) => q.participantId === source.id)) {
      const row = participantQuoteRow(quote, source, source.reveal, yieldsOn(quote.date, null));
      if (quote.rankAll <= LATEST_TICKS_LIMIT) last.push(row);
      if (quote.date === dateLabel) today.push(row);
      if (quote.endOfDay && quote.rankKind <= LATEST_TICKS_LIMIT) endOfDay.push(row);
    }
  }
  return { quotes: last, priceToday: today, endOfDayPrices: endOfDay };
}

function contactsMap(
  rows: Awaited<ReturnType<typeof repo.findContacts>>,
  lang: Language,
): MpQuotesResponse['contacts'] {
  const map: MpQuotesResponse['contacts'] = {};
  for (const row of rows)
    (map[String(row.emitentId)] ??= []).push({ ttl: pickText(row.ttl, lang) });
  return map;
}

function toQuoteSource(source: Source, today: string): QuoteSource {
  return {
    trading_ground_id: source.id,
    name: source.name,
    url: source.url,
    is_participant: source.isParticipant,
    mp_contacts_emitent_id: source.emitentId,
    response_person_id: source.responsePersonId,
    chat_url:
      source.responsePersonId === null ? null : `${CHAT_HOST}/user/${source.responsePersonId}/`,
    hide_quotes: source.hideQuotes,
    latest_date: source.latestDate,
    points: source.points,
    old_data: isOld(source.latestDate, source.points, today),
  };
}
