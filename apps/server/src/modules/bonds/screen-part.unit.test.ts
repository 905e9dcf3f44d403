import { describe, expect, it } from 'vitest';
import { allAtOnce, rowsHolding, ScreenPart, TEXT_END, type PartColumns } from './screen-part';

/*
 * A part's text filter reads one joined string of every row's texts: a match belongs to the
 * row it falls in, never to two rows across an end, and a ground's part reads the main part's
 * texts through its bonds' ids.
 */

const texts = ['RU000A0ZZ001\u0001Bank One 001P', 'RU000B\u0001Ferro', 'XS12\u0001bank two'];

function columns(ids: number[], emitents: number[], withTexts: boolean): PartColumns {
  return {
    ids: Int32Array.from(ids),
    columns: {
      emitent: Float64Array.from(emitents),
      yield: Float64Array.from(ids, (id) => id / 10),
    },
    dictionaries: {},
    ...(withTexts ? { texts: texts.map((t) => t.toLowerCase() + TEXT_END).join('') } : {}),
  };
}

const common = {
  asOfDay: null,
  issuerTexts: new Map([
    [7, 'ferrum holding'],
    [8, 'unrelated'],
  ]),
};

const ids = (part: ScreenPart, text: string) =>
  [...part.textRows(text).rows].map((r) => part.table.ids[r]);

describe('a screen part’s text filter', () => {
  it('finds each row holding the text once, in its ISIN, its names or its issuer’s names', async () => {
    const main = await ScreenPart.build(columns([10, 20, 30], [8, 7, 8], true), common);
    expect(ids(main, 'bank')).toEqual([10, 30]);
    expect(ids(main, 'ru000')).toEqual([10, 20]);
    expect(ids(main, '001p')).toEqual([10]);
    expect(ids(main, 'holding')).toEqual([20]);
    expect(ids(main, 'ferr')).toEqual([20]);
    // Never across two rows' texts.
    expect(ids(main, `001p${TEXT_END}ru`)).toEqual([]);
    expect(ids(main, 'two' + TEXT_END)).toEqual([]);
    expect(ids(main, 'nothing')).toEqual([]);
    expect(ids(main, 'o')).toEqual([10, 20, 30]);
  });

  it('reads the main part’s texts on a ground by its bonds’ ids', async () => {
    const main = await ScreenPart.build(columns([10, 20, 30], [8, 7, 8], true), common);
    const ground = await ScreenPart.build(columns([20, 30], [7, 8], false), common, main);
    expect(ids(ground, 'bank')).toEqual([30]);
    expect(ids(ground, 'ferr')).toEqual([20]);
    const answer = ground.answer(
      { text: 'Bank', groundId: 1 },
      { sort: 'yield', order: 'desc', lang: 'eng' },
      10,
      0,
    );
    expect(answer).toEqual({ ids: [30], total: 1 });
  });

  it('finds a typed text among the rows of the text before it, as a whole search would', async () => {
    const typed = await ScreenPart.build(columns([10, 20, 30], [8, 7, 8], true), common);
    const steps = ['b', 'ba', 'ban', 'bank', 'bank ', 'bank t', 'f', 'fe', 'ferrum', 'ferrum h'];
    const more = ['r', 'ru', 'ru0', 'ru000b', 'o', `o${TEXT_END}`, 'n', 'nothing', 'l', 'ld'];
    for (const text of [...steps, ...more]) {
      const fresh = await ScreenPart.build(columns([10, 20, 30], [8, 7, 8], true), common);
      expect(ids(typed, text), text).toEqual(ids(fresh, text));
    }
    // Not vacuous: the issuer's name is found among the rows of its first letters.
    expect(ids(typed, 'ferrum h')).toEqual([20]);
    expect(ids(typed, 'bank t')).toEqual([30]);
  });

  it('reads the joined texts a window at a time and finds a text across two windows', () => {
    const joined = texts.map((t) => t.toLowerCase() + TEXT_END).join('');
    const rowEnds = Int32Array.from([...joined].flatMap((c, at) => (c === TEXT_END ? [at] : [])));
    const marked = (text: string, stepChars?: number) => {
      const marks = new Uint8Array(texts.length);
      const steps = rowsHolding(joined, rowEnds, text, marks, stepChars);
      let pauses = 0;
      for (let step = steps.next(); !step.done; step = steps.next()) pauses += 1;
      return { marks: [...marks], pauses };
    };
    for (const text of ['bank', 'ru000', '001p', 'o', 'ferro', 'two', 'xs12', 'nothing'])
      for (let stepChars = 1; stepChars <= joined.length; stepChars++)
        expect(marked(text, stepChars).marks, `${text} in steps of ${stepChars}`).toEqual(
          marked(text).marks,
        );
    // Not vacuous: small steps pause, and a text is found across a window's end.
    expect(marked('bank', 4).pauses).toBe(Math.ceil(joined.length / 4) - 1);
    expect(marked('bank two', 30).marks).toEqual([0, 0, 1]);
    expect(allAtOnce(rowsHolding(joined, rowEnds, 'ferro', new Uint8Array(3), 2))).toBeUndefined();
  });

  it('finds a new text in turns, answering other work between them', async () => {
    const many = 200_000;
    const ids = Array.from({ length: many }, (_, i) => i + 1);
    const long: PartColumns = {
      ids: Int32Array.from(ids),
      columns: { emitent: new Float64Array(many), yield: Float64Array.from(ids) },
      dictionaries: {},
      texts: ids.map((id) => `ru${String(id).padStart(10, '0')}${TEXT_END}`).join(''),
    };
    const part = await ScreenPart.build(long, common);
    const fresh = await ScreenPart.build(long, common);
    // Other work queued on the thread: one piece a turn while it is on.
    let otherWork = 0;
    let working = true;
    const work = () => {
      otherWork += 1;
      if (working) setImmediate(work);
    };
    setImmediate(work);
    await part.findText('0000123', 0);
    working = false;
    // 2.4 M characters in steps of 256 K, a turn after each: the other work ran between them.
    expect(otherWork).toBeGreaterThanOrEqual(9);
    expect([...part.textRows('0000123').rows]).toEqual([...fresh.textRows('0000123').rows]);
    // 123, 1230–1239, 12300–12399, 123000–123999.
    expect(part.textRows('0000123').rows.length).toBe(1111);
  });
});
