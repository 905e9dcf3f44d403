import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { emissions, emitents, equities, indexes } from '../src/db/schema/index';
import { rowsOf } from '../src/modules/search/search-entries.repository';
import { rebuildNow } from '../src/modules/search/search-freshness';
import { createSeededTestApp, databaseKind, databaseMissing } from './support/test-app';

/*
 * Issue 34 item 8: the site search's rows are kept in step incrementally. The triggers mark
 * what a write touched (db/search-marks.ts); a build rewrites those entities and the stems
 * they share. After writes of every kind, the incremental build must leave exactly the rows a
 * whole build makes, and must leave the untouched entities' rows as they were.
 */

describe.skipIf(databaseMissing)(
  `the site search kept in step incrementally on ${databaseKind}`,
  () => {
    let app: App;
    const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await app.db.execute(query));
    const marks = () =>
      rows<{ type: string; id: number }>(
        sql`select entity_type as type, entity_id as id from search_marks order by 1, 2`,
      );
    /** Every entry and stem, as a whole build or an incremental one leaves them. */
    const snapshot = async () => ({
      entries: await rows(sql`select entity_type, entity_id, term, field, activity, stem
      from search_entries where entity_type <> '_built'
      order by entity_type, entity_id, term, field`),
      stems: await rows(sql`select entity_type, stem, field, entity_ids, activities
      from search_stems order by entity_type, stem`),
    });
    const entryIds = (type: string, id: number) =>
      rows<{ id: number }>(
        sql`select id from search_entries where entity_type = ${type} and entity_id = ${id} order by id`,
      );

    beforeAll(async () => {
      app = await createSeededTestApp();
      await rebuildNow(app.db);
    });
    afterAll(async () => {
      await app?.close();
    });

    it('marks nothing after a build, and only what a write changed for search', async () => {
      expect(await marks()).toEqual([]);
      const bonds = await app.db
        .select({ id: emissions.id, asOf: emissions.asOf })
        .from(emissions)
        .orderBy(emissions.id)
        .limit(40);
      // A daily sync moves the as-of of the bonds that traded: a day later, a live bond stays live.
      const live = await rows<{ id: number }>(sql`select e.id from emissions e
      join search_entries s on s.entity_type = 'bonds' and s.entity_id = e.id and s.activity = 0
      where e.as_of is not null and coalesce(e.redeemed_on, e.maturity_date, 'infinity') >
        (e.as_of at time zone 'UTC')::date + 30
      group by e.id order by e.id limit 20`);
      expect(live.length).toBeGreaterThan(5);
      await app.db.execute(sql`update emissions set as_of = as_of + interval '1 day'
      where id in ${sql.raw(`(${live.map((b) => b.id).join(',')})`)}`);
      expect(await marks()).toEqual([]);
      expect(bonds.length).toBe(40);
    });

    it('leaves after writes of every kind the rows a whole build makes', async () => {
      const all = await app.db
        .select({ id: emissions.id, emitentId: emissions.emitentId })
        .from(emissions)
        .orderBy(emissions.id);
      const [renamed, defaulted] = all as [(typeof all)[number], (typeof all)[number]];
      // A bond of another issuer: none of the writes below touches it.
      const untouched = all.find(
        (b) => b.emitentId !== renamed.emitentId && b.emitentId !== defaulted.emitentId,
      )!;
      const [template] = await app.db.select().from(emissions).where(eq(emissions.id, renamed.id));
      const { id: _id, ...bond } = template!;
      const newBond = (secid: string | null, eng: string) =>
        app.db
          .insert(emissions)
          .values({ ...bond, isin: null, secid, registrationNumber: null, names: { eng } })
          .returning({ id: emissions.id });
      // A bond built into the rows, to be deleted below.
      const [gone] = await newBond(null, 'Zebulon 2032');
      await rebuildNow(app.db);
      const before = await entryIds('bonds', untouched.id);
      // A bond renamed; a bond defaulted (its activity, and its issuer's); an issuer renamed (its
      // bonds' issuer rows); a new bond; a bond deleted; a stock added; an index renamed.
      await app.db
        .update(emissions)
        .set({ names: { rus: 'Переименованный выпуск 01', eng: 'Renamed Bond 01' } })
        .where(eq(emissions.id, renamed.id));
      await app.db.update(emissions).set({ statusId: 256 }).where(eq(emissions.id, defaulted.id));
      const [issuer] = await app.db
        .select()
        .from(emitents)
        .where(eq(emitents.id, renamed.emitentId));
      await app.db
        .update(emitents)
        .set({ names: { ...issuer!.names, eng: 'Zebulon Renamed Holdings' } })
        .where(eq(emitents.id, renamed.emitentId));
      const [added] = await newBond('ZBLN01', 'Zebulon 2031');
      await app.db.delete(emissions).where(eq(emissions.id, gone!.id));
      await app.db
        .insert(equities)
        .values({ kind: 'stock', ticker: 'ZBLN', isin: null, names: { eng: 'Zebulon stock' } });
      const [index] = await app.db.select().from(indexes).limit(1);
      await app.db
        .update(indexes)
        .set({ names: { eng: 'Zebulon index' } })
        .where(eq(indexes.id, index!.id));

      const marked = await marks();
      expect(marked).toEqual(
        expect.arrayContaining([
          { type: 'bonds', id: gone!.id },
          { type: 'companies', id: renamed.emitentId },
          { type: 'indexes', id: index!.id },
        ]),
      );
      // The renamed issuer's bonds are marked for their issuer rows.
      const issuerBonds = await app.db
        .select({ id: emissions.id })
        .from(emissions)
        .where(eq(emissions.emitentId, renamed.emitentId));
      expect(marked).toEqual(
        expect.arrayContaining(issuerBonds.map((b) => ({ type: 'bonds', id: b.id }))),
      );

      await rebuildNow(app.db);
      expect(await marks()).toEqual([]);
      const incremental = await snapshot();
      // Untouched entities keep their rows (the build rewrote only the marked ones).
      expect(await entryIds('bonds', untouched.id)).toEqual(before);
      const found = (term: string) =>
        incremental.entries.filter((e) => (e as { term: string }).term === term);
      expect(found('zebulon 2031')).toHaveLength(1);
      expect(found('zebulon 2032')).toHaveLength(0);
      expect(found('zebulon stock')).toHaveLength(1);
      expect(found('zebulon index')).toHaveLength(1);
      expect(found('zebulon renamed holdings').length).toBeGreaterThan(issuerBonds.length);

      // A whole build from nothing makes the same rows.
      await app.db.execute(sql`delete from search_entries where entity_type = '_built'`);
      await rebuildNow(app.db);
      expect(await snapshot()).toEqual(incremental);
      expect(await entryIds('bonds', untouched.id)).not.toEqual(before);
      // Tidy: nothing of this test's bonds left to other tests of the same database.
      await app.db.delete(emissions).where(inArray(emissions.id, [added!.id]));
    });
  },
);
