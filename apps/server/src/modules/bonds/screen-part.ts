import type { Language } from '@bondsight/contracts';
import {
  screenColumns,
  sortColumn,
  type ColumnTable,
  type RowSet,
  type SortedColumn,
} from '../../lib/column-screen';
import {
  columnQuery,
  issuerRankColumn,
  nameRankColumn,
  type ScreenPartView,
} from './bond-list-memory-query';
import type { BondListOrder, BondListWhere } from './bond-list.repository';

/*
 * One part of the screen held in memory (all bonds, or one ground's): its columns, each
 * sorted once, its codes and its texts. It lives on the screen's worker thread
 * (bond-screen.worker.ts); the main thread reads the rows and hands them over as buffers.
 */

/** Texts whose matching rows a part keeps (half a megabyte each at 500,000 bonds). */
const TEXTS_KEPT = 16;

/** Ends each row's text in the joined texts (no ISIN or name holds it). */
export const TEXT_END = '\u0002';

/** A part's rows as the main thread hands them over (every array's buffer is transferred). */
export interface PartColumns {
  ids: Int32Array;
  /** Every number column (NaN: none); codes as numbers into `dictionaries`. */
  columns: Record<string, Float64Array>;
  /** Each code column's values, in the order of their numbers. */
  dictionaries: Record<string, string[]>;
  /**
   * The main part's texts (the ISIN and the bond's names), lower case, each ended by
   * TEXT_END, one string: half a million strings cost the heap far more. A ground's part has
   * none: it reads the main part's by id.
   */
  texts?: string;
}

/** What every part shares: the as-of date and the issuers' names, lower case. */
export interface ScreenCommon {
  asOfDay: number | null;
  issuerTexts: Map<number, string>;
}

/** A language's places: the bonds' ids ascending, each one's name rank and issuer rank. */
export interface RankColumns {
  ids: Int32Array;
  name: Float64Array;
  issuer: Float64Array;
}

/** Gives the thread's other messages their turn between long steps of a build. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The first place in `sorted` (ascending) whose value is at least `value`. */
function firstAtLeast(sorted: Int32Array, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as number) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The row holding `id` in ids ascending, or -1. */
function rowOfId(ids: Int32Array, id: number): number {
  const at = firstAtLeast(ids, id);
  return ids[at] === id ? at : -1;
}

/**
 * Joined texts read in one step, and rows of a kept text: a text no kept one narrows reads
 * every row's text (hundreds of millions of characters at 500,000 bonds, ~0.1 s).
 */
const TEXT_STEP_CHARS = 1 << 18;
const TEXT_STEP_ROWS = 5_000;
/**
 * The thread's time on one text before other screens get their turn: short enough that they
 * wait little, long enough that the text's own screen does not wait behind them too often. At
 * 500,000 bonds, 16 clients' distinct screens beside a new text every 0.2 s: read in one go,
 * the others' p95 was 88 ms (the texts' p50 104 ms); in turns of 8 ms 32 ms (266 ms). A turn
 * after every small step made the texts wait longer still (0.36 s).
 */
const TEXT_TURN_MS = 8;

/** Work done in steps: a pause between two (`yield`) lets the thread answer other screens. */
type Steps<T> = Generator<void, T, void>;

/** The steps' result at once (a caller that cannot wait). */
export function allAtOnce<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** The steps' result, other messages of the thread answered every `turnMs` of steps. */
async function inTurns<T>(steps: Steps<T>, turnMs: number): Promise<T> {
  let turnStarted = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - turnStarted < turnMs) continue;
    await breathe();
    turnStarted = performance.now();
  }
}

/**
 * Rows whose text holds `lowered`: each occurrence found once in the joined texts, read a
 * window at a time (a window reaches `lowered`'s length past its step, so that a text across
 * two steps is found; found twice, it marks its row once).
 */
