import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { jsonOf } from './json-text';

/** The content codings an answer is kept in, best first. */
export const ENCODINGS = ['br', 'gzip', 'deflate'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/**
 * Brotli's window no larger than the answer needs (64 KB at least, 16 MB at most): the default
 * 4 MB window is set up for every answer, which made brotli 1 on a 15 KB page of the list take
 * 84 µs where 44 µs make the same bytes.
 */
const windowBits = (size: number) => Math.min(24, Math.max(16, Math.ceil(Math.log2(size + 1))));
const brotliOptions = (quality: number, body: Buffer) => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    [zlib.constants.BROTLI_PARAM_LGWIN]: windowBits(body.length),
  },
});
const brotli = (quality: number) => (body: Buffer) =>
  promisify(zlib.brotliCompress)(body, brotliOptions(quality, body));
const gzip = (level: number) => (body: Buffer) => promisify(zlib.gzip)(body, { level });
const deflate = (level: number) => (body: Buffer) => promisify(zlib.deflate)(body, { level });

/**
 * Up to this size an answer's quick coding is made on the event loop: handing it to libuv's
 * pool costs more than the compression itself. A 15 KB page of the list takes 50 µs of the
 * loop and 60 µs of CPU in gzip 1 made at once, but 260 µs of the loop and 600 µs of CPU
 * through the pool (the stream's chunks, callbacks and thread hand-offs), measured on the
 * bench machine; above it the loop stays free for other requests (gzip 1: ~5 µs a KB).
 */
const SYNC_CODING_UP_TO = 32 * 1024;

/**
 * An answer's first coding is the quickest: most answers of a screener are asked once (a
 * user's own screen), and there the CPU counts, not the bytes. On the list's 16 KB pages
 * (the bench machine, 2026-12-02) brotli 0 takes 32 µs for 3.5 KB, brotli 1 48 µs for 3.4 KB,
 * brotli 2 81 µs for 2.8 KB, gzip 1 77 µs for 3.2 KB; brotli 5 took 0.8 ms. An answer asked
 * again is remade at its best (below).
 */
const QUICK_BROTLI = 0;

const quickSync: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) => zlib.brotliCompressSync(body, brotliOptions(QUICK_BROTLI, body)),
  gzip: (body) => zlib.gzipSync(body, { level: 1 }),
  deflate: (body) => zlib.deflateSync(body, { level: 1 }),
};

const quickAsync: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: brotli(QUICK_BROTLI),
  gzip: gzip(1),
  deflate: deflate(1),
};
const quick = (encoding: Encoding, body: Buffer): Promise<Buffer> => {
  if (body.length > SYNC_CODING_UP_TO) return quickAsync[encoding](body);
  try {
    return Promise.resolve(quickSync[encoding](body));
  } catch (error) {
    return Promise.reject(error);
  }
};

/**
 * An answer asked again in a coding gets that coding remade at its best, in the background
 * (askers meanwhile get the quick one): zlib's default level, brotli's best (quality 11: a
 * quarter smaller than quality 5 on a chart's columns, 97 -> 74 KB for 20 lines of 3 years)
 * up to a size where it would hold a pool thread for seconds (12 s for 2.9 MB), quality 5
 * above. Below REFINE_FROM the bytes saved are not worth the work.
 */
const REFINE_FROM = 1024;
const BEST_BROTLI_UP_TO = 1024 * 1024;
const best: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => brotli(body.length <= BEST_BROTLI_UP_TO ? 11 : 5)(body),
  gzip: gzip(zlib.constants.Z_DEFAULT_COMPRESSION),
  deflate: deflate(zlib.constants.Z_DEFAULT_COMPRESSION),
};

/** A computed answer: its JSON, and each coding once a client has asked for it. */
export interface StoredAnswer {
  json: Buffer;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  /** Codings remade (or being remade) at their best. */
  refining: Partial<Record<Encoding, true>>;
  /** Bytes of the JSON and of the codings made so far. */
  bytes: number;
  /** Whether the store still holds it (its bytes count against the budget). */
  kept: boolean;
}

/**
 * Computed answers kept in memory, least recently used out first once their bytes pass the
 * budget. One computation per key at a time: concurrent askers share it. Compression runs
 * once per answer and coding, quickly (a small answer at once, a big one on libuv's pool);
 * a kept answer asked again has that coding remade at its best, one answer at a time (the
 * pool's other threads stay free for files and the quick codings of new answers).
 */
export class AnswerStore {
  private readonly answers = new Map<string, StoredAnswer>();
  private readonly pending = new Map<string, Promise<StoredAnswer>>();
  private bytes = 0;
  private refining: Promise<void> = Promise.resolve();

  constructor(private readonly budgetBytes: number) {}

  async get(key: string, compute: () => Promise<unknown>): Promise<StoredAnswer> {
    const hit = this.answers.get(key);
    if (hit) {
      // Re-inserted: a Map iterates in insertion order, so the first key is the least recent.
      this.answers.delete(key);
      this.answers.set(key, hit);
      return hit;
    }
    const running = this.pending.get(key);
    if (running) return running;
    const computing = compute()
      .then((value) => this.keep(key, Buffer.from(jsonOf(value))))
      .finally(() => this.pending.delete(key));
    this.pending.set(key, computing);
    return computing;
  }

  /** The answer in a coding: compressed quickly on first use, at its best once asked again. */
  encode(answer: StoredAnswer, encoding: Encoding): Promise<Buffer> {
    const encoded = answer.encoded[encoding];
    if (encoded) {
      if (!answer.refining[encoding] && answer.json.length >= REFINE_FROM)
        this.refine(answer, encoding, encoded);
      return encoded;
    }
    const made = quick(encoding, answer.json);
    answer.encoded[encoding] = made;
    void made.then((buffer) => this.grow(answer, buffer.length)).catch(() => undefined);
    return made;
  }

  /** Bytes held now (tests, diagnostics). */
  get size(): number {
    return this.bytes;
  }

  /** Settles once the best codings asked for so far are made (tests, diagnostics). */
  get refined(): Promise<void> {
    return this.refining;
  }

  /** Queues the best coding of a kept answer; askers meanwhile get the quick one. */
  private refine(answer: StoredAnswer, encoding: Encoding, quickCoding: Promise<Buffer>) {
    answer.refining[encoding] = true;
    this.refining = this.refining.then(async () => {
      // An answer dropped meanwhile (evicted, or a new data version) is not worth the work.
      if (!answer.kept) return;
      const quickBytes = await quickCoding.catch(() => null);
      const bestBytes = await best[encoding](answer.json).catch(() => null);
      if (!quickBytes || !bestBytes || bestBytes.length >= quickBytes.length || !answer.kept)
        return;
      answer.encoded[encoding] = Promise.resolve(bestBytes);
      this.grow(answer, bestBytes.length - quickBytes.length);
    });
  }

  private keep(key: string, json: Buffer): StoredAnswer {
    // An answer bigger than the whole budget is served but not kept.
    const kept = json.length <= this.budgetBytes;
    const answer: StoredAnswer = { json, encoded: {}, refining: {}, bytes: json.length, kept };
    if (kept) {
      this.answers.set(key, answer);
      this.bytes += json.length;
      this.evict();
    }
    return answer;
  }

  private grow(answer: StoredAnswer, bytes: number) {
    answer.bytes += bytes;
    if (!answer.kept) return;
    this.bytes += bytes;
    this.evict();
  }

  private evict() {
    for (const [key, answer] of this.answers) {
      if (this.bytes <= this.budgetBytes) return;
      this.answers.delete(key);
      this.bytes -= answer.bytes;
      answer.kept = false;
    }
  }
}
