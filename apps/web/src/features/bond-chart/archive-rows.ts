import type { ChartTick } from '@bondsight/contracts';

/** One day of the archive table: the main line's price fields, yield and G-spread together. */
export interface ArchiveRow {
  date: string;
  /** true: the values are a shape (the subject may not read them) and are shown masked. */
  shapeOnly: boolean;
  lastPrice: number | null;
  openPrice: number | null;
  minPrice: number | null;
  maxPrice: number | null;
  volume: number | null;
  ytm: number | null;
  gSpread: number | null;
}

/** The three answers of the main line merged by day, newest first. */
export function archiveRows(
  price: readonly ChartTick[],
  yields: readonly ChartTick[],
  spreads: readonly ChartTick[],
): ArchiveRow[] {
  const rows = new Map<string, ArchiveRow>();
  const row = (tick: ChartTick) => {
    const existing = rows.get(tick.date);
    if (existing) {
      existing.shapeOnly ||= tick.shape_only;
      return existing;
    }
    const created: ArchiveRow = {
      date: tick.date,
      shapeOnly: tick.shape_only,
      lastPrice: null,
      openPrice: null,
      minPrice: null,
      maxPrice: null,
      volume: null,
      ytm: null,
      gSpread: null,
    };
    rows.set(tick.date, created);
    return created;
  };
  for (const tick of price)
    Object.assign(row(tick), {
      lastPrice: tick.last_price ?? null,
      openPrice: tick.open_price ?? null,
      minPrice: tick.min_price ?? null,
      maxPrice: tick.max_price ?? null,
      volume: tick.volume ?? null,
    });
  for (const tick of yields) row(tick).ytm = tick.ytm_last ?? null;
  for (const tick of spreads) row(tick).gSpread = tick.g_spread ?? null;
  return [...rows.values()].sort((a, b) => (a.date < b.date ? 1 : -1));
}
