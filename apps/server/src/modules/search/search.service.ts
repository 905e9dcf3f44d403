import type { Language, SearchType, SuggestItem, SearchStatus } from '@bondsight/contracts';
import {
  SEARCH_PAGE_SIZE,
  SEARCH_STATUSES,
  SEARCH_TERM_MIN_LENGTH,
  SEARCH_TOTAL_CAP,
  SUGGEST_COUNT_CAP,
  SUGGEST_LIMIT,
} from '@bondsight/contracts';
import type { Db } from '../../db/client';
import { highlightTitle } from './highlight';
import { normalise, switchLayout, transliterate } from './search-text';
import { ensureFresh } from './search-freshness';
import * as repo from './search.repository';
import type { EntityMatch } from './search.repository';

/** search_entries.entity_type of each tab (the tab names themselves). */
const ENTITY_TYPE: Record<SearchType, string> = {
  bonds: 'bonds',
  stocks: 'stocks',
  etf: 'etf',
  indexes: 'indexes',
  companies: 'companies',
};

type Names = Record<string, string>;

/** The name in the request language, else English, else any. */
const titleOf = (names: Names | null | undefined, lang: Language): string =>
  names?.[lang] ?? names?.eng ?? Object.values(names ?? {})[0] ?? '';

/** What an entity shows: its title, the texts a match may be on, its codes. */
interface Shown {
  title: string;
  /** Texts by field (names of every language under 'name'). */
  texts: Record<string, string[]>;
  ticker?: string[];
}

const codes = (...values: (string | null)[]) => [
  ...new Set(values.filter((v): v is string => !!v)),
];
const allNames = (...sets: (Names | null | undefined)[]) =>
  sets.flatMap((set) => Object.values(set ?? {}));

async function shownEntities(
  db: Db,
  type: SearchType,
  ids: number[],
  lang: Language,
): Promise<Map<number, Shown>> {
  const shown = new Map<number, Shown>();
  if (ids.length === 0) return shown;
  if (type === 'bonds') {
    for (const b of await repo.bondDetails(db, ids))
      shown.set(b.id, {
        title: titleOf(b.names, lang),
        texts: {
          name: allNames(b.names),
          isin: codes(b.isin),
          ticker: codes(b.secid),
          regnum: codes(b.registrationNumber),
          issuer: [titleOf(b.issuerNames, lang), ...allNames(b.issuerNames)],
        },
        ticker: codes(b.secid, b.isin),
      });
  } else if (type === 'companies') {
    for (const c of await repo.companyDetails(db, ids))
      shown.set(c.id, {
        title: titleOf(c.names, lang),
        texts: { name: allNames(c.names, c.fullNames), regnum: codes(c.registryCode) },
      });
  } else if (type === 'indexes') {
    for (const i of await repo.indexDetails(db, ids))
      shown.set(i.id, {
        title: titleOf(i.names, lang),
        texts: { name: allNames(i.names), ticker: [i.code] },
        ticker: [i.code],
      });
  } else {
    for (const q of await repo.equityDetails(db, ids))
      shown.set(q.id, {
        title: titleOf(q.names, lang),
        texts: { name: allNames(q.names), isin: codes(q.isin), ticker: [q.ticker] },
        ticker: codes(q.ticker, q.isin),
      });
  }
  return shown;
}

/** The original text a matched row was built from (null when it is the title's own). */
function matchedText(shown: Shown, match: EntityMatch): string | null {
  const candidates =
    match.field === 'layout' || match.field === 'translit'
      ? (shown.texts.name ?? [])
      : (shown.texts[match.field] ?? []);
  const formOf = (text: string) => {
    const n = normalise(text);
    if (match.field === 'layout') return switchLayout(n);
    if (match.field === 'translit') return transliterate(n);
    return n;
  };
  return candidates.find((text) => formOf(text) === match.term) ?? candidates[0] ?? null;
}

function toItem(shown: Shown, match: EntityMatch, term: string): SuggestItem {
  return {
    id: match.entityId,
    ttl: highlightTitle(shown.title, term, matchedText(shown, match)),
    name: shown.title,
    ...(shown.ticker ? { ticker: shown.ticker } : {}),
    status: SEARCH_STATUSES[match.activity] ?? ('live' satisfies SearchStatus),
  };
}

/**
 * Matched entities in order, prefix matches first, then trigram ones, up to `want`. The
 * trigram query runs when the prefix matches fill fewer than `fuzzyBelow` places: a term
 * with enough prefix matches lists nothing fuzzy anyway (prefix first), so the suggest calls
 * skip its cost; the count is then of the prefix matches.
 */
