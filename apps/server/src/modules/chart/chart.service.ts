import {
  decideAccess,
  decideValues,
  pickText,
  type AccessDecision,
  type AccessSubject,
  type ChartItem,
  type ChartTick,
  type ChartType,
  type GetTradingsRequest,
  type GetTradingsResponse,
  type GetTradingsTicksResponse,
  type Language,
} from '@bondsight/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { freshness } from '../../lib/freshness';
import { shownDurationOrSpread, shownYield, usable } from '../../lib/display-rules';
import { shapeScale, toShape } from '../../lib/chart-shape';
import { toColumns } from './chart.columns';
import { keepFields } from './chart.fields';
import { toSteps } from './chart.steps';
import * as repo from './chart.repository';

/** An item of the request, kept with its place there (errors name it). */
interface Line {
  item: ChartItem;
  at: number;
}

/** The day's 00:00 UTC in ms (a YYYY-MM-DD string parses as UTC). */
const timestampOf = (date: string) => Date.parse(date);

/**
 * The chart's lines in the form asked (the spec's ticks, their compact columns or steps), with
 * the fields asked.
 */
export async function getTradings(
  db: Db,
  body: GetTradingsRequest,
  lang: Language,
  subject: AccessSubject,
): Promise<GetTradingsResponse> {
  const answer = await getTicks(db, body, lang, subject);
  if (!Array.isArray(answer)) return answer;
  const ticks = body.fields ? keepFields(answer, body.fields) : answer;
  if (body.format === 'columns') return toColumns(ticks);
  if (body.format === 'steps') return toSteps(toColumns(ticks));
  return ticks;
}

/**
 * The chart's lines (spec: POST /api/chart/get_tradings/): a list of ticks, line by line in the
 * order asked; or the first line's latest earlier date (ms) when its period is empty on the
 * page's first, default call; or an empty list.
 */
async function getTicks(
  db: Db,
  body: GetTradingsRequest,
  lang: Language,
  subject: AccessSubject,
): Promise<GetTradingsTicksResponse> {
  const lines = distinct(body.items);
  if (lines.length > 1) {
    // More than one line is a comparison.
    const decision = decideAccess(subject, 'bond.compare');
    if (decision !== 'allowed') throw new AppError(decision, decision);
  }
  const period = { from: body.startDate, to: body.endDate };
  const bondLines = lines.filter((l) => l.item.model === 'bonds');
  const indexLines = lines.filter((l) => l.item.model === 'index');
  const [{ names: grounds, latest: bondLatest }, indexLatest] = await Promise.all([
    checkBondLines(db, bondLines, lang, body.chartType),
    checkIndexLines(db, indexLines),
  ]);

  const [bondRows, indexRows] = await Promise.all([
    bondLines.length > 0
      ? repo.findBondTicks(db, bondLines.map(keyOf), period, body.chartType)
      : [],
    indexLines.length > 0
      ? repo.findIndexTicks(
          db,
          indexLines.map((l) => l.item.id),
          period,
        )
      : [],
  ]);
  const bondTicks = new Map(bondRows.map((s) => [`${s.emissionId}:${s.tradingGroundId}`, s.ticks]));
  const indexTicks = new Map(indexRows.map((s) => [String(s.indexId), s.ticks]));

  const first = lines[0]!;
  const firstRows =
    first.item.model === 'bonds'
      ? bondTicks.get(`${first.item.id}:${first.item.tgId}`)
      : indexTicks.get(String(first.item.id));
  if (!firstRows?.length && body.userChangePeriod === 0 && body.getChartIteration === 0) {
    const latest =
      first.item.model === 'bonds'
        ? await repo.latestBondTickBefore(db, keyOf(first), period.from, body.chartType)
        : await repo.latestIndexValueBefore(db, first.item.id, period.from);
    if (latest !== null) return timestampOf(latest);
  }

  // A comparison draws lines: its price lines carry the close alone (the day's open, low,
  // high and volume are for the extended chart and the archive, which ask for the bond alone),
  // a third of the answer for 20 lines of 10 years.
  const closesOnly = lines.length > 1;
  // An index has no as-of of its own: the data's date of the bonds it is drawn with, else
  // the newest value any index has.
  const bondAsOfs = [...bondLatest.values()].map((l) => l.asOf).filter((d) => d !== null);
  const indexAsOf =
    indexLines.length === 0
      ? null
      : bondAsOfs.length > 0
        ? bondAsOfs.reduce((a, b) => (a > b ? a : b))
        : await repo.newestIndexValueDate(db);

  const ticks: ChartTick[] = [];
  for (const { item } of lines) {
    let line: ChartTick[];
    let latest: { date: string | null; asOf: string | null };
    if (item.model === 'bonds') {
      const rows = bondTicks.get(`${item.id}:${item.tgId}`) ?? [];
      const ground = { id: item.tgId, name: grounds.get(item.tgId) ?? '' };
      const decision = decideValues(subject, 'chart.values', item.tgId);
      line = bondLine(item.id, ground, rows, body.chartType, decision, closesOnly);
      const known = bondLatest.get(`${item.id}:${item.tgId}`);
      latest = { date: known?.date ?? null, asOf: known?.asOf ?? null };
    } else {
      const rows = indexTicks.get(String(item.id)) ?? [];
      // An index has no ground: the kind of value decides alone.
      const decision = decideAccess(subject, 'chart.values');
      line = indexLine(item.id, rows, decision);
      latest = { date: indexLatest.get(item.id) ?? null, asOf: indexAsOf };
    }
    markLatest(line, latest);
    ticks.push(...line);
  }
  return ticks;
}

