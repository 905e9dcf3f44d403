import type { Language } from '@bondsight/contracts';
import type { Db } from '../../db/client';
import {
  screenColumns,
  sortColumn,
  type ColumnAnswer,
  type ColumnTable,
  type RowSet,
  type SortedColumn,
} from '../../lib/column-screen';
import {
  CODE_COLUMNS,
  loadGroundScreen,
  loadNameRanks,
  loadScreen,
  NUMBER_COLUMNS,
  type ScreenRows,
} from './bond-list-memory.repository';
import {
  columnQuery,
  issuerRankColumn,
  nameRankColumn,
  NO_PUT_BEFORE,
  type ScreenPartView,
} from './bond-list-memory-query';
import type { BondListOrder, BondListWhere } from './bond-list.repository';

/*
 * The list's screens answered from the screener's rows held in memory as columns
 * (docs/adr/0024-bond-screener.md, increment 6): at 500,000 bonds PostgreSQL takes seconds
 * for a screen no index serves, the columns a few milliseconds. Each instance loads the rows
 * in one snapshot and keeps them for the data version they are true for; a screen asked at
 * another version (the data moved, the rows are reloading) is answered by the database, so
 * an answer is never older than the data the caller reads. The parts loaded on first need
 * (a ground's rows, a language's name order) follow the same rule.
 */

/** Texts whose matching rows a part keeps (half a megabyte each at 500,000 bonds). */
const TEXTS_KEPT = 16;

/** Gives the event loop its turn between long steps of a load. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/** After a failed load (the database away), the next try waits this long. */
const RETRY_AFTER_MS = 5_000;

/** Rows of one reading (all bonds, or one ground's) with their codes and sorted columns. */
class ScreenPart implements ScreenPartView {
  readonly table: ColumnTable & { columns: Map<string, Float64Array> };
  readonly sorted = new Map<string, SortedColumn>();
  private readonly dictionaries: Map<string, Map<string, number>>;
  private readonly texts: string[];
  private readonly emitents: Float64Array;

  private constructor(
    table: ColumnTable & { columns: Map<string, Float64Array> },
    dictionaries: Map<string, Map<string, number>>,
    texts: string[],
    private readonly screen: { asOfDay: number | null; issuerTexts: Map<number, string> },
  ) {
    this.table = table;
    this.dictionaries = dictionaries;
    this.texts = texts;
    this.emitents = table.columns.get('emitent') as Float64Array;
  }

  /**
   * The part of the rows read, its columns sorted once (a one-key screen walks them, a range
   * is a slice of them). Half a second of work a column at 500,000 rows: the event loop gets
   * its turn between columns.
   */
  static async build(
    rows: ScreenRows,
    screen: { asOfDay: number | null; issuerTexts: Map<number, string> },
  ): Promise<ScreenPart> {
    const columns = new Map<string, Float64Array>();
    const asColumn = (values: readonly (number | null)[]) =>
      Float64Array.from(values, (v) => (v === null ? NaN : v));
    for (const name of NUMBER_COLUMNS) columns.set(name, asColumn(rows.numbers[name]));
    columns.set(
      NO_PUT_BEFORE,
      Float64Array.from(rows.numbers.nextPut, (v) => (v === null ? Infinity : v)),
    );
    const dictionaries = new Map<string, Map<string, number>>();
    for (const name of CODE_COLUMNS) {
      const dictionary = new Map<string, number>();
      const codeOf = (value: string | null) => {
        if (value === null) return NaN;
        let code = dictionary.get(value);
        if (code === undefined) dictionary.set(value, (code = dictionary.size));
        return code;
      };
      columns.set(name, Float64Array.from(rows.codes[name], codeOf));
      dictionaries.set(name, dictionary);
    }
    const table = { size: rows.ids.length, ids: Int32Array.from(rows.ids), columns };
    const part = new ScreenPart(
      table,
      dictionaries,
      rows.texts.map((t) => t.toLowerCase()),
      screen,
    );
    for (const name of columns.keys()) {
      await breathe();
      part.sorted.set(name, sortColumn(table, name));
    }
    return part;
  }

