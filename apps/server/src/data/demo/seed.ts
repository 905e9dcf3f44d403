import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/transaction';
import {
  countries,
  currencies,
  emissions,
  emitents,
  equities,
  indexValues,
  indexes,
  tradingGrounds,
  tradingTicks,
} from '../../db/schema/index';
import { DEMO_COUNTRIES, DEMO_CURRENCIES, DEMO_GROUNDS } from './reference-data';
import { DEMO_BONDS, DEMO_ISSUERS } from './world';
import { generateBondTicks, tradingDaysBefore } from './ticks';
import { seededRandom } from './random';

export interface SeedOptions {
  /** The last trading day of the demo history (the generation date). */
  asOf: string;
  seed: number;
  /** Trading days of history per bond. */
  days: number;
  onProgress?: (done: number, total: number, step: string) => void;
}

export interface SeedReport {
  bonds: number;
  ticks: number;
}

const SOURCE = 'demo';

/** Writes the small demo world in one transaction: all of it or nothing. */
export async function seedDemoWorld(tx: Tx, options: SeedOptions): Promise<SeedReport> {
  const random = seededRandom(options.seed);
  const progress = options.onProgress ?? (() => undefined);
  const steps = DEMO_BONDS.length + 2;
  progress(0, steps, 'reference data');

  const countryRows = await tx.insert(countries).values(DEMO_COUNTRIES).returning();
  const countryId = (iso: string) => must(countryRows.find((c) => c.isoCode === iso), iso).id;
  const currencyRows = await tx.insert(currencies).values(DEMO_CURRENCIES).returning();
  const currencyId = (code: string) => must(currencyRows.find((c) => c.code === code), code).id;
  await tx.insert(tradingGrounds).values(
    DEMO_GROUNDS.map((g) => ({
      id: g.id,
      names: g.names,
      countryId: g.country ? countryId(g.country) : null,
      isExchange: g.isExchange,
      source: SOURCE,
    })),
  );
  const issuerRows = await tx
    .insert(emitents)
    .values(
      DEMO_ISSUERS.map((i) => ({
        names: i.names,
        fullNames: i.fullNames,
        countryId: countryId(i.country),
        sector: i.sector,
        isSovereign: i.isSovereign,
        source: SOURCE,
      })),
    )
    .returning({ id: emitents.id });
  const issuerId = (key: string) => must(issuerRows[DEMO_ISSUERS.findIndex((i) => i.key === key)], key).id;
  progress(1, steps, 'bonds');

  const dates = tradingDaysBefore(options.asOf, options.days);
  let tickCount = 0;
  for (const [n, bond] of DEMO_BONDS.entries()) {
    const [row] = await tx
      .insert(emissions)
      .values({
        isin: bond.isin,
        names: bond.names,
        fullNames: bond.fullNames,
        emitentId: issuerId(bond.issuer),
        // A bond past its maturity on the generation date has matured.
        statusId: bond.maturityDate <= options.asOf ? 128 : bond.statusId,
        currencyId: currencyId(bond.currency),
        faceValue: bond.faceValue,
        issueDate: bond.issueDate,
        maturityDate: bond.maturityDate,
        couponType: bond.couponType,
        couponRate: bond.couponRate,
        couponFrequency: bond.couponFrequency,
        dayCount: bond.dayCount,
        outstandingVolume: bond.outstandingVolume,
        source: SOURCE,
      })
      .returning({ id: emissions.id });
    const ticks = generateBondTicks(bond, must(row, bond.isin).id, dates, random);
    for (let i = 0; i < ticks.length; i += 500) {
      await tx.insert(tradingTicks).values(ticks.slice(i, i + 500));
    }
    tickCount += ticks.length;
    progress(2 + n, steps, bond.isin);
  }

  const [index] = await tx
    .insert(indexes)
    .values({
      code: 'DEMO-GBI',
      names: { eng: 'Demo government bond index', rus: 'Демо-индекс государственных облигаций', chn: '演示政府债券指数' },
      currencyId: currencyId('RUB'),
      source: SOURCE,
    })
    .returning({ id: indexes.id });
  let level = 100;
  await tx.insert(indexValues).values(
    dates.map((date) => {
      level *= 1 + (random() - 0.48) * 0.004;
      return { indexId: must(index, 'index').id, date, value: Math.round(level * 100) / 100, source: SOURCE };
    }),
  );
  await tx.insert(equities).values([
    {
      kind: 'stock',
      ticker: 'NCBK',
      names: { eng: 'Northern Capital Bank, ordinary shares', rus: 'Северный Капитал Банк, обыкновенные акции', chn: '北方资本银行普通股' },
      emitentId: issuerId('northern-bank'),
      currencyId: currencyId('RUB'),
      source: SOURCE,
    },
    {
      kind: 'etf',
      ticker: 'DGOV',
      names: { eng: 'Demo Government Bond ETF', rus: 'Демо-фонд государственных облигаций', chn: '演示政府债券 ETF' },
      currencyId: currencyId('RUB'),
      source: SOURCE,
    },
  ]);
  progress(steps, steps, 'done');
  return { bonds: DEMO_BONDS.length, ticks: tickCount };
}

export async function isDatabaseEmpty(tx: Pick<Tx, 'execute'>): Promise<boolean> {
  const result = (await tx.execute(sql`select count(*)::int as n from emissions`)) as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0) === 0;
}

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`demo world is inconsistent: ${what} missing`);
  return value;
}
