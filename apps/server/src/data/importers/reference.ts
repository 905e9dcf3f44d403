import { eq, max, or, sql } from 'drizzle-orm';
import type { LocalizedText } from '@bondsight/contracts';
import type { Db } from '../../db/client';
import { completeNames } from '../names/index';
import type { Tx } from '../../db/transaction';
import {
  countries,
  currencies,
  emitents,
  indexes,
  tradingGrounds,
  yieldCurves,
} from '../../db/schema/index';

/**
 * Reference rows an import needs (country, currency, trading ground, issuer, curve, index):
 * found by their natural key, created only when missing, so an import works on an empty
 * database and never duplicates what the demo world or an operator already put there. Their
 * names are completed to every interface language (names/: dictionary, then the rules).
 */
type Executor = Db | Tx;

const COUNTRY_NAMES: Record<string, LocalizedText> = {
  RU: { eng: 'Russia', rus: 'Россия' },
  US: { eng: 'United States', rus: 'США' },
};
const CURRENCY_NAMES: Record<string, LocalizedText> = {
  RUB: { eng: 'Russian rouble', rus: 'Российский рубль' },
  USD: { eng: 'US dollar', rus: 'Доллар США' },
};

export async function ensureCountry(db: Executor, iso: string): Promise<number> {
  const [found] = await db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.isoCode, iso));
  if (found) return found.id;
  const [row] = await db
    .insert(countries)
    .values({ isoCode: iso, names: completeNames(COUNTRY_NAMES[iso] ?? { eng: iso }) })
    .onConflictDoUpdate({ target: countries.isoCode, set: { isoCode: iso } })
    .returning({ id: countries.id });
  return (row as { id: number }).id;
}

export async function ensureCurrency(db: Executor, code: string): Promise<number> {
  const [found] = await db
    .select({ id: currencies.id })
    .from(currencies)
    .where(eq(currencies.code, code));
  if (found) return found.id;
  const [row] = await db
    .insert(currencies)
    .values({ code, names: completeNames(CURRENCY_NAMES[code] ?? { eng: code }) })
    .onConflictDoUpdate({ target: currencies.code, set: { code } })
    .returning({ id: currencies.id });
  return (row as { id: number }).id;
}

/**
 * Curves and indexes link a country and currency only when those rows already exist: creating
 * them here would make the first start's demo seeding (plain inserts) collide with them.
 */
export async function existingCountry(db: Executor, iso: string): Promise<number | null> {
  const [found] = await db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.isoCode, iso));
  return found?.id ?? null;
}

export async function existingCurrency(db: Executor, code: string): Promise<number | null> {
  const [found] = await db
    .select({ id: currencies.id })
    .from(currencies)
    .where(eq(currencies.code, code));
  return found?.id ?? null;
}

export interface GroundSpec {
  /** The id the ground should have when free (Moscow Exchange is 1 in the spec). */
  preferredId: number;
  names: LocalizedText;
  country: string;
  isExchange: boolean;
  source: string;
}

export const MOEX_GROUND: GroundSpec = {
  preferredId: 1,
  names: { eng: 'Moscow Exchange', rus: 'Московская биржа' },
  country: 'RU',
  isExchange: true,
  source: 'moex-iss',
};

export const FEDINVEST_GROUND: GroundSpec = {
  preferredId: 840,
  names: { eng: 'US Treasury (FedInvest)', rus: 'Казначейство США (FedInvest)' },
  country: 'US',
  isExchange: false,
  source: 'us-treasury',
};

/** Ground 1 is the Moscow Exchange whoever created it; another ground is matched by name. */
export async function ensureGround(db: Executor, spec: GroundSpec): Promise<number> {
  const byId = await db
    .select()
    .from(tradingGrounds)
    .where(eq(tradingGrounds.id, spec.preferredId));
  if (spec.preferredId === 1 && byId[0]) return 1;
  const [byName] = await db
    .select({ id: tradingGrounds.id })
    .from(tradingGrounds)
    .where(sql`${tradingGrounds.names}->>'eng' = ${spec.names.eng}`);
  if (byName) return byName.id;
  const [top] = await db.select({ id: max(tradingGrounds.id) }).from(tradingGrounds);
  const id = byId[0] ? (top?.id ?? 0) + 1 : spec.preferredId;
  await db.insert(tradingGrounds).values({
    id,
    names: completeNames(spec.names),
    countryId: await ensureCountry(db, spec.country),
    isExchange: spec.isExchange,
    source: spec.source,
  });
  return id;
}

export interface IssuerSpec {
  names: LocalizedText;
  fullNames: LocalizedText;
  country: string;
  /** Russian INN or LEI when known: the importers' matching key. */
  registryCode: string | null;
  source: string;
}

export const MINFIN_RU: IssuerSpec = {
  names: { eng: 'Russian Ministry of Finance', rus: 'Минфин России' },
  fullNames: {
    eng: 'Ministry of Finance of the Russian Federation',
    rus: 'Министерство финансов Российской Федерации',
  },
  country: 'RU',
  registryCode: '7710168360',
  source: 'moex-iss',
};

export const US_TREASURY: IssuerSpec = {
  names: { eng: 'US Treasury', rus: 'Казначейство США' },
  fullNames: { eng: 'United States Department of the Treasury', rus: 'Министерство финансов США' },
  country: 'US',
  registryCode: null,
  source: 'us-treasury',
};

/** A sovereign issuer, matched by registry code or by its English name (the demo world's). */
export async function ensureSovereign(db: Executor, spec: IssuerSpec): Promise<number> {
  const byName = sql`${emitents.names}->>'eng' = ${spec.names.eng}`;
  const [found] = await db
    .select({ id: emitents.id })
    .from(emitents)
    .where(spec.registryCode ? or(eq(emitents.registryCode, spec.registryCode), byName) : byName)
    .orderBy(emitents.id)
    .limit(1);
  if (found) return found.id;
  const [row] = await db
    .insert(emitents)
    .values({
      names: completeNames(spec.names),
      fullNames: completeNames(spec.fullNames),
      countryId: await ensureCountry(db, spec.country),
      sector: 'sovereign',
      isSovereign: true,
      registryCode: spec.registryCode,
      source: spec.source,
    })
    .returning({ id: emitents.id });
  return (row as { id: number }).id;
}

export interface CurveSpec {
  code: string;
  kind: 'zero' | 'par' | 'cmt';
  names: LocalizedText;
  country: string;
  currency: string;
  source: string;
}

export async function ensureCurve(db: Executor, spec: CurveSpec): Promise<number> {
  const [found] = await db
    .select({ id: yieldCurves.id })
    .from(yieldCurves)
    .where(eq(yieldCurves.code, spec.code));
  if (found) return found.id;
  const [row] = await db
    .insert(yieldCurves)
    .values({
      code: spec.code,
      kind: spec.kind,
      names: completeNames(spec.names),
      countryId: await existingCountry(db, spec.country),
      currencyId: await existingCurrency(db, spec.currency),
      source: spec.source,
    })
    .returning({ id: yieldCurves.id });
  return (row as { id: number }).id;
}

export async function ensureIndex(
  db: Executor,
  code: string,
  names: LocalizedText,
  currency: string | null,
  source: string,
): Promise<number> {
  const [found] = await db.select({ id: indexes.id }).from(indexes).where(eq(indexes.code, code));
  if (found) return found.id;
  const [row] = await db
    .insert(indexes)
    .values({
      code,
      names: completeNames(names),
      currencyId: currency ? await existingCurrency(db, currency) : null,
      source,
    })
    .returning({ id: indexes.id });
  return (row as { id: number }).id;
}
