import { describe, expect, it } from 'vitest';
import { createFormatters } from './create-formatters';

const eng = createFormatters('eng');
const rus = createFormatters('rus');
const chn = createFormatters('chn');

describe('ISO days inside a published text', () => {
  it('writes an acceptance period with the dates of every other table', () => {
    expect(eng.datesIn('2026-03-02 – 2026-03-08')).toBe('2 Mar 2026 – 8 Mar 2026');
    expect(rus.datesIn('2026-03-02 – 2026-03-08')).toBe(
      `${rus.date('2026-03-02')} – ${rus.date('2026-03-08')}`,
    );
    expect(chn.datesIn('2026-03-02 – 2026-03-08')).toBe('2026年3月2日 – 2026年3月8日');
  });

  it('formats each day of any other text and keeps the rest as written', () => {
    expect(eng.datesIn(' – 2026-03-08')).toBe(' – 8 Mar 2026');
    expect(eng.datesIn('2026-03-08 – ')).toBe('8 Mar 2026 – ');
    expect(eng.datesIn('until 2026-03-08, 18:00 MSK')).toBe('until 8 Mar 2026, 18:00 MSK');
    expect(eng.datesIn('14 days')).toBe('14 days');
    expect(eng.datesIn('2026-13-45')).toBe('2026-13-45');
    expect(eng.datesIn(null)).toBe('');
    // No ISO day is left raw.
    expect(rus.datesIn('2026-03-02 – 2026-03-08')).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });
});