/**
 * The freshness of a line's latest value (lib/freshness.ts, the summary's rule), on its newest
 * tick when that is the latest stored: a chart of an earlier period shows history, not a stale
 * latest value. Dates only: a tier that sees the shape sees the dates too.
 */
function markLatest(line: ChartTick[], latest: { date: string | null; asOf: string | null }) {
  const newest = line[line.length - 1];
  if (!newest || latest.asOf === null || newest.date !== latest.date) return;
  const { ageDays, stale } = freshness(newest.date, latest.asOf);
  newest.age_days = ageDays;
  newest.stale = stale;
}

/** Spec: duplicates are ignored (an index's ground means nothing). */
function distinct(items: readonly ChartItem[]): Line[] {
  const seen = new Set<string>();
  const lines: Line[] = [];
  items.forEach((item, at) => {
    const key = item.model === 'bonds' ? `b:${item.id}:${item.tgId}` : `i:${item.id}`;
    if (seen.has(key)) return;
    seen.add(key);
    lines.push({ item, at });
  });
  return lines;
}

const keyOf = (line: Line): repo.BondSeriesKey => ({
  emissionId: line.item.id,
  tradingGroundId: line.item.tgId,
});

/**
 * 404 for an unknown bond, or a ground the bond has no ticks on; the grounds' names, and each
 * line's latest day of the chart type with its bond's as-of day (by "bond:ground").
 */
async function checkBondLines(db: Db, lines: readonly Line[], lang: Language, type: ChartType) {
  const names = new Map<number, string>();
  const latest = new Map<string, { date: string | null; asOf: string | null }>();
  if (lines.length === 0) return { names, latest };
  const known = await repo.describeBondSeries(db, lines.map(keyOf), type);
  for (const row of known)
    latest.set(`${row.emissionId}:${row.tradingGroundId}`, {
      date: row.latest,
      asOf: row.asOf,
    });
  const fields: Record<string, string> = {};
  for (const line of lines) {
    const row = known.find(
      (k) => k.emissionId === line.item.id && k.tradingGroundId === line.item.tgId,
    );
    if (!row?.bondKnown) fields[`body.items.${line.at}.id`] = 'not_found';
    else if (!row.traded || !row.groundNames) fields[`body.items.${line.at}.tgId`] = 'not_found';
    else names.set(line.item.tgId, pickText(row.groundNames, lang));
  }
  if (Object.keys(fields).length > 0) throw new AppError('not_found', 'not_found', fields);
  return { names, latest };
}

