import { explicitBatch } from '../apps/server/test/support/calculator-fixtures';

/**
 * `POST /api/calculator/batch/` with 1,000 requests of 60 explicit cash flows each (about 3 MB,
 * as a portfolio of MOEX bonds with their bondization would be): wall time per batch.
 */
export async function calculatorBatchRows(origin: string): Promise<string> {
  const body = JSON.stringify(explicitBatch());
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
