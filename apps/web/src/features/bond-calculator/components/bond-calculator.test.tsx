import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BondSummary, CalculatorResult, CalculatorTerms } from '@bondsight/contracts';
import { renderShell, stubApi } from '../../../../test/shell-harness';
import { addDaysIso, todayUtc } from '../calculator-input';
import { BondCalculator } from './bond-calculator';

const BOND = { id: 9 } as BondSummary;
const PRICE = {
  date: '2026-11-20',
  tradingGroundId: 1,
  tradingGroundName: 'Moscow Exchange',
  cleanPrice: 104.5134,
  ytm: 11.9746,
  source: 'demo',
};
const TERMS: CalculatorTerms = {
  bondId: 9,
  settlementDate: '2026-11-20',
  currency: 'RUB',
  faceValue: 1000,
  nkdPrecision: 2,
  termsSource: 'schedule',
  bond: {
    faceValue: 1000,
    issueDate: '2024-10-17',
    maturityDate: '2031-10-18',
    couponRate: 12.7,
    couponFrequency: 4,
    dayCount: 'ACT/365F',
    offers: [{ date: '2028-01-18', type: 'put', price: 100 }],
  },
  price: PRICE,
  curve: {
    id: 1,
    code: 'RU-GCURVE',
    name: 'G-curve',
    date: '2026-11-20',
    curve: { type: 'zero', points: [{ years: 1, rate: 10 }], compounding: { type: 'effective' } },
  },
  benchmark: {
    id: 4,
    name: 'OFZ 28004',
    isin: null,
    bond: {
      faceValue: 1000,
      issueDate: '2020-12-31',
      maturityDate: '2035-12-31',
      couponRate: 11.6,
      couponFrequency: 2,
      dayCount: 'ACT/365F',
    },
    price: { ...PRICE, cleanPrice: 100.832 },
  },
  benchmarkChoice: {
    rule: 'nearest_duration',
    reason: null,
    date: '2026-11-20',
    couponKind: 'fixed',
    priceWindowDays: 5,
    candidates: 12,
    bondDurationYears: 3.7218,
    benchmarkDurationYears: 3.9012,
    durationGapYears: 0.1794,
    maturityGapDays: 1535,
    benchmarkPricedOn: '2026-11-20',
  },
};
const RESULT: CalculatorResult = {
  settlementDate: '2026-11-20',
  workoutDate: '2031-10-20',
  yieldConvention: 'effective',
  accruedInterest: 11.48,
  accruedInterestPercent: 1.148,
  accruedDays: 33,
  accruedCalendarDays: 33,
  cleanPrice: 104.5134,
  dirtyPrice: 105.6614,
  yield: 11.974647,
  yields: {
    effective: 11.974647,
    street: 11.482,
    compounded: 11.482,
    nominal: 11.482,
    simple: 14.62,
    current: 12.15,
    adjustedCurrent: 11.27,
  },
  macaulayDuration: 3.7218,
  macaulayDurationDays: 1358.46,
  modifiedDuration: 3.3238,
  convexity: 16.1166,
  pvbp: 0.035119,
  pvbpPerBond: 0.35119,
  spreads: { gSpread: 82.0088, tSpread: 252.2379, zSpread: 72.345, iSpread: 56.95 },
  cashflows: [
    {
      date: '2027-01-18',
      coupon: 31.66,
      redemption: 0,
      amount: 31.66,
      time: 0.1616,
      discountFactor: 0.98183,
      presentValue: 31.0848,
    },
    {
      date: '2031-10-20',
      coupon: 31.66,
      redemption: 1000,
      amount: 1031.66,
      time: 4.9151,
      discountFactor: 0.5729,
      presentValue: 591.0,
    },
  ],
};
function nkdOn(date: string) {
  return {
    bondId: 9,
    date,
    nkd: 13.71,
    nkdPercent: 1.371,
    accruedDays: 65,
    accruedCalendarDays: 65,
    currency: 'RUB',
    faceValue: 1000,
    nkdPrecision: 2,
    outstandingFace: 1000,
    exCoupon: false,
    couponPeriod: { start: '2026-09-16', end: '2027-03-16', days: 181, coupon: 38.18, rate: 7.7 },
  };
}