export function* rowsHolding(
  texts: string,
  rowEnds: Int32Array,
  lowered: string,
  marks: Uint8Array,
  stepChars = TEXT_STEP_CHARS,
): Steps<void> {
  if (lowered.includes(TEXT_END)) return;
  if (lowered === '') return void marks.fill(1);
  for (let from = 0; from < texts.length; from += stepChars) {
    if (from > 0) yield;
    const window = texts.slice(from, from + stepChars + lowered.length - 1);
    for (let at = window.indexOf(lowered); at >= 0;) {
      // The row whose end is the first past the occurrence.
      const row = firstAtLeast(rowEnds, from + at);
      if (row === rowEnds.length) return;
      marks[row] = 1;
      at = window.indexOf(lowered, (rowEnds[row] as number) + 1 - from);
    }
  }
}

export class ScreenPart implements ScreenPartView {
  readonly table: ColumnTable & { columns: Map<string, Float64Array> };
  readonly sorted = new Map<string, SortedColumn>();
  private readonly dictionaries: Map<string, Map<string, number>>;
  private readonly emitents: Float64Array;
  /** The rows a text matched, the latest texts last (a text is typed, counted, paged). */
  private readonly textMatches = new Map<string, RowSet>();
  /** Texts being found in steps (findText), each found once however many screens ask. */
  private readonly textsFinding = new Map<string, Promise<RowSet>>();

  private constructor(
    columns: PartColumns,
    private readonly common: ScreenCommon,
    /** Where the texts are: this part's own, or the main part's with each row's place in it. */
    private readonly textSource:
      { texts: string; rowEnds: Int32Array } | { main: ScreenPart; mainRows: Int32Array },
  ) {
    this.table = {
      size: columns.ids.length,
      ids: columns.ids,
      columns: new Map(Object.entries(columns.columns)),
    };
    this.dictionaries = new Map(
      Object.entries(columns.dictionaries).map(([name, values]) => [
        name,
        new Map(values.map((value, code) => [value, code])),
      ]),
    );
    this.emitents = this.table.columns.get('emitent') as Float64Array;
  }

  /**
   * The part of the rows handed over, its columns sorted once (a one-key screen walks them,
   * a range is a slice of them): half a second a column at 500,000 rows, so the thread
   * answers screens between columns. A ground's part (given `main`) reads the main part's
   * texts and language places.
   */
  static async build(
    columns: PartColumns,
    common: ScreenCommon,
    main?: ScreenPart,
  ): Promise<ScreenPart> {
    const part = new ScreenPart(
      columns,
      common,
      main ? fromMain(columns.ids, main) : ownTexts(columns),
    );
    for (const name of part.table.columns.keys()) {
      if (part.sorted.has(name)) continue;
      await breathe();
      part.sorted.set(name, sortColumn(part.table, name));
    }
    if (main) for (const lang of main.languages) part.addRanks(lang, main.ranksOf(lang));
    return part;
  }

  get asOfDay() {
    return this.common.asOfDay;
  }

  code(column: string, value: string) {
    return this.dictionaries.get(column)?.get(value);
  }

  has(column: string) {
    return this.table.columns.has(column);
  }

  textRows(lowered: string): RowSet {
    return allAtOnce(this.textSteps(lowered));
  }

  /**
   * Finds the rows holding a text before a screen asks for them, in steps between which the
   * thread answers other screens: a text read in every row's text no longer holds them all up.
   */
  async findText(lowered: string, turnMs = TEXT_TURN_MS): Promise<void> {
    if (this.textMatches.has(lowered)) return;
    let finding = this.textsFinding.get(lowered);
    if (!finding) {
      finding = inTurns(this.textSteps(lowered), turnMs).finally(() =>
        this.textsFinding.delete(lowered),
      );
      this.textsFinding.set(lowered, finding);
    }
    await finding;
  }

  /** The rows holding a text: kept, or found and kept (the latest texts last). */
  private *textSteps(lowered: string): Steps<RowSet> {
    const known = this.textMatches.get(lowered);
    if (known) {
      this.textMatches.delete(lowered);
      this.textMatches.set(lowered, known);
      return known;
    }
    const marks = yield* this.matchText(lowered);
    const found: number[] = [];
    for (let r = 0; r < marks.length; r++) if (marks[r] === 1) found.push(r);
    const matches = { rows: Int32Array.from(found), marks };
    this.textMatches.set(lowered, matches);
    if (this.textMatches.size > TEXTS_KEPT)
      this.textMatches.delete(this.textMatches.keys().next().value as string);
    return matches;
  }

