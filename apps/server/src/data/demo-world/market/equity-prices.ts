import type { equityPrices } from '../../../db/schema/index';
import { spreadPath } from '../credit/spread-path';
import { logNormal, normal, stream, uniform, type Random } from '../random';
import type { Sink } from '../sql/bulk-writer';
import type { SqlSession } from '../sql/session';
import type { IssuerPlan } from '../world/types';
import type { World } from '../world/world';

type PriceRow = typeof equityPrices.$inferInsert;

/**
 * Daily prices of the demo equities (stocks and ETFs), over the window of the bond ticks
 * (every weekday of the last `years` years up to asOf).
 *
 * Methodology (what `closePath` and `dailyBars` do):
 * - A stock's close is a geometric random walk: each day's log return is
 *   (mu - sigma^2 / 2) dt + beta * M(t) + sigma sqrt(dt) Z - 0.6 * dln S(t), dt = 1/260, where
 *   M is a market factor shared by the stocks of one currency (7 % drift, 18 % volatility a
 *   year), Z a standard normal draw and S the issuer's credit spread path (the one its bonds
 *   and ratings follow): widening spreads push the shares down, a default takes most of their
 *   value. mu, sigma, beta and the first close are drawn per ticker.
 * - An ETF tracks the bond index it is named after (ETF_BENCHMARKS): close = first close *
 *   I(t) / I(0) * exp(-fee * t + e(t)), with a 0.5 % fee a year and a small AR(1) tracking
 *   error e; an ETF without an index walks like a stock with a bond fund's volatility.
 * - Bars: open = the previous close moved by an overnight gap; high and low lie beyond
 *   max(open, close) and min(open, close) by a half-normal intraday range; prices round to
 *   cents (at least 0.01), so low <= open, close <= high always holds. Volume is positive:
 *   log-normal around the ticker's base volume, larger on days that move more.
 * Each ticker draws from its own stream (seed, 'equity:' + ticker): a ticker's history does
 * not depend on which other equities the world has, nor on their database ids.
 */

const STEP = 1 / 260;
const MARKET_DRIFT = 0.07;
const MARKET_VOLATILITY = 0.18;
/** How strongly a stock answers its issuer's spread: d ln P = -0.6 d ln S. */
const CREDIT_SENSITIVITY = 0.6;
const ETF_FEE = 0.005;

/** The bond index each demo ETF tracks (by ticker, see static-rows.ts). */
export const ETF_BENCHMARKS: Readonly<Record<string, string>> = {
  BSGB: 'BS-OFZ-TR',
  BSCB: 'BS-RUCORP-TR',
  BSUS: 'BS-UST-TR',
};

export interface EquityRef {
  id: number;
  kind: 'stock' | 'etf';
  ticker: string;
  emitentId: number | null;
  currency: string | null;
}

const cents = (price: number) => Math.max(0.01, Math.round(price * 100) / 100);

/** A listed issuer's ticker: three letters of its English name and its id in base 36. */
export function stockTicker(issuer: Pick<IssuerPlan, 'id' | 'names'>): string {
  return `${(issuer.names.eng ?? 'X')
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 3)
    .toUpperCase()}${issuer.id.toString(36).toUpperCase()}`;
}

/**
 * A stock's closes over the window as its price rows will carry them (to the cent), drawn from
 * the ticker's own stream: the statements value the issuer's shares on the same path.
 */
export function stockCloses(
  seed: number,
  ticker: string,
  days: number,
  market: Float64Array,
  spread: Float64Array | null,
): Float64Array {
  const { closes } = closePath(stream(seed, `equity:${ticker}`), 'stock', days, {
    market,
    spread,
    index: null,
  });
  return closes.map(cents);
}

/** The market factor of one currency: a daily log return per window day (day 0 is 0). */
export function marketReturns(seed: number, currency: string, days: number): Float64Array {
  const random = stream(seed, `equity-market:${currency}`);
  const out = new Float64Array(days);
  const drift = (MARKET_DRIFT - MARKET_VOLATILITY ** 2 / 2) * STEP;
  for (let t = 1; t < days; t++)
    out[t] = drift + MARKET_VOLATILITY * Math.sqrt(STEP) * normal(random);
  return out;
}

