/** Excel vectors: Microsoft documentation examples (PRICE, YIELD, ACCRINT, DURATION, COUP*). */
import { expect } from 'vitest';
import { callExcel, formatIsoDate } from '../../src/index';
import type { Vector } from '../reference';
import { num, within, type Handler } from './common';

const EXCEL_ARGS: Record<
  string,
  (i: Record<string, unknown>) => [string, Record<string, unknown>]
> = {
  'excel-yield-doc': (i) => [
    'YIELD',
    {
      settlement: i.settlement,
      maturity: i.maturity,
      rate: i.couponRate,
      pr: i.cleanPrice,
      redemption: i.redemption,
      frequency: i.frequency,
      basis: i.basis,
    },
  ],
  'excel-price-doc': (i) => [
    'PRICE',
    {
      settlement: i.settlement,
      maturity: i.maturity,
      rate: i.couponRate,
      yld: i.yield,
      redemption: i.redemption,
      frequency: i.frequency,
      basis: i.basis,
    },
  ],
  'excel-accrint-doc-calc-true': (i) => [
    'ACCRINT',
    {
      issue: i.issue,
      first_interest: i.firstInterest,
      settlement: i.settlement,
      rate: i.rate,
      par: i.par,
      frequency: i.frequency,
      basis: i.basis,
      calc_method: i.calcMethod,
    },
  ],
  'excel-accrint-doc-calc-false': (i) => [
    'ACCRINT',
    {
      issue: i.issue,
      first_interest: i.firstInterest,
      settlement: i.settlement,
      rate: i.rate,
      par: i.par,
      frequency: i.frequency,
      basis: i.basis,
      calc_method: i.calcMethod,
    },
  ],
  'excel-duration-doc': (i) => [
    'DURATION',
    {
      settlement: i.settlement,
      maturity: i.maturity,
      coupon: i.couponRate,
      yld: i.yield,
      frequency: i.frequency,
      basis: i.basis,
    },
  ],
  'excel-mduration-doc': (i) => [
    'MDURATION',
    {
      settlement: i.settlement,
      maturity: i.maturity,
      coupon: i.couponRate,
      yld: i.yield,
      frequency: i.frequency,
      basis: i.basis,
    },
  ],
};

function excelHandler(v: Vector) {
  const [name, args] = (
    EXCEL_ARGS[v.id] as (i: Record<string, unknown>) => [string, Record<string, unknown>]
  )(v.inputs);
  const got = callExcel(name, args as never);
  const key = Object.keys(v.expected)[0] as string;
  within(got, num(v.expected[key]), num(v.tolerance.abs), v.id);
}

export const EXCEL_HANDLERS: Record<string, Handler> = {
  'excel-yield-doc': excelHandler,
  'excel-price-doc': excelHandler,
  'excel-accrint-doc-calc-true': excelHandler,
  'excel-accrint-doc-calc-false': excelHandler,
  'excel-duration-doc': excelHandler,
  'excel-mduration-doc': excelHandler,
  'excel-coup-family-doc': (v) => {
    const a = {
      settlement: v.inputs.settlement as string,
      maturity: v.inputs.maturity as string,
      frequency: num(v.inputs.frequency),
      basis: num(v.inputs.basis),
    };
    expect(formatIsoDate(callExcel('COUPPCD', a) as never)).toBe(v.expected.COUPPCD);
    expect(formatIsoDate(callExcel('COUPNCD', a) as never)).toBe(v.expected.COUPNCD);
    expect(callExcel('COUPDAYS', a)).toBe(v.expected.COUPDAYS);
    expect(callExcel('COUPDAYBS', a)).toBe(v.expected.COUPDAYBS);
    expect(callExcel('COUPDAYSNC', a)).toBe(v.expected.COUPDAYSNC);
  },
  'excel-coupnum-doc': (v) => {
    const a = {
      settlement: v.inputs.settlement as string,
      maturity: v.inputs.maturity as string,
      frequency: num(v.inputs.frequency),
      basis: num(v.inputs.basis),
    };
    expect(callExcel('COUPNUM', a)).toBe(v.expected.COUPNUM);
  },
};
