import type { DataCommandContext } from '../command-context';
import { progressBar } from '../../lib/progress';
import { capLines, formatReport } from '../importers/report';
import { parseDate } from '../importers/values';
import { IssError, ISS_REQUESTS_PER_SECOND } from './iss-client';
import { syncMoex, type SyncOptions } from './moex-sync';
import { syncUniverse, type UniverseResult } from './moex-universe';
import { FIRST_DAYS, syncMarket, type MarketResult } from './moex-daily';
import { BULK_FROM } from './moex-daily-bulk';
import { countOption, LOG_LINES, triggerOf } from './command-options';
import { recordRun, type SyncTrigger } from './record-run';
import syncUstCommand from './ust-command';

const USAGE = `Usage: npm run data -- sync moex [options]
       npm run data -- sync ust [options]     (the US Treasury: sync ust --help)
  --universe            discover every bond of the bonds market (every board) from the
                        exchange's securities list: create or update its issuer (by the
                        exchange's EMITTER_ID, else INN; never a demo issuer, never by name)
                        and its bond (by ISIN, else SECID; a bond on several boards is one bond).
                        Incremental: new bonds get the securities search and their bondization,
                        stored bonds their bondization only when the list shows their schedule
                        changed, and the history is read by date for the whole market, each
                        trading day not yet stored (from --from, else 14 days before the newest
                        stored day, else --days back). More than 200 new bonds (a first
                        discovery) read the whole market's bondization in pages instead of one
                        a bond, and only the newest day's history: a second run follows at once
                        and reads the rest of the window (recorded as a run of its own)
  --bulk-from N         with --universe: new bonds above which a run reads the market's
                        bondization in pages (default ${BULK_FROM})
  --days N              days of history kept behind the newest stored day: a first discovery's
                        window, completed by the next runs when shallower (default 30)
  --per-bond            with --universe: the former way, a description, bondization and
                        history request for every bond (slow: ~3 requests a bond)
  --base-url URL        ISS server (default https://iss.moex.com)
  --secids A,B          SECIDs or ISINs to pull (default: every stored rouble bond);
                        not with --universe
  --from YYYY-MM-DD     first trade date (default: the bond's whole history)
  --till YYYY-MM-DD     last trade date
  --bondization         also pull coupons, amortizations and offers (creates unknown OFZ)
  --rate N              requests a second at most, one at a time (default ${ISS_REQUESTS_PER_SECOND});
                        halved for the rest of the run when ISS answers 429
  --retries N           retries of a failed request, with exponential backoff (default 4)
  --trigger T           what started the run, as recorded: command (default), schedule, start
Pulls daily history into trading_ticks on the Moscow Exchange ground (id 1), source moex-iss,
with our bond-math yield (ytm_last) beside the exchange's (ytm_close). A bond's answers are
all read and checked before anything of it is written: a malformed or failing answer fails that
bond alone, named in the report. Exit code 0 = done, 1 = some bonds failed (nothing written
for them) or the securities list could not be read (nothing written), 2 = usage.
Every run is recorded in sync_runs: \`npm run data -- sync status\` lists them.
See docs/adr/0025-live-market-data.md.`;

/** The run's progress lines (a day read, a bond failed or read again), at most `limit`. */
function cappedLog(limit: number): (line: string) => void {
  let printed = 0;
  return (line) => {
    if (printed < limit) console.error(line);
    else if (printed === limit) console.error('… more progress lines left out (see the report)');
    printed++;
  };
}

/** Parses `--name value` / `--name=value` options; null on an unknown or incomplete one. */
function parseOptions(args: string[]): Record<string, string> | null {
  const out: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    const m = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!m) return null;
    const name = m[1] as string;
    if (name === 'bondization' || name === 'universe' || name === 'per-bond') out[name] = 'yes';
    else if (m[2] !== undefined) out[name] = m[2];
    else if (i + 1 < args.length) out[name] = args[++i] as string;
    else return null;
  }
  const known = [
    'base-url',
    'secids',
    'from',
    'till',
    'bondization',
    'universe',
    'rate',
    'retries',
    'trigger',
    'days',
    'per-bond',
    'bulk-from',
  ];
  if (out.universe && out.secids) return null;
  if ((out['per-bond'] || out.days || out['bulk-from']) && !out.universe) return null;
  if (!triggerOf(out)) return null;
  return Object.keys(out).every((k) => known.includes(k)) ? out : null;
}