/** Inputs of one equity's close path beside its own random stream. */
export interface PathInputs {
  /** The market factor of the equity's currency (stocks). */
  market: Float64Array;
  /** The issuer's credit spread per window day (stocks of a non-sovereign issuer), decimal. */
  spread: Float64Array | null;
  /** The tracked index's level per window day (ETFs). */
  index: Float64Array | null;
}

/** The unrounded closes of one equity, and the daily volatility its bars use. */
export function closePath(
  random: Random,
  kind: 'stock' | 'etf',
  days: number,
  inputs: PathInputs,
): { closes: Float64Array; dailyVolatility: number } {
  const closes = new Float64Array(days);
  if (kind === 'etf') {
    const first = logNormal(random, 100, 0.6);
    const index = inputs.index;
    if (index && index.length === days && (index[0] as number) > 0) {
      let error = 0;
      for (let t = 0; t < days; t++) {
        if (t > 0) error = 0.9 * error + 0.0008 * normal(random);
        closes[t] =
          ((first * (index[t] as number)) / (index[0] as number) / Math.exp(ETF_FEE * t * STEP)) *
          Math.exp(error);
      }
      return { closes, dailyVolatility: realisedVolatility(closes) };
    }
    return walk(random, closes, first, 0.04, 0.06, 0, null, null);
  }
  const first = Math.min(20_000, Math.max(5, logNormal(random, 300, 0.9)));
  const sigma = uniform(random, 0.18, 0.45);
  const beta = uniform(random, 0.6, 1.4);
  const mu = uniform(random, -0.04, 0.14);
  return walk(random, closes, first, mu, sigma, beta, inputs.market, inputs.spread);
}

function walk(
  random: Random,
  closes: Float64Array,
  first: number,
  mu: number,
  sigma: number,
  beta: number,
  market: Float64Array | null,
  spread: Float64Array | null,
): { closes: Float64Array; dailyVolatility: number } {
  const drift = (mu - sigma ** 2 / 2) * STEP;
  let level = Math.log(first);
  for (let t = 0; t < closes.length; t++) {
    if (t > 0) {
      level += drift + sigma * Math.sqrt(STEP) * normal(random);
      if (market) level += beta * (market[t] as number);
      if (spread && (spread[t - 1] as number) > 0 && (spread[t] as number) > 0)
        level -= CREDIT_SENSITIVITY * Math.log((spread[t] as number) / (spread[t - 1] as number));
    }
    closes[t] = Math.exp(level);
  }
  const own =
    Math.sqrt(sigma ** 2 + (market ? (beta * MARKET_VOLATILITY) ** 2 : 0)) * Math.sqrt(STEP);
  return { closes, dailyVolatility: own };
}

/** Standard deviation of the daily log returns (a floor keeps a flat series' bars apart). */
function realisedVolatility(closes: Float64Array): number {
  let sum = 0;
  let squares = 0;
  const n = closes.length - 1;
  for (let t = 1; t <= n; t++) {
    const r = Math.log((closes[t] as number) / (closes[t - 1] as number));
    sum += r;
    squares += r * r;
  }
  if (n < 2) return 0.002;
  const mean = sum / n;
  return Math.max(0.002, Math.sqrt(Math.max(0, squares / n - mean * mean)));
}

