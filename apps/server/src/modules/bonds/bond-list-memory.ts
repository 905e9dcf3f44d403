import type { Worker } from 'node:worker_threads';
import type { Language } from '@bondsight/contracts';
import type { Db } from '../../db/client';
import { startWorker } from '../../lib/worker-file';
import {
  CODE_COLUMNS,
  loadGroundScreen,
  loadNameRanks,
  loadScreen,
  NUMBER_COLUMNS,
  type ScreenRows,
} from './bond-list-memory.repository';
import { NO_PUT_BEFORE } from './bond-list-memory-query';
import type { BondListOrder, BondListWhere } from './bond-list.repository';
import type { Missing, ScreenReply, ScreenRequest } from './bond-screen.worker';
import { TEXT_END, type PartColumns, type RankColumns } from './screen-part';

/*
 * The list's screens answered from the screener's rows held in memory as columns
 * (docs/adr/0024-bond-screener.md, increment 6): at 500,000 bonds PostgreSQL takes seconds
 * for a screen no index serves, the columns a few milliseconds. The columns live on a worker
 * thread (bond-screen.worker.ts): the screens take the other core, the event loop keeps the
 * HTTP and the rows. Each instance loads the rows in one snapshot and keeps them for the
 * data version they are true for; a screen asked at another version (the data moved, the
 * rows are reloading) is answered by the database, so an answer is never older than the data
 * the caller reads. The parts loaded on first need (a ground's rows, a language's name order)
 * follow the same rule.
 */

/** After a failed load (the database away), the next try waits this long. */
const RETRY_AFTER_MS = 5_000;

/** Gives the event loop its turn between long steps of a load. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Request without its sequence number (the channel adds it). */
type Unsent<R> = R extends unknown ? Omit<R, 'seq'> : never;

/** The worker thread and its requests awaiting a reply. */
class ScreenThread {
  private readonly worker: Worker;
  private readonly waiting = new Map<number, (reply: ScreenReply | undefined) => void>();
  private seq = 0;
  ended = false;
  /** The data version whose main part the thread holds. */
  version: number | null = null;

  constructor() {
    this.worker = startWorker(import.meta.url, 'bond-screen.worker');
    // Never what keeps the process alive: the server's own handles do.
    this.worker.unref();
    this.worker.on('message', (reply: ScreenReply) => {
      this.waiting.get(reply.seq)?.(reply);
      this.waiting.delete(reply.seq);
    });
    const end = () => {
      this.ended = true;
      for (const resolve of this.waiting.values()) resolve(undefined);
      this.waiting.clear();
    };
    this.worker.on('error', end);
    this.worker.on('exit', end);
  }

  /** The reply, or undefined when the thread has ended (the database answers). */
  ask(request: Unsent<ScreenRequest>, transfer: ArrayBuffer[] = []) {
    if (this.ended) return Promise.resolve(undefined);
    const seq = ++this.seq;
    return new Promise<ScreenReply | undefined>((resolve) => {
      this.waiting.set(seq, resolve);
      this.worker.postMessage({ ...request, seq }, transfer);
    });
  }

  async close() {
    this.ended = true;
    await this.worker.terminate();
  }
}

/** The rows as columns the worker takes (their buffers transferred, not copied). */
async function asColumns(rows: ScreenRows, withTexts: boolean) {
  const columns: Record<string, Float64Array> = {};
  const asColumn = (values: readonly (number | null)[]) =>
    Float64Array.from(values, (v) => (v === null ? NaN : v));
  for (const name of NUMBER_COLUMNS) {
    columns[name] = asColumn(rows.numbers[name]);
    await breathe();
  }
  columns[NO_PUT_BEFORE] = Float64Array.from(rows.numbers.nextPut, (v) =>
    v === null ? Infinity : v,
  );
  const dictionaries: Record<string, string[]> = {};
  for (const name of CODE_COLUMNS) {
    const codes = new Map<string, number>();
    const codeOf = (value: string | null) => {
      if (value === null) return NaN;
      let code = codes.get(value);
      if (code === undefined) codes.set(value, (code = codes.size));
      return code;
    };
    columns[name] = Float64Array.from(rows.codes[name], codeOf);
    dictionaries[name] = [...codes.keys()];
  }
  const part: PartColumns = {
    ids: Int32Array.from(rows.ids),
    columns,
    dictionaries,
    ...(withTexts ? { texts: (rows.texts.join(TEXT_END) + TEXT_END).toLowerCase() } : {}),
  };
  const transfer = [part.ids.buffer, ...Object.values(columns).map((c) => c.buffer)];
  return { part, transfer: transfer as ArrayBuffer[] };
}

