/**
 * Latency of the bond-page API calls on a running server, over bonds spread through the
 * world: `npx tsx bench/api-latency.ts http://localhost:3000 [samples=200]`. Sequential
 * requests (one user), after one warm-up pass; prints a Markdown table of p50 / p95 / max.
 */
const base = process.argv[2] ?? 'http://localhost:3000';
const samples = Number(process.argv[3] ?? 200);

interface Timing {
  call: string;
  ms: number[];
}

async function time(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
}

async function main() {
  const { total } = (await (await fetch(`${base}/api/bonds/?limit=1`)).json()) as { total: number };
  // Bonds spread evenly over the id range (the generator numbers them 1..N).
  const ids = Array.from({ length: samples }, (_, i) => 1 + Math.floor((i * total) / samples));
  const calls: [string, (id: number) => string][] = [
    ['GET /api/bonds/{id}/', (id) => `${base}/api/bonds/${id}/`],
    ['GET /api/bonds/{id}/archive/', (id) => `${base}/api/bonds/${id}/archive/`],
    ['GET /api/bonds/{id}/similar-items/', (id) => `${base}/api/bonds/${id}/similar-items/`],
    ['GET /bonds/{id}/ (HTML page)', (id) => `${base}/bonds/${id}/`],
  ];
  const timings: Timing[] = [];
  for (const [call, url] of calls) {
    for (const id of ids.slice(0, 20)) await time(url(id)); // warm-up
    const ms: number[] = [];
    for (const id of ids) ms.push(await time(url(id)));
    timings.push({ call, ms: ms.sort((a, b) => a - b) });
  }
  console.log(`${total} bonds; ${samples} bonds sampled, sequential requests\n`);
  console.log('| call | p50 | p95 | max |\n| --- | ---: | ---: | ---: |');
  for (const { call, ms } of timings)
    console.log(
      `| ${call} | ${percentile(ms, 0.5).toFixed(1)} ms | ${percentile(ms, 0.95).toFixed(1)} ms | ${(ms.at(-1) ?? NaN).toFixed(1)} ms |`,
    );
}

export {};
await main();