/** One row per window day: open, high, low, close (cents) and volume of an equity. */
export function dailyBars(
  random: Random,
  equityId: number,
  isoDays: readonly string[],
  closes: Float64Array,
  dailyVolatility: number,
  baseVolume: number,
): PriceRow[] {
  const rows: PriceRow[] = [];
  let previous = closes[0] as number;
  for (let t = 0; t < isoDays.length; t++) {
    const raw = closes[t] as number;
    const open = cents(previous * Math.exp(0.35 * dailyVolatility * normal(random)));
    const close = cents(raw);
    const high = Math.max(
      open,
      close,
      cents(Math.max(open, close) * Math.exp(0.5 * dailyVolatility * Math.abs(normal(random)))),
    );
    const low = Math.min(
      open,
      close,
      cents(Math.min(open, close) * Math.exp(-0.5 * dailyVolatility * Math.abs(normal(random)))),
    );
    const move = Math.abs(Math.log(raw / previous));
    const volume = Math.max(1, Math.round(logNormal(random, baseVolume, 0.4) * (1 + 20 * move)));
    rows.push({ equityId, date: isoDays[t] as string, open, high, low, close, volume });
    previous = raw;
  }
  return rows;
}

/** The whole history of one equity (deterministic in the seed and the ticker). */
export function equityHistory(
  seed: number,
  equity: EquityRef,
  isoDays: readonly string[],
  inputs: PathInputs,
): PriceRow[] {
  const random = stream(seed, `equity:${equity.ticker}`);
  const { closes, dailyVolatility } = closePath(random, equity.kind, isoDays.length, inputs);
  const baseVolume =
    equity.kind === 'etf' ? logNormal(random, 40_000, 0.5) : logNormal(random, 250_000, 1);
  return dailyBars(random, equity.id, isoDays, closes, dailyVolatility, baseVolume);
}

/**
 * Writes the prices of every demo equity. Runs after the equities and the index values have
 * reached the database (their ids are the database's, and the ETFs follow the index values
 * just written), one equity at a time through the sink.
 */
export async function writeEquityPrices(
  session: SqlSession,
  sink: Sink<PriceRow>,
  world: World,
  settle: () => Promise<void>,
): Promise<number> {
  const isoDays = world.history.isoDays.slice(world.windowStart);
  const dayOf = new Map(isoDays.map((d, w) => [d, w]));
  const equities = await session.rows<{
    id: number;
    kind: 'stock' | 'etf';
    ticker: string;
    emitent_id: number | null;
    currency: string | null;
  }>(
    `select e.id, e.kind, e.ticker, e.emitent_id, c.code as currency
       from equities e left join currencies c on c.id = e.currency_id
      where e.source = 'demo' order by e.id`,
  );
  const levels = new Map<string, Float64Array>();
  const values = await session.rows<{ code: string; date: string; value: number }>(
    `select i.code, v.date::text as date, v.value
       from index_values v join indexes i on i.id = v.index_id where v.source = 'demo'`,
  );
  for (const v of values) {
    const w = dayOf.get(v.date);
    if (w === undefined) continue;
    let series = levels.get(v.code);
    if (!series) levels.set(v.code, (series = new Float64Array(isoDays.length).fill(Number.NaN)));
    series[w] = Number(v.value);
  }
  const markets = new Map<string, Float64Array>();
  const marketOf = (currency: string) => {
    let m = markets.get(currency);
    if (!m)
      markets.set(currency, (m = marketReturns(world.options.seed, currency, isoDays.length)));
    return m;
  };
  let rows = 0;
  for (const e of equities) {
    const issuer = e.emitent_id ? world.issuers[e.emitent_id - 1] : undefined;
    const benchmark = e.kind === 'etf' ? levels.get(ETF_BENCHMARKS[e.ticker] ?? '') : undefined;
    const inputs: PathInputs = {
      market: marketOf(e.currency ?? 'RUB'),
      spread: issuer && issuer.id === e.emitent_id ? spreadPath(world, issuer) : null,
      index: benchmark && benchmark.every(Number.isFinite) ? benchmark : null,
    };
    const history = equityHistory(
      world.options.seed,
      {
        id: Number(e.id),
        kind: e.kind,
        ticker: e.ticker,
        emitentId: e.emitent_id,
        currency: e.currency,
      },
      isoDays,
      inputs,
    );
    for (const row of history) sink.push(row);
    rows += history.length;
    await settle();
  }
  return rows;
}
