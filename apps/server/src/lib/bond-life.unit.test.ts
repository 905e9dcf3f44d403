import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aliveOnSql,
  flowsOfLife,
  lifeOf,
  livedOn,
  settlementRefusal,
  yieldableOffers,
  yieldableOffersOn,
  type BondLifeFacts,
  type OfferFacts,
} from './bond-life';

const TODAY = '2026-11-20';

/** A bond issued in 2020 maturing in 2028, with a put in 2023 and a call at 101 in 2025. */
const bond = (facts: Partial<BondLifeFacts> = {}): BondLifeFacts => ({
  statusId: 192,
  issueDate: '2020-07-04',
  maturityDate: '2028-07-04',
  redeemedOn: null,
  endEvent: null,
  defaultedOn: null,
  ...facts,
});
const OFFERS: OfferFacts[] = [
  { date: '2023-01-04', type: 'put', price: 100 },
  { date: '2025-07-04', type: 'call', price: 101 },
  { date: '2027-01-04', type: 'put', price: 100 },
];
const flows = [
  '2024-07-04',
  '2025-01-04',
  '2025-07-04',
  '2026-01-04',
  '2027-07-04',
  '2028-07-04',
].map((date) => ({ date }));

describe('lifeOf: where a bond is in its life', () => {
  it('an outstanding bond is alive to its maturity', () => {
    expect(lifeOf(bond(), OFFERS, TODAY)).toEqual({
      state: 'outstanding',
      alive: true,
      endDate: '2028-07-04',
      endEvent: null,
      endPrice: null,
      defaultedOn: null,
    });
  });

  it('a bond in placement (96) and in technical default (174) still live', () => {
    expect(lifeOf(bond({ statusId: 96 }), [], TODAY)).toMatchObject({
      state: 'placement',
      alive: true,
    });
    expect(lifeOf(bond({ statusId: 174 }), [], TODAY)).toMatchObject({
      state: 'technical_default',
      alive: true,
      endDate: '2028-07-04',
    });
  });

  it('an announced (32) or cancelled (64) bond does not live, a cancelled one has no end', () => {
    expect(lifeOf(bond({ statusId: 32, issueDate: '2027-01-10' }), [], TODAY)).toMatchObject({
      state: 'announced',
      alive: false,
      endDate: '2028-07-04',
    });
    expect(lifeOf(bond({ statusId: 64 }), OFFERS, TODAY)).toMatchObject({
      state: 'cancelled',
      alive: false,
      endDate: null,
      endEvent: null,
    });
    // An "outstanding" row whose issue date is still to come is read as announced.
    expect(lifeOf(bond({ issueDate: '2026-12-01' }), [], TODAY)).toMatchObject({
      state: 'announced',
      alive: false,
    });
  });

  it('a matured bond (128) ended at its maturity, at par', () => {
    const life = lifeOf(
      bond({
        statusId: 128,
        maturityDate: '2026-08-01',
        redeemedOn: '2026-08-01',
        endEvent: 'maturity',
      }),
      [],
      TODAY,
    );
    expect(life).toEqual({
      state: 'matured',
      alive: false,
      endDate: '2026-08-01',
      endEvent: 'maturity',
      endPrice: 100,
      defaultedOn: null,
    });
  });

  it('reads an aged "outstanding" status past its maturity as matured', () => {
    expect(lifeOf(bond({ maturityDate: '2026-11-19' }), [], TODAY)).toMatchObject({
      state: 'matured',
      alive: false,
      endDate: '2026-11-19',
      endEvent: 'maturity',
      endPrice: 100,
    });
    // On its maturity day it has ended (the last payment is made that day), as a call on its
    // day ends a called bond; the day before it still lives.
    expect(lifeOf(bond({ maturityDate: TODAY }), [], TODAY)).toMatchObject({
      state: 'matured',
      alive: false,
    });
    expect(lifeOf(bond({ maturityDate: '2026-11-21' }), [], TODAY).alive).toBe(true);
  });

  it('a bond called early (112) with redeemed_on ended at the call, at its price', () => {
    expect(
      lifeOf(bond({ statusId: 112, redeemedOn: '2025-07-04', endEvent: 'call' }), OFFERS, TODAY),
    ).toEqual({
      state: 'redeemed_early',
      alive: false,
      endDate: '2025-07-04',
      endEvent: 'call',
      endPrice: 101,
      defaultedOn: null,
    });
  });

  it('a 112 without redeemed_on ended at its last option on or before today', () => {
    expect(lifeOf(bond({ statusId: 112 }), OFFERS, TODAY)).toMatchObject({
      state: 'redeemed_early',
      alive: false,
      endDate: '2025-07-04',
      endEvent: 'call',
      endPrice: 101,
    });
    // No option to explain it: an early redemption at its maturity date as the only end known.
    expect(lifeOf(bond({ statusId: 112 }), [], TODAY)).toMatchObject({
      state: 'redeemed_early',
      endDate: '2028-07-04',
      endEvent: 'early_redemption',
      endPrice: null,
    });
  });

  it('any status with redeemed_on before maturity ended early, by the stored event', () => {
    expect(
      lifeOf(bond({ redeemedOn: '2026-03-01', endEvent: 'buyback' }), OFFERS, TODAY),
    ).toMatchObject({
      state: 'redeemed_early',
      alive: false,
      endDate: '2026-03-01',
      endEvent: 'buyback',
      endPrice: null,
    });
    // An unknown event written by some source reads as the option of that day, if any.
    expect(
      lifeOf(bond({ redeemedOn: '2025-07-04', endEvent: 'whatever' }), OFFERS, TODAY),
    ).toMatchObject({ endEvent: 'call', endPrice: 101 });
  });

  it('a defaulted bond (256) keeps its schedule, is not alive and knows its default date', () => {
    expect(lifeOf(bond({ statusId: 256, defaultedOn: '2025-01-04' }), OFFERS, TODAY)).toEqual({
      state: 'default',
      alive: false,
      endDate: '2028-07-04',
      endEvent: null,
      endPrice: null,
      defaultedOn: '2025-01-04',
    });
  });
});

