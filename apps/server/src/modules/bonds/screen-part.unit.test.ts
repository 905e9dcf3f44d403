import { describe, expect, it } from 'vitest';
import { ScreenPart, TEXT_END, type PartColumns } from './screen-part';

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
});
