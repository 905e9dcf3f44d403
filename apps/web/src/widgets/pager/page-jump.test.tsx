import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageJump } from './page-jump';

afterEach(cleanup);

const renderJump = (onPage = vi.fn()) => {
  render(
    <PageJump last={67} onPage={onPage} label="Go to page" goText="Go" invalidText="1 to 67" />,
  );
  return onPage;
};
const jump = (text: string) => {
  fireEvent.change(screen.getByTestId('page-jump-input'), { target: { value: text } });
  fireEvent.click(screen.getByTestId('page-jump-go'));
};

describe('page jump', () => {
  it('goes to a typed page in one step', () => {
    const onPage = renderJump();
    jump('67');
    expect(onPage).toHaveBeenCalledWith(67);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a page outside 1..last, or not a whole number, and says so', () => {
    const onPage = renderJump();
    for (const text of ['0', '68', '2.5', '']) {
      jump(text);
      expect(screen.getByRole('alert').textContent).toBe('1 to 67');
    }
    expect(onPage).not.toHaveBeenCalled();
  });

  it('is hidden when there is one page', () => {
    render(<PageJump last={1} onPage={vi.fn()} label="Go" goText="Go" invalidText="" />);
    expect(screen.queryByTestId('page-jump')).toBeNull();
  });
});