  /** Marks the rows whose ISIN, name or issuer's name holds `lowered`. */
  private *matchText(lowered: string): Steps<Uint8Array> {
    const source = this.textSource;
    const marks = new Uint8Array(this.table.size);
    if ('main' in source) {
      const inMain = (yield* source.main.textSteps(lowered)).marks;
      for (let r = 0; r < marks.length; r++) {
        const at = source.mainRows[r] as number;
        if (at >= 0 && inMain[at] === 1) marks[r] = 1;
      }
      return marks;
    }
    const issuers = new Set<number>();
    for (const [id, text] of this.common.issuerTexts) if (text.includes(lowered)) issuers.add(id);
    const within = this.keptWithin(lowered);
    if (within && !lowered.includes(TEXT_END)) {
      const { texts, rowEnds } = source;
      for (let i = 0; i < within.rows.length; i++) {
        if (i > 0 && i % TEXT_STEP_ROWS === 0) yield;
        const r = within.rows[i] as number;
        const start = r === 0 ? 0 : (rowEnds[r - 1] as number) + 1;
        if (
          texts.slice(start, rowEnds[r]).includes(lowered) ||
          issuers.has(this.emitents[r] as number)
        )
          marks[r] = 1;
      }
      return marks;
    }
    yield* rowsHolding(source.texts, source.rowEnds, lowered, marks);
    if (issuers.size > 0)
      for (let r = 0; r < marks.length; r++)
        if (issuers.has(this.emitents[r] as number)) marks[r] = 1;
    return marks;
  }

  /**
   * The fewest rows of a kept text that `lowered` holds: a text holding it is held only by
   * rows that hold the kept one, so those are the only ones to read. A user types a name one
   * letter at a time; each letter then reads the rows of the last, not every row's text again
   * (~0.1 s of the thread at 500,000 bonds).
   */
  private keptWithin(lowered: string): RowSet | undefined {
    let fewest: RowSet | undefined;
    for (const [text, matches] of this.textMatches)
      if (lowered.includes(text) && (!fewest || matches.rows.length < fewest.rows.length))
        fewest = matches;
    return fewest;
  }

  /** Languages whose places this part holds. */
  readonly languages = new Set<Language>();

  /** Adds a language's name and issuer-name order, each bond's ranks found by its id. */
  addRanks(lang: Language, ranksOf: (id: number) => { name: number; issuer: number } | undefined) {
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
    this.languages.add(lang);
  }

  /** A bond's ranks in a language this part holds, by id. */
  ranksOf(lang: Language) {
    const { ids, columns } = this.table;
    return ranksById({
      ids,
      name: columns.get(nameRankColumn(lang)) as Float64Array,
      issuer: columns.get(issuerRankColumn(lang)) as Float64Array,
    });
  }

  /** The page's bond ids and the total, or undefined when a column it needs is not held. */
  answer(filter: BondListWhere, ordering: BondListOrder, limit: number, offset: number) {
    const query = columnQuery(this, filter, ordering, limit, offset);
    if (!query) return undefined;
    const { rows, total } = screenColumns(this.table, query, this.sorted);
    return { ids: rows.map((r) => this.table.ids[r] as number), total };
  }
}

/** A language's places as a lookup by id. */
export function ranksById(ranks: RankColumns) {
  return (id: number) => {
    const r = rowOfId(ranks.ids, id);
    return r < 0 ? undefined : { name: ranks.name[r] as number, issuer: ranks.issuer[r] as number };
  };
}

function ownTexts(columns: PartColumns) {
  const texts = columns.texts ?? '';
  const rowEnds = new Int32Array(columns.ids.length);
  let row = 0;
  for (
    let at = texts.indexOf(TEXT_END);
    at >= 0 && row < rowEnds.length;
    at = texts.indexOf(TEXT_END, at + 1)
  )
    rowEnds[row++] = at;
  return { texts, rowEnds };
}

function fromMain(ids: Int32Array, main: ScreenPart) {
  return { main, mainRows: ids.map((id) => rowOfId(main.table.ids, id)) };
}
