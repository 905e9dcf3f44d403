import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@bondsight/contracts';
import type { Database } from '../src/db/client';
import { sourceByName } from '../src/data/importers/sources/index';
import { databaseKind, databaseMissing, openTestDatabase } from './support/test-app';

/**
 * Every name the data tool writes is in each of the ten interface languages. The columns are
 * found in the schema, not listed: any jsonb column called names, full_names or *_names,
 * plus the contacts' texts and the issuers' descriptions.
 */
async function localizedColumns(database: Database) {
  const result = (await database.db.execute(sql`
    select table_name as "table", column_name as "column" from information_schema.columns
    where table_schema = current_schema() and data_type = 'jsonb'
      and (column_name in ('names', 'full_names', 'ttl', 'descriptions')
           or column_name like '%\\_names')
    order by 1, 2`)) as unknown as { rows: { table: string; column: string }[] };
  return result.rows;
}

/** Rows (at most five per column) whose name lacks a language or has a blank one. */
async function incompleteNames(database: Database) {
  const missing: string[] = [];
  let checked = 0;
  for (const { table, column } of await localizedColumns(database)) {
    const rows = (await database.db.execute(
      sql.raw(`select ${column} as text from ${table} where ${column} is not null`),
    )) as unknown as { rows: { text: Record<string, unknown> }[] };
    for (const { text } of rows.rows) {
      checked++;
      const lacking = LANGUAGES.filter(
        (lang) => typeof text[lang] !== 'string' || (text[lang] as string).trim() === '',
      );
      if (lacking.length > 0 && missing.filter((m) => m.startsWith(`${table}.`)).length < 5)
        missing.push(`${table}.${column} ${JSON.stringify(text).slice(0, 80)}: ${lacking.join()}`);
    }
  }
  return { missing, checked };
}

describe.skipIf(databaseMissing)(`names in every interface language on ${databaseKind}`, () => {
  describe('the seeded demo world', () => {
    let database: Database;
    beforeAll(async () => {
      database = await openTestDatabase(true);
    });
    afterAll(() => database?.close());

    it('names every entity in all ten languages, none blank', async () => {
      const columns = await localizedColumns(database);
      expect(columns.map((c) => `${c.table}.${c.column}`)).toEqual(
        expect.arrayContaining([
          'emissions.names',
          'emissions.full_names',
          'emitents.names',
          'emitents.full_names',
          'countries.names',
          'country_regions.names',
          'trading_grounds.names',
          'indexes.names',
          'equities.names',
          'rating_agencies.names',
          'comment_providers.names',
          'report_lines.names',
        ]),
      );
      const { missing, checked } = await incompleteNames(database);
      expect(missing).toEqual([]);
      expect(checked).toBeGreaterThan(500);
    });

    it('translates composed names and keeps proper names in Latin script', async () => {
      const result = (await database.db.execute(sql`
        select e.names as names, e.full_names as "fullNames" from emissions e
        where e.isin = 'SU26219RMFS4'`)) as unknown as {
        rows: { names: Record<string, string>; fullNames: Record<string, string> }[];
      };
      const ofz = result.rows[0]!;
      expect(ofz.names).toMatchObject({ eng: 'OFZ 26219', rus: 'ОФЗ 26219', ukr: 'ОФЗ 26219' });
      expect(ofz.fullNames).toMatchObject({
        deu: 'Russische Föderation, OFZ-PD 26219',
        ukr: 'Російська Федерація, ОФЗ-ПД 26219',
        tur: 'Rusya Federasyonu, OFZ-PD 26219',
      });
      const banks = (await database.db.execute(sql`
        select names from emitents where names->>'eng' like 'Bank %' limit 1`)) as unknown as {
        rows: { names: Record<string, string> }[];
      };
      const bank = banks.rows[0]!.names;
      const brand = bank.eng!.replace(/^Bank /, '');
      expect(bank).toMatchObject({
        esp: `Banco ${brand}`,
        ita: `Banca ${brand}`,
        fra: `Banque ${brand}`,
        tur: `${brand} Bankası`,
        pol: `Bank ${brand}`,
      });
      expect(bank.ukr).toMatch(/^Банк [А-ЯІЇЄҐ]/);
    });
  });

  describe('the importers', () => {
    let database: Database;
    const fixture = (name: string) =>
      fileURLToPath(new URL(`./fixtures/import/${name}`, import.meta.url));
    beforeAll(async () => void (database = await openTestDatabase()));
    afterAll(() => database?.close());

    it('fill the other languages of what they import by the same rules', async () => {
      const runs: [string, string][] = [
        ['moex-bondization', 'bondization.csv'],
        ['moex-index', 'index.csv'],
        ['moex-zcyc', 'zcyc.csv'],
        ['ust-par-curve', 'par-curve.csv'],
        ['ust-prices', 'fedinvest_2024-06-26.csv'],
        ['fred', 'fred'],
      ];
      for (const [source, file] of runs)
        await sourceByName(source)!.run(database.db, fixture(file), {});
      const { missing, checked } = await incompleteNames(database);
      expect(missing).toEqual([]);
      expect(checked).toBeGreaterThan(5);
      const notes = (await database.db.execute(sql`
        select names from emissions where names->>'eng' like 'UST Note%' limit 1`)) as unknown as {
        rows: { names: Record<string, string> }[];
      };
      expect(notes.rows[0]!.names.deu).toMatch(/^US-Schatzanweisung \d+,?\d*% \d{4}-\d{2}-\d{2}$/);
    });
  });
});