async function findMatches(
  db: Db,
  type: SearchType,
  term: string,
  stop: number[],
  want: number,
  fuzzyBelow: number,
): Promise<EntityMatch[]> {
  const entityType = ENTITY_TYPE[type];
  const prefix = await repo.prefixMatches(db, entityType, term, stop, want);
  if (prefix.length >= fuzzyBelow) return prefix;
  const seen = new Set(prefix.map((m) => m.entityId));
  // Trigrams of the Latin form only: pg_trgm sees no letters outside the database's LC_CTYPE
  // (none but ASCII on a C-locale cluster, where a Cyrillic term would scan the whole table),
  // and every Cyrillic name has a transliterated row. No three Latin letters or digits in a
  // row: no trigram to look up, so no fuzzy matches. A term with digits is a code (ISIN,
  // ticker, series number), typed exactly: its trigrams ("000", "ru0") sit in hundreds of
  // thousands of rows of every type, so it is matched by prefix only.
  const latin = transliterate(term);
  if (!/[a-z0-9]{3}/.test(latin) || /\d/.test(latin)) return prefix;
  const fuzzy = await repo.trigramMatches(db, entityType, latin, stop, want);
  return [...prefix, ...fuzzy.filter((m) => !seen.has(m.entityId))].slice(0, want);
}

async function itemsOf(
  db: Db,
  type: SearchType,
  matches: EntityMatch[],
  term: string,
  lang: Language,
) {
  const shown = await shownEntities(
    db,
    type,
    matches.map((m) => m.entityId),
    lang,
  );
  return matches.flatMap((match) => {
    const entity = shown.get(match.entityId);
    return entity ? [toItem(entity, match, term)] : [];
  });
}

/** The spec's minimum: more than 2 characters after trimming. */
const tooShort = (term: string) => [...term.trim()].length < SEARCH_TERM_MIN_LENGTH;

/** "stop" ids from the companies call: an array, or a comma-separated string. */
export function stopStatuses(value: number[] | string | undefined): number[] {
  if (value === undefined) return [];
  const ids = Array.isArray(value)
    ? value
    : value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
        .map(Number);
  return [...new Set(ids)].filter((id) => id >= 0 && id < SEARCH_STATUSES.length);
}

export interface SearchContext {
  db: Db;
  lang: Language;
  /** Where a background rebuild's failure is logged. */
  onBuildError: (error: unknown) => void;
}

/** The data version the entries are built for when current (answers may be kept), else null. */
export const entriesVersion = (ctx: SearchContext) => ensureFresh(ctx.db, ctx.onBuildError);

export async function suggest(
  ctx: SearchContext,
  type: SearchType,
  rawTerm: string,
  stop: number[] = [],
) {
  if (tooShort(rawTerm))
    return { items: [], counter_title: '0', search_error: 'search_term_too_short' as const };
  await ensureFresh(ctx.db, ctx.onBuildError);
  const term = normalise(rawTerm);
  const matches = await findMatches(ctx.db, type, term, stop, SUGGEST_COUNT_CAP + 1, SUGGEST_LIMIT);
  const count = matches.length;
  return {
    items: await itemsOf(ctx.db, type, matches.slice(0, SUGGEST_LIMIT), term, ctx.lang),
    counter_title: count > SUGGEST_COUNT_CAP ? `${SUGGEST_COUNT_CAP}+` : String(count),
    search_error: null,
  };
}

export async function searchPage(
  ctx: SearchContext,
  type: SearchType,
  rawTerm: string,
  page: number,
) {
  const empty = { items: [], total: 0, total_capped: false, page, pageSize: SEARCH_PAGE_SIZE };
  if (tooShort(rawTerm)) return { ...empty, search_error: 'search_term_too_short' as const };
  await ensureFresh(ctx.db, ctx.onBuildError);
  const term = normalise(rawTerm);
  const want = SEARCH_TOTAL_CAP + 1;
  const matches = await findMatches(ctx.db, type, term, [], want, want);
  const capped = matches.slice(0, SEARCH_TOTAL_CAP);
  const onPage = capped.slice((page - 1) * SEARCH_PAGE_SIZE, page * SEARCH_PAGE_SIZE);
  return {
    ...empty,
    items: await itemsOf(ctx.db, type, onPage, term, ctx.lang),
    total: Math.min(matches.length, SEARCH_TOTAL_CAP),
    total_capped: matches.length > SEARCH_TOTAL_CAP,
    search_error: null,
  };
}
