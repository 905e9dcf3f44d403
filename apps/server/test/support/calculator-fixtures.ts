/**
 * A 15-year quarterly bond as MOEX's bondization lists it: 60 explicit flows, priced at a
 * settlement date. A thousand of them (`explicitBatch`) are about 3 MB of JSON: the largest
 * batch a portfolio sends (the batch's body limit, the fair share, the benchmarks).
 */
export function explicitSchedule(index: number) {
  const cashflows = Array.from({ length: 60 }, (_, i) => {
    const date = new Date(Date.UTC(2025, 3 * (i + 1), 15)).toISOString().slice(0, 10);
    return { date, coupon: 2.0123 + index / 1e6, redemption: i === 59 ? 100 : 0 };
  });
  return {
    bond: {
      issueDate: '2025-01-15',
      maturityDate: cashflows.at(-1)!.date,
      couponRate: 8.05,
      couponFrequency: 4,
      dayCount: 'ACT/365F',
      cashflows,
    },
    settlementDate: '2026-05-20',
    cleanPrice: 97.5 + (index % 50) / 100,
  };
}

export const explicitBatch = (size = 1000) =>
  Array.from({ length: size }, (_, i) => explicitSchedule(i));
