import { describe, expect, it } from 'vitest';
import { currentBlock, findBlocks, splitMenu } from './find-blocks';

describe('the blocks a menu lists', () => {
  it('lists the sections that rendered something, in page order, by title or heading', () => {
    document.body.innerHTML = `
      <section id="block-a" data-menu data-menu-title="Quotes"><div>rows</div></section>
      <section id="block-b" data-menu data-menu-title="Ratings"></section>
      <section id="block-c" data-menu><div><h2> Cash flow </h2>rows</div></section>
      <section id="block-d"><div>not a menu block</div></section>
      <section id="block-e" data-menu data-menu-title="Hidden" hidden><div>x</div></section>`;
    expect(findBlocks(document.body)).toEqual([
      { id: 'block-a', title: 'Quotes', extra: false },
      { id: 'block-c', title: 'Cash flow', extra: false },
    ]);
  });

  it('puts marked blocks, and those past the visible count, behind the "..." item', () => {
    document.body.innerHTML = `
      <section id="a" data-menu data-menu-title="A"><div>x</div></section>
      <section id="b" data-menu data-menu-title="B" data-menu-extra><div>x</div></section>
      <section id="c" data-menu data-menu-title="C"><div>x</div></section>
      <section id="d" data-menu data-menu-title="D"><div>x</div></section>`;
    const blocks = findBlocks(document.body);
    expect(blocks.map((b) => b.extra)).toEqual([false, true, false, false]);
    const ids = ({ main, extra }: ReturnType<typeof splitMenu>) => ({
      main: main.map((b) => b.id),
      extra: extra.map((b) => b.id),
    });
    expect(ids(splitMenu(blocks))).toEqual({ main: ['a', 'c', 'd'], extra: ['b'] });
    // The extra list keeps page order: the marked block before the ones past the count.
    expect(ids(splitMenu(blocks, 1))).toEqual({ main: ['a'], extra: ['b', 'c', 'd'] });
    expect(ids(splitMenu(blocks, 10))).toEqual({ main: ['a', 'c', 'd'], extra: ['b'] });
    expect(ids(splitMenu(blocks, 0))).toEqual({ main: [], extra: ['a', 'b', 'c', 'd'] });
  });

  it('highlights the block in view: a heading in the upper half, else the one filling it', () => {
    const blocks = [
      { id: 'a', title: 'A', extra: false },
      { id: 'b', title: 'B', extra: false },
      { id: 'c', title: 'C', extra: false },
    ];
    const tops = (map: Record<string, number>) => (id: string) => map[id] ?? null;
    const at = (map: Record<string, number>) => currentBlock(blocks, tops(map), 100, 900);
    // The page's top: the first block, wherever it is.
    expect(at({ a: 300, b: 900, c: 1500 })).toBe('a');
    expect(at({ a: 600, b: 1200, c: 1800 })).toBe('a');
    // Scrolled to by the menu: the block sits on the offset, even a short one.
    expect(at({ a: -400, b: 100, c: 700 })).toBe('b');
    expect(at({ a: -400, b: 100.8, c: 300 })).toBe('b');
    // Its heading still near the line: still the one read.
    expect(at({ a: -400, b: 70, c: 300 })).toBe('b');
    // The reader scrolled until b's heading is in plain view below the offset: b, not a.
    expect(at({ a: -400, b: 250, c: 900 })).toBe('b');
    expect(at({ a: -400, b: 449, c: 900 })).toBe('b');
    // b's heading still low in the view: a fills most of it.
    expect(at({ a: -400, b: 700, c: 1300 })).toBe('a');
    expect(at({ a: -900, b: -300, c: 50 })).toBe('c');
    // A block not in the page (yet) is skipped.
    expect(at({ a: -900, c: 300 })).toBe('c');
    expect(currentBlock([], tops({}), 100, 900)).toBeNull();
  });
});
