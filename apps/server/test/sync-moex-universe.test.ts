/**
 * `sync moex --universe` against the local fake ISS: a small universe of 6 bonds of 3 issuers
 * on 5 boards, its list in two pages and an empty third (ISS-shaped answers written for these
 * tests in fixtures/iss/universe-*): an OFZ on two boards, a floater OFZ, a corporate with a put
 * offer (and a row on a board we do not know), an amortising corporate, a zero-coupon bond and
 * a bond whose description answer is malformed.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import {
  bondScreen,
  countries,
  currencies,
  emissionCashFlows,
  emissionOffers,
  emissions,
  emitents,
  searchEntries,
  tradingTicks,
} from '../src/db/schema/index';
import syncCommand from '../src/data/sync/command';
import { IssClient } from '../src/data/sync/iss-client';
import { fetchSecuritiesList } from '../src/data/sync/iss-universe';
import { syncUniverse, type UniverseOptions } from '../src/data/sync/moex-universe';
import { buildSearchEntries } from '../src/modules/search/search-entries.repository';
import { refreshScreen } from '../src/modules/screener/screen-refresh.service';
import { captureCommandOutput } from './support/command-output';
import { IssFake, ok, unavailable } from './support/iss-fake';
import {
  fixture,
  HISTORY,
  LIST,
  serveUniverse,
  serveUniverseList,
  UNIVERSE_SECIDS as SECIDS,
} from './support/iss-universe-fixtures';
import { databaseKind, databaseMissing, openTestDatabase } from './support/test-app';

const AS_OF = '2026-11-27';

describe.skipIf(databaseMissing)(`MOEX universe discovery on ${databaseKind}`, () => {
  let database: Database;
  let demoIssuerId: number;
  let demoBondId: number;
  const iss = new IssFake();
  const options = (more: Partial<UniverseOptions> = {}): UniverseOptions => ({
    baseUrl: iss.url,
    requestsPerSecond: 500,
    retries: 2,
    baseDelayMs: 5,
    asOf: AS_OF,
    ...more,
  });
  const serveList = (page1?: string) => serveUniverseList(iss, page1);
  const bondsBySecid = async () => {
    const rows = await database.db.select().from(emissions).where(inArray(emissions.secid, SECIDS));
    return new Map(rows.map((r) => [r.secid as string, r]));
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    await iss.start();
    serveUniverse(iss, { history: true });
    // An invented issuer with a similar name and even the real one's INN: never matched.
    const [country] = await database.db
      .insert(countries)
      .values({ isoCode: 'RU', names: { eng: 'Russia', rus: 'Россия' } })
      .onConflictDoUpdate({ target: countries.isoCode, set: { isoCode: 'RU' } })
      .returning({ id: countries.id });
    const [demo] = await database.db
      .insert(emitents)
      .values({
        names: { eng: 'Romashka', rus: 'ПАО "Ромашка"' },
        fullNames: { eng: 'Romashka PJSC', rus: 'Публичное акционерное общество "Ромашка"' },
        countryId: country!.id,
        registryCode: '7700000001',
        source: 'demo',
      })
      .returning({ id: emitents.id });
    demoIssuerId = demo!.id;
    // A generated OFZ the exchange lists (the demo world keeps OFZ SECIDs in isin): updated
    // into the real bond, its invented payments dropped, never a second row beside it.
    const [rub] = await database.db
      .insert(currencies)
      .values({ code: 'RUB', names: { eng: 'Russian rouble', rus: 'Российский рубль' } })
      .returning({ id: currencies.id });
    const [demoBond] = await database.db
      .insert(emissions)
      .values({
        isin: 'SU29901RMFS2',
        names: { eng: 'OFZ 29901', rus: 'ОФЗ 29901' },
        fullNames: { eng: 'OFZ 29901', rus: 'ОФЗ 29901' },
        emitentId: demoIssuerId,
        statusId: 192,
        currencyId: rub!.id,
        faceValue: 1000,
        couponType: 'fixed',
        couponRate: 7,
        couponFrequency: 2,
        dayCount: 'ACT/365F',
        source: 'demo',
      })
      .returning({ id: emissions.id });
    demoBondId = demoBond!.id;
    await database.db.insert(emissionCashFlows).values({
      emissionId: demoBondId,
      num: 1,
      date: '2026-06-01',
      couponSum: 34.9,
      source: 'demo',
    });
  });
  afterAll(async () => {
    await iss.stop();
    await database?.close();
  });

  it('creates the issuers and bonds with their terms; the malformed one is named, not written', async () => {
    iss.log = [];
    const retries: string[] = [];
    // One answer of one bond is throttled first: retried, the bond is written whole.
    iss.set('/iss/securities/RU000A0ROM02.json', 0, [
      { status: 429, body: 'Too Many Requests' },
      ok(fixture('universe-description-RU000A0ROM02.json')),
    ]);
    const result = await syncUniverse(
      database.db,
      options({ onRetry: (_u, _a, reason) => retries.push(reason) }),
    );
    expect(retries).toEqual(['HTTP 429, now 250 requests a second']);
    expect(result.listed).toBe(6);
    expect(result.listRows).toBe(8);
    // The list's three pages, then 3 answers for each bond.
    expect(iss.log.filter((k) => k.startsWith(LIST))).toEqual([
      `${LIST}?start=0`,
      `${LIST}?start=4`,
      `${LIST}?start=8`,
    ]);
    expect(result.failed.map((f) => f.secid)).toEqual(['RU000A0LUT02']);
    expect(result.failed[0]?.error).toMatch(/RU000A0LUT02 description.*does not have 7 values/);
    expect(result.bonds).toEqual({ inserted: 4, updated: 1, unchanged: 0 });
    expect(result.issuers).toEqual({ inserted: 3, updated: 0, unchanged: 2 });
    expect(result.report.rejected).toEqual([]);
    expect(result.report.notes).toContain(
      "RU000A0ROM01: board TQXB not known, read as the Moscow Exchange's (ground 1)",
    );

    const bonds = await bondsBySecid();
    expect([...bonds.keys()].sort()).toEqual(SECIDS.filter((s) => s !== 'RU000A0LUT02').sort());
    const ofz = bonds.get('SU26901RMFS0')!;
    expect(ofz).toMatchObject({
      isin: 'RU000A1F2601',
      faceValue: 1000,
      couponType: 'fixed',
      couponRate: 12,
      couponFrequency: 2,
      issueDate: '2025-01-15',
      maturityDate: '2030-01-09',
      listingLevel: 1,
      bondKind: 'sovereign',
      statusId: 192,
      source: 'moex-iss',
    });
    expect(ofz.names).toMatchObject({ rus: 'ОФЗ 26901', eng: 'OFZ-PD 26901 09/01/2030' });
    expect(ofz.fullNames).toMatchObject({ rus: 'ОФЗ-ПД 26901 09/01/2030' });
    expect(bonds.get('SU29901RMFS2')).toMatchObject({
      id: demoBondId,
      isin: 'RU000A1F2902',
      couponType: 'floating',
      couponRate: 19,
      couponFrequency: 4,
      source: 'moex-iss',
    });
    const floaterFlows = await database.db
      .select()
      .from(emissionCashFlows)
      .where(eq(emissionCashFlows.emissionId, demoBondId));
    expect(floaterFlows.length).toBeGreaterThan(0);
    expect(floaterFlows.every((f) => f.source === 'moex-iss')).toBe(true);
    expect(bonds.get('RU000A0ROM01')).toMatchObject({
      couponType: 'fixed',
      couponRate: 15,
      listingLevel: 3,
      bondKind: 'corporate',
      registrationNumber: '4B02-01-00001-A-001P',
      placedVolume: 5_000_000_000,
    });
    expect(bonds.get('RU000A0ROM02')).toMatchObject({ isAmortizing: true, couponFrequency: 4 });
    expect(bonds.get('RU000A0LUT01')).toMatchObject({
      couponType: 'zero',
      couponRate: null,
      couponFrequency: 0,
    });

    // Three real issuers: the OFZ's ministry and the two companies, each once.
    const issuers = await database.db
      .select()
      .from(emitents)
      .where(sql`${emitents.moexEmitterId} is not null`)
      .orderBy(emitents.moexEmitterId);
    expect(issuers.map((i) => [i.moexEmitterId, i.registryCode, i.source])).toEqual([
      [1, '7710168360', 'moex-iss'],
      [5001, '7700000001', 'moex-iss'],
      [5002, '7800000002', 'moex-iss'],
    ]);
    expect(issuers[0]).toMatchObject({ isSovereign: true, sector: 'sovereign' });
    expect(issuers[0]?.names).toMatchObject({ eng: 'Russian Ministry of Finance' });
    expect(issuers[1]?.names).toMatchObject({
      rus: 'ПАО «Ромашка»',
      eng: 'Romashka PJSC',
      ukr: 'ПАТ «Ромашка»',
      deu: 'PAO Romashka',
    });
    expect(issuers[1]?.fullNames).toMatchObject({
      rus: 'Публичное акционерное общество "Ромашка"',
    });
    expect(issuers[2]?.names).toMatchObject({ rus: 'АО «Лютик»', eng: 'Lyutik JSC' });
    expect(bonds.get('RU000A0ROM01')?.emitentId).toBe(issuers[1]?.id);
    expect(bonds.get('RU000A0ROM02')?.emitentId).toBe(issuers[1]?.id);
    const [demo] = await database.db.select().from(emitents).where(eq(emitents.id, demoIssuerId));
    expect(demo).toMatchObject({ source: 'demo', moexEmitterId: null });
    expect(demo?.names).toEqual({ eng: 'Romashka', rus: 'ПАО "Ромашка"' });
    expect([...bonds.values()].every((b) => b.emitentId !== demoIssuerId)).toBe(true);

    // Schedules, the offer and one row a day of history, from the main board.
    const flows = await database.db
      .select()
      .from(emissionCashFlows)
      .where(eq(emissionCashFlows.emissionId, bonds.get('RU000A0ROM02')!.id));
    expect(flows.filter((f) => (f.redemption ?? 0) > 0)).toHaveLength(4);
    const offers = await database.db
      .select()
      .from(emissionOffers)
      .where(eq(emissionOffers.emissionId, bonds.get('RU000A0ROM01')!.id));
    expect(offers.map((o) => [o.date, o.type])).toEqual([['2027-06-08', 'put']]);
    const ticks = await database.db
      .select()
      .from(tradingTicks)
      .where(eq(tradingTicks.emissionId, ofz.id))
      .orderBy(tradingTicks.date);
    expect(ticks.map((t) => [t.date, t.tradingGroundId, t.boardName])).toEqual([
      ['2026-11-25', 1, 'TQOB'],
      ['2026-11-26', 1, 'TQOB'],
      ['2026-11-27', 1, 'TQOB'],
    ]);
    expect(ticks[2]).toMatchObject({ lastPrice: 95.2, ytmClose: 13.5 });
    expect(ticks[2]?.ytmLast).toBeGreaterThan(12);
    expect(ticks[2]?.ytmLast).toBeLessThan(16);
  });

  it('finds the bonds in search and in the screener snapshot with their yields', async () => {
    await buildSearchEntries(database.db);
    const bonds = await bondsBySecid();
    const ids = [...bonds.values()].map((b) => b.id);
    const entries = await database.db
      .select()
      .from(searchEntries)
      .where(inArray(searchEntries.entityId, ids));
    const isins = entries.filter((e) => e.entityType === 'bonds' && e.field === 'isin');
    expect(isins.map((e) => e.term).sort()).toEqual(
      ['ru000a0lut01', 'ru000a0rom01', 'ru000a0rom02', 'ru000a1f2601', 'ru000a1f2902'].sort(),
    );
    await refreshScreen(database.db);
    const rows = await database.db
      .select()
      .from(bondScreen)
      .where(inArray(bondScreen.emissionId, ids));
    expect(rows).toHaveLength(5);
    for (const secid of ['SU26901RMFS0', 'RU000A0ROM01', 'RU000A0LUT01']) {
      const row = rows.find((r) => r.emissionId === bonds.get(secid)!.id);
      expect(row, secid).toMatchObject({ alive: true, priceDate: AS_OF, tradingGroundId: 1 });
      expect(row?.ytm, secid).toBeGreaterThan(8);
      expect(row?.ytm, secid).toBeLessThan(25);
    }
  });

  it('a second run adds nothing, and updates a changed term', async () => {
    const before = {
      emissions: (await database.db.select().from(emissions)).length,
      emitents: (await database.db.select().from(emitents)).length,
      ticks: (await database.db.select().from(tradingTicks)).length,
      flows: (await database.db.select().from(emissionCashFlows)).length,
    };
    const page = JSON.parse(fixture('universe-securities-page1.json'));
    const columns: string[] = page.securities.columns;
    const row = page.securities.data.find((r: unknown[]) => r[0] === 'RU000A0ROM01');
    row[columns.indexOf('LISTLEVEL')] = 2;
    serveList(JSON.stringify(page));
    // One answer comes too late once: the request times out and is retried.
    iss.set(`${HISTORY}/SU26901RMFS0.json`, 0, [
      { ...ok(fixture('universe-history-SU26901RMFS0.json')), delayMs: 400 },
      ok(fixture('universe-history-SU26901RMFS0.json')),
    ]);
    const retries: string[] = [];
    const result = await syncUniverse(
      database.db,
      options({ timeoutMs: 150, onRetry: (_u, _a, reason) => retries.push(reason) }),
    );
    expect(retries).toHaveLength(1);
    expect(retries[0]).toMatch(/timeout|abort/i);
    expect(result.failed.map((f) => f.secid)).toEqual(['RU000A0LUT02']);
    expect(result.bonds).toEqual({ inserted: 0, updated: 1, unchanged: 4 });
    expect(result.issuers).toEqual({ inserted: 0, updated: 0, unchanged: 5 });
    expect(result.report.inserted).toBe(0);
    expect(result.report.updated).toBe(1);
    expect(result.report.notes).toContain('updated RU000A0ROM01 (TQCB, TQXB)');
    expect({
      emissions: (await database.db.select().from(emissions)).length,
      emitents: (await database.db.select().from(emitents)).length,
      ticks: (await database.db.select().from(tradingTicks)).length,
      flows: (await database.db.select().from(emissionCashFlows)).length,
    }).toEqual(before);
    expect((await bondsBySecid()).get('RU000A0ROM01')?.listingLevel).toBe(2);
  });

  it('a list page that keeps failing ends the run before any write; the command says so', async () => {
    const { lines: out, restore } = captureCommandOutput();
    try {
      serveList();
      const args = ['moex', '--universe', '--base-url', iss.url, '--rate', '500'];
      expect(await syncCommand({ database, args: [...args, '--retries', '1'] })).toBe(1);
      expect(out.join('\n')).toMatch(/6 bonds listed \(8 board rows\); bonds 0 created/);
      expect(out.join('\n')).toMatch(/FAILED RU000A0LUT02 \(nothing written\)/);
      iss.set(LIST, 4, [unavailable]);
      const count = (await database.db.select().from(emissions)).length;
      expect(await syncCommand({ database, args: [...args, '--retries', '1'] })).toBe(1);
      expect(out.join('\n')).toMatch(/securities\.json.* failed after 2 attempts: HTTP 503/);
      expect((await database.db.select().from(emissions)).length).toBe(count);
      expect(await syncCommand({ database, args: [...args, '--secids', 'SU26901RMFS0'] })).toBe(2);
      out.length = 0;
      expect(await syncCommand({ database, args: ['moex', '--help'] })).toBe(0);
      expect(out.join('\n')).toMatch(/--universe +discover every bond of the bonds market/);
    } finally {
      restore();
    }
  });

  it('pages the list by its cursor, and reads a server that ignores start once', async () => {
    const columns = ['SECID', 'BOARDID', 'SHORTNAME'];
    const page = (rows: string[][], cursor?: number[]) =>
      ok(
        JSON.stringify({
          securities: { columns, data: rows },
          ...(cursor
            ? { 'securities.cursor': { columns: ['INDEX', 'TOTAL', 'PAGESIZE'], data: [cursor] } }
            : {}),
        }),
      );
    const client = () => new IssClient({ baseUrl: iss.url, requestsPerSecond: 500, retries: 0 });
    iss.set(LIST, 0, [
      page(
        [
          ['A1', 'TQCB', 'A'],
          ['B1', 'TQCB', 'B'],
        ],
        [0, 3, 2],
      ),
    ]);
    iss.set(LIST, 2, [page([['A1', 'TQIR', 'A']], [2, 3, 2])]);
    iss.log = [];
    const paged = await fetchSecuritiesList(client());
    expect(iss.log).toEqual([`${LIST}?start=0`, `${LIST}?start=2`]);
    expect(paged.bonds.map((b) => [b.secid, b.boards])).toEqual([
      ['A1', ['TQCB', 'TQIR']],
      ['B1', ['TQCB']],
    ]);
    const whole = page([
      ['A1', 'TQCB', 'A'],
      ['B1', 'XXXX', 'B'],
    ]);
    iss.set(LIST, 0, [whole]);
    iss.set(LIST, 2, [whole]);
    iss.log = [];
    const once = await fetchSecuritiesList(client());
    expect(iss.log).toHaveLength(2);
    expect(once).toMatchObject({ rows: 2, pages: 2 });
    expect(once.bonds.map((b) => b.boards)).toEqual([['TQCB'], ['XXXX']]);
  });
  it('writes a bond whole or not at all: a price the database refuses leaves no bond and no issuer', async () => {
    // The malformed bond's description, mended, naming an issuer nobody has met yet.
    const mended = fixture('universe-description-RU000A0LUT01.json')
      .replaceAll('RU000A0LUT01', 'RU000A0LUT02')
      .replace('"5002"', '"5099"')
      .replace('"7800000002"', '"7800000099"')
      .replace('Акционерное общество \\"Лютик\\"', 'Акционерное общество \\"Василёк\\"');
    expect(mended).toContain('Василёк');
    serveList();
    iss.set('/iss/securities/RU000A0LUT02.json', 0, [ok(mended)]);
    await database.db.execute(sql`
      create function test_refuse_tick() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from emissions e where e.id = new.emission_id
            and e.secid = 'RU000A0LUT02') then
          raise exception 'refused by the test';
        end if;
        return new;
      end $$`);
    await database.db.execute(sql`create trigger test_refuse_tick before insert on trading_ticks
      for each row execute function test_refuse_tick()`);
    const issuerOf = () =>
      database.db.select().from(emitents).where(eq(emitents.moexEmitterId, 5099));
    try {
      const refused = await syncUniverse(database.db, options());
      expect(refused.failed.map((f) => f.secid)).toEqual(['RU000A0LUT02']);
      expect(refused.failed[0]?.error).toMatch(/database refused the bond: .*refused by the test/);
      expect((await bondsBySecid()).has('RU000A0LUT02')).toBe(false);
      expect(await issuerOf()).toEqual([]);
      // The others are written (again: nothing new).
      expect((await bondsBySecid()).size).toBe(5);
    } finally {
      await database.db.execute(sql`drop trigger test_refuse_tick on trading_ticks`);
      await database.db.execute(sql`drop function test_refuse_tick()`);
    }
    const accepted = await syncUniverse(database.db, options());
    expect(accepted.failed).toEqual([]);
    const bond = (await bondsBySecid()).get('RU000A0LUT02');
    expect(bond).toBeDefined();
    expect((await issuerOf()).map((i) => i.id)).toEqual([bond!.emitentId]);
    const ticks = await database.db
      .select()
      .from(tradingTicks)
      .where(eq(tradingTicks.emissionId, bond!.id));
    expect(ticks).toHaveLength(3);
  });
});
