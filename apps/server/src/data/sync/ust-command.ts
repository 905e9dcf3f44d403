import type { DataCommandContext } from '../command-context';
import { progressBar } from '../../lib/progress';
import { parseDate, RowError } from '../importers/values';
import { TREASURY_DIRECT, TREASURY_HOME } from './ust-sources';
import { syncUst, type UstSyncOptions, type UstSyncResult } from './ust-sync';
import { countOption, LOG_LINES, triggerOf } from './command-options';
import { recordRun } from './record-run';
import { capLines, type ImportReport } from '../importers/report';

export const UST_USAGE = `Usage: npm run data -- sync ust [options]
  --base-url URL        TreasuryDirect: the securities service and FedInvest prices
                        (default ${TREASURY_DIRECT})
  --curve-url URL       the par yield curve (default ${TREASURY_HOME}, or --base-url when given)
  --from YYYY-MM-DD     first price day (default: the day after the last stored FedInvest day,
                        else 30 days before --till)
  --till YYYY-MM-DD     last price day (default today)
  --rate N              requests a second at most (default 4)
  --retries N           retries of a failed request (429, 5xx, timeout), with exponential
                        backoff (default 4)
  --trigger T           what started the run, as sync_runs records it: command (default),
                        schedule or start
Every marketable Treasury: bills (zero, their yield the Treasury's investment rate), notes and
bonds (fixed), TIPS (inflation: real coupon, real yield) and FRNs (floating, quarterly), keyed
by CUSIP (ISIN = US + CUSIP + check digit).
1. securities issued in the window (TreasuryDirect /TA_WS/securities/search) -> terms, each
   security in its own transaction (a malformed one fails alone, named);
2. each business day's FedInvest prices -> trading_ticks on the 'US Treasury (FedInvest)'
   ground with our bond-math yields, a day in one transaction, in order, stopping at the first
   day that fails (the next run resumes after the last stored day);
3. the daily par yield curve, the months not stored yet -> 'ust-par'.
A second run over the same answers writes nothing. Exit code 0 = done, 1 = something failed
(named in the report; what was read before it is kept), 2 = usage.
See docs/adr/0025-live-market-data.md.`;

const KNOWN = ['base-url', 'curve-url', 'from', 'till', 'rate', 'retries', 'trigger'];

function parseOptions(args: string[]): Record<string, string> | null {
  const out: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const m = /^--([a-z-]+)(?:=(.*))?$/.exec(args[i] as string);
    if (!m || !KNOWN.includes(m[1] as string)) return null;
    if (m[2] !== undefined) out[m[1] as string] = m[2];
    else if (i + 1 < args.length) out[m[1] as string] = args[++i] as string;
    else return null;
  }
  return out;
}

/** `npm run data -- sync ust ...` */
export default async function syncUstCommand({
  database,
  args,
}: DataCommandContext): Promise<number> {
  if (args.includes('--help')) {
    console.log(UST_USAGE);
    return 0;
  }
  const opts = parseOptions(args);
  const trigger = opts && triggerOf(opts);
  if (!opts || !trigger) {
    console.error(UST_USAGE);
    return 2;
  }
  let options: UstSyncOptions;
  try {
    const count = (name: string, fallback: number) => countOption(opts, name, fallback);
    options = {
      ...(opts['base-url'] ? { baseUrl: opts['base-url'] } : {}),
      ...(opts['curve-url'] ? { curveUrl: opts['curve-url'] } : {}),
      ...(opts.from ? { from: parseDate(opts.from, '--from') } : {}),
      ...(opts.till ? { till: parseDate(opts.till, '--till') } : {}),
      requestsPerSecond: count('rate', 4) || 4,
      retries: Math.floor(count('retries', 4)),
      onRetry: (url, attempt, reason) => console.error(`retry ${attempt} of ${url}: ${reason}`),
      onProgress: progressBar('Syncing US Treasury prices'),
      log: (line) => console.error(line),
    };
    for (const key of ['baseUrl', 'curveUrl'] as const) {
      const url = options[key];
      if (url !== undefined && !/^https?:\/\//.test(url))
        throw new RowError(
          `--${key === 'baseUrl' ? 'base-url' : 'curve-url'} must be an http(s) URL`,
        );
    }
  } catch (error) {
    console.error(`${(error as Error).message}\n${UST_USAGE}`);
    return 2;
  }
  const r = await recordRun(database.db, 'ust', 'daily', trigger, async () =>
    recordable(await syncUst(database.db, options)),
  );
  const s = r.securities;
  console.log(
    r.range ? `US Treasury ${r.range.from}..${r.range.till}` : 'US Treasury: prices up to date',
  );
  console.log(
    `securities: ${s.read} read, ${s.created} created, ${s.updated} updated, ` +
      `${s.unchanged} unchanged, ${s.failed.length} failed`,
  );
  console.log(
    `prices: ${r.prices.days} days read (${r.prices.empty} empty), ${r.prices.read} rows, ` +
      `${r.prices.inserted} ticks inserted, ${r.prices.updated} updated`,
  );
  console.log(
    `par curve: ${r.curve.months} months read, ${r.curve.inserted} dates inserted` +
      (r.curve.first ? ` (${r.curve.first}..${r.curve.last})` : ''),
  );
  console.log(`${r.requests} requests`);
  // A scheduled run prints into the server log: a few failures (the run's record keeps them).
  const failures = r.failed.map((f) => `FAILED ${f.secid}: ${f.error}`);
  for (const line of capLines(failures, trigger === 'command' ? Infinity : LOG_LINES))
    console.log(line);
  return r.failed.length > 0 ? 1 : 0;
}

/**
 * A run as sync_runs records it (record-run.ts): the securities are its items, the price
 * rows, ticks and curve dates its rows; every failure (a CUSIP, a price day, a curve month)
 * named.
 */
function recordable(r: UstSyncResult) {
  const s = r.securities;
  const report: ImportReport = {
    source: 'sync ust',
    files: [],
    read: r.prices.read,
    inserted: r.prices.inserted + r.curve.inserted,
    updated: r.prices.updated,
    unchanged: 0,
    skipped: 0,
    rejected: [],
    notes: [],
    seconds: 0,
  };
  return {
    ...r,
    report,
    listed: s.read,
    bonds: { inserted: s.created, updated: s.updated, unchanged: s.unchanged },
    failed: r.failed.map((f) => ({ secid: f.what, error: f.error })),
  };
}