/** A universe run's report and totals. */
function printUniverseRun(result: UniverseResult | MarketResult, maxLines: number) {
  console.log(formatReport(result.report, { maxLines }));
  console.log(
    `${result.listed} bonds listed (${result.listRows} board rows); bonds ` +
      `${result.bonds.inserted} created, ${result.bonds.updated} updated, ` +
      `${result.bonds.unchanged} unchanged; issuers ${result.issuers.inserted} created, ` +
      `${result.issuers.updated} updated`,
  );
  if ('rescheduled' in result)
    console.log(
      `history days written: ${result.days.join(', ') || 'none'}` +
        `${result.rechecked ? ` (and ${result.rechecked} read again for corrections)` : ''}; ` +
        `G-curve days written: ${result.curveDays.join(', ') || 'none'}; ` +
        `G-spreads set: ${result.gSpreads}; schedules read again: ` +
        `${result.rescheduled.length}; new bonds described one by one: ${result.described}`,
    );
  console.log(`${result.requests} ISS requests`);
}

export default async function syncCommand({ database, args }: DataCommandContext): Promise<number> {
  const [target, ...rest] = args;
  if (target === 'ust') return syncUstCommand({ database, args: rest });
  if (target === '--help' || rest.includes('--help')) {
    console.log(USAGE);
    return 0;
  }
  if (target === 'status') return (await import('./status-command')).default(database, rest);
  const opts = target === 'moex' ? parseOptions(rest) : null;
  if (!opts) {
    console.error(USAGE);
    return 2;
  }
  const trigger = triggerOf(opts) as SyncTrigger;
  // The scheduler's runs print into the server log: totals and a few lines (the run's record
  // keeps its failures: `sync status`); an operator's command prints everything.
  const maxLines = trigger === 'command' ? Infinity : LOG_LINES;
  let options: SyncOptions;
  let historyDays = FIRST_DAYS;
  let bulkFrom = BULK_FROM;
  try {
    historyDays = Math.max(1, Math.floor(countOption(opts, 'days', FIRST_DAYS)));
    bulkFrom = Math.floor(countOption(opts, 'bulk-from', BULK_FROM));
    const count = (name: string, fallback: number) => countOption(opts, name, fallback);
    options = {
      baseUrl: opts['base-url'] ?? 'https://iss.moex.com',
      ...(opts.secids
        ? {
            secids: opts.secids
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean),
          }
        : {}),
      ...(opts.from ? { from: parseDate(opts.from, '--from') } : {}),
      ...(opts.till ? { till: parseDate(opts.till, '--till') } : {}),
      bondization: opts.bondization === 'yes',
      requestsPerSecond: count('rate', ISS_REQUESTS_PER_SECOND) || ISS_REQUESTS_PER_SECOND,
      retries: Math.floor(count('retries', 4)),
      onRetry: (url, attempt, reason) => console.error(`retry ${attempt} of ${url}: ${reason}`),
      onProgress: progressBar('Syncing MOEX'),
      log: cappedLog(maxLines),
    };
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const failures = (failed: readonly { secid: string; error: string }[]) =>
    capLines(
      failed.map((f) => `FAILED ${f.secid} (nothing written): ${f.error}`),
      maxLines,
    ).forEach((line) => console.log(line));
  try {
    if (opts.universe) {
      const run = () =>
        recordRun(
          database.db,
          'moex',
          'universe',
          trigger,
          (): Promise<UniverseResult | MarketResult> =>
            opts['per-bond']
              ? syncUniverse(database.db, options)
              : syncMarket(database.db, { ...options, historyDays, bulkFrom }),
        );
      const first = await run();
      printUniverseRun(first, maxLines);
      failures(first.failed);
      // A discovery in bulk wrote the newest day only (its bonds as fast as the exchange
      // allows); the rest of the window follows now rather than at the next daily update.
      if (!('bulkPages' in first) || first.bulkPages === 0) return first.failed.length > 0 ? 1 : 0;
      console.log('A first discovery: the rest of the history window follows in a second run.');
      const second = await run();
      printUniverseRun(second, maxLines);
      failures(second.failed);
      return first.failed.length + second.failed.length > 0 ? 1 : 0;
    }
    const what = options.secids ? 'secids' : 'stored';
    const result = await recordRun(database.db, 'moex', what, trigger, () =>
      syncMoex(database.db, options),
    );
    console.log(formatReport(result.report, { maxLines }));
    console.log(`${result.requests} ISS requests`);
    failures(result.failed);
    return result.failed.length > 0 ? 1 : 0;
  } catch (error) {
    if (error instanceof IssError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}