  get asOfDay() {
    return this.screen.asOfDay;
  }

  code(column: string, value: string) {
    return this.dictionaries.get(column)?.get(value);
  }

  has(column: string) {
    return this.table.columns.has(column);
  }

  /** The rows a text matched, the latest texts last (a text is typed, counted, paged). */
  private readonly textMatches = new Map<string, RowSet>();

  textRows(lowered: string): RowSet {
    const known = this.textMatches.get(lowered);
    if (known) {
      this.textMatches.delete(lowered);
      this.textMatches.set(lowered, known);
      return known;
    }
    const issuers = new Set<number>();
    for (const [id, text] of this.screen.issuerTexts) if (text.includes(lowered)) issuers.add(id);
    const matchesRow = (r: number) =>
      issuers.has(this.emitents[r] as number) || (this.texts[r] as string).includes(lowered);
    // A text typed on ("ban", then "bank") matches within what a part of it matched.
    let narrowest: RowSet | undefined;
    for (const [text, known] of this.textMatches)
      if (lowered.includes(text) && (!narrowest || known.rows.length < narrowest.rows.length))
        narrowest = known;
    const marks = new Uint8Array(this.table.size);
    const found: number[] = [];
    // Rows ascending either way: the known rows are.
    const candidates = narrowest?.rows ?? Int32Array.from({ length: marks.length }, (_, r) => r);
    for (const r of candidates) if (matchesRow(r)) found.push(r);
    for (const r of found) marks[r] = 1;
    const matches = { rows: Int32Array.from(found), marks };
    this.textMatches.set(lowered, matches);
    if (this.textMatches.size > TEXTS_KEPT)
      this.textMatches.delete(this.textMatches.keys().next().value as string);
    return matches;
  }

  /** Adds a language's name and issuer-name order, each bond's ranks found by its id. */
  addRanks(lang: Language, ranksOf: (id: number) => Ranks | undefined) {
    const { ids, size } = this.table;
    const name = new Float64Array(size);
    const issuer = new Float64Array(size);
    for (let r = 0; r < size; r++) {
      const rank = ranksOf(ids[r] as number);
      name[r] = rank?.name ?? NaN;
      issuer[r] = rank?.issuer ?? NaN;
    }
    this.table.columns.set(nameRankColumn(lang), name);
    this.table.columns.set(issuerRankColumn(lang), issuer);
    this.sorted.set(nameRankColumn(lang), sortColumn(this.table, nameRankColumn(lang)));
  }

  /** A bond's ranks in a language this part holds, by id (a binary search: rows in id order). */
  ranksOf(lang: Language): (id: number) => Ranks | undefined {
    const { ids, columns } = this.table;
    const name = columns.get(nameRankColumn(lang)) as Float64Array;
    const issuer = columns.get(issuerRankColumn(lang)) as Float64Array;
    return (id) => {
      let lo = 0;
      let hi = ids.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if ((ids[mid] as number) < id) lo = mid + 1;
        else hi = mid;
      }
      return ids[lo] === id
        ? { name: name[lo] as number, issuer: issuer[lo] as number }
        : undefined;
    };
  }

  answer(filter: BondListWhere, ordering: BondListOrder, limit: number, offset: number) {
    const query = columnQuery(this, filter, ordering, limit, offset);
    return query && screenColumns(this.table, query, this.sorted);
  }
}

/** A bond's place in the name order and its issuer's in the issuer-name order. */
interface Ranks {
  name: number;
  issuer: number;
}

/** Everything held for one data version. */
interface Loaded {
  version: number;
  main: ScreenPart;
  asOfDay: number | null;
  issuerTexts: Map<number, string>;
  grounds: Map<number, ScreenPart>;
  /** Languages whose name ranks every part holds. */
  languages: Set<Language>;
}

export interface MemoryAnswer extends ColumnAnswer {
  /** The page's bond ids, in order. */
  ids: number[];
}

/** The screen in memory of one database (one per instance and database). */
export class ScreensInMemory {
  private loaded: Loaded | null = null;
  /** Loads under way, by what they load ('all', 'ground 3', 'ranks eng'). */
  private readonly loading = new Map<string, Promise<void>>();
  private failedAt = 0;
  /** Screens answered from memory so far (tests; a measure of how often it serves). */
  answered = 0;

