import {
  COMPARE_TAB_LIMIT,
  pickText,
  type AutocompleteRequest,
  type AutocompleteResponse,
  type CompareGroundsRequest,
  type CompareGroundsResponse,
  type Language,
} from '@bondsight/contracts';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { findLives } from '../../lib/bond-life-query';
import type { BondLife } from '../../lib/bond-life';
import * as repo from './comparison.repository';

/**
 * The comparison search (spec, issuer blocks: "Comparison search"): the route's access rule
 * ("bond.compare") has let only full access in.
 */
export async function autocomplete(
  db: Db,
  bondId: number,
  body: AutocompleteRequest,
  lang: Language,
): Promise<AutocompleteResponse> {
  if (!(await repo.bondExists(db, bondId))) throw notFound();
  const term = body.term.trim();
  const [bonds, indexes] = await Promise.all([
    repo.searchBonds(db, term, lang, COMPARE_TAB_LIMIT),
    repo.searchIndexes(db, term, lang, COMPARE_TAB_LIMIT),
  ]);
  const lives = await bondLives(db, bonds);
  const bondTab = tab('bonds', 'bonds', true, bonds, term, lang);
  bondTab.items = bondTab.items.map((item) => {
    const life = lives.get(item.id);
    if (!life) return item;
    return { ...item, state: life.state, ended_on: life.alive ? null : life.endDate };
  });
  const tabs = [bondTab, tab('indexes', 'index', false, indexes, term, lang)];
  const open = tabs.find((t) => t.count > 0) ?? tabs[0]!;
  open.selected = true;
  return { hash: body.hash, tabs };
}

/**
 * The life of each listed bond on its own data date (lifeOf, lib/bond-life.ts): the list says
 * which are no longer alive and since when.
 */
async function bondLives(db: Db, hits: readonly repo.BondHit[]) {
  const lives = new Map<number, BondLife>();
  const byDay = new Map<string, number[]>();
  for (const hit of hits) byDay.set(hit.asOfDay, [...(byDay.get(hit.asOfDay) ?? []), hit.id]);
  for (const [day, ids] of byDay)
    for (const [id, life] of await findLives(db, ids, day)) lives.set(id, life);
  return lives;
}

function tab(
  name: 'bonds' | 'indexes',
  model: 'bonds' | 'index',
  withTradingGrounds: boolean,
  hits: readonly repo.SearchHit[],
  term: string,
  lang: Language,
) {
  return {
    name,
    count: hits[0]?.total ?? 0,
    selected: false,
    showList: hits.length > 0,
    withTradingGrounds,
    model,
    items: hits.map((hit) => {
      const label = pickText(hit.names, lang);
      return {
        id: hit.id,
        name: label,
        highlighting: highlight(term, [label, hit.isin, hit.code]),
      };
    }),
  };
}

/** The first of the texts that holds the term, and where (case-insensitive, as ILIKE). */
function highlight(term: string, texts: readonly (string | null)[]) {
  const needle = term.toLowerCase();
  for (const text of texts) {
    if (!text) continue;
    const start = text.toLowerCase().indexOf(needle);
    if (start >= 0) return { text, start, length: term.length };
  }
  return { text: texts[0] ?? '', start: 0, length: 0 };
}

/**
 * The grounds the chosen bond can be added on: where it has ticks, less the page bond's own
 * ground when the chosen bond is the page's bond (spec: it cannot be added again).
 */
export async function tradingGrounds(
  db: Db,
  bondId: number,
  body: CompareGroundsRequest,
  lang: Language,
): Promise<CompareGroundsResponse> {
  const [pageBond, chosen] = await Promise.all([
    repo.bondExists(db, bondId),
    repo.bondExists(db, body.selectedId),
  ]);
  if (!pageBond) throw notFound();
  if (!chosen) throw new AppError('not_found', 'not_found', { 'body.selectedId': 'not_found' });
  const grounds = await repo.findBondGrounds(db, body.selectedId);
  const items = grounds
    .filter((g) => !(body.selectedId === bondId && g.id === body.currentTgId))
    .filter((g): g is typeof g & { maxDate: string } => g.maxDate !== null)
    .map((g) => ({
      id: g.id,
      name: pickText(g.names, lang),
      max_date: g.maxDate,
      max_date_numeric: Date.parse(g.maxDate),
    }));
  return { hash: body.hash, result: items.length > 0, items };
}
