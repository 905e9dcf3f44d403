import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BondOption } from '@bondsight/contracts';
import { renderShell } from '../../../../test/shell-harness';
import { OptionsTable } from './options-table';

afterEach(cleanup);

const option: BondOption = {
  id: 1,
  date: '2026-03-16',
  period: '2026-03-02 – 2026-03-08',
  type: 'put',
  option_type: 'full',
  notice_days: 14,
  notice_period: null,
  benchmark_spread: null,
  price: 100,
  repurchased_amount: null,
  status: 'future',
};

describe('the options table', () => {
  it('writes the acceptance period with the interface date format, never raw ISO days', async () => {
    await renderShell(<OptionsTable options={[option]} />, { language: 'rus' });
    const row = screen.getByTestId('option-row');
    expect(row.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    const period = row.querySelector('.option-period')!.textContent!;
    expect(period).toContain('2026');
    expect(period).toMatch(/^2 мар\. 2026 г\. – 8 мар\. 2026 г\.$/);
  });

  it('scrolls sideways in the shared scroller: a box the keyboard reaches, with arrows', async () => {
    await renderShell(<OptionsTable options={[option]} />, { language: 'rus' });
    const box = screen.getByTestId('options-table').parentElement!;
    // The old plain box took no focus: a keyboard user could not scroll a table of text.
    expect(box.className).toBe('table-scroll-box');
    expect(box.tabIndex).toBe(0);
    expect(box.parentElement!.classList.contains('table-scroller')).toBe(true);
  });

  it('fits its columns (fit-columns) and breaks the period after its dash only', async () => {
    await renderShell(<OptionsTable options={[option]} />, { language: 'rus' });
    expect(screen.getByTestId('options-table').classList.contains('fit-columns')).toBe(true);
    const period = screen.getByTestId('option-row').querySelector('.option-period')!;
    // Each end is one unbreakable piece; the dash stays with the first.
    expect([...period.querySelectorAll('.option-nowrap')].map((s) => s.textContent)).toEqual([
      '2 мар. 2026 г. –',
      '8 мар. 2026 г.',
    ]);
  });

  it("words the notice period's days in the interface language, a published text as is", async () => {
    const notice = () => screen.getByTestId('option-row').children[3]!.textContent;
    for (const [language, text] of [
      ['rus', '14 дней'],
      ['eng', '14 days'],
      ['chn', '14天'],
    ] as const) {
      await renderShell(<OptionsTable options={[option]} />, { language });
      expect(notice(), language).toBe(text);
      cleanup();
    }
    await renderShell(
      <OptionsTable options={[{ ...option, notice_days: null, notice_period: 'T-10 BD' }]} />,
    );
    expect(notice()).toBe('T-10 BD');
  });
});
