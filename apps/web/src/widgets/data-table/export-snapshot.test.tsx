import { describe, expect, it } from 'vitest';
import type { TableRow } from '@bondsight/contracts';
import { scrollTableSnapshot, secondTableSnapshot } from './export-snapshot';

describe('table export snapshots', () => {
  it('sends a second table as names and period values, a masked cell as its asterisk', () => {
    const row = (code: string, data: TableRow['data']): TableRow => ({ code, data, level: 0 });
    const shown = [
      { row: row('cash', [100, 120.5]), index: 0 },
      { row: row('equity', [{ val: '*', masked: true }, null]), index: 1 },
    ];
    expect(
      secondTableSnapshot(['2023', '2024'], shown, (v) => ['Cash', 'Equity'][v.index]!),
    ).toEqual({
      columns: [
        { title: '', kind: 'text' },
        { title: '2023', kind: 'number' },
        { title: '2024', kind: 'number' },
      ],
      rows: [
        ['Cash', 100, 120.5],
        ['Equity', '*', null],
      ],
    });
  });

  it('sends a scroll table by column keys and export kinds, masking what the page masks', () => {
    const rows = [{ name: 'OFZ', price: 99.5, ytm: 7.1 }];
    const snapshot = scrollTableSnapshot(
      [
        { key: 'name', title: 'Bond' },
        { key: 'price', title: 'Price', exportKind: 'price' },
        { key: 'ytm', title: <b>Yield</b>, exportTitle: 'Yield', exportKind: 'yield' },
      ],
      rows,
      (_, key) => key === 'ytm',
    );
    expect(snapshot).toEqual({
      columns: [
        { title: 'Bond', kind: 'text' },
        { title: 'Price', kind: 'price' },
        { title: 'Yield', kind: 'yield' },
      ],
      rows: [['OFZ', 99.5, '*']],
    });
  });
});
