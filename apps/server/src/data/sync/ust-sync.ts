import { sql } from 'drizzle-orm';
import { calendarById, parseIsoDate } from '@bondsight/bond-math';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { ReportBuilder } from '../importers/report';
import { FEDINVEST_GROUND } from '../importers/reference';
import type { Progress } from '../importers/source';
import { writeParCurveTable } from '../importers/sources/curves';
import {
  FEDINVEST_COLUMNS,
  parseFedInvest,
  writeFedInvestDay,
} from '../importers/sources/ust-prices';
import { tableFromText } from '../importers/table-file';
import { addDaysIso, FormatError, todayIso } from '../importers/values';
import type { PoliteClientOptions } from './polite-client';
import {
  fetchCurveMonth,
  fetchPriceDay,
  fetchSecurities,
  TREASURY_DIRECT,
  TREASURY_HOME,
  UstClient,
} from './ust-sources';
import { writeSecurities, type SecuritiesOutcome } from './ust-securities';

export interface UstSyncOptions extends Omit<PoliteClientOptions, 'baseUrl'> {
  /** TreasuryDirect: the securities service and FedInvest (default the real host). */
  baseUrl?: string;
  /** home.treasury.gov: the par curve (default the real host). */
  curveUrl?: string;
  /** First price day (default: the day after the last stored one, else `till` - 30 days). */
  from?: string;
  /** Last price day (default today, UTC). */
  till?: string;
  onProgress?: Progress;
  log?: (line: string) => void;
}

export interface UstSyncResult {
  securities: SecuritiesOutcome;
  prices: { days: number; empty: number; read: number; inserted: number; updated: number };
  curve: { months: number; inserted: number; first: string | null; last: string | null };
  /** What could not be read or written, by name (a CUSIP, a price day, a curve month). */
  failed: { what: string; error: string }[];
  range: { from: string; till: string } | null;
  requests: number;
}

const US_CALENDAR = calendarById('us-government-bond');

async function one<T>(db: Db, query: ReturnType<typeof sql>): Promise<T | undefined> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows[0];
}

/** The last FedInvest day stored (the day a resumed run continues after). */
async function lastPriceDay(db: Db): Promise<string | null> {
  const row = await one<{ d: string | null }>(
    db,
    sql`select max(t.date)::text as d from trading_ticks t
      join trading_grounds g on g.id = t.trading_ground_id
      where g.names->>'eng' = ${FEDINVEST_GROUND.names.eng} and t.source = 'us-treasury'`,
  );
  return row?.d ?? null;
}

async function lastCurveDate(db: Db): Promise<string | null> {
  const row = await one<{ d: string | null }>(
    db,
    sql`select max(p.date)::text as d from yield_curve_points p
      join yield_curves c on c.id = p.curve_id where c.code = 'ust-par'`,
  );
  return row?.d ?? null;
}

/** The business days of the US government bond calendar in [from, till]. */
export function priceDays(from: string, till: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= till; d = addDaysIso(d, 1))
    if (US_CALENDAR.isBusinessDay(parseIsoDate(d))) out.push(d);
  return out;
}

/** YYYYMM of every month from `from`'s to `till`'s. */
function months(from: string, till: string): string[] {
  const out: string[] = [];
  let [y, m] = from.split('-').map(Number) as [number, number];
  const end = Number(till.slice(0, 4)) * 12 + Number(till.slice(5, 7));
  while (y * 12 + m <= end) {
    out.push(`${y}${String(m).padStart(2, '0')}`);
    if (++m > 12) [y, m] = [y + 1, 1];
  }
  return out;
}

const FEDINVEST_HEADER =
  'cusip,security_type,coupon_rate,maturity_date,call_date,buy,sell,end_of_day';

/** A FedInvest answer as a table: the real service sends no header line, our files do. */
function priceTable(body: string, date: string) {
  const trimmed = body.trim();
  if (trimmed !== '' && !/^"?\w{9}"?,|^cusip,/i.test(trimmed))
    throw new FormatError(`FedInvest ${date}: the answer is not a price CSV`);
  const withHeader = /^cusip,/i.test(trimmed) ? trimmed : `${FEDINVEST_HEADER}\n${trimmed}`;
  return tableFromText(withHeader, `FedInvest ${date}`, {
    source: 'FedInvest',
    required: [...FEDINVEST_COLUMNS],
  });
}

