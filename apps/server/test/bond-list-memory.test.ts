import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  BondListQuery,
  BondListSort,
  RATING_GRADES,
  ratingRankOf,
  type BondListFacets,
  type BondListResponse,
  type Language,
} from '@bondsight/contracts';
import type { App } from '../src/app';
import { readDataVersion } from '../src/plugins/cached-answers.repository';
import { screensInMemory } from '../src/modules/bonds/bond-list-memory';
import { listBonds, readScreen } from '../src/modules/bonds/bond-list.service';
import { valueOf } from '../src/lib/json-text';
import { refreshScreen } from '../src/modules/screener/screen-refresh.service';
import { createSeededTestApp, databaseKind, databaseMissing } from './support/test-app';

/*
 * The list's screens answered from the screener's rows held in memory (bond-list-memory.ts)
 * must be the very answers the database gives: the same bonds, in the same order, the same
 * total, for every filter, sort, group, ground, language and page. And they must never be
 * older than the data: a write answers from the database until the rows are reloaded.
 */

function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Every sort the list takes. */
const SORTS = BondListSort.options;

describe.skipIf(databaseMissing)(`the screen held in memory on ${databaseKind}`, () => {
  let app: App;
  let facets: BondListFacets;
  /**
   * Memory folds every letter's case (JavaScript's toLowerCase); a PostgreSQL cluster in the C
   * locale folds only ASCII in ILIKE. Where the database does not fold Cyrillic, texts in it
   * are not compared (the database's answer is the narrower one there).
   */
  let foldsCyrillic = true;

  beforeAll(async () => {
    app = await createSeededTestApp();
    await refreshScreen(app.db);
    facets = (await app.inject('/api/bonds/filters/')).json<BondListFacets>();
    const result = (await app.db.execute(sql`select 'б' ilike 'Б' as folds`)) as unknown as {
      rows: { folds: boolean }[];
    };
    foldsCyrillic = result.rows[0]!.folds;
  });
  afterAll(() => app?.close());

  /**
   * The screen answered from memory at the current version: the first asks start the loads
   * (the rows, then a ground's or a language's part), the last is answered by them.
   */
  async function held(query: BondListQuery, lang: Language): Promise<BondListResponse> {
    const version = await readDataVersion(app.db);
    const screens = screensInMemory(app.db);
    const ask = async () => valueOf(await listBonds(app.db, query, lang, version));
    for (let i = 0; i < 3; i++) {
      await ask();
      await screens.settled();
    }
    const answered = screens.answered;
    const answer = await ask();
    expect(screens.answered, 'answered from memory').toBe(answered + 1);
    return answer;
  }

  /** A random screen: up to five filters from every kind the list has, a sort, a page. */
  function randomQuery(next: () => number) {
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)] as T;
    const filters: Record<string, () => unknown> = {
      currency: () => pick(facets.currencies).code,
      status: () => pick(['live', 'matured', 'defaulted']),
      kind: () => pick(facets.kinds).kind,
      maturityFrom: () => `${2024 + Math.floor(next() * 8)}-01-01`,
      maturityTo: () => `${2030 + Math.floor(next() * 10)}-06-30`,
      couponType: () => pick(['fixed', 'floating', 'zero', 'step', 'inflation']),
      yieldMin: () => Math.floor(next() * 20) - 2,
      yieldMax: () => 10 + Math.floor(next() * 30),
      durationMax: () => 1 + Math.floor(next() * 8),
      gSpreadMin: () => Math.floor(next() * 600) - 100,
      zSpreadMax: () => Math.floor(next() * 1200),
      praamsMax: () => 1 + Math.floor(next() * 7),
      tradedDaysMin: () => Math.floor(next() * 25),
      offerWithinDays: () => Math.floor(next() * 1500),
      noPutWithinDays: () => Math.floor(next() * 1500),
      offerType: () => pick(['put', 'call']),
      country: () => pick(facets.countries).code,
      sector: () => pick(facets.sectors).sector,
      listingLevel: () => 1 + Math.floor(next() * 3),
      amortizing: () => pick(['true', 'false']),
      subordinated: () => pick(['true', 'false']),
      inIndex: () => pick(['true', 'false']),
      q: () =>
        pick(['RU', 'bank', '001P', 'a', 'zz-nothing', ...(foldsCyrillic ? ['Банк', 'ОФЗ'] : [])]),
      ratingMin: () => pick(RATING_GRADES.slice(0, 14)),
      ground: () => pick(facets.grounds).id,
      lombard: () => pick(['true', 'false']),
      hasPut: () => pick(['true', 'false']),
      hasCall: () => pick(['true', 'false']),
    };
    const raw: Record<string, unknown> = {};
    const count = Math.floor(next() * 6);
    for (let i = 0; i < count; i++) {
      const name = pick(Object.keys(filters));
      raw[name] = filters[name]!();
    }
    if (next() < 0.85) raw.sort = pick(SORTS);
    if (next() < 0.5) raw.order = 'desc';
    if (next() < 0.25) raw.group = pick(['issuer', 'rating', 'maturityYear']);
    raw.limit = pick([5, 20, 50]);
    raw.offset = pick([0, 0, 5, 40]);
    return BondListQuery.safeParse(raw);
  }

  it('answers random screens exactly as the database does: bonds, order, total', async () => {
    const next = random(20261201);
    let compared = 0;
    let nonEmpty = 0;
    for (let i = 0; compared < 150; i++) {
      const parsed = randomQuery(next);
      if (!parsed.success) continue; // a reversed range: the contract's 400, not a screen
      const query = parsed.data;
      const lang = (['eng', 'rus', 'chn'] as const)[i % 3]!;
      const want = await readScreen(app.db, query, lang, query.limit, query.offset);
      const got: BondListResponse = await held(query, lang);
      const label = JSON.stringify(query);
      expect(want.totalExact, label).toBe(true);
      expect(got.total, label).toBe(want.total);
      expect(got.totalExact, label).toBe(true);
      expect(got.items, label).toEqual(want.items);
      compared += 1;
      if (want.items.length > 0) nonEmpty += 1;
    }
    // Not vacuous: many screens keep bonds.
    expect(nonEmpty).toBeGreaterThan(50);
  });

  it('sorts by name and groups by issuer in the database collation, in every language', async () => {
    for (const lang of ['eng', 'rus', 'chn', 'tur'] as const)
      for (const raw of [
        { sort: 'name', limit: 100 },
        { sort: 'name', order: 'desc', limit: 100, offset: 37 },
        { group: 'issuer', sort: 'yield', limit: 100 },
        { group: 'issuer', limit: 100, offset: 100 },
      ]) {
        const query = BondListQuery.parse(raw);
        const want = await readScreen(app.db, query, lang, query.limit, query.offset);
        expect((await held(query, lang)).items, `${lang} ${JSON.stringify(raw)}`).toEqual(
          want.items,
        );
      }
  });

  it('answers from the data a write left, never from rows held before it', async () => {
    const query = BondListQuery.parse({ sort: 'yield', order: 'desc', limit: 5 });
    const before = await held(query, 'eng');
    const top = before.items[0]!;
    const rank = ratingRankOf('B-');
    // The top bond's screen row moves: the version moves with it.
    await app.db.execute(
      sql`update bond_screen set screen_yield = -50, rating_rank = ${rank} where emission_id = ${top.id}`,
    );
    const version = await readDataVersion(app.db);
    const answered = screensInMemory(app.db).answered;
    const after = valueOf(await listBonds(app.db, query, 'eng', version));
    expect(after.items[0]!.id).not.toBe(top.id);
    expect(screensInMemory(app.db).answered, 'the database answered').toBe(answered);
    // Once reloaded, memory answers the new data.
    const reloaded = await held(query, 'eng');
    expect(screensInMemory(app.db).version).toBe(version);
    expect(reloaded.items).toEqual(after.items);
  });

  it('gives a page row as the data now holds it, never as an earlier page read it', async () => {
    const query = BondListQuery.parse({ sort: 'yield', order: 'desc', limit: 5 });
    const top = (await held(query, 'eng')).items[0]!;
    // Read once more: the row is kept for this version (modules/bonds/page-rows.ts).
    expect((await held(query, 'eng')).items[0]).toEqual(top);
    await app.db.execute(
      sql`update emissions set names = names || '{"eng": "Renamed since"}'::jsonb where id = ${top.id}`,
    );
    const renamed = (await held(query, 'eng')).items.find((item) => item.id === top.id);
    expect(renamed?.name).toBe('Renamed since');
  });

  it('names each row as the bond page does, with the fallbacks of the full names', async () => {
    const [bond, other] = (await held(BondListQuery.parse({ limit: 2 }), 'eng')).items;
    // Only a Russian name: every language shows it; an issuer named only in German likewise.
    await app.db.execute(
      sql`update emissions set names = ${JSON.stringify({ rus: 'Только русское' })}::jsonb where id = ${bond!.id}`,
    );
    await app.db.execute(
      sql`update emitents set names = ${JSON.stringify({ deu: 'Nur Deutsch' })}::jsonb where id = ${bond!.emitentId}`,
    );
    await app.db.execute(
      sql`update emissions set names = ${JSON.stringify({ eng: 'English', chn: '中文' })}::jsonb where id = ${other!.id}`,
    );
    const query = BondListQuery.parse({ limit: 2 });
    const version = await readDataVersion(app.db);
    for (const [lang, otherName] of [
      ['eng', 'English'],
      ['chn', '中文'],
      ['tur', 'English'],
    ] as const) {
      const fromDatabase = await readScreen(app.db, query, lang, 2, 0);
      const fromMemory = await held(query, lang);
      expect(screensInMemory(app.db).version).toBe(version);
      for (const answer of [fromDatabase, fromMemory]) {
        const [first, second] = answer.items;
        expect(first!.name, lang).toBe('Только русское');
        expect(first!.emitentName, lang).toBe('Nur Deutsch');
        expect(second!.name, lang).toBe(otherName);
      }
    }
  });
});
