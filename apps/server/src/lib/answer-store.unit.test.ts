import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { AnswerStore } from './answer-store';
import { JsonText } from './json-text';

describe('the answer store', () => {
  it('computes a key once, also for concurrent askers, and serves it again', async () => {
    const store = new AnswerStore(1_000_000);
    let runs = 0;
    const compute = async () => ({ run: ++runs });
    const [a, b] = await Promise.all([store.get('k', compute), store.get('k', compute)]);
    const c = await store.get('k', compute);
    expect(runs).toBe(1);
    expect(a).toBe(b);
    expect(c).toBe(a);
    expect(JSON.parse(a.json.toString())).toEqual({ run: 1 });
  });

  it('keeps an answer written as JSON text as it is, not as a string', async () => {
    const store = new AnswerStore(1_000_000);
    const answer = await store.get('k', async () => new JsonText('{"items":[{"id":1},{"id":2}]}'));
    expect(JSON.parse(answer.json.toString())).toEqual({ items: [{ id: 1 }, { id: 2 }] });
  });

  it('keeps nothing of a failed computation', async () => {
    const store = new AnswerStore(1_000_000);
    await expect(store.get('k', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    const answer = await store.get('k', async () => 'yes');
    expect(answer.json.toString()).toBe('"yes"');
  });

  it('drops the least recently used answers once past its budget', async () => {
    const store = new AnswerStore(25); // "aaaaaaaaaa" is 12 bytes of JSON
    let runs = 0;
    const compute = (text: string) => async () => (runs++, text);
    await store.get('a', compute('aaaaaaaaaa'));
    await store.get('b', compute('bbbbbbbbbb'));
    await store.get('a', compute('aaaaaaaaaa')); // a is now the most recent
    await store.get('c', compute('cccccccccc')); // b goes
    expect(store.size).toBe(24);
    expect(runs).toBe(3);
    await store.get('a', compute('aaaaaaaaaa'));
    expect(runs).toBe(3);
    await store.get('b', compute('bbbbbbbbbb'));
    expect(runs).toBe(4);
  });

  it('serves an answer larger than the budget without keeping it', async () => {
    const store = new AnswerStore(4);
    const answer = await store.get('big', async () => 'too big to keep');
    expect(answer.kept).toBe(false);
    expect(store.size).toBe(0);
  });

  it('compresses once per coding, and the coding decodes to the JSON', async () => {
    const store = new AnswerStore(1_000_000);
    const answer = await store.get('k', async () => ({ ticks: Array(200).fill(98.7654) }));
    const [br, again, gzip] = await Promise.all([
      store.encode(answer, 'br'),
      store.encode(answer, 'br'),
      store.encode(answer, 'gzip'),
    ]);
    expect(again).toBe(br);
    expect(zlib.brotliDecompressSync(br).equals(answer.json)).toBe(true);
    expect(zlib.gunzipSync(gzip).equals(answer.json)).toBe(true);
    expect(store.size).toBe(answer.json.length + br.length + gzip.length);
  });
});

describe("the answer store's best codings", () => {
  /** A chart-like answer: dates and noisy prices. */
  const big = () => ({
    dates: Array.from(
      { length: 3000 },
      (_, i) =>
        `2026-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
    ),
    values: Array.from({ length: 3000 }, (_, i) => Math.round((100 + Math.sin(i) * 5) * 1e4) / 1e4),
  });

  it.each([
    ['br', zlib.brotliDecompressSync],
    ['gzip', zlib.gunzipSync],
    ['deflate', zlib.inflateSync],
  ] as const)(
    'remakes the %s coding of an answer asked again smaller, decoding the same',
    async (encoding, decode) => {
      const store = new AnswerStore(10_000_000);
      const answer = await store.get('k', async () => big());
      const quick = await store.encode(answer, encoding);
      const sizeQuick = store.size;
      await store.refined;
      // Asked once: the quick coding stays (most screens are asked once).
      expect(await store.encode(answer, encoding)).toBe(quick);
      await store.refined;
      const best = await store.encode(answer, encoding);
      expect(best.length).toBeLessThan(quick.length);
      expect(decode(best).equals(answer.json)).toBe(true);
      // The budget counts the coding kept, not both.
      expect(store.size).toBe(sizeQuick - quick.length + best.length);
      expect(answer.bytes).toBe(answer.json.length + best.length);
    },
  );

  it('leaves small answers and answers no longer kept as they are', async () => {
    const store = new AnswerStore(10_000_000);
    const small = await store.get('small', async () => ({ a: 1 }));
    const smallBr = await store.encode(small, 'br');
    await store.encode(small, 'br');
    await store.refined;
    expect(await store.encode(small, 'br')).toBe(smallBr);

    const tight = new AnswerStore(1); // nothing is kept
    const dropped = await tight.get('k', async () => big());
    const quick = await tight.encode(dropped, 'br');
    await tight.encode(dropped, 'br');
    await tight.refined;
    expect(await tight.encode(dropped, 'br')).toBe(quick);
  });
});