/**
 * `sync ust`: the securities issued since the last run (terms), then each missing FedInvest
 * price day (ticks with our yields), then the par curve's missing months. A price day is
 * written in one transaction and the days go in order, stopping at the first that fails, so
 * the next run resumes after the last stored day without losing or duplicating one.
 */
export async function syncUst(db: Db, options: UstSyncOptions = {}): Promise<UstSyncResult> {
  const log = options.log ?? (() => undefined);
  const polite = {
    requestsPerSecond: options.requestsPerSecond ?? 4,
    retries: options.retries ?? 4,
    ...(options.baseDelayMs !== undefined ? { baseDelayMs: options.baseDelayMs } : {}),
    ...(options.maxDelayMs !== undefined ? { maxDelayMs: options.maxDelayMs } : {}),
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
    ...(options.onRetry ? { onRetry: options.onRetry } : {}),
  };
  const direct = new UstClient({ ...polite, baseUrl: options.baseUrl ?? TREASURY_DIRECT });
  const home = new UstClient(
    { ...polite, baseUrl: options.curveUrl ?? options.baseUrl ?? TREASURY_HOME },
    'Treasury par curve',
  );
  const result: UstSyncResult = {
    securities: { read: 0, created: 0, updated: 0, unchanged: 0, failed: [] },
    prices: { days: 0, empty: 0, read: 0, inserted: 0, updated: 0 },
    curve: { months: 0, inserted: 0, first: null, last: null },
    failed: [],
    range: null,
    requests: 0,
  };
  const till = options.till ?? todayIso();
  const stored = await lastPriceDay(db);
  const from = options.from ?? (stored ? addDaysIso(stored, 1) : addDaysIso(till, -30));

  if (from <= till) {
    result.range = { from, till };
    // 1. Securities: terms first, so that the prices find each security with its kind.
    try {
      const answer = await fetchSecurities(direct, from, till);
      result.securities = await writeSecurities(db, answer, till);
      for (const f of result.securities.failed)
        result.failed.push({ what: `security ${f.cusip}`, error: f.error });
    } catch (error) {
      result.failed.push({ what: 'securities', error: (error as Error).message });
    }
    log(
      `securities issued ${from}..${till}: ${result.securities.read} read, ` +
        `${result.securities.created} created, ${result.securities.updated} updated`,
    );
    // 2. Prices, day by day in order.
    const days = priceDays(from, till);
    for (const [n, day] of days.entries()) {
      try {
        const table = priceTable(await fetchPriceDay(direct, day), day);
        const report = new ReportBuilder('FedInvest', [table.file]);
        const rows = parseFedInvest(table, report, day);
        if (rows.length === 0) result.prices.empty++;
        else await inTransaction(db, (tx) => writeFedInvestDay(tx, rows, day, report));
        const r = report.finish();
        result.prices.days++;
        result.prices.read += r.read;
        result.prices.inserted += r.inserted;
        result.prices.updated += r.updated;
        for (const x of r.rejected)
          result.failed.push({ what: `FedInvest ${day} line ${x.line}`, error: x.reason });
      } catch (error) {
        result.failed.push({ what: `FedInvest ${day}`, error: (error as Error).message });
        log(`FedInvest ${day} failed: the days after it are left for the next run`);
        break;
      }
      options.onProgress?.(n + 1, days.length, day);
    }
  }

  // 3. The par curve: the months from the last stored date's (else `from`'s) to `till`'s.
  const curveStored = await lastCurveDate(db);
  if (!curveStored || curveStored < till) {
    for (const month of months(curveStored ? addDaysIso(curveStored, 1) : from, till)) {
      try {
        const body = await fetchCurveMonth(home, month);
        const report = new ReportBuilder('ust-par-curve', [month]);
        const table = tableFromText(body, `par curve ${month}`, {
          source: 'ust-par-curve',
          required: ['Date'],
        });
        const lines = await writeParCurveTable(db, table, report, {
          ...(curveStored ? { after: curveStored } : {}),
        });
        const r = report.finish();
        result.curve.months++;
        result.curve.inserted += r.inserted;
        for (const l of lines) {
          if (!result.curve.first || l.date < result.curve.first) result.curve.first = l.date;
          if (!result.curve.last || l.date > result.curve.last) result.curve.last = l.date;
        }
        for (const x of r.rejected)
          result.failed.push({ what: `par curve ${month} line ${x.line}`, error: x.reason });
      } catch (error) {
        result.failed.push({ what: `par curve ${month}`, error: (error as Error).message });
        break;
      }
    }
  }
  result.requests = direct.requests + home.requests;
  return result;
}