describe('flowsOfLife: the payments of its life', () => {
  it('keeps every payment of a live or defaulted bond', () => {
    expect(flowsOfLife(flows, lifeOf(bond(), OFFERS, TODAY))).toEqual(flows);
    expect(
      flowsOfLife(flows, lifeOf(bond({ statusId: 256, defaultedOn: '2025-01-04' }), [], TODAY)),
    ).toEqual(flows);
  });

  it('drops what a called bond would have paid after the call, even when stored', () => {
    const life = lifeOf(bond({ statusId: 112, redeemedOn: '2025-07-04' }), OFFERS, TODAY);
    expect(flowsOfLife(flows, life).map((f) => f.date)).toEqual([
      '2024-07-04',
      '2025-01-04',
      '2025-07-04',
    ]);
  });

  it('keeps a matured bond’s payments up to its maturity', () => {
    const life = lifeOf(
      bond({ statusId: 128, maturityDate: '2026-01-04', redeemedOn: '2026-01-04' }),
      [],
      TODAY,
    );
    expect(flowsOfLife(flows, life).at(-1)!.date).toBe('2026-01-04');
  });
});

describe('yieldable offers: never a past date, never beyond the end', () => {
  it('a live bond: only options still to come', () => {
    expect(yieldableOffers(OFFERS, lifeOf(bond(), OFFERS, TODAY), TODAY)).toEqual([OFFERS[2]]);
    // An option on today is no longer one to compute a yield to.
    expect(yieldableOffers(OFFERS, lifeOf(bond(), OFFERS, '2027-01-04'), '2027-01-04')).toEqual([]);
  });

  it('nothing for an ended or defaulted bond', () => {
    for (const facts of [
      bond({ statusId: 112, redeemedOn: '2025-07-04', endEvent: 'call' }),
      bond({ statusId: 256, defaultedOn: '2025-01-04' }),
      bond({ statusId: 128, maturityDate: '2026-01-04', redeemedOn: '2026-01-04' }),
    ])
      expect(yieldableOffers(OFFERS, lifeOf(facts, OFFERS, TODAY), TODAY)).toEqual([]);
  });

  it('on a past day of its life: the options after that day and not after its end', () => {
    const called = lifeOf(bond({ statusId: 112, redeemedOn: '2025-07-04' }), OFFERS, TODAY);
    expect(livedOn(called, '2025-07-02')).toBe(true);
    expect(yieldableOffersOn(OFFERS, called, '2025-07-02')).toEqual([OFFERS[1]]);
    expect(yieldableOffersOn(OFFERS, called, '2022-06-01')).toEqual([OFFERS[0], OFFERS[1]]);
    // On and after its end: no yield to anything.
    expect(livedOn(called, '2025-07-04')).toBe(false);
    expect(yieldableOffersOn(OFFERS, called, '2025-07-04')).toEqual([]);
  });

  it('a defaulted bond lived until its default; undated, it is not read as living', () => {
    const defaulted = lifeOf(bond({ statusId: 256, defaultedOn: '2025-01-04' }), OFFERS, TODAY);
    expect(livedOn(defaulted, '2025-01-03')).toBe(true);
    expect(yieldableOffersOn(OFFERS, defaulted, '2025-01-03')).toEqual([OFFERS[1], OFFERS[2]]);
    expect(livedOn(defaulted, '2025-01-04')).toBe(false);
    expect(livedOn(lifeOf(bond({ statusId: 256 }), OFFERS, TODAY), '2021-01-01')).toBe(false);
    expect(livedOn(lifeOf(bond({ statusId: 64 }), [], TODAY), '2021-01-01')).toBe(false);
  });
});