  constructor(private readonly db: Db) {}

  /**
   * The page and total of a screen at data version `version`, or undefined when what is held
   * is of another version or lacks a part (then loading starts): the database answers.
   */
  answer(
    version: number,
    filter: BondListWhere,
    ordering: BondListOrder,
    limit: number,
    offset: number,
  ): MemoryAnswer | undefined {
    const loaded = this.loaded;
    if (loaded?.version !== version) {
      if (!loaded || loaded.version < version) this.start('all', () => this.loadAll());
      return undefined;
    }
    if (!loaded.languages.has(ordering.lang) && needsRanks(ordering))
      this.start(`ranks ${ordering.lang}`, () => this.loadRanks(loaded, ordering.lang));
    const part = this.partOf(loaded, filter.groundId);
    const answer = part?.answer(filter, ordering, limit, offset);
    if (!part || !answer) return undefined;
    this.answered += 1;
    return { ...answer, ids: answer.rows.map((r) => part.table.ids[r] as number) };
  }

  /** Starts loading the rows now (at start-up, so that the first screens find them held). */
  preload(): void {
    this.start('all', () => this.loadAll());
  }

  /** Settles when every load under way has ended (tests, benchmarks). */
  async settled(): Promise<void> {
    while (this.loading.size > 0) await Promise.allSettled([...this.loading.values()]);
  }

  /** The version held, if any (tests). */
  get version(): number | undefined {
    return this.loaded?.version;
  }

  private partOf(loaded: Loaded, groundId: number | undefined): ScreenPart | undefined {
    if (groundId === undefined) return loaded.main;
    const part = loaded.grounds.get(groundId);
    if (!part) this.start(`ground ${groundId}`, () => this.loadGround(loaded, groundId));
    return part;
  }

  private start(what: string, load: () => Promise<void>) {
    if (this.loading.has(what) || Date.now() - this.failedAt < RETRY_AFTER_MS) return;
    const run = load()
      .catch(() => {
        // The database is away or closing: the list is answered by it meanwhile.
        this.failedAt = Date.now();
      })
      .finally(() => this.loading.delete(what));
    this.loading.set(what, run);
  }

  private async loadAll() {
    const { version, value } = await loadScreen(this.db);
    if (this.loaded && this.loaded.version >= version) return;
    const issuerTexts = new Map(
      [...value.issuerTexts].map(([id, text]) => [id, text.toLowerCase()] as const),
    );
    const screen = { asOfDay: value.asOfDay, issuerTexts };
    this.loaded = {
      version,
      main: await ScreenPart.build(value.rows, screen),
      ...screen,
      grounds: new Map(),
      languages: new Set(),
    };
  }

  private async loadGround(loaded: Loaded, groundId: number) {
    const { version, value } = await loadGroundScreen(this.db, groundId);
    if (version !== loaded.version) return;
    const part = await ScreenPart.build(value, loaded);
    // A ground's bonds take their places from the main part (no per-language map is kept).
    for (const lang of loaded.languages) part.addRanks(lang, loaded.main.ranksOf(lang));
    loaded.grounds.set(groundId, part);
  }

  private async loadRanks(loaded: Loaded, lang: Language) {
    const { version, value } = await loadNameRanks(this.db, lang);
    if (version !== loaded.version) return;
    const ranks = new Map(value.map((r) => [r.id, r]));
    for (const part of [loaded.main, ...loaded.grounds.values()])
      part.addRanks(lang, (id) => ranks.get(id));
    loaded.languages.add(lang);
  }
}

const needsRanks = ({ sort, group }: BondListOrder) => sort === 'name' || group === 'issuer';

const screens = new WeakMap<Db, ScreensInMemory>();

/** The screen in memory of this database (made on first use). */
export function screensInMemory(db: Db): ScreensInMemory {
  let held = screens.get(db);
  if (!held) screens.set(db, (held = new ScreensInMemory(db)));
  return held;
}
