import { describe, expect, it } from 'vitest';
import { equityHistory, marketReturns, type EquityRef, type PathInputs } from './equity-prices';

const DAYS = Array.from({ length: 300 }, (_, k) =>
  new Date(Date.UTC(2025, 0, 1) + k * 86_400_000).toISOString().slice(0, 10),
);
const stock: EquityRef = { id: 7, kind: 'stock', ticker: 'ABC7', emitentId: 7, currency: 'RUB' };
const etf: EquityRef = { id: 2, kind: 'etf', ticker: 'BSGB', emitentId: null, currency: 'RUB' };

const inputs = (over: Partial<PathInputs> = {}): PathInputs => ({
  market: marketReturns(1, 'RUB', DAYS.length),
  spread: null,
  index: null,
  ...over,
});

describe('demo equity prices', () => {
  it('are the same for the same seed and ticker, whatever the database id', () => {
    const a = equityHistory(1, stock, DAYS, inputs());
    const b = equityHistory(1, { ...stock, id: 99 }, DAYS, inputs());
    expect(b.map(({ equityId: _, ...row }) => row)).toEqual(
      a.map(({ equityId: _, ...row }) => row),
    );
    expect(equityHistory(2, stock, DAYS, inputs())).not.toEqual(a);
  });

  it('give every day a bar: close and open within [low, high], prices and volumes positive', () => {
    for (const row of [
      ...equityHistory(1, stock, DAYS, inputs()),
      ...equityHistory(1, etf, DAYS, inputs()),
    ]) {
      expect(row.low).toBeGreaterThan(0);
      expect(row.low).toBeLessThanOrEqual(Math.min(row.open, row.close));
      expect(row.high).toBeGreaterThanOrEqual(Math.max(row.open, row.close));
      expect(row.volume).toBeGreaterThan(0);
      expect(Number.isInteger(row.volume)).toBe(true);
      expect(Math.round(row.close * 100) / 100).toBe(row.close);
    }
  });

  it('lets an ETF follow its index, less its fee', () => {
    const index = Float64Array.from(DAYS, (_, k) => 100 * (1 + 0.2 * Math.sin(k / 40)));
    const rows = equityHistory(1, etf, DAYS, inputs({ index }));
    const ratio = rows.map((r, k) => r.close / (index[k] as number));
    const first = ratio[0] as number;
    for (const r of ratio) expect(Math.abs(r / first - 1)).toBeLessThan(0.02);
  });

  it('takes most of a stock’s value when its issuer’s spread blows out', () => {
    const calm = equityHistory(
      1,
      stock,
      DAYS,
      inputs({ spread: new Float64Array(DAYS.length).fill(0.02) }),
    );
    const spread = Float64Array.from(DAYS, (_, k) => (k < 200 ? 0.02 : 0.02 * Math.exp(2.5)));
    const stressed = equityHistory(1, stock, DAYS, inputs({ spread }));
    const last = DAYS.length - 1;
    expect(stressed[last]!.close / calm[last]!.close).toBeLessThan(0.3);
  });
});
