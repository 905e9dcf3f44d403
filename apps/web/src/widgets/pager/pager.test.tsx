import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pager } from './pager';

afterEach(cleanup);

describe('Pager', () => {
  it('is hidden when there is a single page', () => {
    render(<Pager page={1} total={30} onPage={() => undefined} />);
    expect(screen.queryByTestId('pager')).toBeNull();
  });

  it('shows the page window around the current page, with gaps', () => {
    render(<Pager page={67} total={6000} onPage={() => undefined} />);
    const pages = screen.getAllByTestId('pager-page').map((b) => b.textContent);
    expect(pages).toEqual(['1', '65', '66', '67', '68', '69', '200']);
    expect(screen.getAllByText('…')).toHaveLength(2);
    const current = screen.getByRole('button', { current: 'page' });
    expect(current.textContent).toBe('67');
  });

  it('goes to a page, the previous and the next one', () => {
    const onPage = vi.fn();
    render(<Pager page={67} total={6000} limit={30} onPage={onPage} />);
    fireEvent.click(screen.getByText('200'));
    expect(onPage).toHaveBeenLastCalledWith(200);
    fireEvent.click(screen.getByRole('button', { name: /page_prev/ }));
    expect(onPage).toHaveBeenLastCalledWith(66);
    fireEvent.click(screen.getByRole('button', { name: /page_next/ }));
    expect(onPage).toHaveBeenLastCalledWith(68);
    onPage.mockClear();
    fireEvent.click(screen.getByText('67'));
    expect(onPage).not.toHaveBeenCalled();
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = render(<Pager page={1} total={45} limit={10} onPage={() => undefined} />);
    const prev = () => screen.getByRole('button', { name: /page_prev/ }) as HTMLButtonElement;
    const next = () => screen.getByRole('button', { name: /page_next/ }) as HTMLButtonElement;
    expect(prev().disabled).toBe(true);
    expect(next().disabled).toBe(false);
    rerender(<Pager page={5} total={45} limit={10} onPage={() => undefined} />);
    expect(next().disabled).toBe(true);
  });
});
