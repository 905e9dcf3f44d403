import autocannon from 'autocannon';
import { bondCalls, showcase } from './page-calls';
import { serveWorld, type ServedWorld } from './served-world';

/**
 * Issue 19's table: the bond page's and the issuer page's calls under load, side by side with
 * a `{hello:'world'}` route in the same server process (plugins/bench-hello.ts, switched on by
 * BENCH_HELLO_ROUTE=1), on the 2,000-bond demo world `npm start` builds, as a visitor and as a
 * level-1077 session, on PGlite and on PostgreSQL. autocannon, CLIENTS connections for SECONDS
 * per route; the load generator shares the machine's cores with the server, as in the issue.
 * Target per route: >= 30 % of the hello route's req/s (same database and tier; the mean of a run
 * before and one after the tier's routes) and p95 <= 20 ms; a refusal (non-2xx) is marked.
 */
const CLIENTS = Number(process.env.PAGE_LOAD_CLIENTS ?? 16);
const SECONDS = Number(process.env.PAGE_LOAD_SECONDS ?? 10);
const WORLD = { bonds: 2000, years: 3 }; // FIRST_RUN_SIZE: what `npm start` generates
const BOND_ID = 1;
const HELLO = '/api/bench/hello/';
const SHARE = 0.3;
/** For a re-run of a few rows: PAGE_LOAD_DATABASES=pglite, PAGE_LOAD_ROUTES=views,/bonds/1/ */
const DATABASES = (process.env.PAGE_LOAD_DATABASES ?? 'pglite,postgres').split(',') as (
  'pglite' | 'postgres'
)[];
const ONLY = process.env.PAGE_LOAD_ROUTES?.split(',').filter(Boolean);
const P95 = 20;

type Headers = Record<string, string>;

interface Measured {
  perSecond: number;
  p50: number;
  p95: number;
  p975: number;
  /** Statuses other than 2xx, e.g. "403 x 5": a visitor may be refused a call. */
  refused: string;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;

/** One autocannon run; every latency is kept (autocannon's own histogram has no p95). */
export async function measure(origin: string, path: string, headers: Headers): Promise<Measured> {
  const latencies: number[] = [];
  const instance = autocannon({
    url: `${origin}${path}`,
    connections: CLIENTS,
    duration: SECONDS,
    headers,
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => {
    latencies.push(ms);
  });
  const result = await instance;
  const sorted = latencies.sort((a, b) => a - b);
  const refused = Object.entries(result.statusCodeStats)
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, { count }]) => `${status} × ${count}`)
    .join(', ');
  return {
    perSecond: result.requests.total / result.duration,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p975: percentile(sorted, 0.975),
    refused: [refused, result.errors ? `${result.errors} errors` : ''].filter(Boolean).join(', '),
  };
}

/**
 * The calculator's date as the page picks it (web: calculator-input.ts defaultNkdDate): the
 * day, or for a matured bond its last traded day before maturity (a later one is refused).
 */
function calculatorDate(
  bond: { maturityDate: string | null; tradingGrounds: { maxDate: string | null }[] },
  today: string,
): string {
  const maturity = bond.maturityDate;
  if (!maturity || maturity > today) return today;
  const traded = bond.tradingGrounds
    .map((g) => g.maxDate)
    .filter((d): d is string => d !== null && d < maturity)
    .sort()
    .at(-1);
  if (traded) return traded;
  const dayBefore = new Date(`${maturity}T00:00:00Z`);
  dayBefore.setUTCDate(dayBefore.getUTCDate() - 1);
  return dayBefore.toISOString().slice(0, 10);
}

