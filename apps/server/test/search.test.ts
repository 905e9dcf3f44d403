import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchPageResponse, SuggestResponse } from '@bondsight/contracts';
import type { App } from '../src/app';
import { emissions, emitents, equities, indexes } from '../src/db/schema/index';
import { rowsOf } from '../src/modules/search/search-entries.repository';
import { rebuildNow } from '../src/modules/search/search-freshness';
import { createSeededTestApp, databaseKind, databaseMissing, TestClient } from './support/test-app';
import { fullAccessClient, signedInClient } from './support/user-fixtures';

/*
 * The site search's suggest calls and see-all page (issue 16 items 1, 2, 5): matching over
 * search_entries, the ranking, the highlight markup, bad input, the three tiers.
 */

const form = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

describe.skipIf(databaseMissing)(`site search on ${databaseKind}`, () => {
  let app: App;
  const ids = {
    live: 0,
    defaulted: 0,
    wordMatch: 0,
    issuer: 0,
    issuerBond: 0,
    xssIssuer: 0,
    xssBond: 0,
    stock: 0,
    etf: 0,
    index: 0,
    /** "Pulsar" bonds: live, not placed yet, and four that ended (matured, past maturity, called, cancelled). */
    pulsarLive: 0,
    pulsarAnnounced: 0,
    pulsarEnded: [] as number[],
  };

  const suggest = async (type: string, term: string, extra: Record<string, string> = {}) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/suggest/${type}/`,
      ...form({ term, ...extra }),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as SuggestResponse;
  };
  const idsOf = (answer: SuggestResponse) => answer.items.map((i) => i.id);

  beforeAll(async () => {
    app = await createSeededTestApp();
    const [issuerRow] = await app.db.select().from(emitents).limit(1);
    const [bondRow] = await app.db.select().from(emissions).limit(1);
    const { id: _e, ...issuer } = issuerRow!;
    const { id: _b, ...bond } = bondRow!;
    const addIssuer = async (names: Record<string, string>) =>
      (
        await app.db
          .insert(emitents)
          .values({ ...issuer, names, fullNames: names, registryCode: null })
          .returning({ id: emitents.id })
      )[0]!.id;
    // A bond alive on the world's date unless told otherwise (the template may have ended).
    const addBond = async (values: Partial<typeof bond>) =>
      (
        await app.db
          .insert(emissions)
          .values({
            ...bond,
            isin: null,
            secid: null,
            registrationNumber: null,
            issueDate: '2021-06-01',
            maturityDate: '2031-06-01',
            redeemedOn: null,
            endEvent: null,
            defaultedOn: null,
            ...values,
          })
          .returning({ id: emissions.id })
      )[0]!.id;

    ids.issuer = await addIssuer({ rus: 'Ярославнефтехим', eng: 'Yaroslavl Petrochemical Works' });
    ids.issuerBond = await addBond({
      emitentId: ids.issuer,
      names: { rus: 'ЯНХ БО-01', eng: 'YPW BO-01' },
      isin: 'RU000QZ7K4P1',
      secid: 'QZ7K4SECID',
      registrationNumber: '4B02-77-99999-Z',
      statusId: 192,
    });
    // Prefix matches ("квазар ..."), live before defaulted, then a word match ("... квазар").
    ids.defaulted = await addBond({
      names: { rus: 'Квазар 2030', eng: 'Kvazar 2030' },
      statusId: 256,
    });
    ids.live = await addBond({ names: { rus: 'Квазар 2031', eng: 'Kvazar 2031' }, statusId: 192 });
    ids.wordMatch = await addBond({
      names: { rus: 'Финанс Квазар', eng: 'Finans Kvazar' },
      statusId: 192,
    });
    // Ended bonds named before the live one (ids first): the life, not the id, orders them.
    ids.pulsarEnded = [
      await addBond({
        names: { eng: 'Pulsar 2030' },
        statusId: 128,
        maturityDate: '2025-03-01',
        redeemedOn: '2025-03-01',
        endEvent: 'maturity',
      }),
      // Its status was never updated: outstanding past its maturity is matured.
      await addBond({ names: { eng: 'Pulsar 2031' }, statusId: 192, maturityDate: '2026-02-01' }),
      await addBond({
        names: { eng: 'Pulsar 2032' },
        statusId: 112,
        redeemedOn: '2025-06-01',
        endEvent: 'call',
      }),
      await addBond({ names: { eng: 'Pulsar 2033' }, statusId: 64 }),
    ];
    ids.pulsarLive = await addBond({ names: { eng: 'Pulsar 2034' }, statusId: 192 });
    ids.pulsarAnnounced = await addBond({
      names: { eng: 'Pulsar 2035' },
      statusId: 32,
      issueDate: '2027-03-01',
    });
    // An issuer and a bond whose names are markup.
    ids.xssIssuer = await addIssuer({ eng: '<script>alert("x")</script> Xsstest & Co' });
    ids.xssBond = await addBond({
      emitentId: ids.xssIssuer,
      names: { eng: `Xsstest <img src=x onerror=alert(1)> 'bond'` },
      statusId: 192,
    });
    ids.stock = (
      await app.db
        .insert(equities)
        .values({
          kind: 'stock',
          ticker: 'QZSTK',
          isin: 'RU000QZSTK01',
          names: { rus: 'Квазистрой', eng: 'Kvazistroy' },
        })
        .returning({ id: equities.id })
    )[0]!.id;
    ids.etf = (
      await app.db
        .insert(equities)
        .values({
          kind: 'etf',
          ticker: 'QZETF',
          isin: 'RU000QZETF01',
          names: { eng: 'Quasar Bond ETF' },
        })
        .returning({ id: equities.id })
    )[0]!.id;
    ids.index = (
      await app.db
        .insert(indexes)
        .values({ code: 'QZIDX', names: { rus: 'Индекс Квазаров', eng: 'Quasar Index' } })
        .returning({ id: indexes.id })
    )[0]!.id;
    await rebuildNow(app.db);
  });
  afterAll(() => app?.close());

  it('answers the five calls with the spec shape, URL-encoded or JSON', async () => {
    for (const type of ['bonds', 'stocks', 'etf', 'indexes', 'companies']) {
      const answer = await suggest(type, 'qz');
      expect(answer).toEqual({
        items: [],
        counter_title: '0',
        search_error: 'search_term_too_short',
      });
    }
    const json = await app.inject({
      method: 'POST',
      url: '/api/suggest/stocks/',
      payload: { term: 'QZSTK' },
    });
    expect(json.statusCode).toBe(200);
    const stocks = json.json() as SuggestResponse;
    expect(stocks.items).toEqual([
      {
        id: ids.stock,
        ttl: 'Kvazistroy (<mark>QZSTK</mark>)',
        name: 'Kvazistroy',
        ticker: ['QZSTK', 'RU000QZSTK01'],
        status: 'live',
      },
    ]);
    expect(stocks).toMatchObject({ counter_title: '1', search_error: null });
    expect(idsOf(await suggest('etf', 'quasar bond'))).toEqual([ids.etf]);
    expect(idsOf(await suggest('indexes', 'QZIDX'))).toEqual([ids.index]);
  });

  it('ranks prefix matches first, live before defaulted, then trigram matches', async () => {
    const answer = await suggest('bonds', 'Квазар', { lang: 'rus' });
    const found = idsOf(answer);
    expect(found.slice(0, 3)).toEqual([ids.live, ids.defaulted, ids.wordMatch]);
    expect(answer.items[0]).toMatchObject({ status: 'live' });
    expect(answer.items[1]).toMatchObject({ status: 'defaulted' });
    // A typo ("квазарр") still finds them, by trigram (word) similarity.
    const typo = idsOf(await suggest('bonds', 'квазарр'));
    expect(typo[0]).toBe(ids.live);
    expect(typo).toContain(ids.defaulted);
  });

  it('lists live bonds first, then the matured, redeemed and cancelled ones, by their life', async () => {
    const answer = await suggest('bonds', 'Pulsar');
    expect(idsOf(answer)).toEqual([ids.pulsarLive, ids.pulsarAnnounced, ...ids.pulsarEnded]);
    expect(answer.items.map((i) => i.status)).toEqual([
      'live',
      'live',
      'matured',
      'matured',
      'matured',
      'matured',
    ]);
    // The see-all page ranks alike, and so does every tier's raw answer.
    const page = await app.inject({ method: 'GET', url: '/api/search/bonds/?q=Pulsar' });
    expect(page.statusCode).toBe(200);
    expect((page.json() as SearchPageResponse).items.map((i) => i.id)).toEqual(idsOf(answer));
    const raws = [];
    for (const client of [
      new TestClient(app),
      await signedInClient(app, 'pulsar-user@example.com'),
      await fullAccessClient(app, 'pulsar-full@example.com'),
    ]) {
      const response = await client.post('/api/suggest/bonds/', { term: 'Pulsar' });
      expect(response.statusCode).toBe(200);
      raws.push(response.body);
    }
    expect(raws[1]).toBe(raws[0]);
    expect(raws[2]).toBe(raws[0]);
    expect(JSON.parse(raws[0]!).items.map((i: { id: number }) => i.id)).toEqual(idsOf(answer));
  });

  it('calls an issuer whose bonds all ended "matured", one with a live bond "live"', async () => {
    const [liveRow] = await app.db
      .select()
      .from(emissions)
      .where(sql`${emissions.id} = ${ids.live}`);
    const [issuerRow] = await app.db.select().from(emitents).limit(1);
    const { id: _b, ...row } = liveRow!;
    const { id: _e, ...template } = issuerRow!;
    const names = { eng: 'Zircon Holding Pulsaria' };
    const [issuer] = await app.db
      .insert(emitents)
      .values({ ...template, names, fullNames: names, registryCode: null })
      .returning({ id: emitents.id });
    const bond = (values: Partial<typeof row>) =>
      app.db.insert(emissions).values({
        ...row,
        emitentId: issuer!.id,
        isin: null,
        secid: null,
        registrationNumber: null,
        ...values,
      });
    await bond({ names: { eng: 'Zircon 2025' }, statusId: 192, maturityDate: '2025-05-01' });
    await rebuildNow(app.db);
    expect((await suggest('companies', 'Zircon Holding')).items[0]).toMatchObject({
      id: issuer!.id,
      status: 'matured',
    });
    await bond({ names: { eng: 'Zircon 2029' }, statusId: 192 });
    await rebuildNow(app.db);
    expect((await suggest('companies', 'Zircon Holding')).items[0]).toMatchObject({
      id: issuer!.id,
      status: 'live',
    });
  });

  it('matches typos against the distinct texts without their numbered words (search_stems)', async () => {
    // "Kvazar 2030" and "Kvazar 2031" share one stem: the two bonds, the live one first.
    const stems = rowsOf<{
      stem: string;
      field: string;
      entity_ids: number[];
      activities: number[];
    }>(
      await app.db.execute(sql`select stem, field, entity_ids, activities from search_stems
        where entity_type = 'bonds' and stem in ('kvazar', 'квазар', 'finans kvazar')
        order by stem`),
    );
    expect(stems.map((s) => [s.stem, s.field, s.entity_ids.map(Number)])).toEqual([
      ['finans kvazar', 'name', [ids.wordMatch]],
      ['kvazar', 'name', [ids.live, ids.defaulted]],
      ['квазар', 'name', [ids.live, ids.defaulted]],
    ]);
    expect(stems[1]!.activities.map(Number)).toEqual([0, 2]);
    // A word of a longer name with a typo ("finanz") finds the bond by word similarity.
    expect(idsOf(await suggest('bonds', 'finanz'))).toContain(ids.wordMatch);
  });

  it('finds a bond by ISIN, ticker, registration number and issuer name', async () => {
    for (const term of [
      'RU000QZ7K4P1',
      'ru000qz7',
      'QZ7K4SECID',
      '4B02-77-99999',
      'Yaroslavl Petro',
    ]) {
      const answer = await suggest('bonds', term);
      expect(idsOf(answer), term).toContain(ids.issuerBond);
    }
    const byIsin = await suggest('bonds', 'RU000QZ7K4');
    expect(byIsin.items[0]).toMatchObject({
      id: ids.issuerBond,
      ttl: 'YPW BO-01 (<mark>RU000QZ7K4</mark>P1)',
      ticker: ['QZ7K4SECID', 'RU000QZ7K4P1'],
    });
  });

  it('finds the issuer by a transliterated name, a wrong keyboard layout and a typo', async () => {
    // Ярославнефтехим: transliterated, typed on the Latin layout, then with a letter missing.
    for (const term of [
      'yaroslavneftekhim',
      'zhjckfdytant[bv',
      'yaroslavneftehim',
      'ярославнефтехим',
      'Ярославнефтехим',
    ]) {
      const answer = await suggest('companies', term);
      expect(idsOf(answer), term).toContain(ids.issuer);
    }
    // Latin name typed on the Russian layout: "yaroslavl" -> "нфкщыдфмд".
    expect(idsOf(await suggest('companies', 'нфкщыдфмд'))).toContain(ids.issuer);
    const rus = await app.inject({
      method: 'POST',
      url: '/api/suggest/companies/?lang=rus',
      ...form({ term: 'ярослав' }),
    });
    const item = (rus.json() as SuggestResponse).items.find((i) => i.id === ids.issuer);
    expect(item).toMatchObject({ ttl: '<mark>Ярослав</mark>нефтехим', name: 'Ярославнефтехим' });
    expect(item).not.toHaveProperty('ticker');
  });

  it('leaves out companies whose status is stopped', async () => {
    const all = await suggest('companies', 'Yaroslavl');
    expect(idsOf(all)).toContain(ids.issuer);
    for (const stop of [['0'], ['0,2']]) {
      const answer = await suggest('companies', 'Yaroslavl', {
        emitent_stop_statuses_ids: stop[0]!,
      });
      expect(idsOf(answer)).not.toContain(ids.issuer);
    }
    const json = await app.inject({
      method: 'POST',
      url: '/api/suggest/companies/',
      payload: { term: 'Yaroslavl', emitent_stop_statuses_ids: [2] },
    });
    expect(idsOf(json.json() as SuggestResponse)).toContain(ids.issuer);
  });

  it('escapes markup in entity names and in the term', async () => {
    const bonds = await suggest('bonds', 'xsstest');
    const bond = bonds.items.find((i) => i.id === ids.xssBond)!;
    expect(bond.ttl).toBe('<mark>Xsstest</mark> &lt;img src=x onerror=alert(1)&gt; &#39;bond&#39;');
    expect(bond.name).toBe(`Xsstest <img src=x onerror=alert(1)> 'bond'`);
    const companies = await suggest('companies', '<script>');
    const issuer = companies.items.find((i) => i.id === ids.xssIssuer)!;
    expect(issuer.ttl).toBe(
      '<mark>&lt;script&gt;</mark>alert(&quot;x&quot;)&lt;/script&gt; Xsstest &amp; Co',
    );
    // Nothing but <mark> is ever markup.
    for (const item of [...bonds.items, ...companies.items])
      expect(item.ttl.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
    const term = await suggest('bonds', '"><img src=x>');
    for (const item of term.items) expect(item.ttl.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
  });

  it('refuses short terms politely and bad terms with a 400', async () => {
    expect(await suggest('bonds', '  ab  ')).toEqual({
      items: [],
      counter_title: '0',
      search_error: 'search_term_too_short',
    });
    const cases: [string, unknown, string][] = [
      ['a 10 kB term', { term: 'x'.repeat(10_240) }, 'field_too_long'],
      ['a control character', { term: 'abc\u0001def' }, 'field_invalid_characters'],
      ['a NUL', { term: 'abc\u0000' }, 'field_invalid_characters'],
      ['a number', { term: 123 }, 'field_invalid_type'],
      ['no term', {}, 'field_required'],
    ];
    for (const [what, body, message] of cases) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/suggest/bonds/',
        payload: body as object,
      });
      expect(response.statusCode, what).toBe(400);
      expect(response.json().error, what).toMatchObject({ code: 'validation_failed' });
      expect(response.json().error.fields?.['body.term'], what).toBe(message);
    }
    const longForm = await app.inject({
      method: 'POST',
      url: '/api/suggest/companies/',
      ...form({ term: 'я'.repeat(10_000) }),
    });
    expect(longForm.statusCode).toBe(400);
    const control = await app.inject({
      method: 'POST',
      url: '/api/suggest/indexes/',
      ...form({ term: 'abc\u001bdef' }),
    });
    expect(control.statusCode).toBe(400);
    const stop = await app.inject({
      method: 'POST',
      url: '/api/suggest/companies/',
      ...form({ term: 'abc', emitent_stop_statuses_ids: 'x' }),
    });
    expect(stop.statusCode).toBe(400);
    const page = await app.inject({
      method: 'GET',
      url: `/api/search/bonds/?q=${'x'.repeat(10_240)}`,
    });
    expect(page.statusCode).toBe(400);
    const type = await app.inject({ method: 'GET', url: '/api/search/cars/?q=abc' });
    expect(type.statusCode).toBe(400);
    const pageNumber = await app.inject({
      method: 'GET',
      url: '/api/search/bonds/?q=abc&page=zero',
    });
    expect(pageNumber.statusCode).toBe(400);
  });

  it('pages all results of a tab', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/search/bonds/?q=kvazar' });
    expect(first.statusCode).toBe(200);
    const answer = first.json() as SearchPageResponse;
    expect(answer).toMatchObject({
      page: 1,
      pageSize: 30,
      total_capped: false,
      search_error: null,
    });
    expect(answer.items.map((i) => i.id).slice(0, 3)).toEqual([
      ids.live,
      ids.defaulted,
      ids.wordMatch,
    ]);
    expect(answer.total).toBe(answer.items.length);
    const beyond = (
      await app.inject({ method: 'GET', url: '/api/search/bonds/?q=kvazar&page=5' })
    ).json() as SearchPageResponse;
    expect(beyond).toMatchObject({ items: [], page: 5, total: answer.total });
    // The demo world's many bonds of one issuer: more than a page.
    const [common] = await app.db
      .select({ prefix: sql<string>`left(${emissions.isin}, 4)`, n: sql<number>`count(*)::int` })
      .from(emissions)
      .groupBy(sql`1`)
      .orderBy(sql`2 desc`)
      .limit(1);
    const prefix = common!.prefix;
    const wide = (
      await app.inject({ method: 'GET', url: `/api/search/bonds/?q=${prefix}` })
    ).json() as SearchPageResponse;
    expect(wide.total).toBeGreaterThan(30);
    expect(wide.items).toHaveLength(30);
    const short = (
      await app.inject({ method: 'GET', url: '/api/search/bonds/?q=ab' })
    ).json() as SearchPageResponse;
    expect(short).toMatchObject({ items: [], total: 0, search_error: 'search_term_too_short' });
  });

  it('keeps a suggest answer while the data stands, and answers anew when it moves', async () => {
    const [bondRow] = await app.db.select().from(emissions).limit(1);
    const { id: _id, ...bond } = bondRow!;
    const [added] = await app.db
      .insert(emissions)
      .values({
        ...bond,
        isin: null,
        secid: null,
        registrationNumber: null,
        names: { eng: 'Zetakept One' },
      })
      .returning({ id: emissions.id });
    await rebuildNow(app.db);
    expect((await suggest('bonds', 'zetakept')).items.map((i) => i.id)).toEqual([added!.id]);
    // The entries' own rows move no data version: the kept answer still stands.
    await app.db.execute(sql`delete from search_entries where term like 'zetakept%'`);
    expect((await suggest('bonds', 'zetakept')).items.map((i) => i.id)).toEqual([added!.id]);
    // A data write moves the version: the rebuilt entries answer.
    await app.db.execute(sql`update emissions set names = '{"eng":"Renamed Bond"}'::jsonb
      where id = ${added!.id}`);
    await rebuildNow(app.db);
    expect((await suggest('bonds', 'zetakept')).items).toEqual([]);
  });

  it('counts matches as the display count, "100+" past 100', async () => {
    const [bondRow] = await app.db.select().from(emissions).limit(1);
    const { id: _id, ...bond } = bondRow!;
    const copies = Array.from({ length: 105 }, (_, i) => ({
      ...bond,
      isin: null,
      secid: null,
      registrationNumber: null,
      names: { eng: `Zetabulk ${String(i).padStart(3, '0')}` },
    }));
    await app.db.insert(emissions).values(copies);
    await rebuildNow(app.db);
    const many = await suggest('bonds', 'zetabulk');
    expect(many.items).toHaveLength(10);
    expect(many.counter_title).toBe('100+');
    const some = await suggest('bonds', 'zetabulk 01');
    expect(some.counter_title).toBe('10');
    const page = (
      await app.inject({ method: 'GET', url: '/api/search/bonds/?q=zetabulk&page=4' })
    ).json() as SearchPageResponse;
    expect(page).toMatchObject({ total: 105, total_capped: false, page: 4 });
    expect(page.items.map((i) => i.name)).toEqual([
      'Zetabulk 090',
      'Zetabulk 091',
      'Zetabulk 092',
      'Zetabulk 093',
      'Zetabulk 094',
      'Zetabulk 095',
      'Zetabulk 096',
      'Zetabulk 097',
      'Zetabulk 098',
      'Zetabulk 099',
      'Zetabulk 100',
      'Zetabulk 101',
      'Zetabulk 102',
      'Zetabulk 103',
      'Zetabulk 104',
    ]);
  });

  it('answers the same to every tier (names and codes are public)', async () => {
    const visitor = new TestClient(app);
    const signedIn = await signedInClient(app, 'search-user@example.com');
    const full = await fullAccessClient(app, 'search-full@example.com');
    const answers = [];
    for (const client of [visitor, signedIn, full]) {
      const response = await client.post('/api/suggest/bonds/', { term: 'Kvazar' });
      expect(response.statusCode).toBe(200);
      answers.push(response.json());
      const page = await client.get('/api/search/companies/?q=Yaroslavl');
      expect(page.statusCode).toBe(200);
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  it('rebuilds lazily when the data version moves', async () => {
    const added = (
      await app.db
        .insert(indexes)
        .values({ code: 'QZNEW', names: { eng: 'Zyxwvut Lazy Index' } })
        .returning({ id: indexes.id })
    )[0]!.id;
    // The first call may still read the old rows (the rebuild runs in the background).
    let found: number[] = [];
    for (let attempt = 0; attempt < 50 && !found.includes(added); attempt += 1) {
      found = idsOf(await suggest('indexes', 'zyxwvut'));
      if (!found.includes(added)) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(found).toContain(added);
  });

  it('answers a failing suggest call with the empty shape (logged, silent in the widget)', async () => {
    await app.db.execute(sql`alter table search_entries rename to search_entries_away`);
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/suggest/bonds/',
        payload: { term: 'kvazar' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ items: [], counter_title: '0', search_error: null });
    } finally {
      await app.db.execute(sql`alter table search_entries_away rename to search_entries`);
    }
  });
});
