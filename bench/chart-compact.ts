import autocannon from 'autocannon';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { comparison } from './chart-load';
import { serveWorld } from './served-world';

/**
 * Issue 33 item 8: the 20-line chart (the bond, 9 compared bonds and 10 indexes over the last
 * 3 years, price tab) under load beside the `{hello:'world'}` route of the same server
 * (BENCH_HELLO_ROUTE=1), as a level-1077 browser asks (session, `accept-encoding` of a
 * browser), in the spec's form (an object per day), in the compact one (`format:
 * 'columns'`), narrowed to the fields the web's comparison draws, and as steps (`format:
 * 'steps'`, what the web asks for). Answers are cached per data version: a warm-up call first, then autocannon,
 * CLIENTS connections for SECONDS each, on the world `npm start` builds. Target: >= 30 % of
 * the hello route's req/s (the mean of a run before and one after the chart's).
 */
const CLIENTS = 16;
const SECONDS = Number(process.env.CHART_COMPACT_SECONDS ?? 10);
const WORLD = { bonds: 2000, years: 3 };
const HELLO = '/api/bench/hello/';
const SHARE = 0.3;

type Headers = Record<string, string>;
interface Measured {
  perSecond: number;
  p50: number;
  p95: number;
  p975: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;

async function measure(
  origin: string,
  request: { method: 'GET' | 'POST'; path: string; headers: Headers; body?: string },
): Promise<Measured> {
  const latencies: number[] = [];
  const instance = autocannon({
    url: `${origin}${request.path}`,
    method: request.method,
    headers: request.headers,
    body: request.body,
    connections: CLIENTS,
    duration: SECONDS,
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => {
    latencies.push(ms);
  });
  const result = await instance;
  if (result.non2xx || result.errors)
    throw new Error(`${request.path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const sorted = latencies.sort((a, b) => a - b);
  return {
    perSecond: result.requests.total / result.duration,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p975: percentile(sorted, 0.975),
  };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const int = (value: number) => Math.round(value).toLocaleString('en');
const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

/** The answer's size as JSON and as sent br-coded (what a browser receives). */
async function sizes(origin: string, headers: Headers, body: string) {
  const post = (encoding: string) =>
    fetch(`${origin}/api/chart/get_tradings/`, {
      method: 'POST',
      headers: { ...headers, 'accept-encoding': encoding },
      body,
    });
  const answer = await post('identity');
  // A server before the compact form refuses the field (400): that form is left out.
  if (!answer.ok) return null;
  const plain = await answer.arrayBuffer();
  // fetch decodes what it receives: the coded bytes are read from a raw request instead.
  const coded = await new Promise<Buffer>((resolve, reject) => {
    const req = request(
      `${origin}/api/chart/get_tradings/`,
      { method: 'POST', headers: { ...headers, 'accept-encoding': 'gzip, deflate, br' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve(Buffer.concat(chunks)));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
  return { json: plain.byteLength, coded: coded.length, codedBytes: coded };
}

/**
 * What the bytes alone allow on this machine: a bare `node:http` server (no framework, no
 * session, no lookup) answering the hello body and the chart's coded bytes, measured by the
 * same client. The chart's share of hello here is the ceiling any server could reach with an
 * answer of that size, since the load client shares the two cores.
 */
async function transportCeiling(coded: Buffer) {
  const hello = Buffer.from(JSON.stringify({ hello: 'world' }));
  const server = createServer((req, res) => {
    const body = req.url === '/chart' ? coded : hello;
    res.writeHead(200, {
      'content-type': 'application/json',
      'content-length': body.length,
      ...(body === coded ? { 'content-encoding': 'br' } : {}),
    });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const get = (path: string) => measure(origin, { method: 'GET', path, headers: {} });
    const before = await get('/hello');
    const chart = await get('/chart');
    const after = await get('/hello');
    return { hello: (before.perSecond + after.perSecond) / 2, chart };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

export async function chartCompactSection(): Promise<string> {
  // The served world inherits this process's environment: the hello route is on for it alone.
  process.env.BENCH_HELLO_ROUTE = '1';
  const databases = (process.env.BENCH_DATABASES ?? 'pglite').split(',') as (
    'pglite' | 'postgres'
  )[];
  const rows: string[] = [];
  const notes: string[] = [];
  for (const database of databases) {
    const world = await serveWorld(database, WORLD);
    try {
      const session = await world.fullAccess();
      const chart = await comparison(world, session, 3);
      const headers = {
        ...session,
        'content-type': 'application/json',
        'accept-encoding': 'gzip, deflate, br',
      };
      const forms: [string, string][] = [];
      // The fields the web's comparison sends: one value a line (bond prices, index levels).
      const fields = ['last_price', 'value'];
      for (const [form, body] of [
        ['ticks (an object per day, the default)', JSON.stringify(chart)],
        ["columns (`format: 'columns'`)", JSON.stringify({ ...chart, format: 'columns' })],
        [
          "columns, the comparison's fields (`fields: ['last_price', 'value']`)",
          JSON.stringify({ ...chart, format: 'columns', fields }),
        ],
        [
          "steps, the comparison's fields (`format: 'steps'`, as the web asks)",
          JSON.stringify({ ...chart, format: 'steps', fields }),
        ],
      ] as const)
        if (await sizes(world.origin, headers, body)) forms.push([form, body]); // the warm-up
      const hello = { method: 'GET' as const, path: HELLO, headers };
      const before = await measure(world.origin, hello);
      // Read after the hello run: a kept answer's best brotli coding is made by then.
      for (const [form, body] of forms) {
        const size = (await sizes(world.origin, headers, body))!;
        notes.push(
          `${database}, ${form}: ${kib(size.json)} of JSON, ${kib(size.coded)} sent br-coded`,
        );
      }
      // The form the web asks for: the last one this server takes.
      const columns = forms.at(-1)!;
      const codedColumns = (await sizes(world.origin, headers, columns[1]))!.codedBytes;
      const measured: [string, Measured][] = [];
      for (const [form, body] of forms)
        measured.push([
          form,
          await measure(world.origin, {
            method: 'POST',
            path: '/api/chart/get_tradings/',
            headers,
            body,
          }),
        ]);
      const after = await measure(world.origin, hello);
      const ceiling = (before.perSecond + after.perSecond) / 2;
      const line = (what: string, r: Measured, mark = '') =>
        `| ${database} | ${what} | ${int(r.perSecond)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p975)} | ${((r.perSecond / ceiling) * 100).toFixed(0)} % | ${mark} |`;
      rows.push(line('hello-world route (before)', before));
      for (const [form, r] of measured)
        rows.push(
          line(`get_tradings, ${form}`, r, r.perSecond / ceiling >= SHARE ? 'yes' : '**no**'),
        );
      rows.push(line('hello-world route (after)', after));
      const bare = await transportCeiling(codedColumns);
      notes.push(
        `${database}: a bare node:http server sending the same ${kib(codedColumns.length)} of the coded ${columns[0]}: ${int(bare.chart.perSecond)} req/s, ${((bare.chart.perSecond / bare.hello) * 100).toFixed(0)} % of its own hello (${int(bare.hello)} req/s): the ceiling the answer's size leaves on this machine`,
      );
      notes.push(
        `${database}: ${chart.items.length} lines, ${chart.startDate} to ${chart.endDate}, price tab`,
      );
    } finally {
      await world.stop();
    }
  }
  return [
    `The 20-line chart under load beside the hello-world route: autocannon, ${CLIENTS} connections x ${SECONDS} s, level 1077, world of ${WORLD.bonds} bonds x ${WORLD.years} years, cached answers (target >= ${SHARE * 100} % of the hello route's req/s, the mean of its runs before and after)`,
    '',
    '| database | route | req/s | p50 | p95 | p97.5 | % of hello | target met |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | :---: |',
    ...rows,
    '',
    ...notes.map((n) => `- ${n}`),
  ].join('\n');
}
