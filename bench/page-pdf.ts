import { PAGE_PDF_BLOCKS } from '../packages/contracts/src/page-pdf-blocks';
import { serveWorld, type ServedWorld } from './served-world';

/**
 * Issue 30 item 4: the bond page as PDF (`POST /api/bonds/{id}/page.pdf`), timed from the
 * request to the last byte of the file, as a level-1077 reader on the built server (PGlite):
 * one block (the summary) and every block of the page (PAGE_PDF_BLOCKS: the page leaves out
 * those without data). The server keeps its Chromium warm (PAGE_PDF_BROWSER=warm, the default:
 * started in the background once it listens); the first print of a `lazy` server, which
 * starts the browser on demand (the behaviour before issue 30), is timed beside it.
 * `BENCH_ONLY=page-pdf npm run bench` (after `npm run build`).
 */
const WORLD = { bonds: 300, years: 3 };
const RUNS = 7;
/** The demo world's showcase bond (issuer 5): every block, extra blocks and similar bonds. */
const SHOWCASE_BOND = 81;

interface Timed {
  ms: number;
  bytes: number;
}

async function printPdf(world: ServedWorld, headers: Record<string, string>, blocks: string[]) {
  const started = performance.now();
  const response = await fetch(`${world.origin}/api/bonds/${SHOWCASE_BOND}/page.pdf?lang=eng`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ blocks }),
  });
  const body = await response.arrayBuffer();
  if (response.status !== 200)
    throw new Error(`page.pdf: ${response.status} ${Buffer.from(body).toString()}`);
  return { ms: performance.now() - started, bytes: body.byteLength } satisfies Timed;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes: number) => `${Math.round(bytes / 1024)} kB`;

function row(name: string, runs: Timed[]) {
  const times = runs.map((r) => r.ms);
  return `| ${name} | ${runs.length} | ${s(median(times))} | ${s(Math.min(...times))} | ${s(Math.max(...times))} | ${kb(runs[0]!.bytes)} | ${Math.max(...times) <= 3000 ? 'yes' : 'no'} |`;
}

/** Waits until the server's background browser has had time to start (it is not told). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 3_000));

export async function pagePdfSection(): Promise<string> {
  const rows: string[] = [];
  const one = ['summary'];
  const all = [...PAGE_PDF_BLOCKS];

  const previous = process.env.PAGE_PDF_BROWSER;
  try {
    process.env.PAGE_PDF_BROWSER = 'lazy';
    const lazy = await serveWorld('pglite', WORLD);
    try {
      const headers = await lazy.fullAccess();
      rows.push(
        row('lazy browser: first print, one block (Chromium starts)', [
          await printPdf(lazy, headers, one),
        ]),
      );
    } finally {
      await lazy.stop();
    }

    process.env.PAGE_PDF_BROWSER = 'warm';
    const world = await serveWorld('pglite', WORLD);
    try {
      const headers = await world.fullAccess();
      await settle();
      rows.push(
        row('warm browser: first print after start, one block', [
          await printPdf(world, headers, one),
        ]),
      );
      const oneBlock: Timed[] = [];
      for (let i = 0; i < RUNS; i++) oneBlock.push(await printPdf(world, headers, one));
      rows.push(row('warm browser: one block (summary)', oneBlock));
      const similar: Timed[] = [];
      for (let i = 0; i < RUNS; i++) similar.push(await printPdf(world, headers, ['similar']));
      rows.push(row('warm browser: one block (similar bonds)', similar));
      const allBlocks: Timed[] = [];
      for (let i = 0; i < RUNS; i++) allBlocks.push(await printPdf(world, headers, all));
      rows.push(row(`warm browser: every block (${all.length} ids)`, allBlocks));
    } finally {
      await world.stop();
    }
  } finally {
    if (previous === undefined) delete process.env.PAGE_PDF_BROWSER;
    else process.env.PAGE_PDF_BROWSER = previous;
  }
  return [
    `Page PDF, request to last byte (bond ${SHOWCASE_BOND} as level 1077; world of ${WORLD.bonds} bonds × ${WORLD.years} years, PGlite; one print at a time; target: one block ≤ 3 s)`,
    '',
    '| print | runs | median | min | max | file | ≤ 3 s |',
    '| --- | ---: | ---: | ---: | ---: | ---: | :---: |',
    ...rows,
  ].join('\n');
}
