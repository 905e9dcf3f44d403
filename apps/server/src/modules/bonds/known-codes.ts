import type { Db } from '../../db/client';
import * as repo from './bond-list.repository';

/**
 * A screen's codes resolved to ids once per database: a currency's, a country's or a trading
 * ground's id never changes once it exists (reference rows are added, never renumbered or
 * deleted), so every screen after the first skips the round trip. A code not found is asked
 * again next time: an importer may add it meanwhile.
 */
interface Known {
  currencies: Map<string, number>;
  countries: Map<string, number>;
  grounds: Set<number>;
}

const knownOf = new WeakMap<Db, Known>();

function known(db: Db): Known {
  let held = knownOf.get(db);
  if (!held) {
    held = { currencies: new Map(), countries: new Map(), grounds: new Set() };
    knownOf.set(db, held);
  }
  return held;
}

async function idOf(
  ids: Map<string, number>,
  code: string,
  find: () => Promise<number | null>,
): Promise<number | null> {
  const cached = ids.get(code);
  if (cached !== undefined) return cached;
  const id = await find();
  if (id !== null) ids.set(code, id);
  return id;
}

export const currencyIdOf = (db: Db, code: string) =>
  idOf(known(db).currencies, code, () => repo.findCurrencyId(db, code));

export const countryIdOf = (db: Db, code: string) =>
  idOf(known(db).countries, code, () => repo.findCountryId(db, code));

export async function groundKnown(db: Db, id: number): Promise<boolean> {
  const grounds = known(db).grounds;
  if (grounds.has(id)) return true;
  const exists = await repo.groundExists(db, id);
  if (exists) grounds.add(id);
  return exists;
}