async function json<T>(world: ServedWorld, path: string, headers: Headers): Promise<T> {
  const response = await fetch(`${world.origin}${path}`, { headers });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** Every call of the bond page (bond 1) and of the showcase issuers' pages, the shell's too. */
async function pageRoutes(world: ServedWorld, auth: Headers): Promise<string[]> {
  const bond = await json<{
    id: number;
    statusId: number;
    emitent: { id: number };
    maturityDate: string | null;
    tradingGrounds: { maxDate: string | null }[];
    provenance: { asOf: string };
  }>(world, `/api/bonds/${BOND_ID}/`, auth);
  const { corporate, bank } = await showcase(world, auth);
  const c = corporate.id;
  const routes = [
    `/api/bonds/${BOND_ID}/`,
    `/api/bonds/${BOND_ID}/archive/`,
    `/api/bonds/${BOND_ID}/similar-items/`,
    `/bonds/${BOND_ID}/`,
    ...bondCalls(bond, calculatorDate(bond, bond.provenance.asOf.slice(0, 10))),
    '/api/shell/',
    '/api/labels/?lang=rus',
    '/api/me',
    `/company/${c}/`,
    `/api/company/${c}/`,
    `/api/company/${c}/relations/`,
    `/api/company/${c}/get-emitent-list-of-indexes/`,
    `/api/emitent-map-data/${c}/`,
    `/api/company/${c}/comments_about/`,
    `/api/company/${c}/report-options/`,
    `/api/report_msfo/${corporate.options.msfo[0]!.id}/`,
    `/api/report_rsbu/${corporate.options.rsbu[0]!.id}/`,
    `/api/company/${c}/multipliers/`,
    `/api/company/get-report/msfo/${c}/`,
    `/api/report_bank_rsbu/${bank.id}/0/`,
    `/api/report_bank_rsbu/${bank.id}/1/`,
  ];
  return [...new Set(routes)];
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const int = (value: number) => Math.round(value).toLocaleString('en');

export async function pageLoadSection(): Promise<string> {
  // The served world inherits this process's environment: the hello route is on for it alone.
  process.env.BENCH_HELLO_ROUTE = '1';
  const rows: string[] = [];
  const misses: string[] = [];
  for (const database of DATABASES) {
    const world = await serveWorld(database, WORLD);
    try {
      const session = await world.fullAccess();
      const routes = (await pageRoutes(world, session)).filter(
        (path) => !ONLY || ONLY.some((part) => path.includes(part)),
      );
      const browser = { 'accept-encoding': 'gzip, deflate, br' };
      const tiers: [string, Headers][] = [
        ['visitor', browser],
        ['level 1077', { ...browser, ...session }],
      ];
      for (const [tier, headers] of tiers) {
        // One pass first: answers computed once per data version are what a page reads.
        for (const path of [HELLO, ...routes]) await fetch(`${world.origin}${path}`, { headers });
        // The hello route before and after the tier's routes: the machine's load moves, and
        // each route is compared with the mean of the two.
        const before = await measure(world.origin, HELLO, headers);
        const measured: [string, Measured][] = [];
        for (const path of routes) {
          measured.push([path, await measure(world.origin, path, headers)]);
          console.error(`${database} ${tier} ${path}: ${int(measured.at(-1)![1].perSecond)} req/s`);
        }
        const after = await measure(world.origin, HELLO, headers);
        const ceiling = (before.perSecond + after.perSecond) / 2;
        for (const [when, hello] of [
          ['before', before],
          ['after', after],
        ] as const) {
          rows.push(
            `| ${database} | ${tier} | hello-world route (${when}) | ${int(hello.perSecond)} | ${ms(hello.p50)} | ${ms(hello.p95)} | ${ms(hello.p975)} | ${((hello.perSecond / ceiling) * 100).toFixed(0)} % | |`,
          );
        }
        for (const [path, r] of measured) {
          const share = r.perSecond / ceiling;
          const met = share >= SHARE && r.p95 <= P95 && !r.refused;
          if (!met) misses.push(`${database}, ${tier}: \`${path}\``);
          const status = r.refused ? ` (${r.refused})` : '';
          rows.push(
            `| ${database} | ${tier} | \`${path}\`${status} | ${int(r.perSecond)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p975)} | ${(share * 100).toFixed(0)} % | ${met ? 'yes' : '**no**'} |`,
          );
        }
      }
    } finally {
      await world.stop();
    }
  }
  return [
    `Bond and issuer pages under load: autocannon, ${CLIENTS} connections x ${SECONDS} s per route, world of ${WORLD.bonds} bonds x ${WORLD.years} years, built server in production mode (targets: >= ${SHARE * 100} % of the hello-world route's req/s (the mean of its runs before and after the tier) and p95 <= ${P95} ms)`,
    '',
    '| database | tier | route | req/s | p50 | p95 | p97.5 | % of hello | target met |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | :---: |',
    ...rows,
    '',
    misses.length ? `Missed: ${misses.join('; ')}` : 'Every route met the target.',
  ].join('\n');
}
