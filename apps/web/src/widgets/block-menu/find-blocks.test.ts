import { describe, expect, it } from 'vitest';
import { currentBlock, findBlocks } from './find-blocks';

describe('the blocks a menu lists', () => {
  it('lists the sections that rendered something, in page order, by title or heading', () => {
    document.body.innerHTML = `
      <section id="block-a" data-menu data-menu-title="Quotes"><div>rows</div></section>
      <section id="block-b" data-menu data-menu-title="Ratings"></section>
      <section id="block-c" data-menu><div><h2> Cash flow </h2>rows</div></section>
      <section id="block-d"><div>not a menu block</div></section>
      <section id="block-e" data-menu data-menu-title="Hidden" hidden><div>x</div></section>`;
    expect(findBlocks(document.body)).toEqual([
      { id: 'block-a', title: 'Quotes' },
      { id: 'block-c', title: 'Cash flow' },
    ]);
  });

  it('highlights the last block whose top passed the offset, else the first', () => {
    const blocks = [
      { id: 'a', title: 'A' },
      { id: 'b', title: 'B' },
      { id: 'c', title: 'C' },
    ];
    const tops = (map: Record<string, number>) => (id: string) => map[id] ?? null;
    expect(currentBlock(blocks, tops({ a: 300, b: 900, c: 1500 }), 100)).toBe('a');
    expect(currentBlock(blocks, tops({ a: -400, b: 100, c: 700 }), 100)).toBe('b');
    expect(currentBlock(blocks, tops({ a: -900, b: -300, c: 50 }), 100)).toBe('c');
    expect(currentBlock([], tops({}), 100)).toBeNull();
  });
});
