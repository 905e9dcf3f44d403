/**
 * `POST /api/calculator/batch/` with 1,000 requests of 60 explicit cash flows each (about 3 MB,
 * as a portfolio of MOEX bonds with their bondization would be): wall time per batch.
 */
function explicitBond(index: number) {
  const cashflows = Array.from({ length: 60 }, (_, i) => ({
    date: new Date(Date.UTC(2025, 3 * (i + 1), 15)).toISOString().slice(0, 10),
    coupon: 2 + (index % 97) / 1000,
    redemption: i === 59 ? 100 : 0,
  }));
  return {
    bond: {
      issueDate: '2025-01-15',
      maturityDate: cashflows.at(-1)!.date,
      couponRate: 8,
      couponFrequency: 4,
      dayCount: 'ACT/365F',
      cashflows,
    },
    settlementDate: '2026-05-20',
    cleanPrice: 95 + (index % 100) / 20,
  };
}

export async function calculatorBatchRows(origin: string): Promise<string> {
  const body = JSON.stringify(Array.from({ length: 1000 }, (_, i) => explicitBond(i)));
  const post = () =>
    fetch(`${origin}/api/calculator/batch/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    }).then(async (response) => {
      if (!response.ok) throw new Error(`batch answered ${response.status}`);
      return (await response.arrayBuffer()).byteLength;
    });
  await post(); // warm the worker pool
  const runs = 5;
  const times: number[] = [];
  let answerBytes = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    answerBytes = await post();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(runs / 2)]!;
  return `| POST /api/calculator/batch/, 1,000 requests × 60 explicit flows (${(body.length / 1e6).toFixed(1)} MB in, ${(answerBytes / 1e6).toFixed(1)} MB out), median of ${runs} | ${median.toFixed(0)} ms |`;
}