/** 404 for an unknown index; each index's latest day with a value, by id. */
async function checkIndexLines(db: Db, lines: readonly Line[]) {
  const latest = new Map<number, string | null>();
  if (lines.length === 0) return latest;
  const rows = await repo.findIndexes(
    db,
    lines.map((l) => l.item.id),
  );
  const found = new Set(rows.map((r) => r.id));
  const fields: Record<string, string> = {};
  for (const line of lines)
    if (!found.has(line.item.id)) fields[`body.items.${line.at}.id`] = 'not_found';
  if (Object.keys(fields).length > 0) throw new AppError('not_found', 'not_found', fields);
  for (const row of rows) latest.set(row.id, row.latest);
  return latest;
}

/** The display rules (spec section 5): bad data, yields above 2000 %, spreads above 20 %. */
function shownValues(row: repo.BondTickRow, type: ChartType, closesOnly: boolean) {
  const bad = row.badData;
  switch (type) {
    case 'price':
      if (closesOnly) return { last_price: usable(row.lastPrice ?? null, 'last_price', bad) };
      return {
        last_price: usable(row.lastPrice ?? null, 'last_price', bad),
        open_price: usable(row.openPrice ?? null, 'open_price', bad),
        min_price: usable(row.minPrice ?? null, 'min_price', bad),
        max_price: usable(row.maxPrice ?? null, 'max_price', bad),
        volume: usable(row.volume ?? null, 'volume', bad),
      };
    case 'yield':
      return { ytm_last: shownYield(usable(row.ytmLast ?? null, 'ytm_last', bad)) };
    case 'g_spread':
      return {
        g_spread: shownDurationOrSpread(
          usable(row.gSpread ?? null, 'g_spread', bad),
          usable(row.ytmLast ?? null, 'ytm_last', bad),
        ),
      };
  }
}

type ShownValues = Partial<
  Record<
    'last_price' | 'open_price' | 'min_price' | 'max_price' | 'volume' | 'ytm_last' | 'g_spread',
    number | null
  >
>;

/**
 * A bond's line as the subject may see it. Below "chart.values" (or the NSD rule) each value
 * list is replaced by its shape: the prices of the day (last, open, low, high) on one scale,
 * the volume on its own. The close alone in a comparison, and for a visitor (the extended
 * chart shows visitors no data).
 */
function bondLine(
  id: number,
  ground: { id: number; name: string },
  rows: readonly repo.BondTickRow[],
  type: ChartType,
  decision: AccessDecision,
  closesOnly: boolean,
): ChartTick[] {
  const closes = closesOnly || decision === 'need_auth';
  const shown: ShownValues[] = rows.map((row) => shownValues(row, type, closes));
  const shapeOnly = decision !== 'allowed';
  if (shapeOnly) reshape(shown, type, closes);
  return rows.map((row, i) => ({
    date: row.date,
    date_numeric: timestampOf(row.date),
    model: 'bonds',
    id,
    trading_ground_id: ground.id,
    trading_ground_name: ground.name,
    isIndex: false,
    shape_only: shapeOnly,
    ...shown[i],
  }));
}

function reshape(shown: ShownValues[], type: ChartType, closesOnly: boolean) {
  const column = (field: keyof ShownValues) => shown.map((s) => s[field] ?? null);
  const write = (field: keyof ShownValues, values: (number | null)[]) =>
    values.forEach((v, i) => (shown[i]![field] = v));
  if (type === 'yield') return write('ytm_last', toShape(column('ytm_last')));
  if (type === 'g_spread') return write('g_spread', toShape(column('g_spread')));
  if (closesOnly) return write('last_price', toShape(column('last_price')));
  const prices = ['last_price', 'open_price', 'min_price', 'max_price'] as const;
  const scale = shapeScale(...prices.map(column));
  for (const field of prices) write(field, scale(column(field)));
  write('volume', toShape(column('volume')));
}

function indexLine(
  id: number,
  rows: readonly { date: string; value: number }[],
  decision: AccessDecision,
): ChartTick[] {
  const shapeOnly = decision !== 'allowed';
  const values = rows.map((r) => r.value);
  const shown = shapeOnly ? toShape(values) : values;
  return rows.map((row, i) => ({
    date: row.date,
    date_numeric: timestampOf(row.date),
    model: 'index',
    id,
    trading_ground_id: null,
    trading_ground_name: null,
    isIndex: true,
    shape_only: shapeOnly,
    value: shown[i] ?? null,
  }));
}
