import type { Language } from '@bondsight/contracts';

/*
 * The list's rows as its pages give them, kept per data version, language and ground: the
 * screens held in memory pick a page's bonds (bond-list-memory.ts), and most pages of a
 * screener are drawn from few bonds (a sort by yield or spread puts the same extremes first
 * under many filters: 25,000 bonds filled 137,650 page places of 6,000 random screens at
 * 500,000 bonds). A row kept is read once from the database, not once a page. The list keeps
 * each row as its JSON text (bond-list.service.ts): a page is then joined, not stringified,
 * and a kept row is two objects for the garbage collector to walk, not thirty.
 */

/** Rows kept at most (about 1 KB each), in two generations: the older half goes when full. */
const KEPT_ROWS = 100_000;

/** Rows by language and ground ("eng:" for all grounds, "eng:3" for ground 3), by id. */
type Lanes<Row> = Map<string, Map<number, Row>>;

export class PageRows<Row extends { id: number }> {
  private version: number | null = null;
  /** Rows read or asked since the last turn, and those of the turn before. */
  private young: Lanes<Row> = new Map();
  private old: Lanes<Row> = new Map();
  private youngSize = 0;

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
    read: (ids: number[]) => Promise<Row[]>,
  ): Promise<Row[]> {
    // An older version's page (a request that began before a write) reads and keeps nothing.
    if (this.version === null || version > this.version) this.forget(version);
    const lane = `${lang}:${groundId ?? ''}`;
    const current = version === this.version;
    const found = new Map<number, Row>();
    const missing: number[] = [];
    for (const id of ids) {
      const row = current ? this.find(lane, id) : undefined;
      if (row) found.set(id, row);
      else missing.push(id);
    }
    if (missing.length > 0)
      for (const row of await read(missing)) {
        found.set(row.id, row);
        if (version === this.version) this.keep(lane, row.id, row);
      }
    return ids.flatMap((id) => found.get(id) ?? []);
  }

  private forget(version: number) {
    this.young = new Map();
    this.old = new Map();
    this.youngSize = 0;
    this.version = version;
  }

  /** A kept row; one of the older generation is kept young again (it is still asked for). */
  private find(lane: string, id: number): Row | undefined {
    const row = this.young.get(lane)?.get(id);
    if (row) return row;
    const aged = this.old.get(lane)?.get(id);
    if (aged) this.keep(lane, id, aged);
    return aged;
  }

  private keep(lane: string, id: number, row: Row) {
    let rows = this.young.get(lane);
    if (!rows) this.young.set(lane, (rows = new Map()));
    if (rows.has(id)) return;
    rows.set(id, row);
    // A turn: the young become the old, the old go (what was asked since is young again).
    if (++this.youngSize >= this.capacity / 2) {
      this.old = this.young;
      this.young = new Map();
      this.youngSize = 0;
    }
  }
}
