import { load, type LoadResult } from './load';
import { serveWorld, type ServedWorld } from './served-world';

/**
 * Issue 12's target: POST /api/chart/get_tradings/ for 20 series x 10 years of daily ticks
 * (the bond, 9 compared bonds, 10 indexes: the comparison's limits), 16 concurrent clients,
 * p95 <= 30 ms, on PGlite and on PostgreSQL. Measured as a level-1077 browser asks (values,
 * not shapes; `accept-encoding` as browsers send it), once uncached and then under load.
 */
const CLIENTS = 16;
const SECONDS = 10;
const WORLD = { bonds: 80, years: 10 };

interface Line {
  id: number;
  tgId: number;
  model: 'bonds' | 'index';
}

const minusYears = (date: string, years: number) =>
  `${Number(date.slice(0, 4)) - years}${date.slice(4)}`;

async function post(world: ServedWorld, auth: Record<string, string>, body: unknown) {
  const response = await fetch(`${world.origin}/api/chart/get_tradings/`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`get_tradings: ${response.status} ${await response.text()}`);
  return (await response.json()) as unknown;
}

/** The 10 bond lines with the longest histories and indexes 1-10, over the last `years`. */
export async function comparison(world: ServedWorld, auth: Record<string, string>, years = 10) {
  const list = (await (await fetch(`${world.origin}/api/bonds/?limit=100`)).json()) as {
    items: { id: number }[];
  };
  const candidates: (Line & { maxDate: string })[] = [];
  for (const { id } of list.items) {
    const bond = (await (await fetch(`${world.origin}/api/bonds/${id}/`)).json()) as {
      tradingGrounds: { id: number; maxDate: string | null }[];
    };
    const ground = bond.tradingGrounds.find((g) => g.maxDate);
    if (ground) candidates.push({ id, tgId: ground.id, model: 'bonds', maxDate: ground.maxDate! });
  }
  const endDate = candidates
    .map((c) => c.maxDate)
    .sort()
    .at(-1)!;
  const startDate = minusYears(endDate, years);
  const period = { startDate, endDate, chartType: 'price', userChangePeriod: 1 };
  const lengths = new Map<number, number>();
  for (const c of candidates) {
    const item = { id: c.id, tgId: c.tgId, model: c.model };
    const ticks = await post(world, auth, { ...period, items: [item], getChartIteration: 1 });
    lengths.set(c.id, Array.isArray(ticks) ? ticks.length : 0);
  }
  const bonds = candidates
    .sort((a, b) => lengths.get(b.id)! - lengths.get(a.id)!)
    .slice(0, 10)
    .map(({ id, tgId, model }) => ({ id, tgId, model }));
  const indexes = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, tgId: 0, model: 'index' }));
  return { ...period, items: [...bonds, ...indexes], getChartIteration: 0 };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const row = (what: string, r: LoadResult) =>
  `| ${what} | ${Math.round(r.perSecond).toLocaleString('en')} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p975)} | ${ms(r.max)} | ${(r.bytes / 1024).toFixed(0)} KiB |`;

export async function chartLoadSection(): Promise<string> {
  const rows: string[] = [];
  const notes: string[] = [];
  // BENCH_DATABASES=postgres measures one of them alone.
  const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',') as (
    'pglite' | 'postgres'
  )[];
  for (const database of databases) {
    const world = await serveWorld(database, WORLD);
    try {
      const auth = await world.fullAccess();
      const body = await comparison(world, auth);
      const request = {
        method: 'POST' as const,
        path: '/api/chart/get_tradings/',
        headers: {
          ...auth,
          'content-type': 'application/json',
          'accept-encoding': 'gzip, deflate, br',
        },
        body: JSON.stringify(body),
      };
      const started = performance.now();
      const ticks = (await post(world, auth, body)) as unknown[];
      const uncached = performance.now() - started;
      const json = JSON.stringify(ticks).length;
      notes.push(
        `${database}: ${body.items.length} series, ${ticks.length.toLocaleString('en')} ticks ` +
          `(${body.startDate} to ${body.endDate}), ${(json / 2 ** 20).toFixed(1)} MiB of JSON; ` +
          `first (uncached) answer ${ms(uncached)}`,
      );
      rows.push(
        row(
          `${database}: GET /api/health (reference)`,
          await load(world.origin, { method: 'GET', path: '/api/health' }, CLIENTS, 5),
        ),
        row(
          `${database}: get_tradings 20 × 10 y`,
          await load(world.origin, request, CLIENTS, SECONDS),
        ),
      );
    } finally {
      await world.stop();
    }
  }
  return [
    `get_tradings, ${CLIENTS} concurrent clients, ${SECONDS} s (target p95 <= 30 ms); world of ${WORLD.bonds} bonds x ${WORLD.years} years`,
    '',
    '| route | req/s | p50 | p95 | p97.5 | max | answer sent |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    ...notes.map((n) => `- ${n}`),
  ].join('\n');
}