export interface MemoryAnswer {
  /** The page's bond ids, in order. */
  ids: number[];
  /** Every bond the screen keeps. */
  total: number;
}

/** The screen in memory of one database (one per instance and database). */
export class ScreensInMemory {
  private thread: ScreenThread | null = null;
  /** Loads under way, by what they load ('all', 'ground 3', 'ranks eng'). */
  private readonly loading = new Map<string, Promise<void>>();
  private failedAt = 0;
  private closed = false;
  /** Screens answered from memory so far (tests; a measure of how often it serves). */
  answered = 0;

  /** `loads`: the connections the loads read through (the background's: a load takes minutes). */
  constructor(private readonly loads: Db) {}

  /**
   * The page and total of a screen at data version `version`, or undefined when what is held
   * is of another version or lacks a part (then loading starts): the database answers.
   */
  async answer(
    version: number,
    filter: BondListWhere,
    ordering: BondListOrder,
    limit: number,
    offset: number,
  ): Promise<MemoryAnswer | undefined> {
    const thread = this.thread;
    const held = this.version;
    if (!thread || held !== version) {
      if (held === undefined || held < version) this.preload();
      return undefined;
    }
    const reply = await thread.ask({ kind: 'answer', version, filter, ordering, limit, offset });
    if (reply && 'ids' in reply) {
      this.answered += 1;
      return { ids: reply.ids, total: reply.total };
    }
    if (reply && 'missing' in reply && reply.missing) this.loadMissing(version, reply.missing);
    return undefined;
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
    const thread = this.thread;
    return thread && !thread.ended && thread.version !== null ? thread.version : undefined;
  }

  /** Ends the thread (the database closes). */
  async close(): Promise<void> {
    this.closed = true;
    await this.thread?.close();
  }

  private loadMissing(version: number, missing: Missing) {
    if ('ground' in missing)
      this.start(`ground ${missing.ground}`, () => this.loadGround(version, missing.ground));
    else this.start(`ranks ${missing.lang}`, () => this.loadRanks(version, missing.lang));
  }

  private start(what: string, load: () => Promise<void>) {
    if (this.closed || this.loading.has(what) || Date.now() - this.failedAt < RETRY_AFTER_MS)
      return;
    const run = load()
      .catch(() => {
        // The database is away or closing: the list is answered by it meanwhile.
        this.failedAt = Date.now();
      })
      .finally(() => this.loading.delete(what));
    this.loading.set(what, run);
  }

  private threadNow(): ScreenThread {
    if (!this.thread || this.thread.ended) this.thread = new ScreenThread();
    return this.thread;
  }

  private async loadAll() {
    const { version, value } = await loadScreen(this.loads);
    const held = this.version;
    if (held !== undefined && held >= version) return;
    const issuerTexts = new Map(
      [...value.issuerTexts].map(([id, text]) => [id, text.toLowerCase()] as const),
    );
    const { part, transfer } = await asColumns(value.rows, true);
    const thread = this.threadNow();
    const common = { asOfDay: value.asOfDay, issuerTexts };
    const reply = await thread.ask({ kind: 'main', version, columns: part, common }, transfer);
    if (reply && 'held' in reply && reply.held) thread.version = version;
  }

  private async loadGround(version: number, groundId: number) {
    const loaded = await loadGroundScreen(this.loads, groundId);
    if (loaded.version !== version || !this.thread) return;
    const { part, transfer } = await asColumns(loaded.value, false);
    await this.thread.ask({ kind: 'ground', version, groundId, columns: part }, transfer);
  }

  private async loadRanks(version: number, lang: Language) {
    const loaded = await loadNameRanks(this.loads, lang);
    if (loaded.version !== version || !this.thread) return;
    const ranks: RankColumns = {
      ids: Int32Array.from(loaded.value, (r) => r.id),
      name: Float64Array.from(loaded.value, (r) => r.name),
      issuer: Float64Array.from(loaded.value, (r) => r.issuer),
    };
    await this.thread.ask({ kind: 'ranks', version, lang, ranks }, [
      ranks.ids.buffer,
      ranks.name.buffer,
      ranks.issuer.buffer,
    ] as ArrayBuffer[]);
  }
}

const screens = new WeakMap<Db, ScreensInMemory>();

/**
 * The screen in memory of this database (made on first use, loading through `loads`: the
 * server passes its background connections at start-up).
 */
export function screensInMemory(db: Db, loads: Db = db): ScreensInMemory {
  let held = screens.get(db);
  if (!held) screens.set(db, (held = new ScreensInMemory(loads)));
  return held;
}

/** Ends the screen's thread of this database, if one was made. */
export async function closeScreensInMemory(db: Db): Promise<void> {
  await screens.get(db)?.close();
  screens.delete(db);
}