describe('settlementRefusal: a calculator date inside the life, or why not', () => {
  it('refuses a date on or after an ended bond’s end', () => {
    const called = lifeOf(bond({ statusId: 112, redeemedOn: '2025-07-04' }), OFFERS, TODAY);
    expect(settlementRefusal(called, '2025-07-03')).toBeNull();
    expect(settlementRefusal(called, '2025-07-04')).toBe('bond_ended_on_date');
    expect(settlementRefusal(called, TODAY)).toBe('bond_ended_on_date');
    const matured = lifeOf(bond({ maturityDate: '2026-11-01' }), [], TODAY);
    expect(settlementRefusal(matured, '2026-10-31')).toBeNull();
    expect(settlementRefusal(matured, '2026-11-01')).toBe('bond_ended_on_date');
  });

  it('refuses a date from a default on, any date of an undated default or a cancelled issue', () => {
    const defaulted = lifeOf(bond({ statusId: 256, defaultedOn: '2025-01-04' }), [], TODAY);
    expect(settlementRefusal(defaulted, '2025-01-03')).toBeNull();
    expect(settlementRefusal(defaulted, '2025-01-04')).toBe('bond_defaulted_on_date');
    expect(settlementRefusal(lifeOf(bond({ statusId: 256 }), [], TODAY), '2021-01-01')).toBe(
      'bond_defaulted_on_date',
    );
    expect(settlementRefusal(lifeOf(bond({ statusId: 64 }), [], TODAY), TODAY)).toBe(
      'bond_cancelled',
    );
  });

  it('lets a live bond settle any day', () => {
    expect(settlementRefusal(lifeOf(bond(), OFFERS, TODAY), TODAY)).toBeNull();
  });
});

describe('aliveOnSql says what lifeOf says', () => {
  let pg: PGlite;
  const dialect = new PgDialect();
  beforeAll(async () => {
    pg = new PGlite();
    await pg.exec(`create table emissions (id int primary key, status_id int, issue_date date,
      maturity_date date, redeemed_on date, defaulted_on date)`);
    // An in-memory database starts in a few seconds; more on a busy machine.
  }, 60_000);
  afterAll(() => pg?.close());

  it('for every kind of bond above', async () => {
    const cases: BondLifeFacts[] = [
      bond(),
      bond({ statusId: 96 }),
      bond({ statusId: 174 }),
      bond({ statusId: 32, issueDate: '2027-01-10' }),
      bond({ statusId: 64 }),
      bond({ issueDate: '2026-12-01' }),
      bond({ statusId: 128, maturityDate: '2026-08-01', redeemedOn: '2026-08-01' }),
      bond({ maturityDate: '2026-11-19' }),
      bond({ maturityDate: TODAY }),
      bond({ statusId: 112, redeemedOn: '2025-07-04', endEvent: 'call' }),
      bond({ redeemedOn: '2026-03-01', endEvent: 'buyback' }),
      bond({ statusId: 256, defaultedOn: '2025-01-04' }),
    ];
    for (const [i, c] of cases.entries())
      await pg.query(`insert into emissions values ($1, $2, $3, $4, $5, $6)`, [
        i,
        c.statusId,
        c.issueDate,
        c.maturityDate,
        c.redeemedOn,
        c.defaultedOn,
      ]);
    const query = dialect.sqlToQuery(
      sql`select e.id, ${aliveOnSql('e', sql`${TODAY}::date`)} as alive from emissions e order by e.id`,
    );
    const { rows } = await pg.query<{ id: number; alive: boolean }>(query.sql, query.params);
    expect(rows.map((r) => r.alive)).toEqual(cases.map((c) => lifeOf(c, OFFERS, TODAY).alive));
  });
});
