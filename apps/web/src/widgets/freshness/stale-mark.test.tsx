import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderShell } from '../../../test/shell-harness';
import { StaleMark } from './stale-mark';

afterEach(cleanup);

describe('the stale mark', () => {
  it('shows nothing for a fresh value', async () => {
    await renderShell(<StaleMark ageDays={3} stale={false} limitDays={7} asOf="20 Nov 2026" />);
    expect(screen.queryByTestId('stale-mark')).toBeNull();
  });

  it('marks a stale value, explaining the limit in its title', async () => {
    await renderShell(<StaleMark ageDays={18} stale limitDays={7} asOf="20 Nov 2026" />);
    const mark = screen.getByTestId('stale-mark');
    expect(mark.textContent).toBe('stale_mark');
    expect(mark.getAttribute('title')).toBe('stale_title');
  });
});
