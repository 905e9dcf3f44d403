import { describe, expect, it } from 'vitest';
import { lastPageOf, pageWindow } from './page-window';

describe('lastPageOf', () => {
  it('is the integer part of (total - 1) / limit, plus 1', () => {
    expect(lastPageOf(1, 30)).toBe(1);
    expect(lastPageOf(30, 30)).toBe(1);
    expect(lastPageOf(31, 30)).toBe(2);
    expect(lastPageOf(6000, 30)).toBe(200);
    expect(lastPageOf(6001, 30)).toBe(201);
  });

  it('is 1 for an empty list', () => {
    expect(lastPageOf(0, 30)).toBe(1);
  });
});

describe('pageWindow', () => {
  it('is empty (the pager hidden) for a single page', () => {
    expect(pageWindow(1, 1)).toEqual([]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('shows first, two either side of the current page, last, with gaps', () => {
    expect(pageWindow(67, 200)).toEqual([1, 'gap', 65, 66, 67, 68, 69, 'gap', 200]);
  });

  it('has no gap where no page is skipped', () => {
    expect(pageWindow(1, 2)).toEqual([1, 2]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 'gap', 5]);
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(3, 3)).toEqual([1, 2, 3]);
  });

  it('keeps the window at the edges', () => {
    expect(pageWindow(1, 200)).toEqual([1, 2, 3, 'gap', 200]);
    expect(pageWindow(2, 200)).toEqual([1, 2, 3, 4, 'gap', 200]);
    expect(pageWindow(200, 200)).toEqual([1, 'gap', 198, 199, 200]);
    expect(pageWindow(199, 200)).toEqual([1, 'gap', 197, 198, 199, 200]);
  });

  it('clamps a page out of range', () => {
    expect(pageWindow(0, 10)).toEqual(pageWindow(1, 10));
    expect(pageWindow(99, 10)).toEqual(pageWindow(10, 10));
  });
});