/** The API as the block meets it; a typed yield of 12.5 prices the bond at 101.2345. */
function stubCalculatorApi() {
  return stubApi((path, init) => {
    if (path.endsWith('/calculator-terms/')) return { body: TERMS };
    if (path.includes('/getNkdInfo/')) return { body: nkdOn(path.split('/')[5]!) };
    if (path === '/api/calculator/batch/') return { body: [RESULT, RESULT] };
    const body = JSON.parse(String(init.body)) as { yield?: number };
    return {
      body: body.yield === undefined ? RESULT : { ...RESULT, yield: 12.5, cleanPrice: 101.2345 },
    };
  });
}

beforeEach(() => {
  // The block loads when scrolled into view; the test DOM has no layout, so it is in view.
  vi.stubGlobal('IntersectionObserver', undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const value = (key: string) => screen.getByTestId(`calc-value-${key}`).textContent;

describe('bond calculator block', () => {
  it('shows the accrued interest and the result list from the stored price', async () => {
    const calls = stubCalculatorApi();
    await renderShell(<BondCalculator bond={BOND} />);
    expect(await screen.findByTestId('calc-value-ytm')).toHaveProperty('textContent', '11.975');
    expect(screen.getByTestId('nkd-value').textContent).toBe('13.71 RUB');
    expect(value('clean_price')).toBe('104.5134');
    expect(value('g_spread')).toBe('82.01');
    expect(value('pvbp')).toBe('0.0351');
    expect(value('macaulay_duration_days')).toBe('1,358');
    await waitFor(() => expect(screen.getByTestId('calc-benchmark-link')).toBeTruthy());
    expect(screen.getByTestId('calc-benchmark-link').getAttribute('href')).toBe('/bonds/4/');
    // Which bond the T-spread is measured against, and why: the rule and the duration gap.
    const note = screen.getByTestId('calc-benchmark-choice');
    // (The harness has no bond_calc labels: the key itself is the text.)
    expect(note.getAttribute('data-rule')).toBe('nearest_duration');
    expect(note.textContent).toBe('benchmark_rule_nearest_duration');
    // The offer ahead brings the yields to the offer and to worst, side by side.
    await waitFor(() => expect(screen.getByTestId('calc-value-yto')).toBeTruthy());
    const effective = screen.getByTestId('calc-yield-effective');
    expect(within(effective).getAllByRole('cell')).toHaveLength(3);

    const today = todayUtc();
    const calculation = calls.find((c) => c.path === '/api/calculator/')!;
    expect(calculation.body).toMatchObject({
      settlementDate: today,
      cleanPrice: 104.5134,
      workout: 'maturity',
      benchmark: { cleanPrice: 100.832 },
    });
    expect(calls.map((c) => c.path)).toEqual(
      expect.arrayContaining([
        `/api/bonds/9/calculator-terms/`,
        `/api/bonds/9/getNkdInfo/${today}/`,
        '/api/calculator/batch/',
      ]),
    );
  });

  it('says why there is no T-spread when no government bond is fit', async () => {
    const calls = stubApi((path) => {
      if (path.endsWith('/calculator-terms/'))
        return {
          body: {
            ...TERMS,
            benchmark: null,
            benchmarkChoice: {
              ...TERMS.benchmarkChoice,
              rule: 'none',
              reason: 'no_government_bond',
              couponKind: 'floating:KEYRATE',
              candidates: 0,
              benchmarkDurationYears: null,
              durationGapYears: null,
              maturityGapDays: null,
              benchmarkPricedOn: null,
            },
          },
        };
      if (path.includes('/getNkdInfo/')) return { body: nkdOn(path.split('/')[5]!) };
      if (path === '/api/calculator/batch/') return { body: [RESULT, RESULT] };
      return { body: { ...RESULT, spreads: { ...RESULT.spreads, tSpread: undefined } } };
    });
    await renderShell(<BondCalculator bond={BOND} />);
    const note = await screen.findByTestId('calc-benchmark-choice');
    expect(note.getAttribute('data-reason')).toBe('no_government_bond');
    expect(note.textContent).toBe('benchmark_none_no_government_bond');
    expect(screen.queryByTestId('calc-benchmark-link')).toBeNull();
    const calculation = calls.find((c) => c.path === '/api/calculator/')!;
    expect((calculation.body as { benchmark?: unknown }).benchmark).toBeUndefined();
  });

  it('takes digits, dot and comma only, and computes from a typed yield', async () => {
    const calls = stubCalculatorApi();
    await renderShell(<BondCalculator bond={BOND} />);
    await screen.findByTestId('calc-value-ytm');
    fireEvent.click(screen.getByTestId('calc-kind-yield'));
    const input = screen.getByTestId('calc-input') as HTMLInputElement;
    expect(input.value).toBe('11.975'); // the current yield, to start from
    fireEvent.change(input, { target: { value: '12a,5%' } });
    expect(input.value).toBe('12,5');
    fireEvent.click(screen.getByTestId('calc-submit'));
    await waitFor(() => expect(value('clean_price')).toBe('101.2345'));
    const typed = calls.filter((c) => c.path === '/api/calculator/').at(-1)!.body;
    expect(typed).toMatchObject({ yield: 12.5, yieldConvention: 'effective' });
    expect((typed as { cleanPrice?: number }).cleanPrice).toBeUndefined();

    // A letter typed as a key never reaches the input; a lone separator is no number.
    const event = fireEvent.keyDown(input, { key: 'e' });
    expect(event).toBe(false);
    fireEvent.change(input, { target: { value: '.' } });
    fireEvent.click(screen.getByTestId('calc-submit'));
    expect(screen.getByTestId('calc-input-error')).toBeTruthy();
  });

  it('prices from a compounded yield when that convention is chosen', async () => {
    const calls = stubCalculatorApi();
    await renderShell(<BondCalculator bond={BOND} />);
    await screen.findByTestId('calc-value-ytm');
    const select = screen.getByTestId('calc-convention') as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual([
      'effective',
      'nominal',
      'compounded',
      'simple',
      'continuous',
    ]);
    fireEvent.change(select, { target: { value: 'compounded' } });
    fireEvent.click(screen.getByTestId('calc-kind-yield'));
    fireEvent.change(screen.getByTestId('calc-input'), { target: { value: '12' } });
    fireEvent.click(screen.getByTestId('calc-submit'));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/calculator/').at(-1)!.body).toMatchObject({
        yield: 12,
        yieldConvention: 'compounded',
      }),
    );
  });

  it('refuses an nkd date three days ahead and keeps its date', async () => {
    const calls = stubCalculatorApi();
    await renderShell(<BondCalculator bond={BOND} />);
    await screen.findByTestId('nkd-value');
    const today = todayUtc();
    const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('.');
    const input = within(screen.getByTestId('nkd-date-field')).getByRole('combobox');
    fireEvent.change(input, { target: { value: ddmmyyyy(addDaysIso(today, 3)) } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect((await screen.findByTestId('nkd-date-error')).textContent).toBe('nkd_date_too_late');
    expect(screen.getByTestId('nkd-summary').getAttribute('data-date')).toBe(today);

    // Two days ahead, typed with commas, is taken.
    const twoDays = addDaysIso(today, 2);
    fireEvent.change(input, { target: { value: ddmmyyyy(twoDays).replaceAll('.', ',') } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() =>
      expect(screen.getByTestId('nkd-summary').getAttribute('data-date')).toBe(twoDays),
    );
    expect(screen.queryByTestId('nkd-date-error')).toBeNull();
    expect(calls.some((c) => c.path.endsWith(`/getNkdInfo/${addDaysIso(today, 3)}/`))).toBe(false);
  });

  it('shows the calculation: every flow with its time, factor and present value', async () => {
    stubCalculatorApi();
    await renderShell(<BondCalculator bond={BOND} />);
    await screen.findByTestId('calc-value-ytm');
    fireEvent.click(screen.getByTestId('calc-show-calculation'));
    expect(screen.getAllByTestId('calc-flow')).toHaveLength(2);
    expect(screen.getByTestId('calc-flow-total').textContent).toBe('622.0848');
  });
});
