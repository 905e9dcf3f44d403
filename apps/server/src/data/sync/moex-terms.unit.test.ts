import { describe, expect, it } from 'vitest';
import type { Bondization } from './iss-fetch';
import { issuerNames, universeFacts } from './moex-terms';

const noSchedule: Bondization = {
  flows: [],
  offers: [],
  unsetCoupons: 0,
  firstStart: null,
  initialFace: null,
  pages: 1,
};
const coupon = (date: string) => ({
  code: 'X',
  file: 'f',
  line: 1,
  date,
  coupon: 40,
  source: 'moex-iss',
});
const description = {
  EMITTER_ID: '77',
  EMITENT_TITLE: 'Общество с ограниченной ответственностью "Пион"',
  EMITENT_INN: '7700000077',
  INITIALFACEVALUE: '1000',
  FACEUNIT: 'SUR',
  MATDATE: '2029-01-01',
};
const listed = (row: Record<string, unknown> = {}) => ({
  secid: 'RU000A0PION1',
  boards: ['TQCB'],
  row: { SECID: 'RU000A0PION1', BOARDID: 'TQCB', COUPONPERIOD: 91, ...row },
});

describe('the terms of a listed bond', () => {
  it("names an issuer by its legal form in each language's words", () => {
    expect(issuerNames('Общество с ограниченной ответственностью "Пион"')).toMatchObject({
      rus: 'ООО «Пион»',
      eng: 'Pion LLC',
      ukr: 'ТОВ «Піон»',
    });
    expect(issuerNames('ПАО «Ромашка»')).toMatchObject({ eng: 'Romashka PJSC' });
    expect(issuerNames('Правительство Москвы')).toMatchObject({ rus: 'Правительство Москвы' });
  });

  it('tells fixed, floating, zero and inflation-linked coupons apart, and reads SUR as the rouble', () => {
    const fixed = universeFacts(listed({ COUPONPERCENT: 16 }), description, {
      ...noSchedule,
      flows: [coupon('2026-03-01')],
    });
    expect(fixed.bond).toMatchObject({
      couponType: 'fixed',
      couponRate: 16,
      couponFrequency: 4,
      currency: 'RUB',
      bondKind: 'corporate',
    });
    expect(fixed.issuer).toMatchObject({ emitterId: 77, inn: '7700000077', country: 'RU' });
    const unset = universeFacts(listed({ COUPONPERCENT: 18 }), description, {
      ...noSchedule,
      unsetCoupons: 3,
    });
    expect(unset.bond.couponType).toBe('floating');
    const named = universeFacts(listed({ BONDSUBTYPE: 'Флоатер' }), description, noSchedule);
    expect(named.bond.couponType).toBe('floating');
    const zero = universeFacts(listed({ COUPONPERCENT: null }), description, noSchedule);
    expect(zero.bond).toMatchObject({ couponType: 'zero', couponRate: null, couponFrequency: 0 });
    // An OFZ-IN: by its series, or by its kind, even with coupons published without amounts.
    const ofzIn = universeFacts(
      {
        secid: 'SU52005RMFS4',
        boards: ['TQOB'],
        row: { SECID: 'SU52005RMFS4', COUPONPERCENT: 2.5 },
      },
      description,
      { ...noSchedule, unsetCoupons: 4 },
    );
    expect(ofzIn.bond).toMatchObject({ couponType: 'inflation', couponRate: 2.5 });
    const indexed = universeFacts(
      listed({ BONDTYPE: 'Облигации с индексируемым номиналом', COUPONPERCENT: 3 }),
      description,
      noSchedule,
    );
    expect(indexed.bond.couponType).toBe('inflation');
    const dollars = universeFacts(listed(), { ...description, FACEUNIT: 'USD' }, noSchedule);
    expect(dollars.bond.currency).toBe('USD');
  });

  it('refuses a bond whose answers name no issuer, face value or currency', () => {
    const { EMITTER_ID: _, ...anonymous } = description;
    expect(() => universeFacts(listed(), anonymous, noSchedule)).toThrow(/no EMITTER_ID/);
    expect(() =>
      universeFacts(listed(), { ...description, INITIALFACEVALUE: 'lots' }, noSchedule),
    ).toThrow(/INITIALFACEVALUE "lots" is not a number/);
    expect(() => universeFacts(listed(), { ...description, FACEUNIT: null }, noSchedule)).toThrow(
      /no face currency/,
    );
  });
});
