import { describe, expect, it } from 'vitest';
import { capLines, formatReport, ReportBuilder } from './report';

describe('formatReport', () => {
  const report = () => {
    const builder = new ReportBuilder('sync moex --universe', []);
    builder.count('inserted', 2500);
    for (let i = 0; i < 2500; i++) builder.note(`inserted RU000A${String(i).padStart(6, '0')}`);
    for (let i = 0; i < 30; i++) builder.reject(i + 1, 'unknown bond');
    return builder.finish();
  };

  it('prints every note and rejected row by default (the command line)', () => {
    const lines = formatReport(report()).split('\n');
    expect(lines).toHaveLength(1 + 2500 + 1 + 30);
    expect(lines.at(2500)).toBe('  inserted RU000A002499');
  });

  it('keeps a server log to the totals and maxLines of each kind, then how many more', () => {
    const lines = formatReport(report(), { maxLines: 20 }).split('\n');
    expect(lines[0]).toMatch(/^sync moex --universe: 0 rows read, 2500 inserted/);
    expect(lines.slice(1, 21)).toEqual(
      Array.from({ length: 20 }, (_, i) => `  inserted RU000A${String(i).padStart(6, '0')}`),
    );
    expect(lines[21]).toBe('  … and 2480 more');
    expect(lines[22]).toBe('Rejected rows:');
    expect(lines.slice(23)).toHaveLength(21);
    expect(lines.at(-1)).toBe('  … and 10 more');
  });

  it('caps nothing that fits', () => {
    expect(capLines(['a', 'b'], 2)).toEqual(['a', 'b']);
    expect(capLines(['a', 'b', 'c'], 2)).toEqual(['a', 'b', '… and 1 more']);
  });
});
