import { describe, expect, it } from 'vitest';
import { PageRows } from './page-rows';

/** A row as the database would give it, its `read` telling which read made it. */
interface Row {
  id: number;
  read: number;
}
const row = (id: number, read: number): Row => ({ id, read });

/** A reader that counts its reads and knows ids below 100 only. */
function reader() {
  const asked: number[][] = [];
  const read = async (ids: number[]) => {
    asked.push(ids);
    return ids.filter((id) => id < 100).map((id) => row(id, asked.length));
  };
  return { asked, read };
}

describe('the page rows kept', () => {
  it('reads only the rows not kept, and gives the page in its order', async () => {
    const kept = new PageRows<Row>();
    const { asked, read } = reader();
    await kept.page(1, 'eng', undefined, [3, 1, 2], read);
    const page = await kept.page(1, 'eng', undefined, [2, 5, 3], read);
    expect(asked).toEqual([[3, 1, 2], [5]]);
    expect(page.map((r) => [r.id, r.read])).toEqual([
      [2, 1],
      [5, 2],
      [3, 1],
    ]);
  });

  it('keeps each language and ground apart, and leaves out a bond the database lacks', async () => {
    const kept = new PageRows<Row>();
    const { asked, read } = reader();
    await kept.page(1, 'eng', undefined, [1, 2], read);
    await kept.page(1, 'rus', undefined, [1], read);
    await kept.page(1, 'eng', 7, [1], read);
    expect(asked).toEqual([[1, 2], [1], [1]]);
    expect((await kept.page(1, 'eng', undefined, [1, 200, 2], read)).map((r) => r.id)).toEqual([
      1, 2,
    ]);
  });

  it('forgets every row when the data moves, and keeps nothing for an older version', async () => {
    const kept = new PageRows<Row>();
    const { asked, read } = reader();
    await kept.page(1, 'eng', undefined, [1], read);
    await kept.page(2, 'eng', undefined, [1], read);
    // A request that began before the write: read, not kept, nor taken from version 2's rows.
    await kept.page(1, 'eng', undefined, [1, 4], read);
    await kept.page(2, 'eng', undefined, [1, 4], read);
    expect(asked).toEqual([[1], [1], [1, 4], [4]]);
  });

  it('lets the rows not asked for since the last turn go past its capacity', async () => {
    const kept = new PageRows<Row>(4);
    const { asked, read } = reader();
    // Two rows make a turn: 1 and 2 become old; 1, asked again, is young again.
    await kept.page(1, 'eng', undefined, [1, 2], read);
    await kept.page(1, 'eng', undefined, [1], read);
    // 3 makes the next turn: the old (2) go, 1 and 3 stay.
    await kept.page(1, 'eng', undefined, [3], read);
    await kept.page(1, 'eng', undefined, [1, 2, 3], read);
    expect(asked).toEqual([[1, 2], [3], [2]]);
  });
});
