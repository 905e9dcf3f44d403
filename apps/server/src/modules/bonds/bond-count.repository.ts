import { count, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import { bondScreen, emissions } from '../../db/schema/index';
import { readsScreen, screenRows, whereOf, type BondListWhere } from './bond-list.repository';

/**
 * Up to this many bonds a screen's total is counted exactly on every page; above it the page
 * gives the planner's estimate and `GET /api/bonds/count/` the exact figure, so that a wide
 * screen of a 500,000-bond world never counts half a million rows to show one page.
 */
export const EXACT_COUNT_LIMIT = 10_000;

export interface ScreenTotal {
  total: number;
  /** False: `total` is an estimate (more than EXACT_COUNT_LIMIT bonds match). */
  exact: boolean;
}

/** The screen's rows, as one column each: what both counts read. */
function matching(db: Executor, filter: BondListWhere, where: SQL | undefined) {
  // Every bond has its issuer and currency (foreign keys, not null): no join to count but
  // the screener's, and that only when the filter reads it.
  const rows = db.select({ one: sql`1` }).from(emissions);
  return readsScreen(filter)
    ? rows
        .leftJoin(screenRows(filter.groundId), eq(bondScreen.emissionId, emissions.id))
        .where(where)
    : rows.where(where);
}

/** The exact number of bonds on the screen. */
export async function countBonds(db: Executor, filter: BondListWhere): Promise<number> {
  const [row] = await db.select({ n: count() }).from(matching(db, filter, whereOf(filter)).as('s'));
  return Number(row?.n ?? 0);
}

/**
 * The screen's total for a page: counted up to `exactUpTo` + 1 rows (a bounded scan),
 * exact when that many are not reached, else the planner's estimate of the whole, never below
 * what was counted, rounded to two significant figures (it is shown as "about").
 */
export async function pageTotal(
  db: Executor,
  filter: BondListWhere,
  exactUpTo = EXACT_COUNT_LIMIT,
): Promise<ScreenTotal> {
  const where = whereOf(filter);
  const [row] = await db.select({ n: count() }).from(
    matching(db, filter, where)
      .limit(exactUpTo + 1)
      .as('s'),
  );
  const counted = Number(row?.n ?? 0);
  if (counted <= exactUpTo) return { total: counted, exact: true };
  const planned = await plannedRows(db, matching(db, filter, where));
  return { total: roundAbout(Math.max(planned, counted)), exact: false };
}

/** The planner's row estimate of a query (EXPLAIN, no execution). */
async function plannedRows(db: Executor, query: ReturnType<typeof matching>): Promise<number> {
  const result = (await db.execute(sql`explain (format json) ${query}`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  const cell = Object.values(result.rows[0] ?? {})[0];
  // node-postgres parses the json column; PGlite may hand it back as text.
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as {
    Plan?: { 'Plan Rows'?: number };
  }[];
  return Number(plan[0]?.Plan?.['Plan Rows'] ?? 0);
}

/** Two significant figures: 123,456 → 120,000. */
export function roundAbout(n: number): number {
  if (n < 100) return Math.round(n);
  const unit = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / unit) * unit;
}
