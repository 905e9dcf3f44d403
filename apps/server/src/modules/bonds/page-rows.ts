import type { BondListItem, Language } from '@bondsight/contracts';

/*
 * The list's rows as its pages give them, kept per data version, language and ground: the
 * screens held in memory pick a page's bonds (bond-list-memory.ts), and most pages of a
 * screener are drawn from few bonds (a sort by yield or spread puts the same extremes first
 * under many filters: 25,000 bonds filled 137,650 page places of 6,000 random screens at
 * 500,000 bonds). A row kept is read once from the database, not once a page.
 */

/** Rows kept at most (about 1 KB each): past it every row is let go and kept anew. */
const KEPT_ROWS = 50_000;

export class PageRows {
  private version: number | null = null;
  /** The rows by language and ground ("eng:" for all grounds, "eng:3" for ground 3), by id. */
  private readonly lanes = new Map<string, Map<number, BondListItem>>();
  private size = 0;

  constructor(private readonly capacity = KEPT_ROWS) {}

  /**
   * The page's items for `ids` in their order, reading the ones not kept through `read` (an
   * id it does not return is left out, as the database would).
   */
  async page(
    version: number,
    lang: Language,
    groundId: number | undefined,
    ids: readonly number[],
    read: (ids: number[]) => Promise<BondListItem[]>,
  ): Promise<BondListItem[]> {
    // An older version's page (a request that began before a write) reads and keeps nothing.
    if (this.version === null || version > this.version) this.forget(version);
    const laneKey = `${lang}:${groundId ?? ''}`;
    const lane = version === this.version ? this.lanes.get(laneKey) : undefined;
    const missing = lane ? ids.filter((id) => !lane.has(id)) : [...ids];
    if (missing.length === 0) return ids.map((id) => lane!.get(id)!);
    const fresh = new Map((await read(missing)).map((row) => [row.id, row]));
    if (version === this.version) this.keep(laneKey, fresh);
    return ids.flatMap((id) => lane?.get(id) ?? fresh.get(id) ?? []);
  }

  private forget(version: number) {
    this.lanes.clear();
    this.size = 0;
    this.version = version;
  }

  private keep(laneKey: string, rows: Map<number, BondListItem>) {
    if (this.size + rows.size > this.capacity) this.forget(this.version!);
    let lane = this.lanes.get(laneKey);
    if (!lane) this.lanes.set(laneKey, (lane = new Map()));
    for (const [id, row] of rows) {
      if (!lane.has(id)) this.size++;
      lane.set(id, row);
    }
  }
}
