/**
 * The hand-written ISS answers of a small universe (fixtures/iss/universe-*): 6 bonds of 3
 * issuers on 5 boards, the list in two pages and an empty third, each bond's description,
 * bondization and own history. RU000A0LUT02's description is malformed on purpose. Shared by
 * the tests of the discovery one bond at a time (sync-moex-universe), in bulk (sync-moex-bulk)
 * and by the scheduler (sync-scheduler).
 */
import { readFileSync } from 'node:fs';
import { ok, type IssFake } from './iss-fake';

export const LIST = '/iss/engines/stock/markets/bonds/securities.json';
export const BONDIZATION = '/iss/statistics/engines/stock/markets/bonds/bondization';
export const HISTORY = '/iss/history/engines/stock/markets/bonds/securities';
export const UNIVERSE_SECIDS = [
  'SU26901RMFS0',
  'SU29901RMFS2',
  'RU000A0ROM01',
  'RU000A0ROM02',
  'RU000A0LUT01',
  'RU000A0LUT02',
];

export const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/iss/${name}`, import.meta.url), 'utf8');

/** The list: its two pages (at start 0 and 4) and the empty page that ends it (start 8). */
export function serveUniverseList(iss: IssFake, page1 = fixture('universe-securities-page1.json')) {
  iss.set(LIST, 0, [ok(page1)]);
  iss.set(LIST, 4, [ok(fixture('universe-securities-page2.json'))]);
  iss.set(LIST, 8, [ok(fixture('universe-securities-empty.json'))]);
}

/**
 * The list and each bond's description and bondization; with `history`, each bond's own
 * history too (the per-bond way's request).
 */
export function serveUniverse(iss: IssFake, o: { history?: boolean } = {}) {
  serveUniverseList(iss);
  for (const secid of UNIVERSE_SECIDS) {
    iss.set(`/iss/securities/${secid}.json`, 0, [
      ok(fixture(`universe-description-${secid}.json`)),
    ]);
    iss.set(`${BONDIZATION}/${secid}.json`, 0, [ok(fixture(`universe-bondization-${secid}.json`))]);
    if (o.history)
      iss.set(`${HISTORY}/${secid}.json`, 0, [ok(fixture(`universe-history-${secid}.json`))]);
  }
}
