import { describe, expect, it } from 'vitest';
import { acceptancePeriodEnds } from './cash-flow-export';

describe("an option's acceptance period in the workbook", () => {
  it('splits "start – end" into its two days, for two date columns', () => {
    expect(acceptancePeriodEnds('2026-03-02 – 2026-03-08')).toEqual(['2026-03-02', '2026-03-08']);
  });

  it('keeps a missing end missing (the importers write "start – " or " – end")', () => {
    expect(acceptancePeriodEnds('2026-03-02 – ')).toEqual(['2026-03-02', null]);
    expect(acceptancePeriodEnds(' – 2026-03-08')).toEqual([null, '2026-03-08']);
    expect(acceptancePeriodEnds(null)).toEqual([null, null]);
    expect(acceptancePeriodEnds('  ')).toEqual([null, null]);
  });

  it('keeps a text of another shape whole, in the first column', () => {
    expect(acceptancePeriodEnds('March – April 2026')).toEqual(['March – April 2026', null]);
    expect(acceptancePeriodEnds('2026-03-02')).toEqual(['2026-03-02', null]);
  });
});
