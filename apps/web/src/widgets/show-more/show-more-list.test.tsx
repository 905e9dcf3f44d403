import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ShowMoreList } from './show-more-list';

afterEach(cleanup);

const ITEMS = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];

describe('ShowMoreList', () => {
  it('shows the first 5 items, then the rest, then hides them again', () => {
    render(<ShowMoreList items={ITEMS} render={(item) => <b>{item}</b>} testId="files" />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(ITEMS.slice(0, 5));
    const toggle = screen.getByTestId('files-more');
    fireEvent.click(toggle);
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
    fireEvent.click(toggle);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
  });

  it('has no toggle when everything fits', () => {
    render(<ShowMoreList items={ITEMS} limit={10} render={(item) => item} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
    expect(screen.queryByTestId('table-show-more')).toBeNull();
  });
});
