import { load, type LoadRequest, type LoadResult } from './load';
import { serveWorld, type ServedWorld } from './served-world';

/**
 * Issues 13 and 14's targets: each bond-page call for the showcase bond p95 <= 20 ms, each
 * issuer statement call for the showcase issuers p95 <= 25 ms, on PGlite and PostgreSQL.
 * A level-1077 browser (session cookie, accept-encoding), CLIENTS closed loops per call.
 */
const CLIENTS = 4;
const SECONDS = 3;
const WORLD = { bonds: 300, years: 3 };

type Auth = Record<string, string>;

async function json<T>(world: ServedWorld, path: string, auth: Auth): Promise<T> {
  const response = await fetch(`${world.origin}${path}`, { headers: auth });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

interface ReportOptions {
  bankRsbu: boolean;
  msfo: { id: number }[];
  rsbu: { id: number }[];
}

/** The showcase issuers: the first with MSFO and RSBU (corporate), the first bank. */
export async function showcase(world: ServedWorld, auth: Auth) {
  let corporate: { id: number; options: ReportOptions } | null = null;
  let bank: { id: number; options: ReportOptions } | null = null;
  for (let id = 1; id <= 40 && !(corporate && bank); id += 1) {
    const response = await fetch(`${world.origin}/api/company/${id}/report-options/`, {
      headers: auth,
    });
    if (!response.ok) continue;
    const options = (await response.json()) as ReportOptions;
    if (!corporate && options.msfo.length > 0 && options.rsbu.length > 0)
      corporate = { id, options };
    if (!bank && options.bankRsbu) bank = { id, options };
  }
  if (!corporate || !bank) throw new Error('no showcase issuers found');
  const company = await json<{ bonds: { id: number }[] }>(
    world,
    `/api/company/${corporate.id}/`,
    auth,
  );
  const bondId = company.bonds.map((b) => b.id).sort((a, b) => a - b)[0]!;
  return { corporate, bank, bondId };
}

export function bondCalls(
  bond: { id: number; statusId: number; emitent: { id: number } },
  asOf: string,
) {
  const b = `/api/bonds/${bond.id}`;
  return [
    `${b}/`,
    `${b}/archive/`,
    `${b}/similar-items/`,
    `${b}/views/`,
    `${b}/calculator-terms/`,
    `${b}/getNkdInfo/${asOf}/`,
    `${b}/cash-flow/`,
    `${b}/documents/`,
    `${b}/ratings/`,
    `${b}/praams/`,
    `${b}/placement/`,
    `${b}/resume/`,
    `${b}/extras/`,
    `${b}/issuer-items/?page=1`,
    `/api/bonds/mp-quotes/${bond.id}/${bond.emitent.id}/${bond.statusId}/`,
    `/cb/emissions/item/global/json/${bond.id}/?lang=eng`,
    `/api/company/${bond.emitent.id}/comments_about/`,
  ];
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const row = (database: string, path: string, r: LoadResult, target: number) =>
  `| ${database} | \`${path}\` | ${Math.round(r.perSecond)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.max)} | ${r.p95 <= target ? 'yes' : '**no**'} |`;

export async function pageCallsSection(): Promise<string> {
  const rows: string[] = [];
  for (const database of ['pglite', 'postgres'] as const) {
    const world = await serveWorld(database, WORLD);
    try {
      const auth = await world.fullAccess();
      const headers = { ...auth, 'accept-encoding': 'gzip, deflate, br' };
      const { corporate, bank, bondId } = await showcase(world, auth);
      const bond = await json<{
        id: number;
        statusId: number;
        emitent: { id: number };
        provenance: { asOf: string };
      }>(world, `/api/bonds/${bondId}/`, auth);
      const asOf = bond.provenance.asOf.slice(0, 10);
      const statementCalls = [
        `/api/company/${corporate.id}/report-options/`,
        `/api/report_bank_rsbu/${bank.id}/0/`,
        `/api/report_bank_rsbu/${bank.id}/1/`,
        `/api/report_msfo/${corporate.options.msfo[0]!.id}/`,
        `/api/report_rsbu/${corporate.options.rsbu[0]!.id}/`,
        `/api/company/${corporate.id}/multipliers/`,
        `/api/company/get-report/msfo/${corporate.id}/`,
      ];
      const runs: [string[], number][] = [
        [bondCalls(bond, asOf), 20],
        [statementCalls, 25],
      ];
      for (const [paths, target] of runs) {
        for (const path of paths) {
          const request: LoadRequest = { method: 'GET', path, headers };
          rows.push(
            row(database, path, await load(world.origin, request, CLIENTS, SECONDS), target),
          );
        }
      }
    } finally {
      await world.stop();
    }
  }
  return [
    `Bond-page and statement calls, showcase bond and issuers, level 1077, ${CLIENTS} clients x ${SECONDS} s each; world of ${WORLD.bonds} bonds x ${WORLD.years} years (targets: bond page p95 <= 20 ms, statements p95 <= 25 ms)`,
    '',
    '| database | call | req/s | p50 | p95 | max | target met |',
    '| --- | --- | ---: | ---: | ---: | ---: | :---: |',
    ...rows,
  ].join('\n');
}
