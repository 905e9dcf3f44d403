import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** The content codings an answer is kept in, best first. */
export const ENCODINGS = ['br', 'gzip', 'deflate'] as const;
export type Encoding = (typeof ENCODINGS)[number];

const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  // Quality 5: within a few percent of the best size at a tenth of quality 11's time.
  br: (body) =>
    promisify(zlib.brotliCompress)(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => promisify(zlib.gzip)(body),
  deflate: (body) => promisify(zlib.deflate)(body),
};

/**
 * Brotli's best (quality 11): a quarter smaller than quality 5 on a chart's columns (97 -> 74
 * KB for 20 lines of 3 years) but 20 times slower (0.5 s for 400 KB of JSON), so it is made
 * after the first answers, in the background, for answers between these sizes: below, a few
 * bytes are not worth it; above, one answer would hold a pool thread for seconds (12 s for
 * 2.9 MB).
 */
const REFINE_FROM = 16 * 1024;
const REFINE_UP_TO = 1024 * 1024;
const brotliBest = (body: Buffer) =>
  promisify(zlib.brotliCompress)(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });

/** A computed answer: its JSON, and each coding once a client has asked for it. */
export interface StoredAnswer {
  json: Buffer;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  /** Bytes of the JSON and of the codings made so far. */
  bytes: number;
  /** Whether the store still holds it (its bytes count against the budget). */
  kept: boolean;
}

/**
 * Computed answers kept in memory, least recently used out first once their bytes pass the
 * budget. One computation per key at a time: concurrent askers share it. Compression runs on
 * libuv's pool (zlib's async calls), off the event loop, once per answer and coding; a kept
 * answer's brotli coding is then remade at the best quality, one answer at a time (the pool's
 * other threads stay free for files and the quick codings of new answers).
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
      .then((value) => this.keep(key, Buffer.from(JSON.stringify(value))))
      .finally(() => this.pending.delete(key));
    this.pending.set(key, computing);
    return computing;
  }

  /** The answer in a coding, compressed on first use and then kept. */
  encode(answer: StoredAnswer, encoding: Encoding): Promise<Buffer> {
    let encoded = answer.encoded[encoding];
    if (!encoded) {
      encoded = compressors[encoding](answer.json);
      answer.encoded[encoding] = encoded;
      void encoded.then((buffer) => {
        this.grow(answer, buffer.length);
        const size = answer.json.length;
        if (encoding === 'br' && size >= REFINE_FROM && size <= REFINE_UP_TO)
          this.refine(answer, buffer);
      });
    }
    return encoded;
  }

  /** Bytes held now (tests, diagnostics). */
  get size(): number {
    return this.bytes;
  }

  /** Settles once the best codings asked for so far are made (tests, diagnostics). */
  get refined(): Promise<void> {
    return this.refining;
  }

  /** Queues the best brotli coding of a kept answer; askers meanwhile get the quick one. */
  private refine(answer: StoredAnswer, quick: Buffer) {
    this.refining = this.refining.then(async () => {
      // An answer dropped meanwhile (evicted, or a new data version) is not worth the work.
      if (!answer.kept) return;
      const best = await brotliBest(answer.json).catch(() => null);
      if (!best || best.length >= quick.length || !answer.kept) return;
      answer.encoded.br = Promise.resolve(best);
      this.grow(answer, best.length - quick.length);
    });
  }

  private keep(key: string, json: Buffer): StoredAnswer {
    // An answer bigger than the whole budget is served but not kept.
    const kept = json.length <= this.budgetBytes;
    const answer: StoredAnswer = { json, encoded: {}, bytes: json.length, kept };
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
